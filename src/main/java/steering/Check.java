package steering;

import processing.core.PVector;

/**
 * Argument checks shared by {@link Vehicle} and {@link Path}. Each runs before anything
 * changes and throws with a message that names the offending parameter.
 */
final class Check {

  private Check() {
  }

  static void finite(String name, float value) {
    if (!Float.isFinite(value)) {
      throw new IllegalArgumentException(name + " must be a finite number, was " + value);
    }
  }

  static void finiteVector(String name, PVector v) {
    if (v == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    if (!Float.isFinite(v.x) || !Float.isFinite(v.y)) {
      throw new IllegalArgumentException(name + " must have finite coordinates, was " + shown(v));
    }
  }

  /** A vector field of the vehicle, which a sketch may have set to anything. */
  static void ownVector(String name, PVector v) {
    if (v == null) {
      throw new IllegalStateException(name + " must not be null");
    }
    if (!Float.isFinite(v.x) || !Float.isFinite(v.y)) {
      throw new IllegalStateException(name + " must have finite coordinates, was " + shown(v));
    }
  }

  /** target − position must fit a float, or no desired velocity can point at the target. */
  static void reachable(PVector target, PVector position) {
    if (!Float.isFinite(target.x - position.x) || !Float.isFinite(target.y - position.y)) {
      throw new IllegalArgumentException("target " + shown(target) + " is too far from position "
          + shown(position) + ": target − position goes beyond ±" + Float.MAX_VALUE
          + ", the float range");
    }
  }

  /** (x, y), as the messages show a vector. */
  static String shown(PVector v) {
    return "(" + v.x + ", " + v.y + ")";
  }

  /** value > 0 and finite; NaN fails too. */
  static void positive(String name, float value, String meaning) {
    if (!(value > 0) || Float.isInfinite(value)) {
      throw new IllegalArgumentException(
          name + " (" + meaning + ") must be greater than 0, was " + value);
    }
  }

  /** value >= 0 and finite; NaN fails too. */
  static void notNegative(String name, float value, String meaning) {
    if (!(value >= 0) || Float.isInfinite(value)) {
      throw new IllegalArgumentException(
          name + " (" + meaning + ") must be 0 or more, was " + value);
    }
  }

  /**
   * The public fields of a vehicle, which a sketch may have set to anything: its position,
   * velocity and acceleration, then its tuning.
   */
  static void limits(Vehicle v) {
    ownVector("position", v.position);
    ownVector("velocity", v.velocity);
    ownVector("acceleration", v.acceleration);
    if (!(v.maxspeed >= 0) || Float.isInfinite(v.maxspeed)) {
      throw new IllegalStateException("maxspeed must be 0 or more, was " + v.maxspeed);
    }
    if (!(v.maxforce >= 0) || Float.isInfinite(v.maxforce)) {
      throw new IllegalStateException("maxforce must be 0 or more, was " + v.maxforce);
    }
    if (!(v.mass > 0) || Float.isInfinite(v.mass)) {
      throw new IllegalStateException("mass must be greater than 0, was " + v.mass);
    }
  }
}
