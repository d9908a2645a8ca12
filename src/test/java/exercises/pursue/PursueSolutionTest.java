package exercises.pursue;

import processing.core.PVector;
import steering.Vehicle;

/** The pursue checks pass for the reference solution (spoiler below). */
class PursueSolutionTest extends PursueChecks {

  @Override
  Pursue pursue() {
    return new PursueSolution();
  }

  /** Reference solution: seek the quarry's position plus its velocity × T. */
  static class PursueSolution extends Pursue {
    @Override
    public float lookAhead(Vehicle pursuer, Vehicle quarry) {
      if (pursuer.maxspeed == 0) {
        return 0;
      }
      return PVector.dist(pursuer.position, quarry.position) / pursuer.maxspeed;
    }

    @Override
    public PVector desired(Vehicle pursuer, Vehicle quarry, float frames) {
      PVector future = PVector.add(quarry.position, PVector.mult(quarry.velocity, frames));
      PVector desired = PVector.sub(future, pursuer.position);
      desired.setMag(pursuer.maxspeed);
      return desired;
    }
  }
}
