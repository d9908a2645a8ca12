package queue;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.ArrowKind;
import sketchbook.render.Palette;
import steering.Queuing;
import steering.Vehicle;

/**
 * Queuing's part of the whiteboard (b), for one vehicle's last step: where it started, its
 * point {@link Queuing#LOOK_AHEAD} px ahead and the circle of {@link Queuing#AHEAD_RADIUS}
 * round it; the neighbour found there, if any; and then the braking velocity
 * velocity × (1 − {@link Queuing#BRAKING}) beside the velocity.
 */
final class QueueBoard {

  /** The board shows this many pixels round where the step started. */
  static final float REACH = 45;
  /** Velocities are drawn this many times their length (pixels per frame). */
  static final float VELOCITY_SCALE = ArrowKind.VELOCITY.scale;

  /** A vehicle as its last step found it: position, velocity, and the neighbour ahead. */
  record Before(PVector position, PVector velocity, PVector ahead, PVector neighbour) {

    /** Reads the vehicle and who is in its way, before it steers. */
    static Before of(Vehicle v, List<Vehicle> others) {
      Vehicle n = Queuing.neighbourAhead(v, others);
      return new Before(v.position.copy(), v.velocity.copy(), Queuing.aheadPoint(v),
          n == null ? null : n.position.copy());
    }
  }

  private QueueBoard() {
  }

  /** {@code braked}: the step braked (queuing on, and no wall to avoid first). */
  static void draw(BoardView view, Vehicle v, Before step, boolean braked) {
    if (step == null) {
      view.frame(v.position, REACH);
      view.note(0, "no step yet", Palette.INK);
      return;
    }
    view.frame(step.position(), REACH);
    view.line(step.position(), step.ahead(), Palette.VELOCITY);
    view.circle(step.ahead(), Queuing.AHEAD_RADIUS, Palette.VELOCITY,
        String.format("within %.0f px", Queuing.AHEAD_RADIUS));
    view.dot(step.ahead(), Palette.VELOCITY, String.format("ahead %.0f px", Queuing.LOOK_AHEAD));
    view.circle(step.position(), v.r, Palette.INK, null);
    PVector velocityTip = PVector.add(step.position(),
        PVector.mult(step.velocity(), VELOCITY_SCALE));
    if (step.neighbour() == null) {
      view.note(1, "nobody within the circle ahead", Palette.INK);
      view.note(0, step.velocity().mag() == 0 ? "at rest: no heading, no brake"
          : "no brake: seek the exit or avoid a wall", Palette.INK);
      view.arrow(step.position(), velocityTip, Palette.VELOCITY, "velocity ×"
          + (int) VELOCITY_SCALE);
      return;
    }
    view.circle(step.neighbour(), v.r, Palette.STEERING, "in the way");
    if (!braked) {
      view.arrow(step.position(), velocityTip, Palette.VELOCITY, "velocity ×"
          + (int) VELOCITY_SCALE);
      view.note(0, "no brake: queuing off, or a wall first", Palette.INK);
      return;
    }
    PVector desired = PVector.mult(step.velocity(), (1 - Queuing.BRAKING) * VELOCITY_SCALE);
    view.arrow(step.position(), velocityTip, Palette.VELOCITY, "velocity ×"
        + (int) VELOCITY_SCALE);
    view.arrow(step.position(), PVector.add(step.position(), desired), Palette.DESIRED,
        String.format("desired = velocity × %.1f", 1 - Queuing.BRAKING));
    view.note(1, String.format("brake: force = −velocity × %.1f",
        Queuing.BRAKING), Palette.STEERING);
    view.note(0, String.format("neighbour %.1f px from the point ahead",
        PVector.dist(step.ahead(), step.neighbour())), Palette.INK);
  }
}
