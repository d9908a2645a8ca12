package queue;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Queuing;
import steering.Vehicle;

/**
 * Queuing's part of the whiteboard (b), for one vehicle's last step: where it started, its
 * point {@link Queuing#LOOK_AHEAD} px ahead and the circle of {@link Queuing#AHEAD_RADIUS}
 * round it; the neighbour found there, if any; and then, beside the velocity, the desired
 * velocity the code asked for as it braked and the force it got, read from the run. The book's
 * desired velocity × (1 − {@link Queuing#BRAKING}) is written beside the code's, and a
 * difference is marked: edit the braking and the board shows what the edit asked for.
 */
final class QueueBoard {

  /** The board shows this many pixels round where the step started. */
  static final float REACH = 45;
  /** The code's and the book's desired velocity agree within this share of its length. */
  static final float AGREE = 1e-4f;

  /** A vehicle as its last step found it: position, velocity, and the neighbour ahead. */
  record Before(PVector position, PVector velocity, PVector ahead, PVector neighbour) {

    /** Reads the vehicle and who is in its way, before it steers. */
    static Before of(Vehicle v, List<Vehicle> others) {
      Vehicle n = Queuing.neighbourAhead(v, others);
      return new Before(v.position.copy(), v.velocity.copy(), Queuing.aheadPoint(v),
          n == null ? null : n.position.copy());
    }
  }

  /** What the code asked for as the vehicle braked: its desired velocity and the force. */
  record Brake(PVector desired, PVector force) {
  }

  private QueueBoard() {
  }

  /**
   * {@code braked}: the step braked (queuing on, and no wall to avoid first); {@code brake}:
   * what the code asked for then, read as it braked.
   */
  static void draw(BoardView view, Vehicle v, Before step, Brake brake, boolean braked) {
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
    BoardView.VectorScale velocities = view.velocityScale();
    view.vector(step.position(), step.velocity(), velocities, Palette.VELOCITY, "velocity");
    if (step.neighbour() == null) {
      view.note(1, "nobody within the circle ahead", Palette.INK);
      view.note(0, step.velocity().mag() == 0 ? "at rest: no heading, no brake"
          : "no brake: seek the exit or avoid a wall", Palette.INK);
      return;
    }
    view.circle(step.neighbour(), v.r, Palette.STEERING, "in the way");
    if (!braked || brake == null) {
      view.note(0, "no brake: queuing off, or a wall first", Palette.INK);
      return;
    }
    view.vector(step.position(), brake.desired(), velocities, Palette.DESIRED, "desired");
    // the book's braking velocity, to set beside the code's: never drawn, never steers
    PVector book = PVector.mult(step.velocity(), 1 - Queuing.BRAKING);
    float code = brake.desired().mag();
    boolean same = PVector.dist(brake.desired(), book) <= AGREE * Math.max(1, book.mag());
    view.note(3, String.format("the book: desired = velocity × (1 − %.1f)", Queuing.BRAKING),
        Palette.INK);
    view.note(2, same ? String.format("your code: |desired| = %.3f, the same", code)
        : String.format("your code: %.3f — the book's: %.3f", code, book.mag()),
        same ? Palette.DESIRED : Palette.STEERING);
    view.note(1, String.format("brake: |force| %.3f", brake.force().mag()), Palette.STEERING);
    view.note(0, String.format("neighbour %.1f px from the point ahead",
        PVector.dist(step.ahead(), step.neighbour())), Palette.INK);
  }
}
