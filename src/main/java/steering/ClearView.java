package steering;

import java.util.List;
import processing.core.PApplet;
import processing.core.PVector;

/**
 * Gary Flake's fourth rule of boids, "view" (The Computational Beauty of Nature, 1998, ch. 16;
 * The Nature of Code's exercise on it): a boid whose view ahead is blocked sidesteps to see
 * past.
 *
 * <p>A blocker is a neighbour in view, closer than the neighbour distance and than
 * {@link #BLOCKED_DISTANCE}, within {@link #BLOCKED_CONE} ahead. desired = the average of the
 * lines of sight to the blockers, each turned a quarter turn to the side the boid leans to and
 * divided by its distance (as in separation), scaled to maxspeed.
 */
public final class ClearView {

  /** The cone ahead in which a neighbour blocks the view, in degrees: Flake's 90. */
  public static final float BLOCKED_CONE = 90;
  /** A neighbour blocks the view only when closer than this, in pixels: Flake's 40. */
  public static final float BLOCKED_DISTANCE = 40;
  /** The rule's force (at most maxforce) is multiplied by this when it is on. */
  public static final float WEIGHT = 1;

  private ClearView() {
  }

  /** The rule over checked candidates, seen as the rules see; applies the force, returns it. */
  static PVector steer(Vehicle v, List<Vehicle> others, float neighbourDistance, float weight,
      float viewAngle, float width, float height) {
    PVector sum = new PVector();
    int count = 0;
    for (Vehicle other : others) {
      float d = GroupRules.distance(v, other, width, height);
      if (d > 0 && d < neighbourDistance && d < BLOCKED_DISTANCE
          && GroupRules.sees(v, other, viewAngle, width, height)) {
        PVector lineOfSight = GroupRules.offset(v, other, width, height);
        if (blocks(v, lineOfSight)) {
          PVector sideways = new PVector(-lineOfSight.y, lineOfSight.x);   // a quarter turn
          if (sideways.dot(v.velocity) < 0) {
            sideways.mult(-1);   // to the side the boid already leans to
          }
          sideways.normalize();
          sideways.div(d);   // a close blocker counts more
          sum.add(sideways);
          count++;
        }
      }
    }
    if (count > 0 && sum.mag() > 0) {
      sum.div(count);
      sum.setMag(v.maxspeed);
      return v.steer(sum, weight);
    }
    return v.steer(v.velocity, weight);   // desired = velocity: no force
  }

  /** True when {@code lineOfSight} lies in the cone ahead; a boid at rest looks nowhere. */
  public static boolean blocks(Vehicle v, PVector lineOfSight) {
    if (v.velocity.x == 0 && v.velocity.y == 0) {
      return false;
    }
    return PVector.angleBetween(v.velocity, lineOfSight) <= PApplet.radians(BLOCKED_CONE) / 2;
  }
}
