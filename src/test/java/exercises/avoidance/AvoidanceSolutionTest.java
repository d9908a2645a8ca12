package exercises.avoidance;

import java.util.List;
import processing.core.PVector;
import steering.Obstacle;
import steering.Vehicle;

/** The avoidance checks pass for the reference solution (spoiler below). */
class AvoidanceSolutionTest extends AvoidanceChecks {

  @Override
  Corridor corridor() {
    return new CorridorSolution();
  }

  /** Reference solution: each centre along and across the heading; the nearest ahead wins. */
  static class CorridorSolution extends Corridor {
    @Override
    public Obstacle threat(Vehicle vehicle, List<Obstacle> obstacles) {
      float length = vehicle.velocity.mag() * LOOK_AHEAD_FRAMES;
      if (length == 0) {
        return null;
      }
      PVector heading = vehicle.velocity.copy().normalize();
      Obstacle nearest = null;
      float nearestAhead = Float.POSITIVE_INFINITY;
      for (Obstacle obstacle : obstacles) {
        PVector toCentre = PVector.sub(obstacle.position, vehicle.position);
        float ahead = toCentre.dot(heading);
        float side = toCentre.y * heading.x - toCentre.x * heading.y;
        boolean inCorridor = Math.abs(side) < obstacle.radius + vehicle.r
            && ahead > -obstacle.radius && ahead < length + obstacle.radius;
        if (inCorridor && ahead < nearestAhead) {
          nearest = obstacle;
          nearestAhead = ahead;
        }
      }
      return nearest;
    }
  }
}
