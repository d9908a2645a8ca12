package exercises.wander;

import processing.core.PVector;
import steering.Vehicle;

/**
 * Exercise "Wander": the point on the wander circle a vehicle seeks. This is the one file to
 * edit; {@link WanderAround} steers its vehicles with {@link #desired} every frame and
 * {@code mvn test -Pexercises -Dtest=WanderCheck} checks it. The task is in README.md beside it.
 */
public class WanderPoint {

  /**
   * The point to seek: on a circle of {@code radius} whose centre lies {@code distance} ahead
   * of {@code vehicle} along its heading, at {@code angle} radians from that heading.
   * Changes nothing.
   */
  public PVector target(Vehicle vehicle, float angle, float distance, float radius) {
    float heading = vehicle.velocity.heading();
    PVector center = PVector.fromAngle(heading).mult(distance).add(vehicle.position);
    // TODO exercise: this is only the circle's centre, so the vehicle goes straight on.
    // Add the point on the circle: radius along the direction heading + angle.
    return center;
  }

  /** The desired velocity: towards {@link #target}, at the vehicle's maxspeed. */
  public PVector desired(Vehicle vehicle, float angle, float distance, float radius) {
    PVector desired = PVector.sub(target(vehicle, angle, distance, radius), vehicle.position);
    desired.setMag(vehicle.maxspeed);
    return desired;
  }
}
