package exercises.mass;

import processing.core.PVector;
import steering.Vehicle;

/**
 * A wrong answer that is right for one mass only; {@code WrongAnswersFailTest} runs the mass
 * checks against it and asserts which of them catch it.
 */
final class MassWrongAnswers {

  private MassWrongAnswers() {
  }

  /** Divides by 2, the mass of the first check, whatever the vehicle's mass. */
  static class MassFixedAt2 extends MassChecks {
    @Override
    Vehicle vehicle(float x, float y, float mass) {
      return new MassiveVehicle(x, y, mass) {
        @Override
        public void applyForce(PVector force) {
          if (!(this.mass > 0)) {
            throw new IllegalArgumentException("mass must be greater than 0, was " + this.mass);
          }
          acceleration.add(force.x / 2, force.y / 2);
        }
      };
    }
  }
}
