package exercises.arrival;

import processing.core.PVector;
import steering.Vehicle;

/** The arrive checks pass for the reference solution (spoiler below). */
class ArrivalSolutionTest extends ArrivalChecks {

  @Override
  Arrival arrival() {
    return new ArrivalSolution();
  }

  /** Reference solution: seek's desired velocity, its speed ramping linearly to zero. */
  static class ArrivalSolution extends Arrival {
    @Override
    public PVector desired(Vehicle vehicle, PVector target, float slowingRadius) {
      PVector desired = PVector.sub(target, vehicle.position);
      float distance = desired.mag();
      if (distance < slowingRadius) {
        desired.setMag(vehicle.maxspeed * distance / slowingRadius);
      } else {
        desired.setMag(vehicle.maxspeed);
      }
      return desired;
    }
  }
}
