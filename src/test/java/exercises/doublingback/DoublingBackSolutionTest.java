package exercises.doublingback;

import processing.core.PVector;
import steering.Path;
import steering.PathFollower;
import steering.Vehicle;

/** The doubling-back checks pass for the reference solution (spoiler below). */
class DoublingBackSolutionTest extends DoublingBackChecks {

  @Override
  ForwardFollower follower() {
    return new ForwardFollowerSolution();
  }

  /** Reference solution: remember the segment, only ever move on to the next one. */
  static class ForwardFollowerSolution extends ForwardFollower {

    private int segment;

    @Override
    public PVector follow(Vehicle vehicle, Path path) {
      int segments = path.segmentCount();
      if (segments == 0) {
        return new PVector();
      }
      PVector predicted = vehicle.velocity.copy().setMag(PathFollower.LOOK_AHEAD)
          .add(vehicle.position);
      while (segment < segments - 1 && projection(predicted, path, segment) > 1) {
        segment++;
      }
      PVector a = path.segmentStart(segment);
      PVector b = path.segmentEnd(segment);
      float t = Math.max(0, Math.min(1, projection(predicted, path, segment)));
      PVector normal = PVector.lerp(a, b, t);
      PVector target = PVector.sub(b, a).setMag(PathFollower.TARGET_OFFSET).add(normal);
      return vehicle.seek(target);
    }

    /** t of the foot of the perpendicular from p to the segment's line; past its end t > 1. */
    static float projection(PVector p, Path path, int segment) {
      PVector a = path.segmentStart(segment);
      PVector ab = PVector.sub(path.segmentEnd(segment), a);
      float lengthSq = ab.magSq();
      if (lengthSq == 0) {
        return Float.POSITIVE_INFINITY;   // a repeated point: always move on
      }
      return PVector.sub(p, a).dot(ab) / lengthSq;
    }
  }
}
