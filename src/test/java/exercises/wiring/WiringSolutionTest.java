package exercises.wiring;

import steering.Wiring;

/** The wiring checks pass for the reference solution (spoiler below). */
class WiringSolutionTest extends WiringChecks {

  @Override
  Wires wires() {
    return new WiringSolution();
  }

  /** Reference solution: pick the reading by the crossing, then speed up or slow down. */
  static class WiringSolution extends Wires {
    @Override
    public float wheel(float ownSide, float otherSide, Wiring wiring, float maxspeed) {
      float reading = wiring.crossed ? otherSide : ownSide;
      float speed = wiring.excitatory ? maxspeed * reading : maxspeed - maxspeed * reading;
      return Math.max(0, Math.min(speed, maxspeed));
    }
  }
}
