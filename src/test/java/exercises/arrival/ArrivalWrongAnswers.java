package exercises.arrival;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Wrong answers that look right with the book's numbers; {@code WrongAnswersFailTest} runs the
 * arrive checks against each and asserts which of them catch it.
 */
final class ArrivalWrongAnswers {

  private ArrivalWrongAnswers() {
  }

  /** The book's {@code map(d, 0, 100, 0, maxspeed)}: the slowing radius fixed at 100. */
  static class RadiusFixedAt100 extends ArrivalChecks {
    @Override
    Arrival arrival() {
      return new Arrival() {
        @Override
        public PVector desired(Vehicle vehicle, PVector target, float slowingRadius) {
          PVector desired = PVector.sub(target, vehicle.position);
          float d = desired.mag();
          desired.setMag(d < 100 ? vehicle.maxspeed * d / 100 : vehicle.maxspeed);
          return desired;
        }
      };
    }
  }

  /** The default top speed 4 written in place of the vehicle's maxspeed. */
  static class MaxspeedFixedAt4 extends ArrivalChecks {
    @Override
    Arrival arrival() {
      return new Arrival() {
        @Override
        public PVector desired(Vehicle vehicle, PVector target, float slowingRadius) {
          PVector desired = PVector.sub(target, vehicle.position);
          float d = desired.mag();
          desired.setMag(d < slowingRadius ? 4 * d / slowingRadius : 4);
          return desired;
        }
      };
    }
  }
}
