package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import processing.core.PConstants;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import sketchbook.panel.Whiteboard;
import steering.Vehicle;

/**
 * Hide and interpose's whiteboard (b) works out the step's spot and midpoint with the step's
 * numbers: one circle of radius 35 at (400, 300) (c takes the others away, a click adds it),
 * the hunter, hider and interposer put where the sums come out round, one step. And it stays
 * readable for the interposer and the hunter too, whom WhiteboardLabelsTest (the first vehicle
 * only, the hider) does not put on the board.
 */
class HideAndInterposeBoardTest {

  static final SketchKind HIDE_AND_INTERPOSE = SketchKind.named("HideAndInterpose");
  /** The one circle: a click adds one of radius 35 (the sketch's NEW_CIRCLE_RADIUS). */
  static final PVector CENTRE = new PVector(400, 300);
  static final float RADIUS = 35;
  /** centre − hunter = (180, 240): 300 px long, away = (0.6, 0.8). */
  static final PVector HUNTER = new PVector(220, 60);
  static final PVector HIDER = new PVector(600, 500);
  /** The vehicles' places in the sketch's list: the hider first, the one b shows. */
  static final int HIDER_AT = 0;
  static final int INTERPOSER_AT = 1;
  static final int HUNTER_AT = 2;
  /** Window positions agree to this many pixels (float rounding of the mapping). */
  static final float PIXEL = 0.01f;
  static final int STATES = 30;
  static final long SEED = 11;

  /** The sketch with one circle at CENTRE, hunter and hider at rest in their places. */
  static SteeringSketch oneCircle() {
    SteeringSketch sketch = HIDE_AND_INTERPOSE.startOffscreen();
    sketch.pressKey('c');   // the five circles go
    click(sketch, CENTRE);   // one comes back, here
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    place(vehicles.get(HUNTER_AT), HUNTER, new PVector());
    place(vehicles.get(HIDER_AT), HIDER, new PVector());
    return sketch;
  }

  @Test
  void theHidersBoardWorksOutTheSpotWithTheStepsNumbers() {
    SteeringSketch sketch = oneCircle();
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);

    BoardView view = Offscreen.whiteboard(sketch).scene();
    // spot = (400, 300) + (35 + 30) · (0.6, 0.8) = (439, 352)
    assertEquals(List.of("spot = centre + (radius + d) · away",
        "away = unit(centre − hunter) = (0.60, 0.80)", "= (400, 300) + 65 · away = (439, 352)",
        "the one circle's spot: arrive"), view.notes());
    BoardView.Drawn out = view.arrow("(35 + 30) · away");
    assertNotNull(out, view.arrows().toString());
    assertEquals(0, view.toScreen(CENTRE).dist(out.from()), PIXEL);
    assertEquals(0, view.toScreen(new PVector(439, 352)).dist(out.to()), PIXEL);
    // at the panel's one scale: 65 px of the plane are 65 × scale on the board
    assertEquals(65 * view.scale(), out.from().dist(out.to()), PIXEL);
    BoardView.Drawn arrive = view.arrow("arrive");
    assertEquals(0, view.toScreen(HIDER).dist(arrive.from()), PIXEL);
    assertEquals(out.to(), arrive.to());
  }

  @Test
  void theInterposersBoardWorksOutTAndTheMidpoint() {
    SteeringSketch sketch = oneCircle();
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    Vehicle interposer = vehicles.get(INTERPOSER_AT);
    // mid = ((220 + 600) / 2, (60 + 500) / 2) = (410, 280); the interposer 200 px below it
    place(vehicles.get(HUNTER_AT), HUNTER, new PVector(1, 0));
    place(vehicles.get(HIDER_AT), HIDER, new PVector(0, -1));
    place(interposer, new PVector(410, 480), new PVector());
    sketch.pressKey('b');
    click(sketch, interposer.position);
    assertSame(interposer, Offscreen.whiteboard(sketch).subject());
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);

    BoardView view = Offscreen.whiteboard(sketch).scene();
    // T = 200 / 4 = 50; the hunter will be at (270, 60), the hider at (600, 450); the
    // midpoint of the two is (435, 255)
    assertEquals(List.of("T = |mid − self| / maxspeed, mid = (a + b) / 2",
        "= 200.0 / 4.00 = 50.0 frames", "aim = ((a + va · T) + (b + vb · T)) / 2",
        "= (435, 255): arrive"), view.notes());
    List<BoardView.Drawn> ahead = view.arrows().stream()
        .filter(a -> a.label().equals("velocity · T")).toList();
    assertEquals(2, ahead.size(), view.arrows().toString());
    assertEquals(0, view.toScreen(HUNTER).dist(ahead.get(0).from()), PIXEL);
    assertEquals(0, view.toScreen(new PVector(270, 60)).dist(ahead.get(0).to()), PIXEL);
    assertEquals(0, view.toScreen(HIDER).dist(ahead.get(1).from()), PIXEL);
    assertEquals(0, view.toScreen(new PVector(600, 450)).dist(ahead.get(1).to()), PIXEL);
    assertEquals(0, view.toScreen(new PVector(435, 255)).dist(view.arrow("arrive").to()),
        PIXEL);
  }

  /** Paused on a step, the HUD's T is the board's: the T the interposer steered by in it. */
  @Test
  void theHudAndTheWhiteboardShowTheSameT() {
    SteeringSketch sketch = HIDE_AND_INTERPOSE.startOffscreen();
    Offscreen.frames(sketch, 40);   // all three under way: T changes every step
    sketch.pressKey('b');
    click(sketch, Offscreen.vehicles(sketch).get(INTERPOSER_AT).position);
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);

    String board = Offscreen.whiteboard(sketch).scene().notes().get(1);
    String t = board.substring(board.lastIndexOf(" = ") + 3, board.indexOf(" frames"));
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith(
        "interposer: T = " + t + " frames, ")), board + " but the HUD: " + sketch.hudLines());
  }

  @Test
  void withNoCircleTheHidersBoardSaysItEvades() {
    SteeringSketch sketch = HIDE_AND_INTERPOSE.startOffscreen();
    sketch.pressKey('c');
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    assertEquals(List.of("no circle to hide behind: evade"),
        Offscreen.whiteboard(sketch).scene().notes());
  }

  /**
   * From many random states of each of the three on the board, as WhiteboardLabelsTest draws
   * the first: no label covers another or leaves its panel, every arrow at the panel's scale.
   */
  @Test
  void everyVehiclesBoardIsReadable() {
    SteeringSketch sketch = HIDE_AND_INTERPOSE.startOffscreen();
    Offscreen.frames(sketch, WhiteboardLabelsTest.WARM_UP);
    sketch.pressKey('b');
    Random random = new Random(SEED);
    List<String> problems = new ArrayList<>();
    for (int at : new int[] {HIDER_AT, INTERPOSER_AT, HUNTER_AT}) {
      Vehicle v = Offscreen.vehicles(sketch).get(at);
      click(sketch, v.position);
      Whiteboard board = Offscreen.whiteboard(sketch);
      assertSame(v, board.subject());
      for (int state = 0; state < STATES && problems.isEmpty(); state++) {
        float inset = WhiteboardLabelsTest.INSET;
        v.position.set(inset + random.nextFloat() * (sketch.width - 2 * inset),
            inset + random.nextFloat() * (sketch.height - 2 * inset));
        v.velocity.set(PVector.fromAngle(random.nextFloat() * (float) (2 * Math.PI))
            .mult(random.nextFloat() * v.maxspeed));
        sketch.pressKey('.');
        Offscreen.frames(sketch, 1);
        for (BoardView view : new BoardView[] {board.scene(), board.triangle(), board.next()}) {
          problems.addAll(WhiteboardLabelsTest.problems(view, "vehicle " + at + " state "
              + state));
        }
      }
    }
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }

  static void place(Vehicle v, PVector position, PVector velocity) {
    v.position.set(position);
    v.velocity.set(velocity);
  }

  static void click(SteeringSketch sketch, PVector at) {
    sketch.handleMouseEvent(new MouseEvent(null, 0, MouseEvent.PRESS, 0, Math.round(at.x),
        Math.round(at.y), PConstants.LEFT, 1));
  }
}
