package exercises.arrival;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Seek into Arrive": the desired velocity that brings a vehicle to rest on its target.
 * This is the one file to edit; {@link SeekToArrive} hands your {@link #desired} to
 * {@code vehicle.steer}, which turns it into the steering force, and
 * {@code mvn test -Pexercises -Dtest=ArrivalCheck} checks it. The task is in README.md beside it.
 */
public class Arrival {

  /**
   * The velocity {@code vehicle} would like to have on its way to {@code target}: full speed
   * outside {@code slowingRadius} of it, slower inside. It only works the velocity out
   * ({@code vehicle.steer(desired)} does the steering). Changes neither argument.
   */
  public PVector desired(Vehicle vehicle, PVector target, float slowingRadius) {
    PVector desired = PVector.sub(target, vehicle.position);
    // TODO exercise: this is still seek, always at full speed, so the vehicle overshoots
    // and circles the target. Inside slowingRadius, ramp the desired speed down.
    desired.setMag(vehicle.maxspeed);
    return desired;
  }
}
