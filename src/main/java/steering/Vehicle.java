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
 * <p>Each behavior keeps the vectors it computed last ({@link #desired}, {@link #steering} and,
 * for {@link #follow(Path)}, {@link #predicted}, {@link #normalPoint} and {@link #pathTarget}) so
 * a sketch can draw them. They belong to the vehicle and are overwritten by the next call:
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

  /** Last desired velocity a behavior computed. */
  public final PVector desired = new SafeVector();
  /** Last steering force a behavior applied (zero when it applied none). */
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
    return steerTowardsDesired();
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
    return steerTowardsDesired();
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
    steering.set(0, 0);
  }

  /**
   * Path following: predict where the vehicle will be a little ahead, find the closest point
   * on the path to that prediction, and seek a point a little further along the path only when
   * the prediction is farther than the path's radius. See {@link PathFollower}.
   *
   * @return the steering force applied, zero when the vehicle is on the path
   */
  public PVector follow(Path path) {
    if (path == null) {
      throw new IllegalArgumentException("path must not be null");
    }
    Check.limits(this);
    hasPathTarget = follower.findTarget(this, path, predicted, normalPoint, pathTarget);
    steeringToPath = hasPathTarget
        && PVector.dist(predicted, normalPoint) > path.radius;
    if (steeringToPath) {
      return seek(pathTarget);
    }
    desired.set(velocity);
    steering.set(0, 0);
    return steering;
  }

  /** Newton's second law: acceleration += force / mass. Mutates {@link #acceleration}. */
  public void applyForce(PVector force) {
    Check.finiteVector("force", force);
    Check.positive("mass", mass, "the vehicle's mass");
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
   * acceleration is cleared for the next frame's forces.
   */
  public void update(float dt) {
    Check.positive("dt", dt, "the time step in frames");
    Check.limits(this);
    velocity.add(acceleration.x * dt, acceleration.y * dt);
    velocity.limit(maxspeed);
    position.add(velocity.x * dt, velocity.y * dt);
    acceleration.set(0, 0);
  }

  /** Draws the vehicle as a triangle pointing along its velocity, in the current fill and stroke. */
  public void display(PGraphics g) {
    g.pushMatrix();
    g.translate(position.x, position.y);
    g.rotate(velocity.heading() + PConstants.HALF_PI);
    g.beginShape(PConstants.TRIANGLES);
    g.vertex(0, -r * 2);
    g.vertex(-r, r * 2);
    g.vertex(r, r * 2);
    g.endShape();
    g.popMatrix();
  }

  /** steering = desired - velocity, limited to maxforce, then applied. */
  private PVector steerTowardsDesired() {
    PVector.sub(desired, velocity, steering);
    steering.limit(maxforce);
    applyForce(steering);
    return steering;
  }

  /** Everything a behavior needs is valid, checked before any field changes. */
  private void checkCanSteer(PVector target) {
    Check.finiteVector("target", target);
    Check.limits(this);
  }
}
