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
public final class SafeVector extends PVector {

  SafeVector() {
  }

  SafeVector(float x, float y) {
    super(x, y);
  }

  @Override
  public float mag() {
    float square = x * x + y * y;
    if (squareIsExact(square)) {
      return (float) Math.sqrt(square + z * z);   // super.mag(), without measuring twice
    }
    return (float) Math.hypot(x, y);
  }

  /** Mutates this vector: scales it to {@code length}; a zero vector stays zero. */
  @Override
  public PVector setMag(float length) {
    float square = x * x + y * y;
    if (squareIsExact(square)) {
      scale((float) Math.sqrt(square + z * z), length);   // super.setMag(length)
      return this;
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
    float square = x * x + y * y;
    float maxSquare = max * max;
    if (squareIsExact(square) && squareIsExact(maxSquare)) {
      float magSq = square + z * z;
      if (magSq > maxSquare) {
        scale((float) Math.sqrt(magSq), max);   // super.limit(max)
      }
      return this;
    }
    double magnitude = Math.hypot(x, y);
    if (magnitude <= max) {
      return this;
    }
    return set((float) (x / magnitude * max), (float) (y / magnitude * max));
  }

  /**
   * PVector's normalize() then mult(length), with the same float operations in the same order
   * (so the same bits), given the magnitude already measured; z, 0 in 2D, needs no division.
   */
  private void scale(float magnitude, float length) {
    if (magnitude != 0 && magnitude != 1) {
      x /= magnitude;
      y /= magnitude;
      if (z != 0) {
        z /= magnitude;
      }
    }
    x *= length;
    y *= length;
    z *= length;
  }

  /** A float square that neither overflowed nor lost digits to underflow. */
  private static boolean squareIsExact(float square) {
    return square >= Float.MIN_NORMAL && square < Float.POSITIVE_INFINITY;
  }
}
