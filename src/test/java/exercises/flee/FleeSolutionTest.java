package exercises.flee;

import processing.core.PVector;
import steering.Vehicle;

/** The flee checks pass for the reference solution (spoiler below). */
class FleeSolutionTest extends FleeChecks {

  @Override
  Flee flee() {
    return new FleeSolution();
  }

  /** Reference solution: seek with the desired velocity turned around. */
  static class FleeSolution extends Flee {
    @Override
    public PVector steer(Vehicle vehicle, PVector threat) {
      PVector desired = PVector.sub(vehicle.position, threat);
      desired.setMag(vehicle.maxspeed);
      PVector steering = PVector.sub(desired, vehicle.velocity);
      steering.limit(vehicle.maxforce);
      return steering;
    }
  }
}
