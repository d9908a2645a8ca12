package exercises.hide;

import java.util.List;
import processing.core.PVector;
import steering.Obstacle;
import steering.Vehicle;

/**
 * Wrong answers that look right in the sketch; {@code WrongAnswersFailTest} runs the hide
 * checks against each and asserts which of them catch it.
 */
final class HideWrongAnswers {

  private HideWrongAnswers() {
  }

  /** The far side, {@code reach} pixels out from the centre. */
  static PVector spot(Obstacle obstacle, PVector hunter, float reach) {
    PVector away = PVector.sub(obstacle.position, hunter);
    away.setMag(reach);
    return PVector.add(obstacle.position, away);
  }

  /** Buckland's default distance, 30 px beyond the edge, written in place of the one given. */
  static class DistanceFixedAt30 extends HideChecks {
    @Override
    HidingSpot hiding() {
      return new HideSolutionTest.HidingSpotSolution() {
        @Override
        public PVector spot(Obstacle obstacle, PVector hunter, float distance) {
          return HideWrongAnswers.spot(obstacle, hunter, obstacle.radius + 30);
        }
      };
    }
  }

  /** The distance measured from the centre, not from the edge: the radius left out. */
  static class RadiusLeftOut extends HideChecks {
    @Override
    HidingSpot hiding() {
      return new HideSolutionTest.HidingSpotSolution() {
        @Override
        public PVector spot(Obstacle obstacle, PVector hunter, float distance) {
          return HideWrongAnswers.spot(obstacle, hunter, distance);
        }
      };
    }
  }

  /** The spot of the circle whose centre is nearest to the hider, not the nearest spot. */
  static class NearestCircle extends HideChecks {
    @Override
    HidingSpot hiding() {
      return new HideSolutionTest.HidingSpotSolution() {
        @Override
        public PVector nearest(Vehicle hider, PVector hunter, List<Obstacle> obstacles,
            float distance) {
          Obstacle best = null;
          for (Obstacle obstacle : obstacles) {
            if (best == null || PVector.dist(hider.position, obstacle.position)
                < PVector.dist(hider.position, best.position)) {
              best = obstacle;
            }
          }
          return best == null ? null : spot(best, hunter, distance);
        }
      };
    }
  }
}
