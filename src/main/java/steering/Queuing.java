package steering;

import java.util.List;
import processing.core.PVector;

/**
 * Queuing (Reynolds 1999, "Queuing (at a doorway)"; tutsplus "Understanding Steering
 * Behaviors: Queue"): vehicles heading for a narrow way out wait their turn instead of pushing.
 * Each one looks a little way ahead; while another vehicle stands there, it brakes.
 *
 * <ol>
 *   <li>The point ahead: {@code position + heading × LOOK_AHEAD}, the heading being the
 *       velocity's direction ({@link #aheadPoint}).
 *   <li>The neighbour ahead: the first other vehicle whose centre lies within
 *       {@link #AHEAD_RADIUS} of that point ({@link #neighbourAhead}).
 *   <li>If there is one, brake: desired = velocity × (1 − {@link #BRAKING}), so that
 *       {@code steer(desired)} gives the braking force desired − velocity =
 *       −velocity × BRAKING (limited to maxforce, as every force is). The vehicle slows down
 *       a share of its speed each frame and never turns round.
 * </ol>
 * Nobody ahead (or a vehicle at rest, which has no heading): no force and a zero vector, so
 * that "brake, otherwise seek the door" is one {@code if}. Queuing is that braking together
 * with separation ({@link Vehicle#separate}): braking keeps a vehicle from pushing into the one
 * ahead, separation spaces out those standing side by side. A vehicle in its own list is
 * skipped (it is never its own neighbour).
 */
public final class Queuing {

  /** How far ahead of its centre a vehicle looks for someone in its way, in pixels. */
  public static final float LOOK_AHEAD = 20;
  /** A neighbour whose centre is this close to the point ahead is in the way, in pixels. */
  public static final float AHEAD_RADIUS = 12;
  /** The braking force is −velocity × this: the share of its speed a vehicle sheds a frame. */
  public static final float BRAKING = 0.5f;

  private Queuing() {
  }

  /** Brakes while a neighbour is just ahead; a zero vector, and nothing applied, if none. */
  public static PVector queue(Vehicle vehicle, List<Vehicle> others) {
    Vehicle ahead = neighbourAhead(vehicle, others);
    if (ahead == null) {
      return new PVector();   // the way is clear: carry on as we are
    }
    return vehicle.steer(brakingVelocity(vehicle));
  }

  /** The point {@link #LOOK_AHEAD} pixels ahead along the velocity; the position at rest. */
  public static PVector aheadPoint(Vehicle vehicle) {
    Check.vehicle("vehicle", vehicle);
    PVector heading = vehicle.velocity.copy();
    if (heading.mag() == 0) {
      return vehicle.position.copy();   // at rest: no heading
    }
    heading.setMag(LOOK_AHEAD);
    return PVector.add(vehicle.position, heading);
  }

  /**
   * The first other vehicle whose centre lies within {@link #AHEAD_RADIUS} of the point ahead;
   * null when there is none, or when the vehicle is at rest.
   */
  public static Vehicle neighbourAhead(Vehicle vehicle, List<Vehicle> others) {
    Check.vehicle("vehicle", vehicle);
    Check.others(others);
    if (vehicle.velocity.mag() == 0) {
      return null;   // at rest: nothing is ahead of a vehicle that has no heading
    }
    PVector ahead = aheadPoint(vehicle);
    for (Vehicle other : others) {
      if (other != vehicle && PVector.dist(ahead, other.position) < AHEAD_RADIUS) {
        return other;
      }
    }
    return null;
  }

  /** desired = velocity × (1 − BRAKING): steer makes the force −velocity × BRAKING of it. */
  static PVector brakingVelocity(Vehicle vehicle) {
    PVector desired = vehicle.velocity.copy();
    desired.mult(1 - BRAKING);
    return desired;
  }
}
