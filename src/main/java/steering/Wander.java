package steering;

import java.util.Random;
import processing.core.PVector;

/**
 * Reynolds' wander (1999, "Wander"; The Nature of Code's Wander example; tutsplus
 * "Understanding Steering Behaviors: Wander"): a random walk that still turns smoothly.
 *
 * <p>A circle of radius r sits d ahead of the vehicle along its heading h (the direction of its
 * velocity; 0, i.e. +x, at rest). Each call the angle θ moves by a uniformly random step in
 * [−c, +c), and the vehicle seeks the point at angle h + θ on the circle:
 * <pre>
 *   center = position + d · (cos h, sin h)
 *   target = center + r · (cos(h + θ), sin(h + θ))
 * </pre>
 * d, r and c start as {@link #WANDER_DISTANCE}, {@link #WANDER_RADIUS} and
 * {@link #WANDER_CHANGE}; {@link #setDistance}, {@link #setRadius} and {@link #setChange} tune
 * one vehicle's wander.
 * Because θ only drifts a little each frame, the target stays near where it was and the path
 * curves gently instead of jittering.
 *
 * <p>Each wandering vehicle owns one of these, made when it first wanders, so vehicles that
 * never wander carry nothing extra. The random steps come from the {@link Random} given here:
 * {@code vehicle.wanderWith(new Random(seed))} makes a run repeatable. {@link #center()},
 * {@link #angle()} and {@link #target()} read the last call's circle for drawing.
 *
 * <p>The circle is 2D by nature: it turns with the heading in the plane and leaves z out.
 * <b>In 3D</b> ({@link Vehicle#wander3D()}, after the Coding Train's 3D wander) the circle
 * becomes a sphere of radius r, d ahead along the velocity (at the vehicle itself at rest), and
 * the angle becomes a direction u, a unit vector starting along +x. Each call u moves by a
 * small random step, each coordinate uniform in [−c, +c), and is made a unit vector again:
 * <pre>
 *   u = normalize(u + (random step))
 *   center = position + velocity.setMag(d)
 *   target = center + r · u
 * </pre>
 * u is measured in the world, not from the heading (a heading in 3D has no "left" of its
 * own), so the point drifts smoothly over the sphere and the vehicle turns towards it.
 * {@link #direction()} reads it for drawing.
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
  private float distance = WANDER_DISTANCE;
  private float radius = WANDER_RADIUS;
  private float change = WANDER_CHANGE;
  private float angle;
  /** 3D: the unit vector from the sphere's centre to the target, in world axes. */
  private final PVector direction = new PVector(1, 0, 0);
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
    float step = (random.nextFloat() * 2 - 1) * change;
    // kept within ±π so the float angle stays precise over a long run
    float next = (float) Math.IEEEremainder(angle + step, TWO_PI);
    float heading = vehicle.velocity.heading();
    float centerX = vehicle.position.x + distance * (float) Math.cos(heading);
    float centerY = vehicle.position.y + distance * (float) Math.sin(heading);
    float targetX = centerX + radius * (float) Math.cos(heading + next);
    float targetY = centerY + radius * (float) Math.sin(heading + next);
    if (!(Math.abs(targetX) <= Check.LARGEST && Math.abs(targetY) <= Check.LARGEST)) {
      // a huge distance or radius set far out: refused before anything changes
      throw new IllegalArgumentException("distance " + distance + " and radius " + radius
          + " put the wander target beyond ±" + Check.LARGEST_SHOWN + " from "
          + Check.shown(vehicle.position));
    }
    angle = next;
    center.set(centerX, centerY);
    target.set(targetX, targetY);
    return target;
  }

  /**
   * Mutates this state, in 3D: moves the direction by one random step and works out the sphere
   * for {@code vehicle}'s position and velocity. Returns the point to seek (this state's own
   * vector).
   */
  PVector nextTarget3D(Vehicle vehicle) {
    PVector step = new PVector(randomStep(), randomStep(), randomStep());
    PVector next = PVector.add(direction, step);
    next.normalize();
    if (next.mag() == 0) {
      next.set(direction);   // the step cancelled the direction exactly: keep the old one
    }
    // center = position + velocity scaled to the distance ahead
    PVector center = vehicle.velocity.copy();
    center.setMag(distance);
    center.add(vehicle.position);
    PVector target = PVector.mult(next, radius);
    target.add(center);
    if (!(Math.abs(target.x) <= Check.LARGEST && Math.abs(target.y) <= Check.LARGEST
        && Math.abs(target.z) <= Check.LARGEST)) {
      throw new IllegalArgumentException("distance " + distance + " and radius " + radius
          + " put the wander target beyond ±" + Check.LARGEST_SHOWN + " from "
          + Check.shown(vehicle.position));
    }
    direction.set(next);
    this.center.set(center);
    this.target.set(target);
    return this.target;
  }

  /** One coordinate of a 3D step: uniform in [−change, +change). */
  private float randomStep() {
    return (random.nextFloat() * 2 - 1) * change;
  }

  /** 3D: the unit vector from the sphere's centre to the last target (a copy; +x at first). */
  public PVector direction() {
    return direction.copy();
  }

  /** Mutates: the circle's centre lies {@code distance} pixels ahead from the next call on. */
  public void setDistance(float distance) {
    Check.notNegative("distance", distance, "how far ahead the wander circle lies");
    this.distance = distance;
  }

  /** Mutates: the circle's radius, in pixels, from the next call on. */
  public void setRadius(float radius) {
    Check.notNegative("radius", radius, "the wander circle's radius");
    this.radius = radius;
  }

  /**
   * Mutates: the largest change of the angle in one call, in radians (in 3D, of each coordinate
   * of the direction's step), from the next call on.
   */
  public void setChange(float change) {
    Check.notNegative("change", change, "the largest step of the wander angle");
    this.change = change;
  }

  /** How far ahead the circle's centre lies, in pixels. */
  public float distance() {
    return distance;
  }

  /** The circle's radius, in pixels. */
  public float radius() {
    return radius;
  }

  /** The largest change of the angle in one call, in radians. */
  public float change() {
    return change;
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
