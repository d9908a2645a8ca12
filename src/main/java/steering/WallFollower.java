package steering;

import processing.core.PVector;

/**
 * Wall following (Craig Reynolds, "Steering Behaviors For Autonomous Characters", 1999, "Wall
 * Following"): the vehicle keeps a distance from the nearest wall and moves along it, like a
 * hand kept on a wall in the dark. The line at that distance is the <em>offset line</em>.
 *
 * <ol>
 *   <li>A short look ahead: {@code predicted = position + velocity × LOOK_AHEAD_FRAMES}, so the
 *       vehicle turns for a corner before it reaches it (and does not overshoot the line).
 *   <li>The nearest point of any wall to the prediction; {@code distance} from it, and the
 *       normal {@code n}, the unit vector from that point to the prediction: away from the wall
 *       (a prediction through the wall is behind it: n turned round, the distance below 0).
 *       Past a corner's end the nearest point is the corner itself, so the vehicle rounds it
 *       on an arc.
 *   <li>The tangent {@code t}: n turned a quarter turn clockwise on screen, so the wall is
 *       always on the vehicle's right, a hand kept on it: at a corner ahead it turns left, and
 *       rounds an end to the right. A vehicle going the other way turns round first.
 *   <li>{@code desired = t × maxspeed + n × (offset − distance) × CORRECTION}: along the wall,
 *       plus a correction toward the offset line (out when too near, in when too far), scaled
 *       to maxspeed; then {@code steer(desired)}.
 * </ol>
 * A sketch draws the followed wall and the offset line with {@link #follow}, the code the
 * vehicle steers by. Without walls there is nothing to follow and no force.
 */
public final class WallFollower {

  /** The distance kept from the wall by default, in pixels. */
  public static final float OFFSET = 30;
  /** A pixel off the offset line asks for this much velocity towards it, in px a frame. */
  public static final float CORRECTION = 0.1f;
  /** The nearest wall is found from where the vehicle will be this many frames on. */
  public static final float LOOK_AHEAD_FRAMES = 4;

  /**
   * One step's wall: the prediction, the wall followed and its nearest point, the distance
   * (below 0 for a prediction through the wall), the normal (away from the wall, on the
   * vehicle's side) and the tangent (along it, the wall on the right).
   */
  public record Follow(PVector predicted, WallSegment wall, PVector point, float distance,
      PVector normal, PVector tangent) {
  }

  private WallFollower() {
  }

  /** The wall nearest to the vehicle's predicted position, and its normal and tangent. */
  public static Follow follow(Vehicle v, WallLayout walls) {
    Check.vehicle("vehicle", v);
    WallLayout.check(walls);
    PVector predicted = PVector.add(v.position, PVector.mult(v.velocity, LOOK_AHEAD_FRAMES));
    WallLayout.Nearest nearest = walls.nearest(predicted);
    if (nearest == null) {
      return null;   // no walls: nothing to follow
    }
    PVector normal = PVector.sub(predicted, nearest.point());
    float distance = nearest.distance();
    if (normal.magSq() == 0) {   // on the wall itself: its normal on the vehicle's side
      normal = nearest.wall().normalToward(v.position);
    } else if (nearest.wall().crossing(v.position, predicted) >= 0) {
      normal.mult(-1);   // the prediction is through the wall: it lies behind, less than 0 away
      distance = -distance;
    }
    normal.normalize();
    // the tangent keeps the wall on the vehicle's right: n turned a quarter turn clockwise
    PVector tangent = new PVector(-normal.y, normal.x);
    return new Follow(predicted, nearest.wall(), nearest.point(), distance, normal, tangent);
  }

  /**
   * desired = tangent × maxspeed + normal × (offset − distance) × CORRECTION, scaled to
   * maxspeed. A new vector.
   */
  public static PVector desiredVelocity(Vehicle v, Follow follow, float offset) {
    if (follow == null) {
      throw new IllegalArgumentException("follow must not be null");
    }
    Check.notNegative("offset", offset, "the distance kept from the wall");
    PVector desired = PVector.mult(follow.tangent(), v.maxspeed);
    // toward the offset line: out from the wall when too near, in when too far
    desired.add(PVector.mult(follow.normal(), (offset - follow.distance()) * CORRECTION));
    desired.setMag(v.maxspeed);
    return desired;
  }

  /** A point of the offset line: {@code offset} from the wall's point along the normal. */
  public static PVector onOffsetLine(Follow follow, float offset) {
    return PVector.add(follow.point(), PVector.mult(follow.normal(), offset));
  }
}
