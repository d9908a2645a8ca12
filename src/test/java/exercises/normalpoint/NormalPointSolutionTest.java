package exercises.normalpoint;

import processing.core.PApplet;
import processing.core.PVector;

/** The normal-point checks pass for the reference solution (spoiler below). */
class NormalPointSolutionTest extends NormalPointChecks {

  @Override
  NormalPoint normalPoint() {
    return new NormalPointSolution();
  }

  /** Reference solution: the scalar projection onto the segment, kept on it. */
  static class NormalPointSolution extends NormalPoint {
    @Override
    public PVector normalPoint(PVector p, PVector a, PVector b) {
      PVector ap = PVector.sub(p, a);
      PVector ab = PVector.sub(b, a);
      float length = ab.mag();
      ab.normalize();
      float along = PApplet.constrain(ap.dot(ab), 0, length);
      return PVector.add(a, ab.mult(along));
    }
  }
}
