package exercises.timestep;

import steering.Vehicle;

/** The time-step checks pass for the reference solution (spoiler below). */
class TimeStepSolutionTest extends TimeStepChecks {

  @Override
  TimeStep timeStep() {
    return new TimeStepSolution();
  }

  /** Reference solution: the per-frame changes, scaled by dt. */
  static class TimeStepSolution extends TimeStep {
    @Override
    public void move(Vehicle vehicle, float dt) {
      if (!(dt > 0) || Float.isInfinite(dt)) {
        throw new IllegalArgumentException("dt (the time step in frames) must be greater than 0,"
            + " was " + dt);
      }
      vehicle.velocity.add(vehicle.acceleration.x * dt, vehicle.acceleration.y * dt);
      vehicle.velocity.limit(vehicle.maxspeed);
      vehicle.position.add(vehicle.velocity.x * dt, vehicle.velocity.y * dt);
      vehicle.acceleration.set(0, 0);
    }
  }
}
