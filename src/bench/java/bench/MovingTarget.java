package bench;

import processing.core.PVector;

/** A target moving on a Lissajous curve, one step per round of the fleet: vehicles keep turning. */
final class MovingTarget {

  private static final float SPEED_X = 0.011f;
  private static final float SPEED_Y = 0.017f;

  final PVector position = new PVector();
  private int step;

  MovingTarget() {
    advance();
  }

  void advance() {
    step++;
    position.set(Fleet.WIDTH / 2 + 0.35f * Fleet.WIDTH * (float) Math.sin(step * SPEED_X),
        Fleet.HEIGHT / 2 + 0.35f * Fleet.HEIGHT * (float) Math.sin(step * SPEED_Y));
  }
}
