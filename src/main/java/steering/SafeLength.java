package steering;

import processing.core.PVector;

/**
 * PVector's {@code setMag} and {@code limit}, made safe for huge and tiny vectors.
 *
 * <p>PVector measures a length through the float square {@code x*x + y*y}. Above about 1.8e19
 * that square overflows to infinity, so {@code normalize()} divides by infinity and the vector
 * collapses to zero (a vehicle far from its target, or with a huge velocity, freezes); below
 * about 1e-19 it underflows towards zero and the "unit" vector comes out too long; and a limit
 * above 1.8e19 squares to infinity and stops limiting. Whenever a square leaves the range where
 * floats are exact to their last digits, these methods measure in double instead. Inside that
 * range they call PVector itself, so everyday results are bit for bit PVector's.
 */
final class SafeLength {

  private SafeLength() {
  }

  /** The length of {@code v}; PVector's own mag() unless its square overflows or underflows. */
  static float of(PVector v) {
    if (squareIsExact(v.x * v.x + v.y * v.y)) {
      return v.mag();
    }
    return (float) Math.hypot(v.x, v.y);
  }

  /** Mutates {@code v}: scales it to length {@code length}; a zero vector stays zero. */
  static PVector setMagInPlace(PVector v, float length) {
    if (squareIsExact(v.x * v.x + v.y * v.y)) {
      return v.setMag(length);
    }
    double magnitude = Math.hypot(v.x, v.y);
    if (magnitude == 0) {
      return v.set(0, 0);
    }
    return v.set((float) (v.x / magnitude * length), (float) (v.y / magnitude * length));
  }

  /** Mutates {@code v}: shortens it to length {@code max} if it is longer, keeping its direction. */
  static PVector limitInPlace(PVector v, float max) {
    if (squareIsExact(v.x * v.x + v.y * v.y) && squareIsExact(max * max)) {
      return v.limit(max);
    }
    double magnitude = Math.hypot(v.x, v.y);
    if (magnitude <= max) {
      return v;
    }
    return v.set((float) (v.x / magnitude * max), (float) (v.y / magnitude * max));
  }

  /** A float square that neither overflowed nor lost digits to underflow. */
  private static boolean squareIsExact(float square) {
    return square >= Float.MIN_NORMAL && square < Float.POSITIVE_INFINITY;
  }
}
