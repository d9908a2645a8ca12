package exercises.alignment;

import java.util.List;
import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Alignment": the desired velocity of a boid that flies the way its neighbours fly.
 * This is the one file to edit; {@link FlyTogether} hands your {@link #desired} to
 * {@code vehicle.steer}, which turns it into the steering force, and
 * {@code mvn test -Pexercises -Dtest=AlignmentCheck} checks it. The task is in README.md.
 */
public class Align {

  /**
   * The velocity {@code boid} would like to have to fly with the others closer than
   * {@code neighbourDistance}. With no neighbour it wants to carry on as it is: its own
   * velocity (a copy). {@code others} may hold the boid itself. Changes nothing.
   */
  public PVector desired(Vehicle boid, List<Vehicle> others, float neighbourDistance) {
    // TODO exercise: this flies the way of the first neighbour found only. Use every other
    // boid at distance d with 0 < d < neighbourDistance: average their velocities, and scale
    // that average to maxspeed.
    for (Vehicle other : others) {
      float d = PVector.dist(boid.position, other.position);
      if (d > 0 && d < neighbourDistance) {
        return other.velocity.copy().setMag(boid.maxspeed);
      }
    }
    return boid.velocity.copy();   // no neighbour: carry on as you are
  }
}
