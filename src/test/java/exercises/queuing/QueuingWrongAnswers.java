package exercises.queuing;

import java.util.List;
import processing.core.PVector;
import steering.Vehicle;

/**
 * Wrong answers that look right with the sketch's numbers; {@code WrongAnswersFailTest} runs the
 * queuing checks against each and asserts which of them catch it.
 */
final class QueuingWrongAnswers {

  private QueuingWrongAnswers() {
  }

  /** The solution with the sketch's numbers written in: 20 px ahead, radius 12, braking 0.5. */
  static PVector fixed(Vehicle vehicle, List<Vehicle> others, float lookAhead, float radius,
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

  /** The look-ahead 20 written in place of the argument. */
  static class LookAheadFixedAt20 extends QueuingChecks {
    @Override
    Braking braking() {
      return new Braking() {
        @Override
        public PVector desired(Vehicle vehicle, List<Vehicle> others, float lookAhead,
            float radius, float braking) {
          return fixed(vehicle, others, 20, radius, braking);
        }
      };
    }
  }

  /** The braking share 0.5 written in place of the argument. */
  static class BrakingFixedAtHalf extends QueuingChecks {
    @Override
    Braking braking() {
      return new Braking() {
        @Override
        public PVector desired(Vehicle vehicle, List<Vehicle> others, float lookAhead,
            float radius, float braking) {
          return fixed(vehicle, others, lookAhead, radius, 0.5f);
        }
      };
    }
  }

  /** Returns the braking force −velocity × braking instead of the desired velocity. */
  static class ReturnsTheBrakingForce extends QueuingChecks {
    @Override
    Braking braking() {
      return new Braking() {
        @Override
        public PVector desired(Vehicle vehicle, List<Vehicle> others, float lookAhead,
            float radius, float braking) {
          PVector desired = fixed(vehicle, others, lookAhead, radius, braking);
          return desired == null ? null : PVector.mult(vehicle.velocity, -braking);
        }
      };
    }
  }
}
