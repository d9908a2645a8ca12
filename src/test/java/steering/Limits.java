package steering;

import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Within a limit", with the float rounding allowed stated once: a relative 1e-6. A float
 * carries about 7 significant digits (its epsilon is 1.2e-7), and scaling a vector to a length
 * rounds a handful of times, so a speed limited to 4 may come out as 4.0000005 but never as
 * 4.00001. Lengths are measured in double, so measuring cannot itself overflow or underflow.
 * PVector measures a length through its float square, and a square below
 * {@link Float#MIN_NORMAL} (1.2e-38) loses digits or becomes 0: lengths below
 * {@link #MEASURABLE} are not measured exactly, so a limit or setMag may miss them by that much.
 * That much is allowed on top, absolutely.
 */
final class Limits {

  static final double RELATIVE_TOLERANCE = 1e-6;
  /** The shortest length whose float square is a normal float with digits to spare. */
  static final double MEASURABLE = 1e-18;

  private Limits() {
  }

  /** |v| in double precision: exact enough for any float vector, however huge or tiny. */
  static double length(PVector v) {
    return Math.hypot(v.x, v.y);
  }

  static void assertWithin(PVector v, float limit, String what) {
    assertWithin(v, limit, 1, what);
  }

  /** As above, for a sum of {@code terms} rounded vectors: a denormal MIN_VALUE for each. */
  static void assertWithin(PVector v, float limit, int terms, String what) {
    double length = length(v);
    assertTrue(length <= limit * (1 + RELATIVE_TOLERANCE) + terms * MEASURABLE,
        what + " " + length + " exceeds its limit " + limit + " (vector " + v + ")");
  }

  static void assertLength(double expected, PVector v, String what) {
    double length = length(v);
    assertTrue(Math.abs(length - expected) <= expected * RELATIVE_TOLERANCE + MEASURABLE,
        what + " should have length " + expected + " but has " + length + " (vector " + v + ")");
  }
}
