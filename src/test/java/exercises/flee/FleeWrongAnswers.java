package exercises.flee;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Wrong answers that look right with the default vehicle; {@code WrongAnswersFailTest} runs the
 * flee checks against each and asserts which of them catch it.
 */
final class FleeWrongAnswers {

  private FleeWrongAnswers() {
  }

  /** The default top speed 4 written in place of the vehicle's maxspeed. */
  static class MaxspeedFixedAt4 extends FleeChecks {
    @Override
    Flee flee() {
      return new Flee() {
        @Override
        public PVector desired(Vehicle vehicle, PVector threat) {
          return PVector.sub(vehicle.position, threat).setMag(4);
        }
      };
    }
  }

  /** Returns the steering force (desired − velocity, limited) instead of the desired velocity. */
  static class ReturnsTheSteeringForce extends FleeChecks {
    @Override
    Flee flee() {
      return new Flee() {
        @Override
        public PVector desired(Vehicle vehicle, PVector threat) {
          PVector desired = PVector.sub(vehicle.position, threat).setMag(vehicle.maxspeed);
          return PVector.sub(desired, vehicle.velocity).limit(vehicle.maxforce);
        }
      };
    }
  }
}
