package steering;

import java.util.List;
import java.util.Random;
import processing.core.PVector;

/**
 * An autonomous agent steered by Craig Reynolds' behaviors (1999), as in The Nature of Code;
 * its physics is {@link Mover}. Every behavior is the same three steps: a <em>desired
 * velocity</em>; {@link #steer(PVector)} (steering = desired − velocity, limited to maxforce,
 * applied); {@link #update()}. Longer behaviors keep their working in classes of their own
 * (such as {@link PathFollower}, {@link Pursuit}, {@link Wander}, {@link Walls},
 * {@link GroupRules}, {@link Hide}, {@link Interpose}, {@link SensorsAndWheels},
 * {@link Feelers}, {@link Containment}, {@link WallFollower}). Several behaviors at once are
 * summed with weights, as the book does, or combined by one of Buckland's ways
 * ({@link Combination}). The fields {@link #desired}, {@link #steering} and follow's points
 * are kept for drawing.
 */
public class Vehicle extends Mover {

  /** Largest steering force a behavior may apply in one frame. */
  public float maxforce = 0.1f;

  /** The desired velocity the last behavior asked {@link #steer} for. */
  public final PVector desired = new PVector();
  /** This step's steering force: the sum of the forces applied (steer, combine) since update(). */
  public final PVector steering = new PVector();
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
  /** True after update(): the next force starts a new step's {@link #steering} sum. */
  private boolean newStep = true;
  /** Wander's circle and angle; null until this vehicle wanders (most vehicles never do). */
  private Wander wander;

  /** A vehicle at rest at (x, y). */
  public Vehicle(float x, float y) {
    super(x, y);
  }

  /** A vehicle at rest at (x, y, z): seek, arrive, flee, pursue, evade, flock work in 3D. */
  public Vehicle(float x, float y, float z) {
    super(x, y, z);
  }

  /** Seek: steer towards the target at full speed. Returns the force applied (see steer). */
  public PVector seek(PVector target) {
    return seek(target, 1);
  }

  /** Seek with its force (at most maxforce) × {@code weight}, for weighted sums of behaviors. */
  public PVector seek(PVector target, float weight) {
    Check.canSteer(this, target);
    // desired velocity = (target - position), scaled to maxspeed
    PVector desired = PVector.sub(target, position);
    desired.setMag(maxspeed);
    return steer(desired, weight);
  }

  /** Arrive: seek, but within slowingRadius the desired speed ramps down to 0 at the target. */
  public PVector arrive(PVector target, float slowingRadius) {
    return arrive(target, slowingRadius, 1);
  }

  /** Arrive with its force (at most maxforce) × {@code weight}, for weighted sums of behaviors. */
  public PVector arrive(PVector target, float slowingRadius, float weight) {
    Check.canSteer(this, target);
    Check.positive("slowingRadius", slowingRadius, "the radius of the slowing area");
    PVector desired = PVector.sub(target, position);
    float distance = desired.mag();
    if (distance < slowingRadius) {
      // inside the slowing area: desired speed = maxspeed * (distance / slowingRadius)
      desired.setMag(maxspeed * (distance / slowingRadius));
    } else {
      desired.setMag(maxspeed);
    }
    return steer(desired, weight);
  }

  /** "Seek without steering", for comparison: velocity = desired at once; no force applied. */
  public void seekWithoutSteering(PVector target) {
    Check.canSteer(this, target);
    // velocity = (target - position), scaled to maxspeed
    PVector desired = PVector.sub(target, position);
    desired.setMag(maxspeed);
    velocity.set(desired);
    noForce();
    this.desired.set(desired);
  }

  /** Flee: seek turned round. desired = (position − target) scaled to maxspeed; steer. */
  public PVector flee(PVector target) {
    return fleeWeighted(target, 1);
  }

  /** Flee with its force (at most maxforce) × {@code weight}, for weighted sums of behaviors. */
  public PVector fleeWeighted(PVector target, float weight) {
    Check.canSteer(this, target);
    return steer(awayFrom(target), weight);
  }

  /** Flee only while |position − target| &lt; panicDistance; farther, a zero vector. */
  public PVector flee(PVector target, float panicDistance) {
    return flee(target, panicDistance, 1);
  }

  /** As {@link #flee(PVector, float)}, the force (at most maxforce) × {@code weight}. */
  public PVector flee(PVector target, float panicDistance, float weight) {
    Check.canSteer(this, target);
    Check.positive("panicDistance", panicDistance, "how close the target must be to flee");
    if (PVector.dist(position, target) < panicDistance) {
      return steer(awayFrom(target), weight);
    }
    return noForce();
  }

  /** Flee's desired velocity: away from the target at full speed. */
  private PVector awayFrom(PVector target) {
    // desired velocity = (position - target), scaled to maxspeed
    PVector desired = PVector.sub(position, target);
    desired.setMag(maxspeed);
    return desired;
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

  /** Evade with its force (at most maxforce) × {@code weight}, as a flock's prey evades. */
  public PVector evadeWeighted(Vehicle pursuer, float weight) {
    Pursuit.check("pursuer", pursuer);
    return fleeWeighted(Pursuit.futurePosition(this, pursuer), weight);
  }

  /** Evade with a fixed look-ahead: flee pursuer.position + pursuer.velocity · frames. */
  public PVector evade(Vehicle pursuer, float frames) {
    Pursuit.check("pursuer", pursuer);
    return flee(Pursuit.futurePosition(pursuer, frames));
  }

  /**
   * Wander: seek a point on a circle ahead, its angle moved by a random step ({@link Wander}).
   * In the plane (the circle turns with the 2D heading); in 3D see {@link #wander3D()}.
   * Without {@link #wanderWith} the first call takes an unseeded {@link Random}, which no seed
   * reaches (not even Processing's randomSeed()): for a repeatable run give one. Every sketch
   * and exercise of the sketchbook does, seeded from random(), so --seed repeats its run.
   */
  public PVector wander() {
    Check.state(this);
    if (wander == null) {
      wander = new Wander(new Random());
    }
    return seek(wander.nextTarget(this));
  }

  /** Mutates: a new wander state (angle 0) drawing on {@code random}; seeded, a run repeats. */
  public Wander wanderWith(Random random) {
    wander = new Wander(random);
    return wander;
  }

  /** The wander circle, angle and point, for drawing; null before wander() or wanderWith(). */
  public Wander wanderState() {
    return wander;
  }

  /** Stay within walls: near an edge, steer away from it; well inside, a zero vector (2D). */
  public PVector stayWithin(Walls walls) {
    return stayWithin(walls, 1);
  }

  /** As {@link #stayWithin(Walls)}, the force × {@code weight} (above 1, it outweighs wander). */
  public PVector stayWithin(Walls walls, float weight) {
    Walls.check(walls);
    Check.weight(weight);
    Check.state(this);
    PVector desired = walls.desiredVelocity(this);
    if (desired == null) {
      return noForce();   // well inside the walls: no force
    }
    return steer(desired, weight);
  }

  /**
   * Wall avoidance with feelers (Buckland): of three rays ahead, the one deepest through a wall
   * pushes back along the wall's normal ({@link Feelers}). A zero vector when none touches one.
   */
  public PVector avoidWalls(WallLayout walls, float feelerLength, float weight) {
    WallLayout.check(walls);
    Check.weight(weight);
    Feelers.Hit deepest = Feelers.deepest(Feelers.hits(this, walls, feelerLength));
    if (deepest == null) {
      return noForce();   // no feeler through a wall: no force
    }
    // desired = velocity + wall normal × penetration × scale: steer pushes along the normal
    return steer(Feelers.desiredVelocity(this, deepest), weight);
  }

  /**
   * Containment in any closed shape (Reynolds): a probe ahead that is out turns the vehicle
   * back in ({@link Containment}). A zero vector while every probe is in.
   */
  public PVector stayInside(WallLayout walls, float probeReach, float weight) {
    Check.weight(weight);
    Containment.Breach breach = Containment.breach(this, walls, probeReach);
    if (breach == null) {
      return noForce();   // every probe inside: no force
    }
    // desired = the way back in, across the heading, at maxspeed
    return steer(Containment.desiredVelocity(this, breach), weight);
  }

  /**
   * Wall following (Reynolds): along the nearest wall at maxspeed, corrected toward the line
   * {@code offset} pixels from it ({@link WallFollower}). A zero vector without walls.
   */
  public PVector followWall(WallLayout walls, float offset) {
    WallFollower.Follow follow = WallFollower.follow(this, walls);
    if (follow == null) {
      return noForce();   // no walls to follow
    }
    // desired = tangent × maxspeed + normal × (offset − distance) × correction
    return steer(WallFollower.desiredVelocity(this, follow, offset));
  }

  /** Flow-field following: desired = the field's direction under the vehicle × maxspeed (2D). */
  public PVector follow(FlowField field) {
    FlowField.check(field);
    Check.state(this);
    PVector desired = field.lookup(position);
    desired.mult(maxspeed);
    return steer(desired);
  }

  /** Path following ({@link PathFollower}, in the plane): seek ahead only when off the path. */
  public PVector follow(Path path) {
    return follow(path, 1);
  }

  /** Path following with its force (at most maxforce) × {@code weight}, for weighted sums. */
  public PVector follow(Path path, float weight) {
    Check.path(path);
    Check.state(this);
    Check.weight(weight);
    hasPathTarget = PathFollower.findTarget(this, path, predicted, normalPoint, pathTarget);
    // steer only when the predicted position has left the road
    steeringToPath = hasPathTarget && PVector.dist(predicted, normalPoint) > path.radius;
    if (steeringToPath) {
      return seek(pathTarget, weight);
    }
    return noForce();   // on the path: carry on as we are
  }

  /** Obstacle avoidance: steer aside from the nearest circle ahead ({@link ObstacleAvoidance}). */
  public PVector avoid(List<Obstacle> obstacles) {
    return avoid(obstacles, 1);
  }

  /** As {@link #avoid(List)}, the force × {@code weight}; a zero vector when nothing is ahead. */
  public PVector avoid(List<Obstacle> obstacles, float weight) {
    PVector force = ObstacleAvoidance.avoid(this, obstacles, weight);
    return force.mag() > 0 ? force : noForce();
  }

  /** Unaligned collision avoidance: steer from where another will pass closest, soonest. */
  public PVector avoidCollisions(List<Vehicle> others) {
    PVector force = CollisionAvoidance.avoid(this, others);
    return force.mag() > 0 ? force : noForce();
  }

  /** Leader following: arrive behind the leader, out of its sight, apart from the others. */
  public PVector followLeader(Vehicle leader, List<Vehicle> others) {
    return LeaderFollowing.follow(this, leader, others);
  }

  /** Offset pursuit: arrive at the leader's future slot, offset.x ahead, offset.y right. */
  public PVector pursue(Vehicle leader, PVector offset) {
    return OffsetPursuit.pursue(this, leader, offset);
  }

  /** Hide: arrive behind the obstacle whose hiding spot is nearest, else evade ({@link Hide}). */
  public PVector hide(Vehicle hunter, List<Obstacle> obstacles) {
    return Hide.hide(this, hunter, obstacles, Hide.DISTANCE_FROM_BOUNDARY);
  }

  /** Interpose: arrive at the midpoint of a's and b's predicted positions ({@link Interpose}). */
  public PVector interpose(Vehicle a, Vehicle b) {
    return Interpose.interpose(this, a, b);
  }

  /**
   * A Braitenberg vehicle: two sensors read the lights, the wiring turns the readings into two
   * wheel speeds, and the wheels make the desired velocity ({@link SensorsAndWheels}).
   */
  public PVector braitenberg(List<PVector> lights, Wiring wiring) {
    return SensorsAndWheels.drive(this, lights, wiring, SensorsAndWheels.FALLOFF);
  }

  /** Queuing: brake while another vehicle is just ahead ({@link Queuing}); else a zero vector. */
  public PVector queue(List<Vehicle> others) {
    PVector force = Queuing.queue(this, others);
    return force.mag() > 0 ? force : noForce();
  }

  /**
   * Wander in 3D: seek a point on a sphere ahead, its direction moved by a random step; its
   * random source as for {@link #wander()}.
   */
  public PVector wander3D() {
    Check.state(this);
    wander = wander == null ? new Wander(new Random()) : wander;
    return seek(wander.nextTarget3D(this));
  }

  /** Containment in 3D: near a face of the box, steer away from it ({@link Box}). */
  public PVector stayWithin3D(Box box) {
    return stayWithin3D(box, 1);
  }

  /** As {@link #stayWithin3D(Box)}, the force × {@code weight} (above a flock's weights). */
  public PVector stayWithin3D(Box box, float weight) {
    PVector desired = Box.desiredVelocity(box, this);   // checks both; null well inside
    return desired == null ? noForce() : steer(desired, weight);
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
   * Combining behaviors (Buckland, ch. 3): of the forces several behaviors asked for, the one
   * force the {@link Combination}'s way lets through (at most maxforce), applied. The desired
   * velocity it leaves for the d arrow is the one that force steers towards, velocity + force.
   * Returns the force.
   */
  public PVector combine(Combination behaviors) {
    Combination.check(behaviors);
    Check.state(this);
    PVector force = behaviors.combine(maxforce);
    applySteering(force, PVector.add(velocity, force));
    return force;
  }

  /** Every behavior's last step: force = desired − velocity, limited to maxforce, applied. */
  public PVector steer(PVector desired) {
    return steer(desired, 1);
  }

  /** As {@link #steer(PVector)}, the force × {@code weight} after the maxforce limit. */
  public PVector steer(PVector desired, float weight) {
    Check.vector("desired", desired);
    Check.weight(weight);
    Check.state(this);
    // steering = desired - velocity, no stronger than maxforce
    PVector force = PVector.sub(desired, velocity);
    force.limit(maxforce);
    force.mult(weight);
    Check.vector("steering force × weight", force);
    applySteering(force, desired);
    return force;
  }

  /**
   * Applies a behavior's {@code force} and keeps it, and the {@code desired} velocity it came
   * from, for the arrows: the step's steering is the sum of the forces applied since the last
   * update.
   */
  private void applySteering(PVector force, PVector desired) {
    boolean first = isNewStep();   // asked before the force changes the acceleration
    applyForce(force);   // refuses a force too large for the mass, changing nothing
    if (first) {
      steering.set(0, 0, 0);
      newStep = false;
    }
    steering.add(force);
    this.desired.set(desired);
  }

  /** No force this time: a new step starts with no desired velocity. Returns a zero vector. */
  private PVector noForce() {
    if (isNewStep()) {
      desired.set(0, 0, 0);
      steering.set(0, 0, 0);
      newStep = false;
    }
    return new PVector();
  }

  /** The first force after update() (or a sketch's own step that cleared the acceleration). */
  private boolean isNewStep() {
    return newStep || acceleration.x == 0 && acceleration.y == 0 && acceleration.z == 0;
  }

  @Override
  void stepEnded() {
    newStep = true;
  }
}
