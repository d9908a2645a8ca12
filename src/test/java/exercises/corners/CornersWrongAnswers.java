package exercises.corners;

import processing.core.PVector;
import steering.Path;

/**
 * A wrong answer that looks right with the checks' usual cruise speed; {@code
 * WrongAnswersFailTest} runs the corner checks against it and asserts which of them catch it.
 */
final class CornersWrongAnswers {

  private CornersWrongAnswers() {
  }

  /** The corner speed worked out from a cruise speed of 4, whatever the one passed in. */
  static class CornerSpeedFromFour extends CornersChecks {
    @Override
    CornerBraking braking() {
      return new CornerBraking() {
        @Override
        public float speedLimit(PVector position, Path path, float cruiseSpeed) {
          float limit = cruiseSpeed;
          int n = path.points.size();
          for (int i = 0; i < n; i++) {
            if (!path.closed && (i == 0 || i == n - 1)) {
              continue;
            }
            PVector corner = path.points.get(i);
            PVector in = PVector.sub(corner, path.points.get((i - 1 + n) % n));
            PVector out = PVector.sub(path.points.get((i + 1) % n), corner);
            float d = PVector.dist(position, corner);
            if (in.magSq() == 0 || out.magSq() == 0 || d >= BRAKING_DISTANCE) {
              continue;
            }
            float cornerSpeed = 4 * (1 + in.dot(out) / (in.mag() * out.mag())) / 2;
            limit = Math.min(limit,
                cornerSpeed + (cruiseSpeed - cornerSpeed) * d / BRAKING_DISTANCE);
          }
          return Math.max(limit, MIN_SPEED);
        }
      };
    }
  }
}
