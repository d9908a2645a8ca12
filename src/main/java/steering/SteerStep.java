package steering;

import processing.core.PVector;

/**
 * {@link Vehicle#steer(PVector, float)}'s arithmetic worked out in local floats and stored once
 * at the end:
 * <pre>
 *   force = limit(desired − velocity, maxforce) · weight
 *   acceleration += force / mass;   steering += force;   desired recorded
 * </pre>
 * It does the float operations PVector's sub, limit, mult and add do, in the same order, so the
 * results are the same bits; kept in registers, the step runs about twice as fast as the chain
 * of vector calls. It handles everyday values only: when a square leaves the range where floats
 * are exact, or a result would not be finite, it changes nothing and returns false, and steer
 * takes its careful path ({@link SafeVector}, and the checks that name what is wrong).
 *
 * <p>It first asks steer's checks as plain comparisons ({@link Check#passesLimitsButPosition}),
 * except right after seek or arrive asked the same ones ({@link DesiredInFloats}): a vehicle is
 * not checked twice in one behavior. A subclass's own steer or applyForce is always called, and
 * always checks.
 */
final class SteerStep {

  /** Which classes keep Mover's applyForce: only for those may the force skip the call. */
  private static final ClassValue<Boolean> KEEPS_APPLY_FORCE = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      try {
        return type.getMethod("applyForce", PVector.class).getDeclaringClass() == Mover.class;
      } catch (NoSuchMethodException e) {
        return false;
      }
    }
  };

  /** Which classes keep Vehicle's two steer methods (seek's float path relies on them). */
  private static final ClassValue<Boolean> KEEPS_STEER = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      try {
        return type.getMethod("steer", PVector.class).getDeclaringClass() == Vehicle.class
            && type.getMethod("steer", PVector.class, float.class).getDeclaringClass()
                == Vehicle.class;
      } catch (NoSuchMethodException e) {
        return false;
      }
    }
  };

  private SteerStep() {
  }

  /** True when {@code type} overrides neither steer method. */
  static boolean keepsSteer(Class<?> type) {
    return KEEPS_STEER.get(type);
  }

  /** True when {@code type} does not override applyForce (a subclass's own must be called). */
  static boolean keepsApplyForce(Class<?> type) {
    return KEEPS_APPLY_FORCE.get(type);
  }

  /**
   * The step in floats, writing {@code force}, the acceleration, {@code steering} and
   * {@code desired}; false, with nothing changed, when it needs the careful path: when one of
   * steer's checks (desired, weight, {@link Check#limits}) might fail, or a value is not an
   * everyday one. A non-finite desired shows in the force's square, which is then not exact.
   */
  static boolean tryInFloats(Vehicle v, PVector desired, float weight, PVector force) {
    if (v.desiredChecked) {
      v.desiredChecked = false;   // seek or arrive checked the vehicle just before this call
    } else if (!v.keepsApplyForce || desired == null || !(weight >= 0)
        || weight == Float.POSITIVE_INFINITY || !Check.passesLimitsButPosition(v)
        || !Check.isFinite(v.position)) {
      return false;   // the careful path checks (and calls a subclass's own applyForce)
    }
    // force = desired - velocity (PVector.sub)
    float fx = desired.x - v.velocity.x;
    float fy = desired.y - v.velocity.y;
    float fz = desired.z - v.velocity.z;
    // limit(maxforce), as SafeVector does it for everyday squares; zero stays zero
    float max = v.maxforce;
    float square = fx * fx + fy * fy;
    float maxSquare = max * max;
    if (!exact(maxSquare)) {
      return false;
    }
    if (exact(square)) {
      float magSq = square + fz * fz;
      if (magSq > maxSquare) {
        float magnitude = (float) Math.sqrt(magSq);   // above 0; dividing by 1 changes no bit
        fx /= magnitude;
        fy /= magnitude;
        fz /= magnitude;
        fx *= max;
        fy *= max;
        fz *= max;
      }
    } else if (fx != 0 || fy != 0) {
      return false;   // tiny or huge: measured in double by SafeVector
    }
    return tryApply(v, desired, force, fx * weight, fy * weight, fz * weight, weight <= 1);
  }

  /**
   * The force worked out: applies and records it, unless a check fails (false, no change).
   * With weight at most 1 (seek's and arrive's steer(desired) is steer(desired, 1)), nothing
   * can overflow: |force| is maxforce at most, and Check's quick bounds leave room for it.
   */
  private static boolean tryApply(Vehicle v, PVector desired, PVector force, float fx, float fy,
      float fz, boolean cannotOverflow) {
    PVector a = v.acceleration;
    float mass = v.mass;
    // the usual mass of 1 skips a division on the step's longest chain: f / 1 is f, same bits
    float ax = mass == 1 ? a.x + fx : a.x + fx / mass;
    float ay = mass == 1 ? a.y + fy : a.y + fy / mass;
    boolean first = isNewStep(v);
    PVector sum = v.steering;
    if (!cannotOverflow && (!Float.isFinite(fx) || !Float.isFinite(fy) || !Float.isFinite(ax)
        || !Float.isFinite(ay)
        || !first && (!Float.isFinite(sum.x + fx) || !Float.isFinite(sum.y + fy)))) {
      return false;   // the careful path refuses it, naming what is wrong
    }
    // every check passed: store the results
    force.set(fx, fy, fz);
    a.x = ax;   // acceleration.add(force.x / mass, force.y / mass), as applyForce does
    a.y = ay;
    if (desired != v.desired) {
      v.desired.set(desired);
    }
    if (first) {
      sum.set(0, 0);
      v.stepEnded = false;
    }
    sum.add(fx, fy, fz);
    return true;
  }

  /** Mutates: the first force after update() (or a cleared acceleration) starts the sum at 0. */
  static void startStep(Vehicle v) {
    if (isNewStep(v)) {
      v.steering.set(0, 0);
      v.stepEnded = false;
    }
  }

  /** The first force after update() (or with the acceleration cleared) starts a new sum. */
  static boolean isNewStep(Vehicle v) {
    return v.stepEnded || (v.acceleration.x == 0 && v.acceleration.y == 0);
  }

  /** A float square that neither overflowed nor lost digits to underflow (as SafeVector's). */
  private static boolean exact(float square) {
    return square >= Float.MIN_NORMAL && square < Float.POSITIVE_INFINITY;
  }
}
