package sketches;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
 * Every label and note on the whiteboard (b) is readable: in every sketch, from many random
 * states of the vehicle on the board, no two of a panel's labels share a pixel and none leaves
 * its panel or lies on an arrow. The states: a seeded random position in the window and a random velocity up to
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

  static List<SketchKind> sketches() {
    return SketchKind.every();
  }

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

  /** Each label outside its panel or on an arrow, and each pair that overlaps, in words. */
  static List<String> problems(BoardView view, String where) {
    List<String> found = new ArrayList<>();
    float[] panel = view.bounds();
    List<LabelPlacement.Label> labels = view.labels();
    for (int i = 0; i < labels.size(); i++) {
      LabelPlacement.Label a = labels.get(i);
      if (a.x() < panel[0] || a.y() < panel[1] || a.x() + a.width() > panel[0] + panel[2]
          || a.y() + a.height() > panel[1] + panel[3]) {
        found.add(String.format("%s: \"%s\" at (%.0f, %.0f) %.0f × %.0f leaves the panel"
            + " (%.0f, %.0f) %.0f", where, a.text(), a.x(), a.y(), a.width(), a.height(),
            panel[0], panel[1], panel[2]));
      }
      for (PVector[] shaft : view.shafts()) {
        if (crosses(a, shaft[0], shaft[1])) {
          found.add(String.format("%s: \"%s\" lies on an arrow (%.0f, %.0f)–(%.0f, %.0f)",
              where, a.text(), shaft[0].x, shaft[0].y, shaft[1].x, shaft[1].y));
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
