package scalarprojection;

import processing.core.PApplet;
import processing.core.PVector;

/**
 * The maths ScalarProjection shows, on two vectors a and b from one origin. It draws nothing
 * and changes neither vector.
 * <pre>
 *   a · b = ax bx + ay by = |a| |b| cos θ
 *   θ = acos(a · b / (|a| |b|)), 0° to 180°
 *   a · b̂ = |a| cos θ          how far a reaches along b (b̂ = b / |b|); negative: backwards
 *   projection = origin + b̂ × (a · b̂)
 * </pre>
 */
final class Projection {

  private Projection() {
  }

  /** a · b = ax bx + ay by. */
  static float dot(PVector a, PVector b) {
    return a.x * b.x + a.y * b.y;
  }

  /** |a| |b| cos θ: the same number as the dot product, from lengths and the angle. */
  static float fromTheAngle(PVector a, PVector b) {
    return a.mag() * b.mag() * PApplet.cos(angle(a, b));
  }

  /** The angle between a and b in radians, 0 to π; NaN when either has no length. */
  static float angle(PVector a, PVector b) {
    float lengths = a.mag() * b.mag();
    if (lengths == 0) {
      return Float.NaN;
    }
    // rounding can take the quotient a hair past ±1, where acos has no answer
    return PApplet.acos(PApplet.constrain(dot(a, b) / lengths, -1, 1));
  }

  /** The angle between a and b in degrees; NaN when either has no length. */
  static float degrees(PVector a, PVector b) {
    return PApplet.degrees(angle(a, b));
  }

  /** a · b̂: how far a reaches along b's direction; NaN when b has no length. */
  static float scalar(PVector a, PVector b) {
    float length = b.mag();
    return length == 0 ? Float.NaN : dot(a, b) / length;
  }

  /** The foot of the perpendicular from a's tip to the line of b: origin + b̂ × (a · b̂). */
  static PVector point(PVector origin, PVector a, PVector b) {
    PVector along = b.copy().normalize();
    along.mult(scalar(a, b));
    return PVector.add(origin, along);
  }
}
