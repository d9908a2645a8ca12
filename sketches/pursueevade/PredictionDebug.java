package pursueevade;

import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.Palette;

/** PursueEvade's debug drawing: a predicted position, and the flash of a catch. */
final class PredictionDebug {

  /** The predicted position's dot, in pixels across. */
  static final float DOT = 8;
  /** The dashed line from a vehicle to its predicted position: dash and gap, in pixels. */
  static final float DASH = 6;
  static final float GAP = 4;
  /** The catch ring grows to this diameter as the flash fades. */
  static final float FLASH_DIAMETER = 80;

  private PredictionDebug() {
  }

  /** A dashed line from where the vehicle is to where it is predicted to be, and a dot there. */
  static void draw(PGraphics g, PVector from, PVector future, int color) {
    g.pushStyle();
    g.stroke(color);
    g.strokeWeight(1);
    float length = PVector.dist(from, future);
    PVector step = PVector.sub(future, from);
    for (float start = 0; start < length; start += DASH + GAP) {
      float end = Math.min(start + DASH, length);
      g.line(from.x + step.x * start / length, from.y + step.y * start / length,
          from.x + step.x * end / length, from.y + step.y * end / length);
    }
    g.noStroke();
    g.fill(color);
    g.circle(future.x, future.y, DOT);
    g.popStyle();
  }

  /** A ring round the catch, growing and fading as {@code left} goes from 1 to 0. */
  static void flash(PGraphics g, PVector at, float left) {
    g.pushStyle();
    g.noFill();
    g.stroke(Palette.STEERING, 255 * left);
    g.strokeWeight(3);
    g.circle(at.x, at.y, FLASH_DIAMETER * (1 - left) + DOT);
    g.popStyle();
  }
}
