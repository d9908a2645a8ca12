package exercises;

import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The checks' failure messages, one sentence each, e.g. "The desired velocity with a slowing
 * radius of 200 should be (3.0, 0.0) but is (4.0, 0.0)." — what was checked, what it should be
 * and what it is, in words a learner reads without knowing the check's code.
 */
public final class Sentences {

  private Sentences() {
  }

  /** Fails unless {@code actual} is (x, y) within {@code epsilon}; {@code what}: "the force". */
  public static void assertVector(float x, float y, PVector actual, String what,
      float epsilon) {
    if (actual == null) {
      fail(capitalised(what) + " should be (" + x + ", " + y + ") but is null.");
    }
    if (!(Math.abs(actual.x - x) <= epsilon && Math.abs(actual.y - y) <= epsilon)) {
      fail(capitalised(what) + " should be (" + x + ", " + y + ") but is (" + actual.x + ", "
          + actual.y + ").");
    }
  }

  /** Fails unless {@code actual} is {@code expected} within {@code epsilon}. */
  public static void assertNumber(float expected, float actual, String what, float epsilon) {
    if (!(Math.abs(actual - expected) <= epsilon)) {
      fail(capitalised(what) + " should be " + expected + " but is " + actual + ".");
    }
  }

  /** Fails unless {@code actual} is {@code expected}. */
  public static void assertWhole(int expected, int actual, String what) {
    if (actual != expected) {
      fail(capitalised(what) + " should be " + expected + " but is " + actual + ".");
    }
  }

  static String capitalised(String what) {
    return what.isEmpty() ? what : Character.toUpperCase(what.charAt(0)) + what.substring(1);
  }
}
