package exercises.walls;

import processing.core.PVector;
import steering.Vehicle;
import steering.Walls;

/** The walls checks pass for the reference solution (spoiler below). */
class WallsSolutionTest extends WallsChecks {

  @Override
  Containment containment() {
    return new ContainmentSolution();
  }

  /** Reference solution: the velocity, with each part facing a near wall turned to ±maxspeed. */
  static class ContainmentSolution extends Containment {
    @Override
    public PVector desiredVelocity(Vehicle vehicle, Walls walls) {
      PVector p = vehicle.position;
      PVector desired = vehicle.velocity.copy();
      boolean near = false;
      if (p.x < walls.left + walls.margin) {
        desired.x = vehicle.maxspeed;
        near = true;
      } else if (p.x > walls.right - walls.margin) {
        desired.x = -vehicle.maxspeed;
        near = true;
      }
      if (p.y < walls.top + walls.margin) {
        desired.y = vehicle.maxspeed;
        near = true;
      } else if (p.y > walls.bottom - walls.margin) {
        desired.y = -vehicle.maxspeed;
        near = true;
      }
      return near ? desired.setMag(vehicle.maxspeed) : null;
    }
  }
}
