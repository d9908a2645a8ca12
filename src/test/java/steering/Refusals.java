package steering;

import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The library's rule for a result too large for a float: the call is refused with an
 * IllegalArgumentException or IllegalStateException whose message says what is wrong, and the
 * vehicle is left exactly as it was. {@link #attempt} runs a call and, if it is refused, checks
 * that rule.
 */
final class Refusals {

  private Refusals() {
  }

  /** Runs {@code call}; true when it went through, false when it was refused by the rule. */
  static boolean attempt(Vehicle v, Runnable call) {
    String before = state(v);
    try {
      call.run();
      return true;
    } catch (IllegalArgumentException | IllegalStateException e) {
      assertFalse(e.getMessage() == null || e.getMessage().isBlank(), "a refusal says why");
      assertEquals(before, state(v), "refused (" + e.getMessage() + ") yet the vehicle changed");
      return false;
    }
  }

  /** What a refused call must leave alone, as text (NaN would not equal itself). */
  static String state(Vehicle v) {
    return shown(v.position) + shown(v.velocity) + shown(v.acceleration) + shown(v.desired)
        + shown(v.steering) + v.maxspeed + "," + v.maxforce + "," + v.mass;
  }

  private static String shown(PVector p) {
    return "(" + p.x + ", " + p.y + ")";
  }
}
