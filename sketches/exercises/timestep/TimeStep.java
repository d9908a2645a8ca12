package exercises.timestep;

import steering.Vehicle;

/**
 * Exercise "Frame-rate independent steering": one Euler step of a vehicle's motion that takes
 * the time step into account. This is the one file to edit; {@link ChoppyFrames} calls
 * {@link #move} and {@code mvn test -Pexercises -Dtest=TimeStepCheck} checks it. The task is in
 * README.md beside it.
 */
public class TimeStep {

  /**
   * Moves the vehicle on by {@code dt}, measured in frames at the nominal frame rate (a frame
   * at 20 fps in a sketch tuned for 60 fps is {@code dt = 3}), and clears its acceleration for
   * the next frame's forces.
   */
  public void move(Vehicle vehicle, float dt) {
    // TODO exercise: this ignores dt, so a slow computer (fewer, longer frames) slows the
    // vehicles down. Scale what changes per frame by dt.
    vehicle.velocity.add(vehicle.acceleration);
    vehicle.velocity.limit(vehicle.maxspeed);
    vehicle.position.add(vehicle.velocity);
    vehicle.acceleration.set(0, 0);
  }
}
