package exercises.queuing;

import java.util.List;
import processing.core.PVector;
import steering.Vehicle;

/** The queuing checks pass for the reference solution (spoiler below). */
class QueuingSolutionTest extends QueuingChecks {

  @Override
  Braking braking() {
    return new BrakingSolution();
  }

  /** Reference solution: the point ahead, anyone near it, then velocity × (1 − braking). */
  static class BrakingSolution extends Braking {
    @Override
    public PVector desired(Vehicle vehicle, List<Vehicle> others, float lookAhead, float radius,
        float braking) {
      if (vehicle.velocity.mag() == 0) {
        return null;
      }
      PVector ahead = vehicle.velocity.copy().setMag(lookAhead).add(vehicle.position);
      for (Vehicle other : others) {
        if (other != vehicle && PVector.dist(ahead, other.position) < radius) {
          return PVector.mult(vehicle.velocity, 1 - braking);
        }
      }
      return null;
    }
  }
}
