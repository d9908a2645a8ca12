package steering;

import java.util.List;
import processing.core.PVector;

/**
 * Hide (Mat Buckland, <em>Programming Game AI by Example</em>, ch. 3, "Hide"): a vehicle puts
 * an obstacle between itself and a hunter.
 *
 * <ol>
 *   <li>Each obstacle has a hiding spot on its far side from the hunter, a little way out from
 *       its edge: {@code spot = centre + (centre − hunter) normalized × (radius + distance)},
 *       {@code distance} being how far from the boundary the hider waits
 *       ({@link #DISTANCE_FROM_BOUNDARY} by default).
 *   <li>The hider picks the spot nearest to itself (Buckland's {@code GetHidingPosition} loop):
 *       the nearest is the one it reaches before the hunter comes round.
 *   <li>It arrives there ({@link Vehicle#arrive(PVector, float)} with {@link #SLOWING_RADIUS}),
 *       so it stops in the spot instead of overshooting it into the open.
 *   <li>With no obstacle to hide behind it evades the hunter ({@link Vehicle#evade(Vehicle)}).
 * </ol>
 * A hunter exactly at an obstacle's centre has no far side: the direction is a zero vector
 * and that spot is the centre. A sketch draws the spots with {@link #hidingSpot} and
 * {@link #bestHidingSpot}, the code the hider steers by.
 */
public final class Hide {

  /** Buckland's default: the hider waits this many pixels beyond the obstacle's edge. */
  public static final float DISTANCE_FROM_BOUNDARY = 30;
  /** The hider slows down within this many pixels of its spot. */
  public static final float SLOWING_RADIUS = 50;

  private Hide() {
  }

  /**
   * Hides behind the obstacle whose hiding spot is nearest, or evades the hunter when there is
   * no obstacle (see the class comment). Mutates the hider's acceleration; returns the force.
   */
  public static PVector hide(Vehicle hider, Vehicle hunter, List<Obstacle> obstacles,
      float distanceFromBoundary) {
    PVector spot = bestHidingSpot(hider, hunter, obstacles, distanceFromBoundary);
    if (spot == null) {
      return hider.evade(hunter);   // nowhere to hide: run
    }
    return hider.arrive(spot, SLOWING_RADIUS);
  }

  /**
   * The hiding spot behind {@code obstacle} seen from {@code hunter}:
   * centre + (centre − hunter) normalized × (radius + distanceFromBoundary). A new vector.
   */
  public static PVector hidingSpot(Obstacle obstacle, PVector hunter,
      float distanceFromBoundary) {
    if (obstacle == null) {
      throw new IllegalArgumentException("obstacle must not be null");
    }
    Check.vector("hunter", hunter);
    checkDistance(distanceFromBoundary);
    PVector away = PVector.sub(obstacle.position, hunter);   // from the hunter, through the centre
    away.normalize();
    away.mult(obstacle.radius + distanceFromBoundary);
    PVector spot = PVector.add(obstacle.position, away);
    Check.vector("hiding spot (centre + (radius + distanceFromBoundary) away from the hunter)",
        spot);
    return spot;
  }

  /** The hiding spot nearest to the hider, or null when there are no obstacles. A new vector. */
  public static PVector bestHidingSpot(Vehicle hider, Vehicle hunter, List<Obstacle> obstacles,
      float distanceFromBoundary) {
    Check.vehicle("hider", hider);
    Pursuit.check("hunter", hunter);
    checkObstacles(obstacles);
    PVector best = null;
    float nearest = Float.POSITIVE_INFINITY;
    for (Obstacle obstacle : obstacles) {
      PVector spot = hidingSpot(obstacle, hunter.position, distanceFromBoundary);
      float distance = PVector.dist(hider.position, spot);
      if (distance < nearest) {
        nearest = distance;
        best = spot;
      }
    }
    return best;
  }

  /** Every obstacle's hiding spot, in the obstacles' order, for drawing. New vectors. */
  public static List<PVector> hidingSpots(Vehicle hunter, List<Obstacle> obstacles,
      float distanceFromBoundary) {
    Pursuit.check("hunter", hunter);
    checkObstacles(obstacles);
    return obstacles.stream()
        .map(obstacle -> hidingSpot(obstacle, hunter.position, distanceFromBoundary))
        .toList();
  }

  private static void checkDistance(float distanceFromBoundary) {
    Check.notNegative("distanceFromBoundary", distanceFromBoundary,
        "how far beyond the obstacle's edge the hider waits");
    if (distanceFromBoundary > Check.LARGEST) {
      throw new IllegalArgumentException("distanceFromBoundary must be at most "
          + Check.LARGEST_SHOWN + ", was " + distanceFromBoundary);
    }
  }

  private static void checkObstacles(List<Obstacle> obstacles) {
    if (obstacles == null) {
      throw new IllegalArgumentException("obstacles must not be null");
    }
    for (int i = 0; i < obstacles.size(); i++) {
      if (obstacles.get(i) == null) {
        throw new IllegalArgumentException("obstacles[" + i + "] must not be null");
      }
    }
  }
}
