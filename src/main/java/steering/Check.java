package steering;

import processing.core.PVector;

/**
 * Argument checks shared by {@link Mover}, {@link Vehicle} and {@link Path}. Each runs before
 * anything changes and throws with a message that names the offending parameter.
 *
 * <p>A vehicle's step runs several of these for every vehicle every frame, so each is a few
 * float comparisons the compiler can inline; the message is built only when a check fails, in a
 * method of its own.
 */
public final class Check {

  /**
   * Below this, a few such values added together stay far inside the float range (±3.4e38):
   * the quick test that maxforce / mass and the sums it feeds cannot overflow.
   */
  private static final float FAR_FROM_OVERFLOW = 1e37f;

  private Check() {
  }

  static void finite(String name, float value) {
    if (!Float.isFinite(value)) {
      throw new IllegalArgumentException(name + " must be a finite number, was " + value);
    }
  }

  static void finiteVector(String name, PVector v) {
    if (v == null || !Float.isFinite(v.x) || !Float.isFinite(v.y)) {
      throw badVector(name, v);
    }
  }

  private static IllegalArgumentException badVector(String name, PVector v) {
    return new IllegalArgumentException(v == null ? name + " must not be null"
        : name + " must have finite coordinates, was " + shown(v));
  }

  /** A vector field of the vehicle, which a sketch may have set to anything. */
  static void ownVector(String name, PVector v) {
    if (v == null || !Float.isFinite(v.x) || !Float.isFinite(v.y)) {
      throw badOwnVector(name, v);
    }
  }

  private static IllegalStateException badOwnVector(String name, PVector v) {
    return new IllegalStateException(v == null ? name + " must not be null"
        : name + " must have finite coordinates, was " + shown(v));
  }

  /** Everything a behavior towards {@code target} needs is valid, before any field changes. */
  static void canSteer(Vehicle v, PVector target) {
    finiteVector("target", target);
    limits(v);
    reachable(target, v.position);
  }

  /** A weight for a weighted sum: 0 or more, and maxforce × weight still a number. */
  static void weight(Vehicle v, float weight) {
    notNegative("weight", weight, "how much of the steering force to apply");
    finite("maxforce × weight", v.maxforce * weight);
  }

  /** target − position must fit a float, or no desired velocity can point at the target. */
  static void reachable(PVector target, PVector position) {
    if (!Float.isFinite(target.x - position.x) || !Float.isFinite(target.y - position.y)) {
      throw new IllegalArgumentException("target " + shown(target) + " is too far from position "
          + shown(position) + ": target − position goes beyond ±" + Float.MAX_VALUE
          + ", the float range");
    }
  }

  /** A path's point {@code index}: there, finite and within ±{@link Path#MAX_COORDINATE}. */
  static void point(int index, PVector p) {
    String name = "points[" + index + "]";
    if (p == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    if (!Float.isFinite(p.x) || !Float.isFinite(p.y)) {
      throw new IllegalArgumentException(name + " must have finite coordinates, was " + shown(p));
    }
    if (Math.abs(p.x) > Path.MAX_COORDINATE || Math.abs(p.y) > Path.MAX_COORDINATE) {
      throw new IllegalArgumentException(name + " must lie within ±" + Path.MAX_COORDINATE_SHOWN
          + " (so that following it cannot overflow a float), was " + shown(p));
    }
  }

  /** A path given to follow(): not null, with a valid radius and valid points. */
  static void path(Path path) {
    if (path == null) {
      throw new IllegalArgumentException("path must not be null");
    }
    path.check();
  }

  /** sum + term must fit a float, for a sum the vehicle keeps (its steering). */
  static void sumFits(String name, PVector sum, PVector term) {
    if (!Float.isFinite(sum.x + term.x) || !Float.isFinite(sum.y + term.y)) {
      throw new IllegalArgumentException(name + " " + shown(sum) + " + force " + shown(term)
          + " goes beyond ±" + Float.MAX_VALUE + ", the float range; lower maxforce");
    }
  }

  /** (x, y), as the messages show a vector. */
  static String shown(PVector v) {
    return "(" + v.x + ", " + v.y + ")";
  }

  /** value > 0 and finite; NaN fails too. */
  static void positive(String name, float value, String meaning) {
    if (!(value > 0) || value == Float.POSITIVE_INFINITY) {
      throw new IllegalArgumentException(
          name + " (" + meaning + ") must be greater than 0, was " + value);
    }
  }

  /** value >= 0 and finite; NaN fails too. */
  public static void notNegative(String name, float value, String meaning) {
    if (!(value >= 0) || value == Float.POSITIVE_INFINITY) {
      throw new IllegalArgumentException(
          name + " (" + meaning + ") must be 0 or more, was " + value);
    }
  }

  /**
   * Everything a behavior needs is valid: the vehicle's own fields ({@link #state}), and the
   * largest force a behavior can apply, maxforce, fits once divided by the mass and added to
   * the acceleration, and once added to this step's steering. Checked before a behavior writes
   * anything, so a behavior refused here changes nothing. Everyday values pass a quick test
   * (no division); the rest get the exact one, in double.
   */
  public static void limits(Vehicle v) {
    state(v);
    if (!(Math.abs(v.acceleration.x) < FAR_FROM_OVERFLOW
        && Math.abs(v.acceleration.y) < FAR_FROM_OVERFLOW
        && v.maxforce < FAR_FROM_OVERFLOW * v.mass
        && (v.stepEnded || v.maxforce < FAR_FROM_OVERFLOW
            && Math.abs(v.steering.x) < FAR_FROM_OVERFLOW
            && Math.abs(v.steering.y) < FAR_FROM_OVERFLOW))) {
      exactLimits(v);
    }
  }

  /**
   * True when {@link #limits} would pass by its quick test, found without throwing, so that a
   * fast path may skip the checks; on false the careful path runs them and names what is wrong.
   * All but one: the caller tests that the position is finite, usually for free (target −
   * position, or position + velocity, is not finite when it is not).
   */
  static boolean passesLimitsButPosition(Vehicle v) {
    PVector velocity = v.velocity;
    PVector a = v.acceleration;
    PVector s = v.steering;
    float maxforce = v.maxforce;
    float mass = v.mass;
    // terms of 0 or more add up to less than FAR only when each is below it and none is NaN
    // (stricter than limits: a huge velocity or steering takes the careful path, which is fine)
    return v.position != null && velocity != null && a != null
        && v.maxspeed >= 0 & maxforce >= 0 & mass > 0 & maxforce < FAR_FROM_OVERFLOW * mass
        & v.maxspeed + maxforce + mass + Math.abs(velocity.x) + Math.abs(velocity.y)
            + Math.abs(a.x) + Math.abs(a.y) + Math.abs(s.x) + Math.abs(s.y) < FAR_FROM_OVERFLOW;
  }

  /**
   * True when {@link #state(Mover)} (for a vehicle, {@link #state(Vehicle)}) would pass, but
   * for the coordinates: the vectors are there, maxspeed (and maxforce) 0 or more and mass above
   * 0, all finite. The caller tests the coordinates, usually through its own results.
   */
  static boolean passesTuning(Mover m) {
    float maxforce = m instanceof Vehicle ? ((Vehicle) m).maxforce : 0;
    return m.position != null && m.velocity != null && m.acceleration != null
        && m.maxspeed >= 0 & maxforce >= 0 & m.mass > 0
        & m.maxspeed + maxforce + m.mass < Float.POSITIVE_INFINITY;   // and none is NaN
  }

  /** True when the vector's x and y are finite (it must not be null). */
  static boolean isFinite(PVector v) {
    return v.x * 0 + v.y * 0 == 0;
  }

  /** {@link #limits}' test in double, for values beyond the quick one's bounds. */
  private static void exactLimits(Vehicle v) {
    double largestAcceleration = (double) v.maxforce / v.mass;
    if (!EulerStep.fits(Math.abs(v.acceleration.x) + largestAcceleration)
        || !EulerStep.fits(Math.abs(v.acceleration.y) + largestAcceleration)) {
      throw new IllegalStateException("mass " + v.mass + " is too small for maxforce "
          + v.maxforce + ": acceleration " + shown(v.acceleration) + " + maxforce / mass could"
          + " go beyond ±" + Float.MAX_VALUE + ", the float range; raise mass or lower maxforce");
    }
    if (!v.stepEnded && (!EulerStep.fits(Math.abs(v.steering.x) + (double) v.maxforce)
        || !EulerStep.fits(Math.abs(v.steering.y) + (double) v.maxforce))) {
      throw new IllegalStateException("maxforce " + v.maxforce + " is too large: steering "
          + shown(v.steering) + " + maxforce could go beyond ±" + Float.MAX_VALUE
          + ", the float range; lower maxforce, or call update() to start a new step");
    }
  }

  /**
   * The public fields of a vehicle, which a sketch may have set to anything: its position,
   * velocity and acceleration, then its tuning.
   */
  static void state(Vehicle v) {
    motion(v);
    if (!(v.maxforce >= 0) || v.maxforce == Float.POSITIVE_INFINITY) {
      throw new IllegalStateException("maxforce must be 0 or more, was " + v.maxforce);
    }
    mass(v);
  }

  /** As {@link #state(Vehicle)}, for a mover, which has no maxforce. */
  static void state(Mover m) {
    motion(m);
    mass(m);
  }

  private static void motion(Mover m) {
    ownVector("position", m.position);
    ownVector("velocity", m.velocity);
    ownVector("acceleration", m.acceleration);
    if (!(m.maxspeed >= 0) || m.maxspeed == Float.POSITIVE_INFINITY) {
      throw new IllegalStateException("maxspeed must be 0 or more, was " + m.maxspeed);
    }
  }

  private static void mass(Mover m) {
    if (!(m.mass > 0) || m.mass == Float.POSITIVE_INFINITY) {
      throw new IllegalStateException("mass must be greater than 0, was " + m.mass);
    }
  }

  /**
   * True when forces adding up to at most {@code most} in size, added to the acceleration
   * (÷ mass) and to the steering sum, keep both within the float range: a whole frame's
   * forces are checked before the first is applied.
   */
  public static boolean forcesFit(Vehicle v, double most) {
    return EulerStep.fits(Math.abs(v.acceleration.x) + most / v.mass)
        && EulerStep.fits(Math.abs(v.acceleration.y) + most / v.mass)
        && EulerStep.fits(Math.abs(v.steering.x) + most)
        && EulerStep.fits(Math.abs(v.steering.y) + most);
  }
}
