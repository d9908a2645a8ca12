package exercises.arrival;

import processing.core.PVector;
import steering.Vehicle;

/** The arrive checks pass for the reference solution (spoiler below). */
class ArrivalSolutionTest extends ArrivalChecks {

  @Override
  Arrival arrival() {
    return new ArrivalSolution();
  }

  /** Reference solution: seek whose desired speed ramps linearly to zero at the target. */
  static class ArrivalSolution extends Arrival {
    @Override
    public PVector steer(Vehicle vehicle, PVector target, float slowingRadius) {
      PVector desired = PVector.sub(target, vehicle.position);
      float distance = desired.mag();
      if (distance < slowingRadius) {
        desired.setMag(vehicle.maxspeed * distance / slowingRadius);
      } else {
        desired.setMag(vehicle.maxspeed);
      }
      PVector steering = PVector.sub(desired, vehicle.velocity);
      steering.limit(vehicle.maxforce);
      return steering;
    }
  }
}
