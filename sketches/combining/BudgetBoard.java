package combining;

import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Combination;
import steering.Combination.Method;
import steering.Combination.Part;
import steering.Vehicle;

/**
 * The whiteboard's (b) first panel: one vehicle's force budget, from the {@link Combination}
 * its last step combined. Round the vehicle, the maxforce circle; from it, tip to tail in
 * priority order, what each behavior was let through (an arrow, or a dot with its length when
 * it got nothing), each over a thin line of its weighted force; and the total, their sum.
 */
final class BudgetBoard {

  /** The board shows this much of the plane each side of the vehicle, in pixels. */
  static final float REACH = 60;

  private BudgetBoard() {
  }

  static void draw(BoardView view, Vehicle v, Combination last) {
    if (last == null) {
      view.note(0, "press . to step: the board shows a step", Palette.INK);
      return;
    }
    PVector at = v.position;
    float chain = 0;
    for (Part part : last.parts()) {
      chain += part.letThrough.mag();
    }
    view.frame(at, REACH);
    BoardView.VectorScale forces = view.fitScale(BoardView.FORCES, Math.max(v.maxforce, chain));
    view.circle(at, v.maxforce * forces.times(), Palette.PATH_LINE, "maxforce");
    PVector tip = at.copy();
    for (Part part : last.parts()) {
      int color = Behavior.colorOf(part.name);
      // the weighted force, thin, from where its share starts: the share lies along it
      view.line(tip, PVector.add(tip, PVector.mult(part.weighted, forces.times())), color);
      view.vector(tip, part.letThrough, forces, color, part.name);
      tip.add(PVector.mult(part.letThrough, forces.times()));
    }
    view.vector(at, last.total, forces, Palette.INK, "total");
    view.note(3, "thin: weighted; arrows: let through", Palette.INK);
    view.note(2, wayNote(last), Palette.INK);
    view.note(1, String.format("|total| %.3f, maxforce %.3f", last.total.mag(), v.maxforce),
        Palette.INK);
    view.note(0, "this step: " + last.method.label, Palette.INK);
  }

  /** What the way did this step, in one line. */
  static String wayNote(Combination last) {
    if (last.method == Method.WEIGHTED_SUM) {
      return "the sum, cut to maxforce: all alike";
    }
    if (last.method == Method.PRIORITIZED) {
      return "each in turn, cut to what is left";
    }
    for (Part part : last.parts()) {
      if (part.letThrough.mag() > 0) {
        return "dice: " + part.name + ", weighted ÷ " + ForceBudget.shown(part.probability);
      }
    }
    return "the dice tried none with a force";
  }
}
