package steering;

import processing.core.PVector;

/**
 * A rectangle a vehicle stays inside: Reynolds' containment (1999, "Containment"), as The
 * Nature of Code's "Stay Within Walls" example and tutsplus' boundary checks do it.
 *
 * <p>Within {@link #margin} pixels of an edge (or past it), the desired velocity keeps the
 * component along that wall and points away from it at full speed; at a corner both
 * components do:
 * <pre>
 *   desired = velocity
 *   x &lt; left + margin    → desired.x = +maxspeed;   x &gt; right − margin  → desired.x = −maxspeed
 *   y &lt; top + margin     → desired.y = +maxspeed;   y &gt; bottom − margin → desired.y = −maxspeed
 *   desired.setMag(maxspeed)
 * </pre>
 * Farther inside there is no desire at all and no force is applied. (The book lets the y test
 * replace the x one, so a vehicle in a corner only turns away from one wall; here it turns away
 * from both.)
 *
 * <p>A rectangle: 2D by nature, z is left as it is. In 3D, {@link Box} is the same rule with
 * six faces.
 */
public final class Walls {

  /** The rectangle's edges: x of the left and right walls, y of the top and bottom walls. */
  public final float left;
  public final float top;
  public final float right;
  public final float bottom;
  /** How near a wall, in pixels, a vehicle starts to turn away from it. */
  public final float margin;

  /**
   * Walls round the rectangle from (left, top) to (right, bottom).
   *
   * @throws IllegalArgumentException for a non-finite value, an empty rectangle, or a margin
   *     that is negative or not less than half the rectangle's width and height
   */
  public Walls(float left, float top, float right, float bottom, float margin) {
    Check.finite("left", left);
    Check.finite("top", top);
    Check.finite("right", right);
    Check.finite("bottom", bottom);
    Check.notNegative("margin", margin, "how near a wall a vehicle turns away");
    // sizes in double: right - left of two huge floats may not fit in a float
    double width = (double) right - left;
    double height = (double) bottom - top;
    if (!(width > 0)) {
      throw new IllegalArgumentException(
          "right must be greater than left, was left " + left + ", right " + right);
    }
    if (!(height > 0)) {
      throw new IllegalArgumentException(
          "bottom must be greater than top, was top " + top + ", bottom " + bottom);
    }
    if (!(margin < width / 2 && margin < height / 2)) {
      throw new IllegalArgumentException("margin must be less than half the width " + width
          + " and half the height " + height + ", was " + margin);
    }
    this.left = left;
    this.top = top;
    this.right = right;
    this.bottom = bottom;
    this.margin = margin;
  }

  /** Walls round a sketch window, from (0, 0) to (width, height). */
  public static Walls window(float width, float height, float margin) {
    return new Walls(0, 0, width, height, margin);
  }

  /**
   * The desired velocity near the walls: the current velocity with the component towards a
   * near wall replaced by maxspeed away from it, scaled to maxspeed. Null when the vehicle is
   * well inside (no wall within the margin).
   */
  PVector desiredVelocity(Vehicle vehicle) {
    PVector position = vehicle.position;
    float maxspeed = vehicle.maxspeed;
    PVector desired = vehicle.velocity.copy();
    boolean nearX = true;
    if (position.x < left + margin) {
      desired.x = maxspeed;
    } else if (position.x > right - margin) {
      desired.x = -maxspeed;
    } else {
      nearX = false;
    }
    boolean nearY = true;
    if (position.y < top + margin) {
      desired.y = maxspeed;
    } else if (position.y > bottom - margin) {
      desired.y = -maxspeed;
    } else {
      nearY = false;
    }
    if (!nearX && !nearY) {
      return null;
    }
    desired.setMag(maxspeed);
    return desired;
  }

  static void check(Walls walls) {
    if (walls == null) {
      throw new IllegalArgumentException("walls must not be null");
    }
  }
}
