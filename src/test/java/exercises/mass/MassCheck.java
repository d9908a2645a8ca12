package exercises.mass;

import steering.Vehicle;

/** The mass checks against your {@link MassiveVehicle}: {@code mvn test -Pexercises -Dtest=MassCheck}. */
class MassCheck extends MassChecks {

  @Override
  Vehicle vehicle(float x, float y, float mass) {
    return new MassiveVehicle(x, y, mass);
  }
}
