package exercises.separation;

import java.util.List;
import processing.core.PVector;
import steering.Vehicle;

/** The separation checks pass for the reference solution (spoiler below). */
class SeparationSolutionTest extends SeparationChecks {

  @Override
  Separate separate() {
    return new SeparateSolution();
  }

  /** Reference solution: the average of the away-vectors over the distance, at maxspeed. */
  static class SeparateSolution extends Separate {
    @Override
    public PVector desired(Vehicle vehicle, List<Vehicle> others, float desiredSeparation) {
      PVector sum = new PVector();
      int count = 0;
      for (Vehicle other : others) {
        float d = PVector.dist(vehicle.position, other.position);
        if (d > 0 && d < desiredSeparation) {
          PVector away = PVector.sub(vehicle.position, other.position);
          away.normalize();
          away.div(d);
          sum.add(away);
          count++;
        }
      }
      if (count == 0) {
        return vehicle.velocity.copy();
      }
      sum.div(count);
      sum.setMag(vehicle.maxspeed);
      return sum;
    }
  }
}
