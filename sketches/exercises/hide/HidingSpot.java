package exercises.hide;

import java.util.List;
import processing.core.PVector;
import steering.Obstacle;
import steering.Vehicle;

/**
 * Exercise "Hide": where to hide from a hunter. This is the one file to edit;
 * {@link HideFromTheHunter} sends each hider to the spot your {@link #nearest} returns, and
 * {@code mvn test -Pexercises -Dtest=HideCheck} checks it. The task is in README.md beside it.
 */
public class HidingSpot {

  /**
   * The hiding spot behind {@code obstacle}, seen from {@code hunter}: on the line from the
   * hunter through the circle's centre, on the far side of the circle, {@code distance} pixels
   * beyond its edge. A new vector; changes nothing.
   */
  public PVector spot(Obstacle obstacle, PVector hunter, float distance) {
    // TODO exercise: this spot is on the hunter's side of the circle, in plain sight.
    // Put it on the far side: from the centre, away from the hunter.
    PVector towardsTheHunter = PVector.sub(hunter, obstacle.position);
    towardsTheHunter.setMag(obstacle.radius + distance);
    return PVector.add(obstacle.position, towardsTheHunter);
  }

  /**
   * Of the hiding spots behind {@code obstacles} ({@link #spot} of each), the one nearest to
   * {@code hider}; null when there are no obstacles. Changes nothing.
   */
  public PVector nearest(Vehicle hider, PVector hunter, List<Obstacle> obstacles,
      float distance) {
    // TODO exercise: this takes the first circle's spot, however far away it is. Take the
    // spot nearest to the hider instead.
    if (obstacles.isEmpty()) {
      return null;
    }
    return spot(obstacles.get(0), hunter, distance);
  }
}
