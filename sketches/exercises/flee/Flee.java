package exercises.flee;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Flee": the desired velocity of a vehicle running away from a threat. This is the one
 * file to edit; {@link FleeTheMouse} hands your {@link #desired} to {@code vehicle.steer}, which
 * turns it into the steering force, and {@code mvn test -Pexercises -Dtest=FleeCheck} checks it.
 * The task is in README.md beside it.
 */
public class Flee {

  /**
   * The velocity {@code vehicle} would like to have to get away from {@code threat}: which way
   * and how fast. It only works the velocity out ({@code vehicle.steer(desired)} does the
   * steering). Changes neither argument.
   */
  public PVector desired(Vehicle vehicle, PVector threat) {
    // TODO exercise: this is still seek, so the vehicle chases the threat.
    // Make the desired velocity point away from the threat instead.
    PVector desired = PVector.sub(threat, vehicle.position);
    desired.setMag(vehicle.maxspeed);
    return desired;
  }
}
