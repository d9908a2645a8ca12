package exercises.timestep;

import steering.Vehicle;

/**
 * A wrong answer that looks right with the default vehicle; {@code WrongAnswersFailTest} runs
 * the time-step checks against it and asserts which of them catch it.
 */
final class TimeStepWrongAnswers {

  private TimeStepWrongAnswers() {
  }

  /** The default top speed 4 written in place of the vehicle's maxspeed. */
  static class SpeedLimitFixedAt4 extends TimeStepChecks {
    @Override
    TimeStep timeStep() {
      return new TimeStep() {
        @Override
        public void move(Vehicle vehicle, float dt) {
          if (!(dt > 0)) {
            throw new IllegalArgumentException("dt must be greater than 0, was " + dt);
          }
          vehicle.velocity.add(vehicle.acceleration.x * dt, vehicle.acceleration.y * dt);
          vehicle.velocity.limit(4);
          vehicle.position.add(vehicle.velocity.x * dt, vehicle.velocity.y * dt);
          vehicle.acceleration.set(0, 0);
        }
      };
    }
  }
}
