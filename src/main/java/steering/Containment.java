package steering;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;

/**
 * Containment against any closed shape (Craig Reynolds, "Steering Behaviors For Autonomous
 * Characters", 1999, "Containment"): the vehicle tries points ahead of itself, probes, and when
 * one lands outside the space it may be in, it turns back in before its body gets there.
 *
 * <ol>
 *   <li>The probes: one straight ahead along the heading, {@code reach} pixels away,
 *       and two turned {@link #SIDE_ANGLE} to either side, as far.
 *   <li>Each probe is tested with {@link WallLayout#inside}: the even-odd rule over the closed
 *       shapes, so outside the room and inside a pillar are both out. So is a probe whose
 *       straight way from the vehicle crosses a closed shape's wall: a pillar's corner poking
 *       in between the probes is caught too.
 *   <li>For each probe that is out, the surface: where its way first crosses a wall, and that
 *       wall's normal on the vehicle's side. {@code inward}, the way back in, is the sum of
 *       those normals, each × its probe's depth past the surface, as a unit vector: in a
 *       corner two probes are out, through two walls, and the way in is between them, leaning
 *       from the shallower to the deeper. (A vehicle already out, whose way crosses nothing,
 *       goes back by the nearest point of a wall.)
 *   <li>Reynolds' corrective steering is that normal's part across the heading, the lateral
 *       part: {@code lateral = inward − heading × (inward · heading)}. desired = lateral as a
 *       unit vector × maxspeed: the heading turned a quarter turn towards the inside. A wall
 *       met square on, or a corner (the way in within about 20° of straight back), is turned
 *       from on the vehicle's right, as {@link ObstacleAvoidance} passes an obstacle dead
 *       ahead: there the lateral part's side would flip from frame to frame as the probes
 *       swing. Then {@code steer(desired)}.
 * </ol>
 * Every probe in (or a vehicle at rest, or walls with no closed shape): no force at all. Open
 * walls enclose nothing, so containment does not see them; {@link Feelers} do.
 */
public final class Containment {

  /** The probes reach this far by default, in pixels. */
  public static final float REACH = 50;
  /** The side probes are turned this far from the heading, in radians (30°). */
  public static final float SIDE_ANGLE = (float) (Math.PI / 6);
  /** A probe just at its wall still counts this many pixels deep, so its normal counts. */
  static final float DEPTH_FLOOR = 1e-3f;
  /**
   * A way in behind the vehicle with a lateral part shorter than this (within about 20° of
   * straight back) is a wall met square on, or a corner: the side to turn to is not clear, and
   * would flip from frame to frame as the probes swing, so the vehicle turns right.
   */
  static final float SQUARE_ON = 0.35f;

  /**
   * The probes that are out, where each one's line leaves the inside (its surface), and the
   * way back in: the walls' normals there, weighted by the probes' depths, summed, unit.
   */
  public record Breach(List<PVector> probes, List<PVector> surfaces, PVector inward) {
  }

  private Containment() {
  }

  /**
   * The probes, ahead, left and right: position + heading turned 0, −SIDE_ANGLE and
   * +SIDE_ANGLE × reach. None (an empty array) for a vehicle at rest. New vectors.
   */
  public static PVector[] probes(Vehicle v, float reach) {
    Check.vehicle("vehicle", v);
    Check.positive("reach", reach, "how far ahead the probes are");
    if (v.velocity.x == 0 && v.velocity.y == 0) {
      return new PVector[0];   // at rest: no heading, nothing ahead to try
    }
    PVector heading = PVector.fromAngle(v.velocity.heading());
    float[] turns = {0, -SIDE_ANGLE, SIDE_ANGLE};
    PVector[] probes = new PVector[turns.length];
    for (int i = 0; i < turns.length; i++) {
      probes[i] = PVector.add(v.position, heading.copy().rotate(turns[i]).mult(reach));
    }
    return probes;
  }

  /**
   * The probes that are out, where each one's line leaves the inside, and the way back in: the
   * walls' normals there, each × how far its probe is past it, summed, as a unit vector. Null
   * when every probe is in.
   */
  public static Breach breach(Vehicle v, WallLayout walls, float reach) {
    WallLayout.check(walls);
    PVector[] probes = probes(v, reach);
    if (!walls.hasInside()) {
      return null;   // nothing closed: nothing to stay in
    }
    List<PVector> out = new ArrayList<>();
    List<PVector> surfaces = new ArrayList<>();
    PVector inward = new PVector();
    for (PVector probe : probes) {
      WallLayout.Crossing first = walls.firstClosedCrossing(v.position, probe);
      if (first == null && walls.inside(probe)) {
        continue;   // the probe is in, and so is the way to it
      }
      PVector surface;
      PVector normal;
      if (first != null) {
        surface = PVector.lerp(v.position, probe, first.t());
        normal = first.wall().normalToward(v.position);
      } else {   // the vehicle itself is out: back by the nearest point of a wall
        WallLayout.Nearest back = walls.nearestClosed(probe);
        surface = back.point();
        normal = PVector.sub(surface, probe);
        normal = normal.magSq() > 0 ? normal.normalize() : back.wall().normalToward(probe);
      }
      out.add(probe);
      surfaces.add(surface);
      // the deeper a probe is past its wall, the more its wall's normal counts
      inward.add(PVector.mult(normal, Math.max(PVector.dist(probe, surface), DEPTH_FLOOR)));
    }
    if (out.isEmpty()) {
      return null;
    }
    if (inward.magSq() == 0) {   // normals that cancel: back the way the vehicle came
      inward = PVector.mult(heading(v), -1);
    }
    return new Breach(out, surfaces, inward.normalize());
  }

  private static PVector heading(Vehicle v) {
    return PVector.fromAngle(v.velocity.heading());
  }

  /**
   * desired = (inward − heading × (inward · heading)) as a unit vector × maxspeed; for a wall
   * met square on (or a corner), the heading turned a quarter turn clockwise. A new vector.
   */
  public static PVector desiredVelocity(Vehicle v, Breach breach) {
    if (breach == null) {
      throw new IllegalArgumentException("breach must not be null");
    }
    PVector heading = heading(v);
    // the lateral part: what is left of the way in once its part along the heading is taken
    PVector lateral = PVector.sub(breach.inward(),
        PVector.mult(heading, breach.inward().dot(heading)));
    if (lateral.mag() < SQUARE_ON && breach.inward().dot(heading) < 0) {
      lateral = new PVector(-heading.y, heading.x);   // square on: turn to the right
    }
    lateral.setMag(v.maxspeed);
    return lateral;
  }
}
