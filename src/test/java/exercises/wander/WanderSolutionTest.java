package exercises.wander;

import processing.core.PVector;
import steering.Vehicle;

/** The wander checks pass for the reference solution (spoiler below). */
class WanderSolutionTest extends WanderChecks {

  @Override
  WanderPoint wanderPoint() {
    return new WanderSolution();
  }

  /** Reference solution: the centre ahead, plus radius along heading + angle. */
  static class WanderSolution extends WanderPoint {
    @Override
    public PVector target(Vehicle vehicle, float angle, float distance, float radius) {
      float heading = vehicle.velocity.heading();
      PVector center = PVector.fromAngle(heading).mult(distance).add(vehicle.position);
      return PVector.fromAngle(heading + angle).mult(radius).add(center);
    }
  }
}
