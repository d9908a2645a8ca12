package exercises.corners;

import processing.core.PVector;
import steering.Path;

/** The corner checks pass for the reference solution (spoiler below). */
class CornersSolutionTest extends CornersChecks {

  @Override
  CornerBraking braking() {
    return new CornerBrakingSolution();
  }

  /** Reference solution: an arrive-like ramp down to a speed set by each corner's angle. */
  static class CornerBrakingSolution extends CornerBraking {
    @Override
    public float speedLimit(PVector position, Path path, float cruiseSpeed) {
      float limit = cruiseSpeed;
      int n = path.points.size();
      for (int i = 0; i < n; i++) {
        if (!path.closed && (i == 0 || i == n - 1)) {
          continue;   // the ends of an open path are not corners
        }
        PVector corner = path.points.get(i);
        PVector in = PVector.sub(corner, path.points.get((i - 1 + n) % n));
        PVector out = PVector.sub(path.points.get((i + 1) % n), corner);
        float d = PVector.dist(position, corner);
        if (in.magSq() == 0 || out.magSq() == 0 || d >= BRAKING_DISTANCE) {
          continue;
        }
        float cos = in.dot(out) / (in.mag() * out.mag());
        float cornerSpeed = cruiseSpeed * (1 + cos) / 2;
        limit = Math.min(limit,
            cornerSpeed + (cruiseSpeed - cornerSpeed) * d / BRAKING_DISTANCE);
      }
      return Math.max(limit, MIN_SPEED);
    }
  }
}
