package exercises.walls;

import processing.core.PVector;
import steering.Vehicle;
import steering.Walls;

/**
 * Exercise "Stay within walls": the velocity a vehicle wants near the walls of a rectangle.
 * This is the one file to edit; {@link StayInside} steers towards it every frame and
 * {@code mvn test -Pexercises -Dtest=WallsCheck} checks it. The task is in README.md beside it.
 */
public class Containment {

  /**
   * The velocity {@code vehicle} would like to have near {@code walls}, or null when it is
   * {@code walls.margin} or more away from every wall (no desire, so no force). Returns a new
   * vector; changes neither argument.
   */
  public PVector desiredVelocity(Vehicle vehicle, Walls walls) {
    // TODO exercise: closer than walls.margin to the left wall (x < walls.left + walls.margin)
    // desire to go right at full speed, keeping the vertical part of the velocity; likewise
    // away from the right, top and bottom walls. Then scale the desire to maxspeed.
    // For now nothing is desired anywhere, so the vehicles sail straight through the walls.
    return null;
  }
}
