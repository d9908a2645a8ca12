package steering;

import java.util.List;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;

/**
 * An autonomous agent moved by steering forces, after Craig Reynolds' "Steering Behaviors
 * For Autonomous Characters" (1999) and the Vehicle of The Nature of Code.
 *
 * <p>Every behavior follows the same three steps:
 * <ol>
 *   <li>work out a <em>desired velocity</em> (where the vehicle would like to go, at what speed);
 *   <li>the <em>steering force</em> is desired minus velocity, limited to {@code maxforce};
 *   <li>apply that force: {@code acceleration += force / mass}.
 * </ol>
 * {@link #update()} then moves the vehicle with an Euler step. The maths here never draws and
 * never reads sketch state: {@link #display(PGraphics)} is the only method that draws.
 *
 * <p>Steps 2 and 3 are {@link #steer(PVector)}, public so that a behavior of your own is just
 * "work out a desired velocity, call {@code steer}" — as {@link #flee(PVector)} here is, and as
 * the sketch {@code yourbehavior.YourBehavior} shows. Longer behaviors keep their working in
 * classes of their own ({@link PathFollower}, {@link Pursuit}, {@link Wander}, {@link Walls},
 * {@link FlowField}); the methods here are the names the book and the videos use.
 *
 * <p>The vehicle keeps what its behaviors computed ({@link #desired}, {@link #steering} and,
 * for {@link #follow(Path)}, {@link #predicted}, {@link #normalPoint} and {@link #pathTarget}) so
 * a sketch can draw them. They belong to the vehicle and are overwritten by the next step:
 * {@code copy()} one to keep it.
 */
public class Vehicle {

  public PVector position;
  public PVector velocity;
  public PVector acceleration;

  /** Top speed, in pixels per frame. */
  public float maxspeed = 4;
  /** Largest steering force a behavior may apply in one frame. */
  public float maxforce = 0.1f;
  /** A force is divided by the mass: heavier vehicles turn more slowly. */
  public float mass = 1;
  /** Drawing size: the triangle is {@code 2r} wide and {@code 4r} long. */
  public float r = 6;
  /**
   * The triangle {@link #display} draws, as x, y pairs in units of {@code r}, pointing up
   * before it is turned to the heading: the tip (0, −2r), then the back corners (∓r, 2r).
   */
  public static final float[] SHAPE = {0, -2, -1, 2, 1, 2};

  /** The desired velocity the last behavior asked {@link #steer} for. */
  public final PVector desired = new SafeVector();
  /**
   * The steering force of this step: the sum of every force {@link #steer} applied since the
   * last {@link #update()} (zero when none was applied). With one behavior a frame, that
   * behavior's force; with several (seek + separate, flocking), their weighted sum.
   */
  public final PVector steering = new SafeVector();
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

  private final PathFollower follower = new PathFollower();
  /** The force of the last {@link #steer} call, returned by it (reused: nothing allocated). */
  private final PVector force = new SafeVector();
  /** True after update(): the next force starts a new step's {@link #steering} sum. */
  boolean stepEnded = true;

  /** A vehicle at rest at (x, y). */
  public Vehicle(float x, float y) {
    Check.finite("x", x);
    Check.finite("y", y);
    position = new SafeVector(x, y);
    velocity = new SafeVector();
    acceleration = new SafeVector();
  }

  /**
   * Seek: steer towards the target at full speed.
   *
   * @return the steering force applied (the vehicle's own {@link #steering} vector)
   */
  public PVector seek(PVector target) {
    checkCanSteer(target);
    // desired velocity = (target - position), scaled to maxspeed
    PVector.sub(target, position, desired);
    desired.setMag(maxspeed);
    return steer(desired);
  }

  /**
   * Seek with its force (at most maxforce) multiplied by {@code weight}, for a weighted sum of
   * behaviors such as The Nature of Code's seek × 0.5 + separate × 1.5.
   */
  public PVector seek(PVector target, float weight) {
    checkCanSteer(target);
    checkWeight(weight);
    PVector.sub(target, position, desired);   // seek's desired velocity, as above
    desired.setMag(maxspeed);
    return steer(desired, weight);
  }

  /**
   * Arrive: seek, but slow down inside the slowing area. Within {@code slowingRadius} of the
   * target the desired speed ramps linearly from {@code maxspeed} at the edge to zero at the
   * target, so the vehicle comes to rest there instead of overshooting.
   *
   * @return the steering force applied (the vehicle's own {@link #steering} vector)
   */
  public PVector arrive(PVector target, float slowingRadius) {
    checkCanSteer(target);
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
    return steer(desired);
  }

  /**
   * The tutorial's "seek without steering", for comparison: the velocity is set straight to the
   * desired velocity, so the vehicle snaps to each new heading instead of turning. No force is
   * applied ({@link #steering} becomes zero).
   */
  public void seekWithoutSteering(PVector target) {
    checkCanSteer(target);
    // velocity = normalize(target - position) * maxspeed
    PVector.sub(target, position, desired);
    desired.setMag(maxspeed);
    velocity.set(desired);
    startStep();
  }

  /**
   * Flee: seek turned round. desired = (position − target) scaled to maxspeed; steer.
   *
   * @return the steering force applied, a new vector
   */
  public PVector flee(PVector target) {
    checkCanSteer(target);
    // desired velocity = (position - target), scaled to maxspeed
    PVector desired = PVector.sub(position, target, new SafeVector());
    desired.setMag(maxspeed);
    return steer(desired);
  }

  /**
   * Flee only while |position − target| &lt; panicDistance; at panicDistance or farther no force
   * is applied and a zero vector is returned (nothing is added to {@link #steering}).
   */
  public PVector flee(PVector target, float panicDistance) {
    checkCanSteer(target);
    Check.positive("panicDistance", panicDistance, "how close the target must be to flee");
    PVector away = PVector.sub(position, target, new SafeVector());
    return away.mag() < panicDistance ? flee(target) : noForce();
  }

  /**
   * Pursue (Reynolds): seek the quarry's future position quarry.position + quarry.velocity · T,
   * T = distance / maxspeed frames (0 when maxspeed is 0). See {@link Pursuit}, which a sketch
   * can call to draw the predicted point.
   */
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

  /** Wander's circle and angle; null until this vehicle wanders (most vehicles never do). */
  private Wander wander;

  /**
   * Wander (Reynolds): seek the point at angle θ on a circle {@link Wander#WANDER_DISTANCE}
   * ahead; θ moves by a random step each call. Mutates the wander state; unless
   * {@link #wanderWith} gave a seeded source, the first call makes an unseeded one.
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

  /**
   * Stay within walls (Reynolds' containment): within the margin of an edge, desired = velocity
   * with that component ±maxspeed away from the wall, scaled to maxspeed; steer. Well inside,
   * no force (a zero vector). See {@link Walls}.
   */
  public PVector stayWithin(Walls walls) {
    Walls.check(walls);
    Check.limits(this);
    PVector desired = new SafeVector();
    return walls.desiredVelocity(this, desired) ? steer(desired) : noForce();
  }

  /**
   * As {@link #stayWithin(Walls)}, the force × {@code weight} (see {@link #steer(PVector, float)}):
   * above 1, containment outweighs a behavior that steers at the same time, such as wander.
   */
  public PVector stayWithin(Walls walls, float weight) {
    Walls.check(walls);
    Check.notNegative("weight", weight, "how much of the steering force to apply");
    Check.limits(this);
    PVector desired = new SafeVector();
    return walls.desiredVelocity(this, desired) ? steer(desired, weight) : noForce();
  }

  /**
   * Flow-field following: desired = the field's direction under the vehicle × maxspeed; steer.
   * A cell holding a zero vector desires zero: the vehicle brakes there. See {@link FlowField}.
   */
  public PVector follow(FlowField field) {
    FlowField.check(field);
    Check.limits(this);
    PVector desired = field.lookup(position);
    desired.mult(maxspeed);
    return steer(desired);
  }

  /** No force this time: nothing is added; a new step's {@link #steering} sum starts at zero. */
  private PVector noForce() {
    startStep();
    return new SafeVector();
  }

  /**
   * Path following: predict where the vehicle will be a little ahead, find the closest point
   * on the path to that prediction, and seek a point a little further along the path only when
   * the prediction is farther than the path's radius. See {@link PathFollower}.
   *
   * @return the steering force applied, zero when the vehicle is on the path
   */
  public PVector follow(Path path) {
    return follow(path, 1);
  }

  /**
   * Path following with its force (at most maxforce) multiplied by {@code weight}, for a
   * weighted sum such as a crowd's follow × 2 + separate × 1.
   */
  public PVector follow(Path path, float weight) {
    Check.path(path);
    Check.limits(this);
    checkWeight(weight);
    hasPathTarget = follower.findTarget(this, path, predicted, normalPoint, pathTarget);
    steeringToPath = hasPathTarget
        && PVector.dist(predicted, normalPoint) > path.radius;
    if (steeringToPath) {
      return seek(pathTarget, weight);
    }
    desired.set(velocity);   // on the path: carry on as we are, no force
    startStep();
    return force.set(0, 0);   // the vehicle's own vector, as steer() returns
  }

  /**
   * Separation: for each other vehicle closer than {@link GroupRules#DESIRED_SEPARATION}
   * (0 &lt; d &lt; 25), the unit vector away from it divided by d; desired = their average,
   * scaled to maxspeed. See {@link GroupRules}.
   *
   * @return the force applied, zero when no one is that close (or the pushes cancel out)
   */
  public PVector separate(List<Vehicle> others) {
    return GroupRules.separate(this, others, GroupRules.DESIRED_SEPARATION);
  }

  /**
   * Alignment: desired = the average velocity of the others within
   * {@link GroupRules#NEIGHBOUR_DISTANCE} (0 &lt; d &lt; 50), scaled to maxspeed.
   *
   * @return the force applied, zero when no one is near
   */
  public PVector align(List<Vehicle> others) {
    return GroupRules.align(this, others, GroupRules.NEIGHBOUR_DISTANCE);
  }

  /**
   * Cohesion: seek the average position of the others within
   * {@link GroupRules#NEIGHBOUR_DISTANCE} (0 &lt; d &lt; 50).
   *
   * @return the force applied, zero when no one is near
   */
  public PVector cohere(List<Vehicle> others) {
    return GroupRules.cohere(this, others, GroupRules.NEIGHBOUR_DISTANCE);
  }

  /**
   * Flocking: separate × 1.5 + align × 1.0 + cohere × 1.0, each force limited to maxforce
   * before its weight. For a whole flock in one frame, see {@link Flock}.
   *
   * @return the summed force applied (a new vector)
   */
  public PVector flock(List<Vehicle> others) {
    return GroupRules.flock(this, others, GroupRules.DESIRED_SEPARATION,
        GroupRules.NEIGHBOUR_DISTANCE, GroupRules.SEPARATION_WEIGHT,
        GroupRules.ALIGNMENT_WEIGHT, GroupRules.COHESION_WEIGHT);
  }

  /**
   * The Reynolds step every behavior ends with: steering = desired − velocity, limited to
   * {@code maxforce}, then applied ({@code acceleration += steering / mass}). Records
   * {@code desired} and adds the force to {@link #steering}, so the arrows show it.
   *
   * @param desired the velocity the vehicle would like to have (not changed)
   * @return the force applied: the vehicle's own vector, overwritten by the next behavior
   *     ({@code copy()} it to keep it)
   */
  public PVector steer(PVector desired) {
    return steer(desired, 1);
  }

  /**
   * As {@link #steer(PVector)}, with the force multiplied by {@code weight} after the
   * {@code maxforce} limit (as The Nature of Code weights separation ×1.5 in a flock).
   */
  public PVector steer(PVector desired, float weight) {
    Check.finiteVector("desired", desired);
    Check.notNegative("weight", weight, "how much of the steering force to apply");
    Check.limits(this);
    PVector.sub(desired, velocity, force);
    force.limit(maxforce);
    force.mult(weight);
    Check.finiteVector("weight × steering force", force);
    boolean first = isNewStep();   // asked before the force changes the acceleration
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

  /**
   * Newton's second law: acceleration += force / mass. Mutates {@link #acceleration}. A force
   * whose acceleration would leave the float range (a huge force, a denormal mass) is refused,
   * naming force and mass, and nothing changes.
   */
  public void applyForce(PVector force) {
    Check.finiteVector("force", force);
    Check.positive("mass", mass, "the vehicle's mass");
    Check.state(this);
    EulerStep.checkAcceleration(acceleration, force, mass);
    acceleration.add(force.x / mass, force.y / mass);
  }

  /** One frame of Euler integration; the same as {@code update(1)}. */
  public void update() {
    update(1);
  }

  /**
   * Moves the vehicle by a time step {@code dt}, measured in frames at the nominal frame rate
   * (a frame at 30 fps in a sketch tuned for 60 is {@code dt = 2}):
   * velocity += acceleration * dt, limited to maxspeed; position += velocity * dt; and the
   * acceleration is cleared for the next frame's forces. A step that would carry the position
   * beyond the float range (about ±3.4e38) is refused, naming dt, and nothing changes
   * ({@link EulerStep}).
   */
  public void update(float dt) {
    Check.positive("dt", dt, "the time step in frames");
    Check.state(this);
    if (!EulerStep.fitsFloat(this, dt)) {
      EulerStep.stepInDouble(this, dt);   // or refused, naming dt, changing nothing
      stepEnded = true;
      return;
    }
    velocity.add(acceleration.x * dt, acceleration.y * dt);
    velocity.limit(maxspeed);
    position.add(velocity.x * dt, velocity.y * dt);
    acceleration.set(0, 0);
    stepEnded = true;
  }

  /** Draws the vehicle as a triangle pointing along its velocity, in the current fill and stroke. */
  public void display(PGraphics g) {
    g.pushMatrix();
    g.translate(position.x, position.y);
    g.rotate(velocity.heading() + PConstants.HALF_PI);
    g.beginShape(PConstants.TRIANGLES);
    for (int i = 0; i < SHAPE.length; i += 2) {
      g.vertex(SHAPE[i] * r, SHAPE[i + 1] * r);
    }
    g.endShape();
    g.popMatrix();
  }

  /**
   * The first force of a step starts the steering sum from zero: the first after update(), or
   * after the acceleration was cleared some other way (a sketch that moves vehicles itself).
   */
  private void startStep() {
    if (isNewStep()) {
      steering.set(0, 0);
      stepEnded = false;
    }
  }

  private boolean isNewStep() {
    return stepEnded || (acceleration.x == 0 && acceleration.y == 0);
  }

  /** A weight for a weighted sum: 0 or more, and maxforce × weight still a number. */
  private void checkWeight(float weight) {
    Check.notNegative("weight", weight, "how much of the steering force to apply");
    Check.finite("maxforce × weight", maxforce * weight);
  }

  /** Everything a behavior needs is valid, checked before any field changes. */
  private void checkCanSteer(PVector target) {
    Check.finiteVector("target", target);
    Check.limits(this);
    Check.reachable(target, position);
  }
}
