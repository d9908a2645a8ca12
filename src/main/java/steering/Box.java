package steering;

import processing.core.PVector;

/**
 * A box a vehicle stays inside: Reynolds' containment (1999, "Containment") in three
 * dimensions, {@link Walls} with six faces instead of four edges.
 *
 * <p>Within {@link #margin} pixels of a face (or past it), the desired velocity keeps the
 * components along that face and points away from it at full speed; near an edge or a corner,
 * each near face does so for its own axis:
 * <pre>
 *   desired = velocity
 *   x &lt; min.x + margin → desired.x = +maxspeed;   x &gt; max.x − margin → desired.x = −maxspeed
 *   (the same for y and z)
 *   desired.setMag(maxspeed)
 * </pre>
 * Farther inside there is no desire at all and no force is applied.
 */
public final class Box {

  /** The corner with the smallest x, y and z, and the one with the largest (copies). */
  public final PVector min;
  public final PVector max;
  /** How near a face, in pixels, a vehicle starts to turn away from it. */
  public final float margin;

  /**
   * The box from corner {@code min} to corner {@code max}.
   *
   * @throws IllegalArgumentException for a non-finite corner, an empty box, or a margin that is
   *     negative or not less than half of each side
   */
  public Box(PVector min, PVector max, float margin) {
    Check.vector("min", min);
    Check.vector("max", max);
    Check.notNegative("margin", margin, "how near a face a vehicle turns away");
    for (double side : new double[] {(double) max.x - min.x, (double) max.y - min.y,
        (double) max.z - min.z}) {
      if (!(side > 0)) {
        throw new IllegalArgumentException("max must be beyond min on every axis, was min "
            + Check.shown(min) + ", max " + Check.shown(max));
      }
      if (!(margin < side / 2)) {
        throw new IllegalArgumentException("margin must be less than half of each side, was "
            + margin + " for a side of " + side);
      }
    }
    this.min = min.copy();
    this.max = max.copy();
    this.margin = margin;
  }

  /** A cube {@code size} wide centred on {@code centre}: ±size/2 from it on each axis. */
  public static Box cube(PVector centre, float size, float margin) {
    Check.vector("centre", centre);
    Check.positive("size", size, "the cube's side");
    PVector half = new PVector(size / 2, size / 2, size / 2);
    return new Box(PVector.sub(centre, half), PVector.add(centre, half), margin);
  }

  /**
   * The desired velocity near the faces: the current velocity with each component towards a
   * near face replaced by maxspeed away from it, scaled to maxspeed. Null when the vehicle is
   * well inside (no face within the margin).
   */
  static PVector desiredVelocity(Box box, Vehicle vehicle) {
    if (box == null) {
      throw new IllegalArgumentException("box must not be null");
    }
    Check.state(vehicle);
    PVector position = vehicle.position;
    if (box.wellInside(position)) {
      return null;   // no face within the margin: no desire at all
    }
    float maxspeed = vehicle.maxspeed;
    PVector desired = vehicle.velocity.copy();
    desired.x = away(position.x, box.min.x, box.max.x, box.margin, maxspeed, desired.x);
    desired.y = away(position.y, box.min.y, box.max.y, box.margin, maxspeed, desired.y);
    desired.z = away(position.z, box.min.z, box.max.z, box.margin, maxspeed, desired.z);
    desired.setMag(maxspeed);
    return desired;
  }

  /** One axis: +maxspeed near the low face, −maxspeed near the high face, else as it was. */
  private static float away(float at, float low, float high, float margin, float maxspeed,
      float velocity) {
    if (at < low + margin) {
      return maxspeed;
    }
    if (at > high - margin) {
      return -maxspeed;
    }
    return velocity;
  }

  /** True when no face is within the margin of {@code p}. */
  private boolean wellInside(PVector p) {
    return p.x >= min.x + margin && p.x <= max.x - margin
        && p.y >= min.y + margin && p.y <= max.y - margin
        && p.z >= min.z + margin && p.z <= max.z - margin;
  }
}
