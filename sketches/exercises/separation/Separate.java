package exercises.separation;

import java.util.List;
import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Separation": the desired velocity of a vehicle keeping its distance from a crowd.
 * This is the one file to edit; {@link KeepApart} hands your {@link #desired} to
 * {@code vehicle.steer}, which turns it into the steering force, and
 * {@code mvn test -Pexercises -Dtest=SeparationCheck} checks it. The task is in README.md.
 */
public class Separate {

  /**
   * The velocity {@code vehicle} would like to have to get away from the others closer than
   * {@code desiredSeparation}. With nobody that close it wants to carry on as it is: its own
   * velocity (a copy). {@code others} may hold the vehicle itself. Changes nothing.
   */
  public PVector desired(Vehicle vehicle, List<Vehicle> others, float desiredSeparation) {
    // TODO exercise: this always carries on as it is, so the crowd never spreads out.
    // For each other vehicle at distance d with 0 < d < desiredSeparation, add the unit
    // vector pointing away from it, divided by d; average them and scale to maxspeed.
    return vehicle.velocity.copy();
  }
}
