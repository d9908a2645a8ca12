package exercises.flee;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Flee": the steering force that takes a vehicle away from a threat. This is the one
 * file to edit; {@link FleeTheMouse} calls {@link #steer} every frame and
 * {@code mvn test -Pexercises -Dtest=FleeCheck} checks it. The task is in README.md beside it.
 */
public class Flee {

  /**
   * The steering force that takes {@code vehicle} away from {@code threat}. It only computes
   * the force: the caller applies it. Changes neither argument.
   */
  public PVector steer(Vehicle vehicle, PVector threat) {
    // TODO exercise: this is still seek, so the vehicle chases the threat.
    // Make the desired velocity point away from the threat instead.
    PVector desired = PVector.sub(threat, vehicle.position);
    desired.setMag(vehicle.maxspeed);
    PVector steering = PVector.sub(desired, vehicle.velocity);
    steering.limit(vehicle.maxforce);
    return steering;
  }
}
