package exercises.avoidance;

import java.util.List;
import processing.core.PVector;
import steering.Obstacle;
import steering.Vehicle;

/**
 * Wrong answers that look right with the default vehicle; {@code WrongAnswersFailTest} runs the
 * avoidance checks against each and asserts which of them catch it.
 */
final class AvoidanceWrongAnswers {

  private AvoidanceWrongAnswers() {
  }

  /** The solution's test with numbers fixed: the default r 6 and speed 4. */
  static Obstacle threat(Vehicle vehicle, List<Obstacle> obstacles, float r, float length) {
    if (vehicle.velocity.mag() == 0) {
      return null;
    }
    PVector heading = vehicle.velocity.copy().normalize();
    Obstacle nearest = null;
    float nearestAhead = Float.POSITIVE_INFINITY;
    for (Obstacle obstacle : obstacles) {
      PVector toCentre = PVector.sub(obstacle.position, vehicle.position);
      float ahead = toCentre.dot(heading);
      float side = toCentre.y * heading.x - toCentre.x * heading.y;
      if (Math.abs(side) < obstacle.radius + r && ahead > -obstacle.radius
          && ahead < length + obstacle.radius && ahead < nearestAhead) {
        nearest = obstacle;
        nearestAhead = ahead;
      }
    }
    return nearest;
  }

  /** The default vehicle's r = 6 written in place of the vehicle's own. */
  static class WidthFixedAt6 extends AvoidanceChecks {
    @Override
    Corridor corridor() {
      return new Corridor() {
        @Override
        public Obstacle threat(Vehicle vehicle, List<Obstacle> obstacles) {
          return AvoidanceWrongAnswers.threat(vehicle, obstacles, 6, vehicle.velocity.mag()
              * LOOK_AHEAD_FRAMES);
        }
      };
    }
  }

  /** The corridor 160 px long (maxspeed 4 × 40) whatever the vehicle's speed. */
  static class LengthFixedAt160 extends AvoidanceChecks {
    @Override
    Corridor corridor() {
      return new Corridor() {
        @Override
        public Obstacle threat(Vehicle vehicle, List<Obstacle> obstacles) {
          return AvoidanceWrongAnswers.threat(vehicle, obstacles, vehicle.r, 4 * LOOK_AHEAD_FRAMES);
        }
      };
    }
  }
}
