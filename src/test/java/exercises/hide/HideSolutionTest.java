package exercises.hide;

import java.util.List;
import processing.core.PVector;
import steering.Obstacle;
import steering.Vehicle;

/** The hide checks pass for the reference solution (spoiler below). */
class HideSolutionTest extends HideChecks {

  @Override
  HidingSpot hiding() {
    return new HidingSpotSolution();
  }

  /** Reference solution: the far side of each circle; the spot nearest to the hider wins. */
  static class HidingSpotSolution extends HidingSpot {
    @Override
    public PVector spot(Obstacle obstacle, PVector hunter, float distance) {
      PVector away = PVector.sub(obstacle.position, hunter);
      away.setMag(obstacle.radius + distance);
      return PVector.add(obstacle.position, away);
    }

    @Override
    public PVector nearest(Vehicle hider, PVector hunter, List<Obstacle> obstacles,
        float distance) {
      PVector best = null;
      for (Obstacle obstacle : obstacles) {
        PVector spot = spot(obstacle, hunter, distance);
        if (best == null
            || PVector.dist(hider.position, spot) < PVector.dist(hider.position, best)) {
          best = spot;
        }
      }
      return best;
    }
  }
}
