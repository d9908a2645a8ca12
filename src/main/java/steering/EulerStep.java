package steering;

import processing.core.PVector;

/**
 * Keeps {@link Mover#applyForce} and {@link Mover#update(float)} within the float range.
 * The mover does the book's Euler step in float:
 * <pre>
 *   acceleration += force / mass
 *   velocity = limit(velocity + acceleration·dt, maxspeed)
 *   position += velocity·dt
 * </pre>
 * Before it does, this class checks that no float result can overflow (go beyond
 * ±{@link Float#MAX_VALUE}, about 3.4e38). An acceleration that would is refused with an
 * {@link IllegalArgumentException} naming force and mass. A step that might is worked out in
 * double instead, where no product of two floats overflows: the velocity is limited to
 * maxspeed anyway, so it always comes back into range, in the right direction; a position still
 * beyond the range is refused, naming dt. A refused call changes nothing.
 */
final class EulerStep {

  private EulerStep() {
  }

  /** Refuses a force whose acceleration, force / mass added to the acceleration, overflows. */
  static void checkAcceleration(PVector acceleration, PVector force, float mass) {
    if (!Float.isFinite(acceleration.x + force.x / mass)
        || !Float.isFinite(acceleration.y + force.y / mass)) {
      throw new IllegalArgumentException("force / mass is too large for a float: force "
          + Check.shown(force) + " on mass " + mass + " added to acceleration "
          + Check.shown(acceleration) + " goes beyond ±" + Float.MAX_VALUE
          + "; use a larger mass or a smaller force");
    }
  }

  /**
   * True when the float step cannot overflow: velocity + acceleration·dt is finite, and so is
   * |position| + |that velocity|·dt (the limit only shortens the velocity, so the new position
   * is no further out). Allocates nothing: this runs every frame for every vehicle.
   */
  static boolean fitsFloat(Mover v, float dt) {
    float vx = v.velocity.x + v.acceleration.x * dt;
    float vy = v.velocity.y + v.acceleration.y * dt;
    return Float.isFinite(Math.abs(v.position.x) + Math.abs(vx) * dt)
        && Float.isFinite(Math.abs(v.position.y) + Math.abs(vy) * dt);
  }

  /**
   * The float step of {@link Mover#update(float)} when {@link #fitsFloat} and every square is
   * an everyday one: the same float operations as PVector's add, limit and add there, in the
   * same order (so the same bits), worked out in locals and stored once. False, with nothing
   * changed, when the step needs the careful path: when one of update's checks (dt,
   * {@link Check#state}) might fail, a limit through {@link SafeVector}'s double, or the double
   * step.
   */
  static boolean tryInFloats(Mover m, float dt) {
    if (!(dt > 0) || dt == Float.POSITIVE_INFINITY || !Check.passesTuning(m)) {
      return false;   // the careful path names what is wrong
    }
    PVector velocity = m.velocity;
    PVector acceleration = m.acceleration;
    float vx = velocity.x + acceleration.x * dt;
    float vy = velocity.y + acceleration.y * dt;
    float vz = velocity.z;
    if (!Float.isFinite(Math.abs(m.position.x) + Math.abs(vx) * dt)
        || !Float.isFinite(Math.abs(m.position.y) + Math.abs(vy) * dt)) {
      return false;   // fitsFloat's test, failed too by a coordinate that is not finite
    }
    // velocity.limit(maxspeed), as SafeVector and PVector both do it for everyday squares
    float max = m.maxspeed;
    float maxSquare = max * max;
    float square = vx * vx + vy * vy;
    if (!exact(maxSquare)) {
      return false;
    }
    if (exact(square)) {
      float magSq = square + vz * vz;
      if (magSq > maxSquare) {
        float magnitude = (float) Math.sqrt(magSq);   // above 0; dividing by 1 changes no bit
        vx /= magnitude;
        vy /= magnitude;
        vz /= magnitude;
        vx *= max;
        vy *= max;
        vz *= max;
      }
    } else if (vx != 0 || vy != 0 || vz != 0) {
      return false;   // tiny or huge: measured in double by SafeVector
    }
    velocity.set(vx, vy, vz);
    m.position.add(velocity.x * dt, velocity.y * dt);   // read back: position may be velocity
    acceleration.set(0, 0);
    return true;
  }

  /** A float square that neither overflowed nor lost digits to underflow (as SafeVector's). */
  private static boolean exact(float square) {
    return square >= Float.MIN_NORMAL && square < Float.POSITIVE_INFINITY;
  }

  /** The step in double, stored only once both results are known to fit a float. */
  static void stepInDouble(Mover v, float dt) {
    PVector velocity = limitedVelocity(v.velocity, v.acceleration, dt, v.maxspeed);
    PVector position = position(v.position, velocity, dt);
    v.velocity.set(velocity);
    v.position.set(position);
    v.acceleration.set(0, 0);
  }

  /** velocity + acceleration·dt limited to maxspeed; always within the float range. */
  private static PVector limitedVelocity(PVector velocity, PVector acceleration, float dt,
      float maxspeed) {
    // at most 3.4e38 + 3.4e38 · 3.4e38 = 1.2e77: far inside the double range
    double x = velocity.x + (double) acceleration.x * dt;
    double y = velocity.y + (double) acceleration.y * dt;
    double length = Math.hypot(x, y);
    double scale = length > maxspeed ? maxspeed / length : 1;
    return new PVector((float) (x * scale), (float) (y * scale));
  }

  /** position + velocity·dt; refused when it leaves the float range. */
  private static PVector position(PVector position, PVector velocity, float dt) {
    double x = position.x + (double) velocity.x * dt;
    double y = position.y + (double) velocity.y * dt;
    if (!fits(x) || !fits(y)) {
      throw new IllegalArgumentException("dt " + dt + " would move position "
          + Check.shown(position) + " by velocity " + Check.shown(velocity) + " × dt beyond ±"
          + Float.MAX_VALUE + ", the float range; use a smaller dt or bring the vehicle back");
    }
    return new PVector((float) x, (float) y);
  }

  /** True when a float can hold {@code value} without becoming infinite. */
  static boolean fits(double value) {
    return Math.abs(value) <= Float.MAX_VALUE;
  }
}
