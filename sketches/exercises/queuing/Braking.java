package exercises.queuing;

import java.util.List;
import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Queuing": the braking rule of a vehicle waiting its turn at a door. This is the
 * one file to edit; {@link WaitYourTurn} hands your {@link #desired} to {@code vehicle.steer}
 * (or, when you return null, seeks the door), and
 * {@code mvn test -Pexercises -Dtest=QueuingCheck} checks it. The task is in README.md.
 */
public class Braking {

  /**
   * The velocity {@code vehicle} would like to have while another vehicle stands just ahead of
   * it: its own velocity × (1 − {@code braking}). "Just ahead": the other's centre is within
   * {@code radius} of the point {@code lookAhead} pixels ahead along the velocity. Null when
   * nobody is there (or the vehicle is at rest, so has no "ahead"). {@code others} may hold
   * the vehicle itself. Changes nothing.
   */
  public PVector desired(Vehicle vehicle, List<Vehicle> others, float lookAhead, float radius,
      float braking) {
    // TODO exercise: this never brakes, so everyone pushes on for the door. Find the point
    // lookAhead pixels ahead of the vehicle along its velocity; if another vehicle's centre is
    // within radius of it, return the velocity scaled by (1 - braking).
    return null;   // nobody in the way: the sketch seeks the door
  }
}
