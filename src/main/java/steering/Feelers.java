package steering;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;

/**
 * Wall avoidance with feelers (Mat Buckland, <em>Programming Game AI by Example</em>, 2005,
 * ch. 3, "Wall Avoidance"): three rays reach out in front of the vehicle like a cat's
 * whiskers, and a whisker that goes through a wall pushes the vehicle back along the wall's
 * normal, the harder the deeper it went.
 *
 * <ol>
 *   <li>The feelers start at the vehicle's position: one straight ahead along its heading,
 *       {@code length} long, and two turned {@link #SIDE_ANGLE} to either side,
 *       {@link #SIDE_SHARE} as long (Buckland's 45° and half the length).
 *   <li>Each feeler's hit: of the walls it crosses ({@link WallSegment#crossing}), the one it
 *       meets first, nearest the vehicle. The <em>penetration</em> is how far the feeler reaches
 *       past that point: {@code depth = |tip − hit point|}.
 *   <li>Of the feelers that hit, the deepest one decides (Buckland's loop keeps the last one
 *       that hit; the deepest is the one in most danger).
 *   <li>The force Buckland applies is {@code wall normal × depth}, the normal on the vehicle's
 *       side. Here it is made a desired velocity, as every behavior's is:
 *       {@code desired = velocity + normal × depth × PENETRATION_SCALE}, so that
 *       {@code steer(desired)} = desired − velocity is that push, limited to maxforce.
 * </ol>
 * No feeler through a wall (or a vehicle at rest, with no heading): no force at all. A sketch
 * draws the feelers and their hits with {@link #tips} and {@link #hits}, the code the vehicle
 * steers by.
 */
public final class Feelers {

  /** The feeler ahead is this long by default, in pixels. */
  public static final float LENGTH = 60;
  /** The side feelers are turned this far from the heading, in radians (45°). */
  public static final float SIDE_ANGLE = (float) (Math.PI / 4);
  /** The side feelers are this share of the length of the one ahead. */
  public static final float SIDE_SHARE = 0.5f;
  /** A pixel of penetration asks for this much change of velocity, in px a frame. */
  public static final float PENETRATION_SCALE = 0.05f;
  /** The feelers in order: ahead, left, right. */
  public static final int AHEAD = 0;
  public static final int LEFT = 1;
  public static final int RIGHT = 2;
  public static final int COUNT = 3;

  /**
   * A feeler through a wall: which feeler, its tip, where it first meets the wall, the wall,
   * the wall's normal on the vehicle's side, and the penetration |tip − point|.
   */
  public record Hit(int feeler, PVector tip, PVector point, WallSegment wall, PVector normal,
      float depth) {
  }

  private Feelers() {
  }

  /**
   * The three feelers' tips, ahead, left and right (left is anticlockwise on screen, y down):
   * position + heading × length, and position + heading turned ∓SIDE_ANGLE × length × SIDE_SHARE.
   * None (an empty array) for a vehicle at rest. New vectors.
   */
  public static PVector[] tips(Vehicle v, float length) {
    Check.vehicle("vehicle", v);
    Check.positive("length", length, "how far the feelers reach");
    if (v.velocity.x == 0 && v.velocity.y == 0) {
      return new PVector[0];   // at rest: no heading, no feelers
    }
    PVector heading = PVector.fromAngle(v.velocity.heading());
    PVector ahead = PVector.add(v.position, PVector.mult(heading, length));
    PVector left = PVector.add(v.position,
        heading.copy().rotate(-SIDE_ANGLE).mult(length * SIDE_SHARE));
    PVector right = PVector.add(v.position,
        heading.copy().rotate(SIDE_ANGLE).mult(length * SIDE_SHARE));
    return new PVector[] {ahead, left, right};
  }

  /** The first wall the feeler from {@code from} to {@code tip} meets; null when none. */
  public static Hit hit(int feeler, PVector from, PVector tip, WallLayout walls) {
    WallLayout.check(walls);
    WallLayout.Crossing first = walls.firstCrossing(from, tip);
    if (first == null) {
      return null;
    }
    WallSegment nearestWall = first.wall();
    PVector point = PVector.lerp(from, tip, first.t());
    // the penetration: how far the feeler reaches past the wall
    float depth = PVector.dist(tip, point);
    return new Hit(feeler, tip.copy(), point, nearestWall, nearestWall.normalToward(from),
        depth);
  }

  /** Every feeler's hit, in feeler order; empty when no feeler touches a wall. */
  public static List<Hit> hits(Vehicle v, WallLayout walls, float length) {
    PVector[] tips = tips(v, length);
    List<Hit> hits = new ArrayList<>();
    for (int i = 0; i < tips.length; i++) {
      Hit hit = hit(i, v.position, tips[i], walls);
      if (hit != null) {
        hits.add(hit);
      }
    }
    return hits;
  }

  /** The hit that went deepest; null for none. The first of equals (ahead before the sides). */
  public static Hit deepest(List<Hit> hits) {
    Hit deepest = null;
    for (Hit hit : hits) {
      if (deepest == null || hit.depth() > deepest.depth()) {
        deepest = hit;
      }
    }
    return deepest;
  }

  /** desired = velocity + wall normal × depth × PENETRATION_SCALE. A new vector. */
  public static PVector desiredVelocity(Vehicle v, Hit hit) {
    if (hit == null) {
      throw new IllegalArgumentException("hit must not be null");
    }
    PVector push = PVector.mult(hit.normal(), hit.depth() * PENETRATION_SCALE);
    return PVector.add(v.velocity, push);
  }
}
