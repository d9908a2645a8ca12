package steering;

import java.util.List;
import processing.core.PVector;

/**
 * Obstacle avoidance (Reynolds 1999, "Obstacle Avoidance"; OpenSteer's
 * {@code steerToAvoidObstacles}; tutsplus "Understanding Steering Behaviors: Collision
 * Avoidance"; gdx-ai's {@code RaycastObstacleAvoidance}): a vehicle looks down a corridor in
 * front of it and turns aside from the first circle it sees there.
 *
 * <ol>
 *   <li>The corridor: a strip ahead of the vehicle, along its velocity, as wide as the vehicle
 *       ({@code r} on either side of its centre line) and {@link #lookAhead} long:
 *       {@code speed × LOOK_AHEAD_FRAMES}, so a faster vehicle looks farther ahead.
 *   <li>Each obstacle's centre, seen from the vehicle: {@code ahead} along the heading and
 *       {@code side} across it. The circle touches the corridor when
 *       {@code |side| < radius + r} and {@code −radius < ahead < lookAhead + radius}.
 *   <li>The most threatening obstacle is the nearest of those (smallest {@code ahead}).
 *   <li>desired = the heading turned a quarter turn, away from that obstacle's centre, at
 *       maxspeed; then {@code steer(desired)} as every behavior does. An obstacle dead ahead
 *       ({@code side = 0}) is passed on the vehicle's right.
 * </ol>
 * Nothing in the corridor (or a vehicle at rest, which has no heading and so no corridor):
 * no force at all, and a zero vector, so that "avoid first, otherwise seek" is one {@code if}.
 * A sketch draws the corridor and the threat with {@link #lookAhead} and
 * {@link #mostThreatening}, the same code the vehicle steers by.
 */
public final class ObstacleAvoidance {

  /** How far ahead the corridor reaches, in frames of travel at the present speed. */
  public static final float LOOK_AHEAD_FRAMES = 40;

  private ObstacleAvoidance() {
  }

  /** Steers away from the most threatening obstacle; a zero vector, and nothing applied, if none. */
  public static PVector avoid(Vehicle vehicle, List<Obstacle> obstacles) {
    return avoid(vehicle, obstacles, 1);
  }

  /** As {@link #avoid(Vehicle, List)}, the force (at most maxforce) × {@code weight}. */
  public static PVector avoid(Vehicle vehicle, List<Obstacle> obstacles, float weight) {
    Check.weight(weight);
    Obstacle threat = mostThreatening(vehicle, obstacles);
    if (threat == null) {
      return new PVector();   // the corridor is clear: carry on as we are
    }
    return vehicle.steer(desiredVelocity(vehicle, threat), weight);
  }

  /** The corridor's length: speed × {@link #LOOK_AHEAD_FRAMES}, in pixels. */
  public static float lookAhead(Vehicle vehicle) {
    Check.vehicle("vehicle", vehicle);
    return vehicle.velocity.mag() * LOOK_AHEAD_FRAMES;
  }

  /**
   * The nearest obstacle whose circle reaches into the corridor ahead of the vehicle; null when
   * none does, or when the vehicle is at rest.
   */
  public static Obstacle mostThreatening(Vehicle vehicle, List<Obstacle> obstacles) {
    checkObstacles(obstacles);
    float length = lookAhead(vehicle);
    if (length == 0) {
      return null;   // at rest: no heading, no corridor
    }
    PVector heading = vehicle.velocity.copy().normalize();
    Obstacle nearest = null;
    float nearestAhead = Float.POSITIVE_INFINITY;
    for (Obstacle obstacle : obstacles) {
      // the obstacle's centre seen from the vehicle: along the heading, and across it
      PVector toCentre = PVector.sub(obstacle.position, vehicle.position);
      float ahead = toCentre.dot(heading);
      float side = side(toCentre, heading);
      boolean inCorridor = Math.abs(side) < obstacle.radius + vehicle.r
          && ahead > -obstacle.radius && ahead < length + obstacle.radius;
      if (inCorridor && ahead < nearestAhead) {
        nearest = obstacle;
        nearestAhead = ahead;
      }
    }
    return nearest;
  }

  /** The heading turned a quarter turn away from the obstacle's centre, at maxspeed. */
  public static PVector desiredVelocity(Vehicle vehicle, Obstacle threat) {
    Check.vehicle("vehicle", vehicle);
    if (threat == null) {
      throw new IllegalArgumentException("threat must not be null");
    }
    PVector heading = vehicle.velocity.copy().normalize();
    PVector toCentre = PVector.sub(threat.position, vehicle.position);
    // the heading turned a quarter turn to the vehicle's right (screen y points down)
    PVector right = new PVector(-heading.y, heading.x);
    PVector desired = side(toCentre, heading) > 0 ? right.mult(-1) : right;
    desired.mult(vehicle.maxspeed);
    return desired;
  }

  /** How far {@code toCentre} reaches across the heading, positive to the vehicle's right. */
  public static float side(PVector toCentre, PVector heading) {
    return toCentre.y * heading.x - toCentre.x * heading.y;
  }

  private static void checkObstacles(List<Obstacle> obstacles) {
    if (obstacles == null) {
      throw new IllegalArgumentException("obstacles must not be null");
    }
    for (int i = 0; i < obstacles.size(); i++) {
      Obstacle obstacle = obstacles.get(i);
      if (obstacle == null) {
        throw new IllegalArgumentException("obstacles[" + i + "] must not be null");
      }
      Check.vector("obstacles[" + i + "].position", obstacle.position);
    }
  }
}
