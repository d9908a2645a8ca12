package steering;

import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;

/**
 * A body moved by forces, as in chapter 2 of The Nature of Code: a position, a velocity and an
 * acceleration, a mass, and a top speed. {@link #applyForce} is Newton's second law,
 * {@code acceleration += force / mass}; {@link #update()} is one Euler step. It knows nothing
 * of steering: {@link Vehicle} adds the behaviors that work out which forces to apply.
 */
public class Mover {

  public PVector position;
  public PVector velocity;
  public PVector acceleration;

  /** Top speed, in pixels per frame. */
  public float maxspeed = 4;
  /** A force is divided by the mass: heavier movers turn more slowly. */
  public float mass = 1;
  /** Drawing size: the triangle is {@code 2r} wide and {@code 4r} long. */
  public float r = 6;
  /**
   * The triangle {@link #display} draws, as x, y pairs in units of {@code r}, pointing up
   * before it is turned to the heading: the tip (0, −2r), then the back corners (∓r, 2r).
   */
  public static final float[] SHAPE = {0, -2, -1, 2, 1, 2};
  /** False when a subclass overrides applyForce: then every force must go through it. */
  final boolean keepsApplyForce = SteerStep.keepsApplyForce(getClass());

  /** A mover at rest at (x, y). */
  public Mover(float x, float y) {
    Check.finite("x", x);
    Check.finite("y", y);
    position = new SafeVector(x, y);
    velocity = new SafeVector();
    acceleration = new SafeVector();
  }

  /**
   * Newton's second law: acceleration += force / mass. Mutates {@link #acceleration}. A force
   * whose acceleration would leave the float range (a huge force, a denormal mass) is refused,
   * naming force and mass, and nothing changes.
   */
  public void applyForce(PVector force) {
    Check.finiteVector("force", force);
    Check.positive("mass", mass, "the vehicle's mass");
    checkState();
    EulerStep.checkAcceleration(acceleration, force, mass);
    acceleration.add(force.x / mass, force.y / mass);
  }

  /** One frame of Euler integration; the same as {@code update(1)}. */
  public void update() {
    update(1);
  }

  /**
   * Moves the mover by a time step {@code dt}, measured in frames at the nominal frame rate
   * (a frame at 30 fps in a sketch tuned for 60 is {@code dt = 2}):
   * velocity += acceleration * dt, limited to maxspeed; position += velocity * dt; and the
   * acceleration is cleared for the next frame's forces. A step that would carry the position
   * beyond the float range (about ±3.4e38) is refused, naming dt, and nothing changes
   * ({@link EulerStep}).
   */
  public void update(float dt) {
    if (EulerStep.tryInFloats(this, dt)) {   // the lines below, kept in registers
      endStep();
      return;
    }
    Check.positive("dt", dt, "the time step in frames");
    checkState();
    if (!EulerStep.fitsFloat(this, dt)) {
      EulerStep.stepInDouble(this, dt);   // or refused, naming dt, changing nothing
      endStep();
      return;
    }
    velocity.add(acceleration.x * dt, acceleration.y * dt);
    velocity.limit(maxspeed);
    position.add(velocity.x * dt, velocity.y * dt);
    acceleration.set(0, 0);
    endStep();
  }

  /** Draws the mover as a triangle pointing along its velocity, in the current fill and stroke. */
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

  /** The public fields a sketch may have set to anything, checked before a step changes them. */
  void checkState() {
    Check.state(this);
  }

  /** Called when update() has cleared the acceleration: the forces of a new step come next. */
  void endStep() {
  }
}
