package steering;

import processing.core.PVector;

/**
 * A round obstacle: a circle a vehicle must not drive into (see {@link ObstacleAvoidance}).
 * Reynolds (1999) approximates every obstacle by a sphere round it; in two dimensions that is
 * a circle, a centre and a radius.
 */
public final class Obstacle {

  /** The circle's centre. */
  public final PVector position;
  /** The circle's radius, in pixels. */
  public final float radius;

  /**
   * A circle of {@code radius} round (x, y).
   *
   * @throws IllegalArgumentException for a coordinate that is not a number or beyond
   *     ±{@link Check#LARGEST}, or a radius that is not greater than 0
   */
  public Obstacle(float x, float y, float radius) {
    Check.positive("radius", radius, "the obstacle's radius");
    position = new PVector(x, y);
    Check.vector("obstacle position", position);
    if (radius > Check.LARGEST) {
      throw new IllegalArgumentException("radius (the obstacle's radius) must be at most "
          + Check.LARGEST_SHOWN + ", was " + radius);
    }
    this.radius = radius;
  }

  /**
   * True when {@code point} lies inside the circle (on its edge counts as outside).
   *
   * @throws IllegalArgumentException for a null point, or one not within ±{@link Check#LARGEST}
   */
  public boolean contains(PVector point) {
    Check.vector("point", point);   // a NaN point would be "outside" of everything, silently
    return PVector.dist(position, point) < radius;
  }
}
