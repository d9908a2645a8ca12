package exercises.prioritized;

import processing.core.PVector;

/** The running sum checks pass for the reference solution (spoiler below). */
class PrioritizedSolutionTest extends PrioritizedChecks {

  @Override
  RunningSum runningSum() {
    return new RunningSumSolution();
  }

  /** Reference solution: in order, each cut to maxforce less the length of the total so far. */
  static class RunningSumSolution extends RunningSum {
    @Override
    protected void runningSum(float maxforce) {
      PVector total = new PVector();
      for (Part part : parts()) {
        float left = maxforce - total.mag();
        if (left <= 0) {
          return;
        }
        part.letThrough.set(part.weighted).limit(left);
        total.add(part.letThrough);
      }
    }
  }
}
