package steering;

import processing.core.PVector;

/**
 * A PVector whose {@code mag()}, {@code setMag()} and {@code limit()} keep their meaning for huge
 * and tiny vectors, so the vehicle's code can use PVector's own names, as the book does.
 *
 * <p>PVector measures a length through the float square {@code x*x + y*y}. Above about 1.8e19
 * that square overflows to infinity, so {@code normalize()} divides by infinity and the vector
 * collapses to zero (a vehicle far from its target, or with a huge velocity, freezes); below
 * about 1e-19 it underflows towards zero and the "unit" vector comes out too long; and a limit
 * above 1.8e19 squares to infinity and stops limiting. Whenever a square leaves the range where
 * floats are exact to their last digits, these methods measure in double instead. Inside that
 * range they are PVector's own, so everyday results are bit for bit PVector's.
 */
final class SafeVector extends PVector {

  SafeVector() {
  }

  SafeVector(float x, float y) {
    super(x, y);
  }

  @Override
  public float mag() {
    if (squareIsExact(x * x + y * y)) {
      return super.mag();
    }
    return (float) Math.hypot(x, y);
  }

  /** Mutates this vector: scales it to {@code length}; a zero vector stays zero. */
  @Override
  public PVector setMag(float length) {
    if (squareIsExact(x * x + y * y)) {
      return super.setMag(length);
    }
    double magnitude = Math.hypot(x, y);
    if (magnitude == 0) {
      return set(0, 0);
    }
    return set((float) (x / magnitude * length), (float) (y / magnitude * length));
  }

  /** Mutates this vector: shortens it to {@code max} if it is longer, keeping its direction. */
  @Override
  public PVector limit(float max) {
    if (squareIsExact(x * x + y * y) && squareIsExact(max * max)) {
      return super.limit(max);
    }
    double magnitude = Math.hypot(x, y);
    if (magnitude <= max) {
      return this;
    }
    return set((float) (x / magnitude * max), (float) (y / magnitude * max));
  }

  /** A float square that neither overflowed nor lost digits to underflow. */
  private static boolean squareIsExact(float square) {
    return square >= Float.MIN_NORMAL && square < Float.POSITIVE_INFINITY;
  }
}
