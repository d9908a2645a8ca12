package exercises.flee;

import processing.core.PVector;
import steering.Vehicle;

/** The flee checks pass for the reference solution (spoiler below). */
class FleeSolutionTest extends FleeChecks {

  @Override
  Flee flee() {
    return new FleeSolution();
  }

  /** Reference solution: seek's desired velocity, turned around. */
  static class FleeSolution extends Flee {
    @Override
    public PVector desired(Vehicle vehicle, PVector threat) {
      PVector desired = PVector.sub(vehicle.position, threat);
      desired.setMag(vehicle.maxspeed);
      return desired;
    }
  }
}
