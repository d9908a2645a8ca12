package queue;

import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.Palette;
import steering.Queuing;
import steering.Vehicle;

/**
 * Queue's debug view, from the same code the vehicles steer by: each moving vehicle's line to
 * its point ahead ({@link Queuing#aheadPoint}) and the circle of {@link Queuing#AHEAD_RADIUS}
 * round it, in which another vehicle makes it brake; red for those braking this frame.
 */
final class QueueDebug {

  static final int AHEAD = Palette.VELOCITY;
  static final int BRAKING = Palette.STEERING;

  private QueueDebug() {
  }

  static void draw(PGraphics g, Vehicle v, boolean braking) {
    if (v.velocity.mag() == 0) {
      return;   // at rest: no heading, nothing ahead
    }
    PVector ahead = Queuing.aheadPoint(v);
    g.pushStyle();
    g.noFill();
    g.strokeWeight(1);
    g.stroke(braking ? BRAKING : AHEAD);
    g.line(v.position.x, v.position.y, ahead.x, ahead.y);
    g.circle(ahead.x, ahead.y, 2 * Queuing.AHEAD_RADIUS);
    g.popStyle();
  }
}
