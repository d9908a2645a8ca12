package exercises.avoidance;

import java.util.List;
import processing.core.PVector;
import steering.Obstacle;
import steering.Vehicle;

/**
 * Exercise "Obstacle avoidance": which circle a vehicle must turn away from. This is the one
 * file to edit; {@link SteerClear} turns away from the circle your {@link #threat} returns, and
 * {@code mvn test -Pexercises -Dtest=AvoidanceCheck} checks it. The task is in README.md.
 */
public class Corridor {

  /** How far ahead the corridor reaches, in frames of travel at the vehicle's speed. */
  public static final float LOOK_AHEAD_FRAMES = 40;

  /**
   * The most threatening obstacle: of the circles reaching into the corridor ahead of
   * {@code vehicle} (as wide as the vehicle, {@code r} either side of its centre line, and
   * speed × {@link #LOOK_AHEAD_FRAMES} long), the one whose centre is nearest along the
   * heading. Null when none does, or when the vehicle is at rest. Changes nothing.
   */
  public Obstacle threat(Vehicle vehicle, List<Obstacle> obstacles) {
    // TODO exercise: this takes the nearest circle within the corridor's length in any
    // direction, so a vehicle shies away from circles beside and behind it. Measure each
    // centre along the heading (ahead) and across it (side), keep the circles that reach into
    // the corridor, and return the one with the smallest ahead.
    float length = vehicle.velocity.mag() * LOOK_AHEAD_FRAMES;
    Obstacle nearest = null;
    float nearestDistance = Float.POSITIVE_INFINITY;
    for (Obstacle obstacle : obstacles) {
      float d = PVector.dist(vehicle.position, obstacle.position) - obstacle.radius;
      if (d < length && d < nearestDistance) {
        nearest = obstacle;
        nearestDistance = d;
      }
    }
    return nearest;
  }
}
