package steering;

import java.util.List;
import processing.core.PVector;

/**
 * Unaligned collision avoidance (Reynolds 1999, "Unaligned Collision Avoidance"; OpenSteer's
 * {@code steerToAvoidNeighbors}; gdx-ai's {@code CollisionAvoidance}): vehicles moving in any
 * directions look ahead for the one they would run into, and steer so as to miss it.
 *
 * <ol>
 *   <li>For each other vehicle, assume both keep their velocities. With the other's position
 *       and velocity taken relative to this vehicle's, {@code p = other.position − position}
 *       and {@code w = other.velocity − velocity}, they are closest after
 *       {@code t = −(p · w) / (w · w)} frames.
 *   <li>Where each will be then: {@code position + velocity · t} and
 *       {@code other.position + other.velocity · t}. They would collide if those are closer
 *       than {@code r + other.r + SAFETY_MARGIN}.
 *   <li>The threat is the other that would collide soonest, within {@link #TIME_HORIZON}
 *       frames ({@code t} below 0: they are already parting; no relative motion: they never
 *       come closer).
 *   <li>desired = from where the threat will be to where this vehicle will be, at maxspeed:
 *       away from the threat's future position, widening the gap at the closest approach.
 *       If the two would meet exactly, that gap has no direction, and the relative velocity
 *       turned a quarter turn is taken instead (the other vehicle, seeing the relative velocity
 *       reversed, turns the other way).
 * </ol>
 * No threat: no force and a zero vector, so that "avoid first, otherwise go on" is one
 * {@code if}. {@link #closestApproach} is public so that a sketch draws the same predictions
 * the vehicle steers by.
 *
 * <p>t and the two points are worked out in double: a tiny relative velocity squares to 0 in
 * a float, and a huge distance over it makes t overflow, which would give NaN points. An
 * approach later than {@link Check#LARGEST} frames, or at points beyond ±LARGEST, where no
 * vehicle can go, is no approach at all.
 */
public final class CollisionAvoidance {

  /** Room left between two vehicles' edges at their closest approach, in pixels. */
  public static final float SAFETY_MARGIN = 8;
  /** Collisions further ahead than this, in frames, are not a threat yet. */
  public static final float TIME_HORIZON = 60;

  /** Two vehicles' closest approach: when, and where each will be. */
  public record Approach(Vehicle other, float time, PVector self, PVector otherAt) {

    /** How far apart the two centres will be at the closest approach. */
    public float distance() {
      return PVector.dist(self, otherAt);
    }

    /** True when that is nearer than both radii plus {@link #SAFETY_MARGIN}. */
    public boolean collides(Vehicle vehicle) {
      return distance() < vehicle.r + other.r + SAFETY_MARGIN;
    }
  }

  private CollisionAvoidance() {
  }

  /** Steers away from the soonest collision; a zero vector, and nothing applied, if none. */
  public static PVector avoid(Vehicle vehicle, List<Vehicle> others) {
    Approach threat = threat(vehicle, others);
    if (threat == null) {
      return new PVector();   // nobody on a collision course: carry on as we are
    }
    return vehicle.steer(desiredVelocity(vehicle, threat));
  }

  /**
   * The other vehicle this one would collide with soonest, within {@link #TIME_HORIZON}
   * frames, and where both will be; null when there is none. The vehicle itself, if it is in
   * the list, is skipped.
   */
  public static Approach threat(Vehicle vehicle, List<Vehicle> others) {
    Check.vehicle("vehicle", vehicle);
    Check.others(others);
    Approach soonest = null;
    for (Vehicle other : others) {
      if (other == vehicle) {
        continue;
      }
      Approach approach = approach(vehicle, other);   // both checked above
      if (approach != null && approach.time() <= TIME_HORIZON && approach.collides(vehicle)
          && (soonest == null || approach.time() < soonest.time())) {
        soonest = approach;
      }
    }
    return soonest;
  }

  /**
   * When the two will be closest if both keep their velocities, and where each will be then;
   * null when they are parting, keep their distance (no relative motion), or would come
   * closest only beyond ±{@link Check#LARGEST} (in frames, or in pixels). Finite points for
   * every pair of valid vehicles.
   */
  public static Approach closestApproach(Vehicle vehicle, Vehicle other) {
    Check.vehicle("vehicle", vehicle);
    Check.vehicle("other", other);
    return approach(vehicle, other);
  }

  /** {@link #closestApproach} of two checked vehicles. */
  private static Approach approach(Vehicle vehicle, Vehicle other) {
    PVector p = PVector.sub(other.position, vehicle.position);
    PVector w = PVector.sub(other.velocity, vehicle.velocity);
    double speedSquared = dot(w, w);
    if (speedSquared == 0) {
      return null;   // moving together: the distance never changes
    }
    // t = −(p · w) / (w · w): where d/dt |p + w·t|² = 0
    double time = -dot(p, w) / speedSquared;
    if (!(time >= 0)) {
      return null;   // closest already: from now on they part
    }
    if (time > Check.LARGEST) {
      return null;   // closest only after more frames than anyone counts
    }
    PVector self = at(vehicle, time);
    PVector otherAt = at(other, time);
    if (self == null || otherAt == null) {
      return null;   // closest only where no vehicle goes
    }
    return new Approach(other, (float) time, self, otherAt);
  }

  /** a · b in double: a float product of tiny coordinates would round to 0. */
  private static double dot(PVector a, PVector b) {
    return (double) a.x * b.x + (double) a.y * b.y + (double) a.z * b.z;
  }

  /** position + velocity · t; null when that lies beyond ±{@link Check#LARGEST}. */
  private static PVector at(Vehicle v, double time) {
    double x = v.position.x + v.velocity.x * time;
    double y = v.position.y + v.velocity.y * time;
    double z = v.position.z + v.velocity.z * time;
    double largest = Check.LARGEST;
    if (Math.abs(x) > largest || Math.abs(y) > largest || Math.abs(z) > largest) {
      return null;
    }
    return new PVector((float) x, (float) y, (float) z);
  }

  /** From where the threat will be to where this vehicle will be, at maxspeed. */
  public static PVector desiredVelocity(Vehicle vehicle, Approach threat) {
    Check.vehicle("vehicle", vehicle);
    if (threat == null) {
      throw new IllegalArgumentException("threat must not be null");
    }
    PVector desired = PVector.sub(threat.self(), threat.otherAt());
    if (desired.x == 0 && desired.y == 0) {
      // a dead-on meeting: sidestep across the relative velocity
      PVector w = PVector.sub(threat.other().velocity, vehicle.velocity);
      desired.set(-w.y, w.x);
    }
    desired.setMag(vehicle.maxspeed);
    return desired;
  }
}
