package steering;

import java.util.List;
import processing.core.PVector;

/**
 * Leader following (Reynolds 1999, "Leader Following"; tutsplus "Understanding Steering
 * Behaviors: Leader Following"): the followers stay close behind a leader, keep out of its way,
 * and keep apart from each other. It is built from behaviors the vehicle already has.
 *
 * <ol>
 *   <li>The leader's heading is the direction of its velocity
 *       ({@code PVector.fromAngle(leader.velocity.heading())}: a leader at rest faces +x).
 *   <li>The point behind the leader:
 *       {@code behind = leader.position − heading × LEADER_BEHIND_DIST}.
 *   <li>The leader's sight zone: a circle of radius {@link #LEADER_SIGHT_RADIUS} round
 *       {@code ahead = leader.position + heading × LEADER_BEHIND_DIST}, the way it is going.
 *   <li>One behavior steers, the first that applies (Reynolds' simple priority, so the force is
 *       never more than maxforce):
 *       <ul>
 *         <li>in the sight zone: {@code evade(leader)}, out of its way;
 *         <li>when {@code separate} pushes (another closer than
 *             {@link GroupRules#DESIRED_SEPARATION}, as GroupRules.separate decides):
 *             {@code separate};
 *         <li>otherwise: {@code arrive(behind, SLOWING_RADIUS)}.
 *       </ul>
 * </ol>
 * The evasion, the separation and the arrival are {@link Vehicle#evade(Vehicle)},
 * {@link Vehicle#separate(List)} and {@link Vehicle#arrive(PVector, float)}: change one of
 * them and the followers change with it. A sketch draws the behind point and the sight zone
 * with {@link #behind} and {@link #sightCentre}, the same code the followers steer by.
 */
public final class LeaderFollowing {

  /** How far behind the leader the followers gather, in pixels. */
  public static final float LEADER_BEHIND_DIST = 60;
  /** The radius of the leader's sight zone, the circle ahead of it, in pixels. */
  public static final float LEADER_SIGHT_RADIUS = 50;
  /** Followers (and wingmen) slow down within this many pixels of where they are going. */
  public static final float SLOWING_RADIUS = 50;

  /** Which behavior steered a follower. */
  public enum Rule {
    /** It was in the leader's sight zone: evade the leader. */
    EVADE,
    /** Another vehicle was too close: separate. */
    SEPARATE,
    /** Neither: arrive at the point behind the leader. */
    ARRIVE
  }

  private LeaderFollowing() {
  }

  /**
   * Steers the follower by the first rule that applies (see the class comment); mutates its
   * acceleration. Returns the force applied, at most maxforce.
   */
  public static PVector follow(Vehicle follower, Vehicle leader, List<Vehicle> others) {
    Rule rule = rule(follower, leader, others);
    if (rule == Rule.EVADE) {
      return follower.evade(leader);   // out of the leader's way first
    }
    if (rule == Rule.SEPARATE) {
      return follower.separate(others);   // too close to another: make room
    }
    return follower.arrive(behind(leader), SLOWING_RADIUS);
  }

  /**
   * The rule that steers the follower now: {@code EVADE} in the leader's sight zone, else
   * {@code SEPARATE} when separate pushes it, else {@code ARRIVE}. Separation is asked, on a
   * twin of the follower, rather than its distance test written again here: edit the test in
   * GroupRules.separate and the followers choose by the edited one.
   */
  public static Rule rule(Vehicle follower, Vehicle leader, List<Vehicle> others) {
    check(follower, leader, others);
    if (inSight(follower, leader)) {
      return Rule.EVADE;
    }
    // the twin, at distance 0 from the follower, skips it in the others as the follower would
    return Twin.of(follower).separate(others).mag() > 0 ? Rule.SEPARATE : Rule.ARRIVE;
  }

  /** The leader's heading, a unit vector along its velocity; +x for a leader at rest. */
  public static PVector heading(Vehicle leader) {
    Pursuit.check("leader", leader);
    return PVector.fromAngle(leader.velocity.heading());
  }

  /** behind = leader.position − heading × {@link #LEADER_BEHIND_DIST}: a new vector. */
  public static PVector behind(Vehicle leader) {
    PVector behind = heading(leader).mult(-LEADER_BEHIND_DIST);
    behind.add(leader.position);
    return behind;
  }

  /** The centre of the sight zone, leader.position + heading × LEADER_BEHIND_DIST. */
  public static PVector sightCentre(Vehicle leader) {
    PVector ahead = heading(leader).mult(LEADER_BEHIND_DIST);
    ahead.add(leader.position);
    return ahead;
  }

  /** True when the vehicle's centre is inside the leader's sight zone. */
  public static boolean inSight(Vehicle vehicle, Vehicle leader) {
    return PVector.dist(vehicle.position, sightCentre(leader)) < LEADER_SIGHT_RADIUS;
  }

  /** Everything follow() needs, before any field changes. */
  static void check(Vehicle follower, Vehicle leader, List<Vehicle> others) {
    checkPair("follower", follower, leader);
    Check.others(others);   // the follower itself may be in it: d = 0 skips it
    Check.state(follower);
    if (!Check.forcesFit(follower, follower.maxforce)) {
      throw new IllegalStateException("mass " + follower.mass + " is too small (or maxforce "
          + follower.maxforce + " too large): the acceleration could go beyond ±"
          + Check.LARGEST_SHOWN);
    }
  }

  /** The follower (or wingman: {@code name}) and the leader exist, and are two vehicles. */
  static void checkPair(String name, Vehicle follower, Vehicle leader) {
    if (follower == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    Pursuit.check("leader", leader);
    if (leader == follower) {
      throw new IllegalArgumentException("leader is the " + name + " itself: a vehicle cannot"
          + " follow itself");
    }
  }
}
