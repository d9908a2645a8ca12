package exercises.arrival;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Seek into Arrive": the steering force that brings a vehicle to rest on its target.
 * This is the one file to edit; {@link SeekToArrive} calls {@link #steer} every frame and
 * {@code mvn test -Pexercises -Dtest=ArrivalCheck} checks it. The task is in README.md beside it.
 */
public class Arrival {

  /**
   * The steering force towards {@code target} that slows the vehicle down inside
   * {@code slowingRadius} of it. It only computes the force: the caller applies it. Changes
   * neither argument.
   */
  public PVector steer(Vehicle vehicle, PVector target, float slowingRadius) {
    PVector desired = PVector.sub(target, vehicle.position);
    // TODO exercise: this is still seek, always at full speed, so the vehicle overshoots
    // and circles the target. Inside slowingRadius, ramp the desired speed down.
    desired.setMag(vehicle.maxspeed);
    PVector steering = PVector.sub(desired, vehicle.velocity);
    steering.limit(vehicle.maxforce);
    return steering;
  }
}
