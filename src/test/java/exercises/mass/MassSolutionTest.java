package exercises.mass;

import processing.core.PVector;
import steering.Vehicle;

/** The mass checks pass for the reference solution (spoiler below). */
class MassSolutionTest extends MassChecks {

  @Override
  Vehicle vehicle(float x, float y, float mass) {
    return new MassiveVehicleSolution(x, y, mass);
  }

  /** Reference solution: a = F / m, refusing a mass that is not positive. */
  static class MassiveVehicleSolution extends MassiveVehicle {

    MassiveVehicleSolution(float x, float y, float mass) {
      super(x, y, mass);
    }

    @Override
    public void applyForce(PVector force) {
      if (!(mass > 0)) {
        throw new IllegalArgumentException("mass must be greater than 0, was " + mass);
      }
      acceleration.add(force.x / mass, force.y / mass);
    }
  }
}
