package steering;

import processing.core.PVector;

/**
 * Seek's and arrive's desired velocity worked out in local floats and stored once, for
 * everyday values:
 * <pre>
 *   seek:   desired = (target − position) scaled to maxspeed
 *   arrive: d = |target − position|; desired scaled to maxspeed · (d / slowingRadius) when
 *           d &lt; slowingRadius, else to maxspeed
 * </pre>
 * It does the float operations of PVector's sub and {@link SafeVector}'s mag and setMag in the
 * same order, so the results are the same bits as the behavior's own lines (and the NOC
 * baseline's). It first asks, without throwing, whether the behavior's checks would pass
 * ({@link Check#passesLimitsButPosition}); on any doubt (a bad field, a target at the
 * position, a square that is not exact in float) it changes nothing and returns false, and the
 * behavior takes its careful path, which names what is wrong. A vehicle whose applyForce is
 * overridden steers carefully anyway (see {@link SteerStep}), so its desired velocity is
 * worked out carefully too.
 *
 * <p>When it succeeds, and the vehicle's class keeps both of Vehicle's steer methods, it marks
 * the vehicle as checked: the {@code steer(desired)} call that ends seek or arrive then runs
 * straight into its float step instead of checking the same fields a second time. Nothing else
 * runs between the two (no subclass code can), and steer clears the mark on entry.
 */
final class DesiredInFloats {

  private DesiredInFloats() {
  }

  /** Seek's desired velocity into {@code v.desired}; false, nothing changed, on any doubt. */
  static boolean seek(Vehicle v, PVector target) {
    return v.keepsApplyForce && target != null && Check.passesLimitsButPosition(v)
        && scaleTo(v, target, v.maxspeed, 0);
  }

  /** Arrive's desired velocity into {@code v.desired}; false, nothing changed, on any doubt. */
  static boolean arrive(Vehicle v, PVector target, float slowingRadius) {
    return v.keepsApplyForce && target != null
        && slowingRadius > 0 && slowingRadius < Float.POSITIVE_INFINITY
        && Check.passesLimitsButPosition(v) && scaleTo(v, target, v.maxspeed, slowingRadius);
  }

  /**
   * desired = target − position, scaled to {@code speed}, or within {@code slowingRadius}
   * (0: none) to speed · (distance / slowingRadius). False when the square is not exact.
   */
  private static boolean scaleTo(Vehicle v, PVector target, float speed, float slowingRadius) {
    PVector position = v.position;
    // PVector.sub(target, position, desired)
    float x = target.x - position.x;
    float y = target.y - position.y;
    float z = target.z - position.z;
    float square = x * x + y * y;
    if (!(square >= Float.MIN_NORMAL && square < Float.POSITIVE_INFINITY)) {
      return false;   // at the target, too far, too near or not finite: the careful path
    }
    // desired.mag(), then desired.setMag(length): the same magnitude, measured once
    float magnitude = (float) Math.sqrt(square + z * z);
    float length = magnitude < slowingRadius ? speed * (magnitude / slowingRadius) : speed;
    // normalize(): the vector divided by its magnitude, above 0 here; SafeVector skips a
    // division by 1 and of a zero z, which changes no bit, so this need not
    x /= magnitude;
    y /= magnitude;
    z /= magnitude;
    v.desired.set(x * length, y * length, z * length);
    v.desiredChecked = v.keepsSteer;   // steer, next, is Vehicle's: it need not check again
    return true;
  }
}
