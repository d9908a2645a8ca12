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
 * <p>With maxspeed 0 the vehicle can never arrive, so T = 0 (aim at the other's present
 * position). A prediction beyond ±{@link Check#LARGEST} is brought back to that edge: it is
 * still the right direction to steer in. A sketch draws the predicted point by calling
 * {@link #futurePosition(Vehicle, Vehicle)}, the same code the vehicle steers by.
 */
public final class Pursuit {

  /** The video's fixed look-ahead, in frames: the future position is position + velocity × 10. */
  public static final float FIXED_FRAMES = 10;

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
    float distance = PVector.dist(self.position, other.position);
    return Math.min(distance / self.maxspeed, Float.MAX_VALUE);
  }

  /** other.position + other.velocity · T with T = {@link #lookAhead}: a new vector. */
  public static PVector futurePosition(Vehicle self, Vehicle other) {
    return futurePosition(other, lookAhead(self, other));
  }

  /** other.position + other.velocity · frames (a fixed look-ahead): a new vector. */
  public static PVector futurePosition(Vehicle other, float frames) {
    check("other", other);
    Check.notNegative("frames", frames, "how many frames ahead to predict");
    PVector future = PVector.mult(other.velocity, frames);
    future.add(other.position);
    future.set(withinLargest(future.x), withinLargest(future.y), withinLargest(future.z));
    return future;
  }

  private static float withinLargest(float coordinate) {
    return Math.max(-Check.LARGEST, Math.min(Check.LARGEST, coordinate));
  }

  /** The other vehicle exists and its position and velocity are usable. */
  static void check(String name, Vehicle other) {
    if (other == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    Check.vector(name + ".position", other.position);
    Check.vector(name + ".velocity", other.velocity);
  }
}
