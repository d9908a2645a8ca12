package steering;

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
 * "work out a desired velocity, call {@code steer}":
 * <pre>
 *   PVector flee(PVector threat) {
 *     PVector desired = PVector.sub(position, threat);  // away from the threat
 *     desired.setMag(maxspeed);
 *     return steer(desired);
 *   }
 * </pre>
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
   * Path following: predict where the vehicle will be a little ahead, find the closest point
   * on the path to that prediction, and seek a point a little further along the path only when
   * the prediction is farther than the path's radius. See {@link PathFollower}.
   *
   * @return the steering force applied, zero when the vehicle is on the path
   */
  public PVector follow(Path path) {
    Check.path(path);
    Check.limits(this);
    hasPathTarget = follower.findTarget(this, path, predicted, normalPoint, pathTarget);
    steeringToPath = hasPathTarget
        && PVector.dist(predicted, normalPoint) > path.radius;
    if (steeringToPath) {
      return seek(pathTarget);
    }
    desired.set(velocity);   // on the path: carry on as we are, no force
    startStep();
    return force.set(0, 0);   // the vehicle's own vector, as steer() returns
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
    if (!stepEnded) {
      Check.sumFits("steering (this step's forces so far)", steering, force);
    }
    applyForce(force);   // first: it refuses a force too large for the mass, changing nothing
    this.desired.set(desired);
    startStep();
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

  /** The first force after update() starts this step's steering sum from zero. */
  private void startStep() {
    if (stepEnded) {
      steering.set(0, 0);
      stepEnded = false;
    }
  }

  /** Everything a behavior needs is valid, checked before any field changes. */
  private void checkCanSteer(PVector target) {
    Check.finiteVector("target", target);
    Check.limits(this);
    Check.reachable(target, position);
  }
}
