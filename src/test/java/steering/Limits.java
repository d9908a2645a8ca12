package steering;

import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Within a limit", with the float rounding allowed stated once: a relative 1e-6. A float
 * carries about 7 significant digits (its epsilon is 1.2e-7), and scaling a vector to a length
 * rounds a handful of times, so a speed limited to 4 may come out as 4.0000005 but never as
 * 4.00001. Lengths are measured in double, so measuring cannot itself overflow or underflow.
 * Below 1.2e-38 floats are denormal: evenly spaced {@link Float#MIN_VALUE} (1.4e-45) apart, so
 * each coordinate may be off by half of that; one MIN_VALUE is allowed on top, absolutely.
 */
final class Limits {

  static final double RELATIVE_TOLERANCE = 1e-6;

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
    assertTrue(length <= limit * (1 + RELATIVE_TOLERANCE) + terms * (double) Float.MIN_VALUE,
        what + " " + length + " exceeds its limit " + limit + " (vector " + v + ")");
  }

  static void assertLength(double expected, PVector v, String what) {
    double length = length(v);
    assertTrue(Math.abs(length - expected) <= expected * RELATIVE_TOLERANCE + Float.MIN_VALUE,
        what + " should have length " + expected + " but has " + length + " (vector " + v + ")");
  }
}
