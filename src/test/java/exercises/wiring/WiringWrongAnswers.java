package exercises.wiring;

import steering.Wiring;

/**
 * Wrong answers that look right in some of the four vehicles; {@code WrongAnswersFailTest}
 * runs the wiring checks against each and asserts which of them catch it.
 */
final class WiringWrongAnswers {

  private WiringWrongAnswers() {
  }

  /** Crossed and straight the wrong way round: the own side's reading when crossed. */
  static class CrossedTheWrongWayRound extends WiringChecks {
    @Override
    Wires wires() {
      return new Wires() {
        @Override
        public float wheel(float ownSide, float otherSide, Wiring wiring, float maxspeed) {
          float reading = wiring.crossed ? ownSide : otherSide;
          float speed = wiring.excitatory ? maxspeed * reading : maxspeed - maxspeed * reading;
          return Math.max(0, Math.min(speed, maxspeed));
        }
      };
    }
  }

  /** Inhibitory as maxspeed − maxspeed × reading, not kept at 0: bright light drives it back. */
  static class InhibitoryGoesBackwards extends WiringChecks {
    @Override
    Wires wires() {
      return new Wires() {
        @Override
        public float wheel(float ownSide, float otherSide, Wiring wiring, float maxspeed) {
          float reading = wiring.crossed ? otherSide : ownSide;
          return wiring.excitatory ? Math.min(maxspeed * reading, maxspeed)
              : maxspeed - maxspeed * reading;
        }
      };
    }
  }

  /** The default top speed 4 written in place of the vehicle's maxspeed. */
  static class MaxspeedFixedAt4 extends WiringChecks {
    @Override
    Wires wires() {
      return new Wires() {
        @Override
        public float wheel(float ownSide, float otherSide, Wiring wiring, float maxspeed) {
          float reading = wiring.crossed ? otherSide : ownSide;
          float speed = wiring.excitatory ? 4 * reading : 4 - 4 * reading;
          return Math.max(0, Math.min(speed, 4));
        }
      };
    }
  }
}
