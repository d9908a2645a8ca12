package steering;

import java.util.Random;
import processing.core.PVector;

/**
 * Reynolds' wander (1999, "Wander"; The Nature of Code's Wander example; tutsplus
 * "Understanding Steering Behaviors: Wander"): a random walk that still turns smoothly.
 *
 * <p>A circle of radius {@link #WANDER_RADIUS} sits {@link #WANDER_DISTANCE} ahead of the
 * vehicle along its heading h (the direction of its velocity; 0, i.e. +x, at rest). Each call
 * the angle θ moves by a uniformly random step in [−{@link #WANDER_CHANGE}, +WANDER_CHANGE),
 * and the vehicle seeks the point at angle h + θ on the circle:
 * <pre>
 *   center = position + WANDER_DISTANCE · (cos h, sin h)
 *   target = center + WANDER_RADIUS · (cos(h + θ), sin(h + θ))
 * </pre>
 * Because θ only drifts a little each frame, the target stays near where it was and the path
 * curves gently instead of jittering.
 *
 * <p>Each wandering vehicle owns one of these, made when it first wanders, so vehicles that
 * never wander carry nothing extra. The random steps come from the {@link Random} given here:
 * {@code vehicle.wanderWith(new Random(seed))} makes a run repeatable. {@link #center()},
 * {@link #angle()} and {@link #target()} read the last call's circle for drawing.
 */
public final class Wander {

  /** How far ahead of the vehicle the circle's centre lies, in pixels (The Nature of Code: 80). */
  public static final float WANDER_DISTANCE = 80;
  /** The circle's radius, in pixels (The Nature of Code: 25). */
  public static final float WANDER_RADIUS = 25;
  /** The largest change of the angle in one call, in radians (The Nature of Code: 0.3). */
  public static final float WANDER_CHANGE = 0.3f;

  private static final double TWO_PI = 2 * Math.PI;

  private final Random random;
  private float angle;
  private final PVector center = new PVector();
  private final PVector target = new PVector();

  /** Wander state starting at angle 0, stepping with {@code random}. */
  public Wander(Random random) {
    if (random == null) {
      throw new IllegalArgumentException("random must not be null");
    }
    this.random = random;
  }

  /**
   * Mutates this state: moves the angle by one random step and works out the circle for
   * {@code vehicle}'s position and heading. Returns the point to seek (this state's own vector).
   */
  PVector nextTarget(Vehicle vehicle) {
    float step = (random.nextFloat() * 2 - 1) * WANDER_CHANGE;
    // kept within ±π so the float angle stays precise over a long run
    angle = (float) Math.IEEEremainder(angle + step, TWO_PI);
    float heading = vehicle.velocity.heading();
    center.set((float) Math.cos(heading), (float) Math.sin(heading));
    center.mult(WANDER_DISTANCE).add(vehicle.position);
    target.set((float) Math.cos(heading + angle), (float) Math.sin(heading + angle));
    target.mult(WANDER_RADIUS).add(center);
    return target;
  }

  /** The circle's centre at the last call (a copy; zero before the first call). */
  public PVector center() {
    return center.copy();
  }

  /** The angle θ on the circle, in radians within ±π, measured from the vehicle's heading. */
  public float angle() {
    return angle;
  }

  /** The point on the circle the vehicle sought at the last call (a copy). */
  public PVector target() {
    return target.copy();
  }
}
