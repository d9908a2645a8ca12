package exercises.alignment;

import java.util.List;
import processing.core.PVector;
import steering.Vehicle;

/** The alignment checks pass for the reference solution (spoiler below). */
class AlignmentSolutionTest extends AlignmentChecks {

  @Override
  Align align() {
    return new AlignSolution();
  }

  /** Reference solution: the neighbours' average velocity, at maxspeed. */
  static class AlignSolution extends Align {
    @Override
    public PVector desired(Vehicle boid, List<Vehicle> others, float neighbourDistance) {
      PVector sum = new PVector();
      int count = 0;
      for (Vehicle other : others) {
        float d = PVector.dist(boid.position, other.position);
        if (d > 0 && d < neighbourDistance) {
          sum.add(other.velocity);
          count++;
        }
      }
      if (count == 0) {
        return boid.velocity.copy();
      }
      sum.div(count);
      sum.setMag(boid.maxspeed);
      return sum;
    }
  }
}
