package exercises.mass;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Weight the force by mass": a vehicle whose {@link #applyForce} you write. Every
 * behavior ({@code seek}, {@code arrive}, {@code follow}) ends by calling {@code applyForce}, so
 * this one method decides how mass changes the motion. {@link HeavyAndLight} steers three of
 * them; {@code mvn test -Pexercises -Dtest=MassCheck} checks it. The task is in README.md.
 */
public class MassiveVehicle extends Vehicle {

  public MassiveVehicle(float x, float y, float mass) {
    super(x, y);
    this.mass = mass;
  }

  /** Adds the effect of {@code force} to {@link #acceleration}; {@code force} is not changed. */
  @Override
  public void applyForce(PVector force) {
    // TODO exercise: every vehicle reacts the same, whatever its mass.
    // Newton's second law: a heavier vehicle gets less acceleration from the same force.
    acceleration.add(force);
  }
}
