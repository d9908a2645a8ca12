package steering;

import processing.core.PVector;

/**
 * The arithmetic of {@link Vehicle#applyForce} and {@link Vehicle#update(float)}, kept to the
 * float range. Each result is first worked out in float, exactly as The Nature of Code does:
 * <pre>
 *   acceleration += force / mass
 *   velocity = limit(velocity + acceleration·dt, maxspeed)
 *   position += velocity·dt
 * </pre>
 * A float result that overflowed (beyond ±{@link Float#MAX_VALUE}, about 3.4e38) is worked out
 * again in double, where no product of two floats can overflow. A velocity is limited to
 * maxspeed anyway, so it always comes back into range, in the right direction. An acceleration
 * or a position still out of range is refused with an {@link IllegalArgumentException} naming
 * what made it so. Nothing here changes the vehicle: the caller stores the results once every
 * one of them is known to fit.
 */
final class EulerStep {

  private EulerStep() {
  }

  /** acceleration + force / mass, into {@code out}; refused when it leaves the float range. */
  static void acceleration(PVector acceleration, PVector force, float mass, PVector out) {
    float x = acceleration.x + force.x / mass;
    float y = acceleration.y + force.y / mass;
    if (Float.isFinite(x) && Float.isFinite(y)) {
      out.set(x, y);
      return;
    }
    double dx = acceleration.x + (double) force.x / mass;
    double dy = acceleration.y + (double) force.y / mass;
    if (!fits(dx) || !fits(dy)) {
      throw new IllegalArgumentException("force / mass is too large for a float: force "
          + Check.shown(force) + " on mass " + mass + " added to acceleration "
          + Check.shown(acceleration) + " goes beyond ±" + Float.MAX_VALUE
          + "; use a larger mass or a smaller force");
    }
    out.set((float) dx, (float) dy);
  }

  /** velocity + acceleration·dt limited to maxspeed, into {@code out}; always in range. */
  static void velocity(PVector velocity, PVector acceleration, float dt, float maxspeed,
      SafeVector out) {
    float x = velocity.x + acceleration.x * dt;
    float y = velocity.y + acceleration.y * dt;
    if (Float.isFinite(x) && Float.isFinite(y)) {
      out.set(x, y);
      out.limit(maxspeed);
      return;
    }
    // at most 3.4e38 + 3.4e38 · 3.4e38 = 1.2e77: far inside the double range
    double dx = velocity.x + (double) acceleration.x * dt;
    double dy = velocity.y + (double) acceleration.y * dt;
    double length = Math.hypot(dx, dy);
    double scale = length > maxspeed ? maxspeed / length : 1;
    out.set((float) (dx * scale), (float) (dy * scale));
  }

  /** position + velocity·dt, into {@code out}; refused when it leaves the float range. */
  static void position(PVector position, PVector velocity, float dt, PVector out) {
    float x = position.x + velocity.x * dt;
    float y = position.y + velocity.y * dt;
    if (Float.isFinite(x) && Float.isFinite(y)) {
      out.set(x, y);
      return;
    }
    double dx = position.x + (double) velocity.x * dt;
    double dy = position.y + (double) velocity.y * dt;
    if (!fits(dx) || !fits(dy)) {
      throw new IllegalArgumentException("dt " + dt + " would move position "
          + Check.shown(position) + " by velocity " + Check.shown(velocity) + " × dt beyond ±"
          + Float.MAX_VALUE + ", the float range; use a smaller dt or bring the vehicle back");
    }
    out.set((float) dx, (float) dy);
  }

  /** True when a float can hold {@code value} without becoming infinite. */
  static boolean fits(double value) {
    return Math.abs(value) <= Float.MAX_VALUE;
  }
}
