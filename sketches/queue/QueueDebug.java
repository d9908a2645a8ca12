package queue;

import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import steering.Queuing;
import steering.Vehicle;

/**
 * Queue's debug view, from the same code the vehicles steer by: each moving vehicle's line to
 * its point ahead ({@link Queuing#aheadPoint}) and the circle of {@link Queuing#AHEAD_RADIUS}
 * round it, in which another vehicle makes it brake; red for those braking this frame. A crowd
 * (--vehicles) has its marks collected in a {@link MarkBatch} and drawn at once.
 */
final class QueueDebug {

  static final int AHEAD = Palette.VELOCITY;
  static final int BRAKING = Palette.STEERING;

  private QueueDebug() {
  }

  /** A crowd's debug view: each vehicle's now when few, else batched and drawn with the last. */
  static void draw(PGraphics g, Vehicle v, boolean braking, List<Vehicle> crowd,
      MarkBatch batch, boolean batched) {
    if (!batched) {
      draw(g, v, braking);
      return;
    }
    if (v.velocity.mag() > 0) {
      PVector ahead = Queuing.aheadPoint(v);
      int color = braking ? BRAKING : AHEAD;
      batch.line(v.position.x, v.position.y, ahead.x, ahead.y, color, 1);
      batch.circle(ahead.x, ahead.y, 2 * Queuing.AHEAD_RADIUS, MarkBatch.NONE, color);
    }
    batch.drawAfter(g, v, crowd);
  }

  /** One vehicle's debug view, drawn now. */
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
