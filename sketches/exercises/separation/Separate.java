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
    // TODO exercise: this steers away from the first vehicle that is too close only, at full
    // speed, whatever its distance. Use every other vehicle at distance d with
    // 0 < d < desiredSeparation: add up the unit vectors pointing away from them, each divided
    // by its d; then average the sum and scale it to maxspeed.
    for (Vehicle other : others) {
      float d = PVector.dist(vehicle.position, other.position);
      if (d > 0 && d < desiredSeparation) {
        PVector away = PVector.sub(vehicle.position, other.position);
        away.setMag(vehicle.maxspeed);
        return away;
      }
    }
    return vehicle.velocity.copy();   // nobody too close: carry on as you are
  }
}
