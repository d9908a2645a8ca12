package exercises.pursue;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Pursue": aim at where the quarry will be, not where it is. This is the one file to
 * edit; {@link ChaseTheWanderer} steers its pursuer with {@link #desired} every frame and
 * {@code mvn test -Pexercises -Dtest=PursueCheck} checks it. The task is in README.md beside it.
 */
public class Pursue {

  /**
   * How many frames ahead to predict: the frames {@code pursuer} needs to cover the distance to
   * {@code quarry} at its top speed. 0 when the pursuer's maxspeed is 0. Changes neither vehicle.
   */
  public float lookAhead(Vehicle pursuer, Vehicle quarry) {
    // TODO exercise: T = distance between the two / the pursuer's maxspeed.
    return 0;
  }

  /**
   * The desired velocity of {@code pursuer}: at its maxspeed, towards where {@code quarry} will
   * be in {@code frames} frames if it keeps its velocity. Changes neither vehicle.
   */
  public PVector desired(Vehicle pursuer, Vehicle quarry, float frames) {
    // TODO exercise: this is still seek, aimed at where the quarry is now.
    // Aim at the quarry's future position instead: its position + its velocity × frames.
    PVector desired = PVector.sub(quarry.position, pursuer.position);
    desired.setMag(pursuer.maxspeed);
    return desired;
  }
}
