package sketches;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import sketchbook.panel.Whiteboard;
import sketchbook.render.LabelPlacement;
import steering.Vehicle;

/**
 * Every label and note on the whiteboard (b) is readable and every picture stays in its panel:
 * in every sketch, from many random states of the vehicle on the board, no two of a panel's
 * labels share a pixel, none leaves its panel or lies on an arrow or a circle, no line,
 * circle or dot is drawn outside the part of the panel between its title and its notes, and
 * every arrow is drawn at the panel's one scale (its shaft ends where its vector does): an arrow
 * is |v| × the panel's scale long, a velocity or a force |v| × the panel's one scale for its
 * kind, which the panel states once, and no label carries a scale of its own ("desired ×10").
 * The states: a seeded random position in the window and a random velocity up to
 * maxspeed, then one step (.), so each panel draws a new step. Every {@link #FAST_EVERY}th state
 * moves {@link #FAST} × maxspeed (as after {@code [} lowers maxspeed under a moving vehicle), so
 * the next velocity is limited and the board says so.
 */
class WhiteboardLabelsTest {

  /** How many random states each sketch is drawn in. */
  static final int STATES = 50;
  /** The seed of the states, so a failure can be seen again. */
  static final long SEED = 11;
  /** Frames run before the board is shown, so the sketch has its scene. */
  static final int WARM_UP = 3;
  /** At least this many labels a state, besides the notes (velocity, desired, steering...). */
  static final int MOST_PANELS = 3;
  /** Every this many states, one moves faster than maxspeed. */
  static final int FAST_EVERY = 5;
  /** Its speed, in units of maxspeed: the step that follows is cut to maxspeed. */
  static final float FAST = 1.5f;
  /** Random positions keep this far inside the window. */
  static final float INSET = 40;
  /** Window positions agree to this many pixels (float rounding of the mapping). */
  static final float PIXEL_SLACK = 0.01f;
  /** Lengths and scales agree to this share (float rounding of a scaled vector). */
  static final float SHARE_SLACK = 1e-3f;
  /** A label that ends in a scale of its own, " ×10": the panel states its scales once. */
  static final Pattern OWN_SCALE = Pattern.compile(" ×\\d+$");

  static List<SketchKind> sketches() {
    return SketchKind.every();
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest(name = "{0}")
  @MethodSource("sketches")
  void noLabelCoversAnotherOrLeavesItsPanel(SketchKind kind) {
    // the states below are made in the plane, (x, y) and a velocity in x and y: a 3D vehicle
    // keeps its z and its speed in z, and the board's step is not the one it would take
    kind.assumeRunsInThePlane();
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, WARM_UP);
    sketch.pressKey('b');
    Random random = new Random(SEED);
    List<String> problems = new ArrayList<>();
    int placed = 0;
    int limited = 0;
    for (int state = 0; state < STATES && problems.isEmpty(); state++) {
      Whiteboard board = Offscreen.whiteboard(sketch);
      Vehicle v = board.subject();
      if (v != null) {
        v.position.set(INSET + random.nextFloat() * (sketch.width - 2 * INSET),
            INSET + random.nextFloat() * (sketch.height - 2 * INSET));
        float speed = state % FAST_EVERY == FAST_EVERY - 1 ? FAST : random.nextFloat();
        v.velocity.set(PVector.fromAngle(random.nextFloat() * (float) (2 * Math.PI))
            .mult(speed * v.maxspeed));
      }
      sketch.pressKey('.');
      Offscreen.frames(sketch, 1);
      for (BoardView view : new BoardView[] {board.scene(), board.triangle(), board.next()}) {
        problems.addAll(problems(view, kind + " state " + state));
        placed += view.labels().size() - view.notes().size();
      }
      limited += board.next().labels().stream().anyMatch(l -> l.text().contains("limited"))
          ? 1 : 0;
    }
    assertTrue(problems.isEmpty(), String.join("\n", problems));
    // not empty panels: the board labelled its arrows, dots and circles in every state
    assertTrue(placed >= STATES * MOST_PANELS, kind + ": only " + placed + " labels placed");
    // the states faster than maxspeed: the next velocity is cut, and the board says so
    assertTrue(limited >= STATES / FAST_EVERY, kind + ": the board said \"limited\" in "
        + limited + " of the " + STATES / FAST_EVERY + " states faster than maxspeed");
  }

  /**
   * Each label outside its panel or on an arrow or a circle, each pair that overlaps,
   * each stroke or dot outside the drawing, and each arrow not drawn at the panel's scale, in
   * words.
   */
  static List<String> problems(BoardView view, String where) {
    List<String> found = new ArrayList<>();
    float[] panel = view.bounds();
    float[] drawing = view.drawingBounds();
    for (PVector[] stroke : view.strokes()) {
      for (PVector end : stroke) {
        if (!within(end, drawing)) {
          found.add(String.format("%s: a line to (%.1f, %.1f) leaves the drawing (%.0f, %.0f)"
              + " %.0f × %.0f", where, end.x, end.y, drawing[0], drawing[1], drawing[2],
              drawing[3]));
        }
      }
    }
    for (PVector dot : view.dots()) {
      if (!within(dot, drawing)) {
        found.add(String.format("%s: a dot at (%.1f, %.1f) is off the drawing", where, dot.x,
            dot.y));
      }
    }
    for (BoardView.Drawn arrow : view.arrows()) {
      found.addAll(scaleProblems(view, arrow, where));
      found.addAll(lengthProblems(view, arrow, where));
    }
    found.addAll(statementProblems(view, where));
    List<LabelPlacement.Label> labels = view.labels();
    for (int i = 0; i < labels.size(); i++) {
      LabelPlacement.Label a = labels.get(i);
      if (a.x() < panel[0] || a.y() < panel[1] || a.x() + a.width() > panel[0] + panel[2]
          || a.y() + a.height() > panel[1] + panel[3]) {
        found.add(String.format("%s: \"%s\" at (%.0f, %.0f) %.0f × %.0f leaves the panel"
            + " (%.0f, %.0f) %.0f", where, a.text(), a.x(), a.y(), a.width(), a.height(),
            panel[0], panel[1], panel[2]));
      }
      if (i >= view.notes().size() && !within(a.anchor(), drawing)) {
        // its leader line would run from outside the drawing
        found.add(String.format("%s: \"%s\" names (%.0f, %.0f), off the drawing", where,
            a.text(), a.anchor().x, a.anchor().y));
      }
      List<PVector[]> arrowsAndCircles = new ArrayList<>(view.shafts());
      arrowsAndCircles.addAll(view.arcs());
      for (PVector[] stroke : arrowsAndCircles) {
        if (crosses(a, stroke[0], stroke[1])) {
          found.add(String.format("%s: \"%s\" lies on an arrow or a circle (%.0f, %.0f)–(%.0f, %.0f)",
              where, a.text(), stroke[0].x, stroke[0].y, stroke[1].x, stroke[1].y));
          break;
        }
      }
      for (int j = 0; j < i; j++) {
        LabelPlacement.Label b = labels.get(j);
        if (a.overlaps(b.x(), b.y(), b.width(), b.height(), 0)) {
          found.add(String.format("%s: \"%s\" covers \"%s\"", where, a.text(), b.text()));
        }
      }
    }
    return found;
  }

  /**
   * An arrow drawn at another scale than its panel's: one long enough to see has a shaft that
   * starts at its start and ends at its tip, or where it leaves the panel, and never beyond; one
   * too short is a dot (see WhiteboardTest for its label).
   */
  static List<String> scaleProblems(BoardView view, BoardView.Drawn arrow, String where) {
    float length = PVector.dist(arrow.from(), arrow.to());
    if (arrow.asDot()) {
      return length < BoardView.SHORTEST ? List.of() : List.of(String.format(
          "%s: \"%s\", %.1f px long, was drawn as a dot", where, arrow.label(), length));
    }
    if (!within(arrow.from(), view.drawingBounds())) {
      return List.of();   // starts off the panel: what is drawn is cut
    }
    for (PVector[] shaft : view.shafts()) {
      if (PVector.dist(shaft[0], arrow.from()) < PIXEL_SLACK
          && distanceToSegment(shaft[1], arrow.from(), arrow.to()) < PIXEL_SLACK
          && PVector.dist(shaft[0], shaft[1]) <= length + PIXEL_SLACK) {
        return List.of();
      }
    }
    return List.of(String.format("%s: \"%s\" (%.1f px at the panel's scale) has no shaft of"
        + " that length", where, arrow.label(), length));
  }

  /**
   * An arrow that is not |v| × its scale long, or whose scale is neither the panel's (a
   * distance of the plane) nor the panel's one scale for a kind of vector, or whose label
   * carries a scale of its own.
   */
  static List<String> lengthProblems(BoardView view, BoardView.Drawn arrow, String where) {
    List<String> found = new ArrayList<>();
    float length = PVector.dist(arrow.from(), arrow.to());
    float expected = arrow.vector().mag() * arrow.scale();
    if (Math.abs(length - expected) > PIXEL_SLACK + SHARE_SLACK * expected) {
      found.add(String.format("%s: \"%s\" is %.2f px long, not |v| %.4f × its scale %.2f = %.2f",
          where, arrow.label(), length, arrow.vector().mag(), arrow.scale(), expected));
    }
    boolean panels = agree(arrow.scale(), view.scale());
    for (BoardView.VectorScale kind : view.vectorScales()) {
      panels |= agree(arrow.scale(), kind.times() * view.scale());
    }
    if (!panels) {
      found.add(String.format("%s: \"%s\" is drawn %.3f px a unit: not the panel's scale %.3f"
          + " nor one it states (%s)", where, arrow.label(), arrow.scale(), view.scale(),
          view.scalesStatement()));
    }
    if (arrow.label() != null && OWN_SCALE.matcher(arrow.label()).find()) {
      found.add(String.format("%s: \"%s\" carries a scale of its own", where, arrow.label()));
    }
    return found;
  }

  /**
   * A panel's vector scales are stated once, in its title row: no note or label says one
   * again, and each kind has one scale.
   */
  static List<String> statementProblems(BoardView view, String where) {
    List<String> found = new ArrayList<>();
    List<BoardView.VectorScale> kinds = view.vectorScales();
    for (BoardView.VectorScale kind : kinds) {
      if (kinds.stream().filter(k -> k.what().equals(kind.what())).count() > 1) {
        found.add(String.format("%s: two scales for %s", where, kind.what()));
      }
      if (!view.scalesStatement().contains(kind.statement())) {
        found.add(String.format("%s: the scale \"%s\" is not stated", where, kind.statement()));
      }
      for (LabelPlacement.Label label : view.labels()) {
        if (label.text().contains(kind.statement())) {
          found.add(String.format("%s: \"%s\" states the scale again", where, label.text()));
        }
      }
    }
    return found;
  }

  /** True when two scales are the same but for float rounding. */
  static boolean agree(float a, float b) {
    return Math.abs(a - b) <= SHARE_SLACK * Math.max(Math.abs(a), Math.abs(b));
  }

  /** How far a point is from the segment a–b. */
  static float distanceToSegment(PVector p, PVector a, PVector b) {
    PVector ab = PVector.sub(b, a);
    float t = ab.magSq() == 0 ? 0
        : Math.max(0, Math.min(1, PVector.sub(p, a).dot(ab) / ab.magSq()));
    return PVector.dist(p, PVector.add(a, PVector.mult(ab, t)));
  }

  /** True when a window point is inside the rectangle left, top, width, height (to a pixel). */
  static boolean within(PVector p, float[] box) {
    return p.x >= box[0] - PIXEL_SLACK && p.x <= box[0] + box[2] + PIXEL_SLACK
        && p.y >= box[1] - PIXEL_SLACK && p.y <= box[1] + box[3] + PIXEL_SLACK;
  }

  /** True when a point of the segment, looked at every pixel along it, is inside the box. */
  static boolean crosses(LabelPlacement.Label box, PVector a, PVector b) {
    int steps = Math.max(1, (int) Math.ceil(PVector.dist(a, b)));
    for (int i = 0; i <= steps; i++) {
      PVector p = PVector.lerp(a, b, i / (float) steps);
      if (box.distanceTo(p.x, p.y) == 0) {
        return true;
      }
    }
    return false;
  }
}
