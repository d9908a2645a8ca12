package steering;

import processing.core.PVector;

/**
 * Where another vehicle will be: the prediction behind pursue and evade (Reynolds 1999,
 * "Pursuit and Evasion"; The Nature of Code's pursue/evade exercise; tutsplus "Understanding
 * Steering Behaviors: Pursuit and Evade").
 *
 * <p>The other vehicle is assumed to keep its velocity for T frames:
 * {@code future = other.position + other.velocity · T}. Pursue seeks that point, evade flees
 * it. Reynolds and tutsplus take {@code T = distance / maxspeed}, the frames the predicting
 * vehicle needs to cover the distance between them at its top speed: far away it aims far
 * ahead of the other, up close almost at it. The Coding Train video uses a fixed T instead
 * ({@link #FIXED_FRAMES}: velocity × 10).
 *
 * <p>Edge cases, so nothing becomes NaN or infinite:
 * <ul>
 *   <li>maxspeed 0: the vehicle can never arrive and distance / 0 is undefined, so T = 0 (aim
 *       at the other's present position; with maxspeed 0 the steer can only brake anyway);
 *   <li>T is worked out in double and capped at {@code Float.MAX_VALUE};
 *   <li>the future position is worked out in double and each coordinate clamped to
 *       ±{@link #FARTHEST}, so a tiny maxspeed or a huge velocity gives a far but finite point.
 * </ul>
 * A sketch draws the predicted point by calling {@link #futurePosition(Vehicle, Vehicle)}, the
 * same code the vehicle steers by.
 */
public final class Pursuit {

  /** The video's fixed look-ahead, in frames: the future position is position + velocity × 10. */
  public static final float FIXED_FRAMES = 10;
  /** Largest predicted coordinate: the difference of two points within ±FARTHEST is finite. */
  public static final float FARTHEST = Float.MAX_VALUE / 2;

  private Pursuit() {
  }

  /**
   * T = |other.position − self.position| / self.maxspeed, in frames; 0 when self.maxspeed is 0.
   *
   * @param self the vehicle that predicts (the pursuer in pursue, the evader in evade)
   */
  public static float lookAhead(Vehicle self, Vehicle other) {
    check("self", self);
    check("other", other);
    Check.state(self);
    if (self.maxspeed == 0) {
      return 0;
    }
    double dx = (double) other.position.x - self.position.x;
    double dy = (double) other.position.y - self.position.y;
    return (float) Math.min(Math.hypot(dx, dy) / self.maxspeed, Float.MAX_VALUE);
  }

  /** other.position + other.velocity · T with T = {@link #lookAhead}: a new vector. */
  public static PVector futurePosition(Vehicle self, Vehicle other) {
    return futurePosition(other, lookAhead(self, other));
  }

  /** other.position + other.velocity · frames (a fixed look-ahead): a new vector. */
  public static PVector futurePosition(Vehicle other, float frames) {
    check("other", other);
    Check.notNegative("frames", frames, "how many frames ahead to predict");
    return new PVector(ahead(other.position.x, other.velocity.x, frames),
        ahead(other.position.y, other.velocity.y, frames));
  }

  /** One coordinate of position + velocity · frames, in double, clamped to ±FARTHEST. */
  private static float ahead(float position, float velocity, float frames) {
    double future = position + (double) velocity * frames;
    return (float) Math.max(-FARTHEST, Math.min(FARTHEST, future));
  }

  /** The other vehicle exists and its position and velocity are finite. */
  static void check(String name, Vehicle other) {
    if (other == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    Check.finiteVector(name + ".position", other.position);
    Check.finiteVector(name + ".velocity", other.velocity);
  }
}
