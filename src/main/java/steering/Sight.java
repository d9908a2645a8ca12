package steering;

import java.util.List;
import processing.core.PVector;

/**
 * What a vehicle can see, and the nearest vehicle it can see in a crowd: the prey a predator
 * chases (Reynolds 1999, "Pursuit and Evasion"; The Nature of Code, "Flocking", its exercise on
 * a boid's view).
 *
 * <p><b>Seeing.</b> A vehicle sees another when the other is nearer than the view
 * {@link #distance} and within half the view {@link #angle} of its heading:
 * {@code d < distance} and {@code angleBetween(velocity, offset) ≤ angle / 2}. At 360° it sees
 * all round; at rest (no heading) it sees all round too, as a boid does ({@link GroupRules}).
 *
 * <p><b>The nearest in sight.</b> Ask a {@link NearbyFinder} for the candidates within the
 * {@link #reach}, keep those the vehicle sees, take the nearest (of two as near, the first
 * found). The finder only saves measuring the far ones: the book's {@link BookNearby} hands
 * over the whole crowd, a quadtree only the vehicles round the circle, and the answer is the
 * same. The reach is measured on {@link #sees} itself, never written again (as
 * {@link SeparationReach} does for separation): edit the test to see twice as far and the
 * finder hands over the vehicles twice as far.
 */
public final class Sight {

  /** A view all round, in degrees. */
  public static final float ALL_ROUND = GroupRules.FULL_VIEW;

  /** How much farther than the view distance the reach is looked for. */
  static final float PROBED = 4;
  /** How far the probe moves between two looks, in pixels. */
  static final float STEP = 1;

  /** How far the vehicle sees, in pixels: nearer than this. */
  public final float distance;
  /** How wide it sees, in degrees round its heading (more than 0, at most 360). */
  public final float angle;
  /** How far {@link #sees} sees, measured on it; the finders' circle. */
  private final float reach;

  /** Sight to {@code distance} pixels (0 or more) over {@code angle} degrees (0 to 360]. */
  public Sight(float distance, float angle) {
    Check.notNegative("distance", distance, "how far a vehicle sees");
    if (!(angle > 0 && angle <= ALL_ROUND)) {
      throw new IllegalArgumentException("angle must be more than 0 and at most " + ALL_ROUND
          + " degrees, was " + angle);
    }
    this.distance = distance;
    this.angle = angle;
    this.reach = measureReach();
  }

  /**
   * The farthest a vehicle at rest sees another, plus {@link #STEP}, as measured on
   * {@link #sees}: the view distance, unless the test was edited. Infinite when it still sees
   * at {@link #PROBED} times the view distance (and one step): then the finder hands over all.
   */
  public float reach() {
    return reach;
  }

  private float measureReach() {
    float farthest = PROBED * distance + STEP;
    Vehicle looker = new Vehicle(0, 0);
    float found = 0;
    for (float d = 0; d <= farthest; d += STEP) {
      if (sees(looker, new Vehicle(d, 0))) {
        found = d + STEP;
      }
    }
    return sees(looker, new Vehicle(farthest, 0)) ? Float.POSITIVE_INFINITY : found;
  }

  /** True when {@code looker} sees {@code other}: near enough and within the view angle. */
  public boolean sees(Vehicle looker, Vehicle other) {
    check(looker, other);
    if (other == looker) {
      return false;   // not itself
    }
    PVector offset = PVector.sub(other.position, looker.position);
    return offset.mag() < distance
        && (angle >= ALL_ROUND || GroupRules.inView(looker, offset, angle));
  }

  /**
   * The nearest vehicle of the finder's crowd that {@code looker} sees, or null when it sees
   * none.
   */
  public Vehicle nearestSeen(Vehicle looker, NearbyFinder crowd) {
    if (crowd == null) {
      throw new IllegalArgumentException("crowd must not be null");
    }
    Check.vehicle("looker", looker);
    List<Vehicle> candidates = crowd.near(looker.position, reach);
    Vehicle nearest = null;
    float nearestDistance = Float.POSITIVE_INFINITY;
    for (Vehicle other : candidates) {
      if (sees(looker, other)) {
        float d = PVector.dist(looker.position, other.position);
        if (d < nearestDistance) {
          nearest = other;
          nearestDistance = d;
        }
      }
    }
    return nearest;
  }

  private static void check(Vehicle looker, Vehicle other) {
    if (looker == null || other == null) {
      throw new IllegalArgumentException((looker == null ? "looker" : "other")
          + " must not be null");
    }
  }

  @Override
  public String toString() {
    return String.format("sight %.0f px, %.0f°", distance, angle);
  }
}
