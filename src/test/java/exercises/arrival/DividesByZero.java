package exercises.arrival;

import processing.core.PVector;
import steering.Vehicle;

/** A learner's arrive that throws: an int divided by zero, as a slip in a ramp might. */
public class DividesByZero extends Arrival {

  /** An int, so the division throws instead of giving infinity. */
  static final int NO_RADIUS = 0;

  @Override
  public PVector desired(Vehicle vehicle, PVector target, float slowingRadius) {
    int ramp = (int) slowingRadius / NO_RADIUS;
    return new PVector(ramp, 0);
  }
}
