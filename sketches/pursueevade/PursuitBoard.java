package pursueevade;

import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Pursuit;
import steering.Vehicle;

/**
 * Pursue and evade's part of the whiteboard (b), for one vehicle's last step: the other
 * vehicle where the step started, its velocity · T out to its future position
 * other.position + other.velocity · T (from {@link Pursuit#futurePosition}, the code the
 * behaviors steer by), and the line the vehicle steered along: towards it (pursue) or away
 * from it (evade).
 */
final class PursuitBoard {

  /** The board shows this much more than the vehicle, the other and the future position. */
  static final float ROOM = 1.15f;

  /** What one vehicle predicted before a step: the other as it was, T, and the future. */
  record Prediction(Vehicle self, PVector otherPosition, PVector otherVelocity, float frames,
      boolean fixed, PVector future) {

    /** Works out self's prediction of other now, with the fixed look-ahead or T = d / maxspeed. */
    static Prediction of(Vehicle self, Vehicle other, boolean fixed, float fixedFrames) {
      float frames = fixed ? fixedFrames : Pursuit.lookAhead(self, other);
      return new Prediction(self, other.position.copy(), other.velocity.copy(), frames, fixed,
          Pursuit.futurePosition(other, frames));
    }
  }

  private PursuitBoard() {
  }

  /** {@code pursuing}: v pursues (seeks the future position); otherwise it evades (flees it). */
  static void draw(BoardView view, Vehicle v, Prediction p, boolean pursuing, String forces) {
    if (p == null || p.self() != v) {
      view.note(0, "press . to step: the board shows a step", Palette.INK);
      return;
    }
    PVector from = PVector.sub(v.position, v.velocity);   // where the step started
    PVector low = new PVector(Math.min(Math.min(from.x, p.otherPosition().x), p.future().x),
        Math.min(Math.min(from.y, p.otherPosition().y), p.future().y));
    PVector high = new PVector(Math.max(Math.max(from.x, p.otherPosition().x), p.future().x),
        Math.max(Math.max(from.y, p.otherPosition().y), p.future().y));
    view.frame(PVector.lerp(low, high, 0.5f),
        Math.max(high.x - low.x, high.y - low.y) / 2 * ROOM);
    view.dot(p.otherPosition(), Palette.INK, pursuing ? "quarry" : "pursuer");
    view.arrow(p.otherPosition(), p.future(), Palette.VELOCITY, "velocity · T");
    view.dot(p.future(), Palette.TARGET, "future");
    if (pursuing) {
      view.arrow(from, p.future(), Palette.DESIRED, "pursue: seek the future");
    } else {
      view.arrow(p.future(), from, Palette.DESIRED, "evade: away from the future");
    }
    view.note(2, p.fixed() ? String.format("T fixed: %.0f frames", p.frames())
        : String.format("T = d / maxspeed = %.1f / %.2f = %.1f",
            PVector.dist(from, p.otherPosition()), v.maxspeed, p.frames()), Palette.INK);
    view.note(1, String.format("future = position + velocity · T = (%.0f, %.0f)",
        p.future().x, p.future().y), Palette.INK);
    view.note(0, "this step's forces: " + forces, Palette.INK);
  }
}
