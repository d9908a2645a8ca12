package steering;

import java.util.List;
import processing.core.PVector;

/**
 * An autonomous agent steered by Craig Reynolds' behaviors (1999), as in The Nature of Code.
 * Its physics (position, velocity, acceleration, mass, applyForce, update, display) is
 * {@link Mover}; this class adds the behaviors. Each works out a <em>desired velocity</em> and
 * calls {@link #steer(PVector)}: force = desired − velocity, limited to {@code maxforce}, applied
 * as acceleration += force / mass. {@code steer} is public, so a behavior of your own is just
 * that. Longer behaviors keep their working in classes of their own ({@link PathFollower},
 * {@link Pursuit}, {@link Wander}, {@link Walls}, {@link FlowField}, {@link GroupRules}).
 *
 * <p>The vehicle keeps what its behaviors computed ({@link #desired}, {@link #steering}, and
 * follow's {@link #predicted}, {@link #normalPoint}, {@link #pathTarget}) for sketches to draw;
 * the next step overwrites them ({@code copy()} one to keep it).
 */
public class Vehicle extends Mover {

  /** Largest steering force a behavior may apply in one frame. */
  public float maxforce = 0.1f;

  // Made in the order a step uses them: a seek step's vectors lie next to the vehicle.
  /** The desired velocity the last behavior asked {@link #steer} for. */
  public final PVector desired = new SafeVector();
  /** This step's steering force: the sum of the forces {@link #steer} applied since update(). */
  public final PVector steering = new SafeVector();
  /** The force of the last {@link #steer} call, returned by it (reused: nothing allocated). */
  private final PVector force = new SafeVector();
  /** follow(): the predicted position, {@link PathFollower#LOOK_AHEAD} pixels ahead. */
  public final PVector predicted = new PVector();
  /** follow(): the point on the path closest to the predicted position. */
  public final PVector normalPoint = new PVector();
  /** follow(): the point on the path the vehicle steers towards. */
  public final PVector pathTarget = new PVector();
  /** follow(): true when the last call steered, i.e. the prediction was off the path. */
  public boolean steeringToPath;
  /** follow(): false until a path with at least one segment has been followed. */
  public boolean hasPathTarget;
  /** Set by seek and arrive's float path, read by the steer call that follows (SteerStep). */
  boolean desiredChecked;
  /** False when a subclass overrides steer: then seek's checks cannot stand for steer's. */
  final boolean keepsSteer = SteerStep.keepsSteer(getClass());
  /** True after update(): the next force starts a new step's {@link #steering} sum. */
  boolean stepEnded = true;
  /** The path search's scratch state; null until this vehicle follows a path. */
  private PathFollower follower;
  /** Wander's circle and angle; null until this vehicle wanders (most vehicles never do). */
  private Wander wander;

  /** A vehicle at rest at (x, y). */
  public Vehicle(float x, float y) {
    super(x, y);
  }

  /** Seek: steer towards the target at full speed. Returns the force applied (see steer). */
  public PVector seek(PVector target) {
    if (!DesiredInFloats.seek(this, target)) {   // everyday values: these lines, in floats
      Check.canSteer(this, target);
      // desired velocity = (target - position), scaled to maxspeed
      PVector.sub(target, position, desired);
      desired.setMag(maxspeed);
    }
    return steer(desired);
  }

  /** Seek with its force (at most maxforce) × {@code weight}, for weighted sums of behaviors. */
  public PVector seek(PVector target, float weight) {
    Check.canSteer(this, target);
    Check.weight(this, weight);
    PVector.sub(target, position, desired);   // seek's desired velocity, as above
    desired.setMag(maxspeed);
    return steer(desired, weight);
  }

  /**
   * Arrive: seek, but within {@code slowingRadius} of the target the desired speed ramps down
   * linearly from maxspeed at the edge to zero at the target, so the vehicle stops there.
   */
  public PVector arrive(PVector target, float slowingRadius) {
    if (!DesiredInFloats.arrive(this, target, slowingRadius)) {   // these lines, in floats
      Check.canSteer(this, target);
      Check.positive("slowingRadius", slowingRadius, "the radius of the slowing area");
      PVector.sub(target, position, desired);
      float distance = desired.mag();
      if (distance < slowingRadius) {
        // inside the slowing area: desired speed = maxspeed * (distance / slowingRadius); the
        // ratio first (as Processing's map() does), so a huge maxspeed cannot overflow
        desired.setMag(maxspeed * (distance / slowingRadius));
      } else {
        desired.setMag(maxspeed);
      }
    }
    return steer(desired);
  }

  /** "Seek without steering", for comparison: velocity = desired at once; no force applied. */
  public void seekWithoutSteering(PVector target) {
    Check.canSteer(this, target);
    // velocity = normalize(target - position) * maxspeed
    PVector.sub(target, position, desired);
    desired.setMag(maxspeed);
    velocity.set(desired);
    SteerStep.startStep(this);
  }

  /** Flee: seek turned round. desired = (position − target) scaled to maxspeed; steer. */
  public PVector flee(PVector target) {
    Check.canSteer(this, target);
    // desired velocity = (position - target), scaled to maxspeed
    PVector desired = PVector.sub(position, target, new SafeVector());
    desired.setMag(maxspeed);
    return steer(desired);
  }

  /** Flee only while |position − target| &lt; panicDistance; farther, a zero vector. */
  public PVector flee(PVector target, float panicDistance) {
    Check.canSteer(this, target);
    Check.positive("panicDistance", panicDistance, "how close the target must be to flee");
    PVector away = PVector.sub(position, target, new SafeVector());
    return away.mag() < panicDistance ? flee(target) : noForce();
  }

  /** Pursue: seek quarry.position + quarry.velocity · T, T = distance / maxspeed. */
  public PVector pursue(Vehicle quarry) {
    Pursuit.check("quarry", quarry);
    return seek(Pursuit.futurePosition(this, quarry));
  }

  /** Pursue with a fixed look-ahead: seek quarry.position + quarry.velocity · frames. */
  public PVector pursue(Vehicle quarry, float frames) {
    Pursuit.check("quarry", quarry);
    return seek(Pursuit.futurePosition(quarry, frames));
  }

  /** Evade: flee the pursuer's future position pursuer.position + pursuer.velocity · T. */
  public PVector evade(Vehicle pursuer) {
    Pursuit.check("pursuer", pursuer);
    return flee(Pursuit.futurePosition(this, pursuer));
  }

  /** Evade with a fixed look-ahead: flee pursuer.position + pursuer.velocity · frames. */
  public PVector evade(Vehicle pursuer, float frames) {
    Pursuit.check("pursuer", pursuer);
    return flee(Pursuit.futurePosition(pursuer, frames));
  }

  /**
   * Wander: seek the point at angle θ on a circle ahead; θ moves by a random step each call
   * (mutates the wander state; see {@link Wander}). Unseeded unless {@link #wanderWith} was called.
   */
  public PVector wander() {
    Check.finiteVector("position", position);
    Check.limits(this);
    if (wander == null) {
      wander = new Wander(new java.util.Random());
    }
    return seek(wander.nextTarget(this));
  }

  /** Mutates: a new wander state (angle 0) drawing on {@code random}; seeded, a run repeats. */
  public Wander wanderWith(java.util.Random random) {
    wander = new Wander(random);
    return wander;
  }

  /** The wander circle, angle and point, for drawing; null before wander() or wanderWith(). */
  public Wander wanderState() {
    return wander;
  }

  /** Stay within walls: near an edge, steer away from it; well inside, a zero vector. */
  public PVector stayWithin(Walls walls) {
    return stayWithin(walls, 1);
  }

  /** As {@link #stayWithin(Walls)}, the force × {@code weight} (above 1, it outweighs wander). */
  public PVector stayWithin(Walls walls, float weight) {
    Walls.check(walls);
    Check.notNegative("weight", weight, "how much of the steering force to apply");
    Check.limits(this);
    PVector desired = new SafeVector();
    return walls.desiredVelocity(this, desired) ? steer(desired, weight) : noForce();
  }

  /** Flow-field following: desired = the field's direction under the vehicle × maxspeed. */
  public PVector follow(FlowField field) {
    FlowField.check(field);
    Check.limits(this);
    PVector desired = field.lookup(position);
    desired.mult(maxspeed);
    return steer(desired);
  }

  /** No force this time: nothing is added; a new step's {@link #steering} sum starts at zero. */
  private PVector noForce() {
    SteerStep.startStep(this);
    return new SafeVector();
  }

  /** Path following (see {@link PathFollower}): seek ahead only when off the path, else zero. */
  public PVector follow(Path path) {
    return follow(path, 1);
  }

  /** Path following with its force (at most maxforce) × {@code weight}, for weighted sums. */
  public PVector follow(Path path, float weight) {
    Check.path(path);
    Check.limits(this);
    Check.weight(this, weight);
    if (follower == null) {
      follower = new PathFollower();
    }
    hasPathTarget = follower.findTarget(this, path, predicted, normalPoint, pathTarget);
    steeringToPath = hasPathTarget
        && PVector.dist(predicted, normalPoint) > path.radius;
    if (steeringToPath) {
      return seek(pathTarget, weight);
    }
    desired.set(velocity);   // on the path: carry on as we are, no force
    SteerStep.startStep(this);
    return force.set(0, 0);   // the vehicle's own vector, as steer() returns
  }

  /** Separation: steer away from the others closer than 25 px. See {@link GroupRules}. */
  public PVector separate(List<Vehicle> others) {
    return GroupRules.separate(this, others, GroupRules.DESIRED_SEPARATION);
  }

  /** Alignment: desired = the average velocity of the others within 50 px, at maxspeed. */
  public PVector align(List<Vehicle> others) {
    return GroupRules.align(this, others, GroupRules.NEIGHBOUR_DISTANCE);
  }

  /** Cohesion: seek the average position of the others within 50 px. */
  public PVector cohere(List<Vehicle> others) {
    return GroupRules.cohere(this, others, GroupRules.NEIGHBOUR_DISTANCE);
  }

  /** Flocking: separate × 1.5 + align × 1 + cohere × 1; for a whole flock, see {@link Flock}. */
  public PVector flock(List<Vehicle> others) {
    return GroupRules.flock(this, others, GroupRules.DESIRED_SEPARATION,
        GroupRules.NEIGHBOUR_DISTANCE, GroupRules.SEPARATION_WEIGHT,
        GroupRules.ALIGNMENT_WEIGHT, GroupRules.COHESION_WEIGHT);
  }

  /**
   * The step every behavior ends with: force = desired − velocity, limited to maxforce, then
   * applied. Records {@code desired} (not changed) and adds the force to {@link #steering}.
   * Returns the force: the vehicle's own vector, overwritten by the next behavior.
   */
  public PVector steer(PVector desired) {
    return steer(desired, 1);
  }

  /** As {@link #steer(PVector)}, the force × {@code weight} after the maxforce limit. */
  public PVector steer(PVector desired, float weight) {
    if (SteerStep.tryInFloats(this, desired, weight, force)) {
      return force;   // everyday values, in registers; steerCarefully does the same
    }
    return steerCarefully(desired, weight);
  }

  /** steer's every check, naming what is wrong, and its step through SafeVector. */
  private PVector steerCarefully(PVector desired, float weight) {
    Check.finiteVector("desired", desired);
    Check.notNegative("weight", weight, "how much of the steering force to apply");
    Check.limits(this);
    PVector.sub(desired, velocity, force);
    force.limit(maxforce);
    force.mult(weight);
    Check.finiteVector("weight × steering force", force);
    boolean first = SteerStep.isNewStep(this);   // asked before the force changes the acceleration
    if (!first) {
      Check.sumFits("steering (this step's forces so far)", steering, force);
    }
    applyForce(force);   // first: it refuses a force too large for the mass, changing nothing
    this.desired.set(desired);
    if (first) {
      steering.set(0, 0);
      stepEnded = false;
    }
    steering.add(force);
    return force;
  }

  /** A vehicle's fields as a mover's, with maxforce checked after maxspeed. */
  @Override
  void checkState() {
    Check.state(this);
  }

  /** update() cleared the acceleration: the next force starts a new {@link #steering} sum. */
  @Override
  void endStep() {
    stepEnded = true;
  }
}
