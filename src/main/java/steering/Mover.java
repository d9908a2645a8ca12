package steering;

import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;

/**
 * A body moved by forces, as in chapter 2 of The Nature of Code: a position, a velocity and an
 * acceleration, a mass, and a top speed. {@link #applyForce} is Newton's second law,
 * {@code acceleration += force / mass}; {@link #update()} is one Euler step. It knows nothing
 * of steering: {@link Vehicle} adds the behaviors that work out which forces to apply.
 *
 * <p>These are the lines that run for every mover, every frame: change one and every sketch
 * changes with it. Bad values are refused with a message naming them, and a step whose result
 * would leave the float range is refused before anything changes ({@link Check}).
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

  /** A mover at rest at (x, y). */
  public Mover(float x, float y) {
    this(x, y, 0);
  }

  /** A mover at rest at (x, y, z), for a world in three dimensions: the same lines run. */
  public Mover(float x, float y, float z) {
    Check.finite("x", x);
    Check.finite("y", y);
    Check.finite("z", z);
    position = new PVector(x, y, z);
    velocity = new PVector();
    acceleration = new PVector();
  }

  /** Newton's second law: acceleration += force / mass. Mutates {@link #acceleration}. */
  public void applyForce(PVector force) {
    Check.vector("force", force);
    Check.positive("mass", mass, "the mover's mass");
    Check.state(this);
    PVector f = PVector.div(force, mass);
    Check.accelerationFits(this, force, f);
    acceleration.add(f);
  }

  /** One frame of Euler integration; the same as {@code update(1)}. */
  public void update() {
    update(1);
  }

  /**
   * Moves the mover by a time step {@code dt}, measured in frames at the nominal frame rate
   * (a frame at 30 fps in a sketch tuned for 60 is {@code dt = 2}). The new velocity and
   * position are worked out first and stored only once both are numbers: a step that would
   * leave the float range is refused, naming dt, and nothing changes.
   */
  public void update(float dt) {
    Check.positive("dt", dt, "the time step in frames");
    Check.state(this);
    // velocity += acceleration·dt, no faster than maxspeed
    PVector nextVelocity = PVector.add(velocity, PVector.mult(acceleration, dt));
    nextVelocity.limit(maxspeed);
    // position += velocity·dt
    PVector nextPosition = PVector.add(position, PVector.mult(nextVelocity, dt));
    Check.step(dt, nextVelocity, nextPosition);
    velocity.set(nextVelocity);
    position.set(nextPosition);
    // this frame's forces are spent: the next frame's start from zero
    acceleration.mult(0);
    stepEnded();
  }

  /**
   * Draws the mover as a triangle pointing along its velocity, in the current fill and stroke.
   * In the plane only: it turns by the 2D heading and leaves z out (a 3D sketch draws its own).
   */
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

  /** Called at the end of update(): a vehicle starts a new sum of its steering forces. */
  void stepEnded() {
  }
}
