package flowfield;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.panel.BoardView;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** FlowField's own behavior: the noise field, - = resolution, n new field, painting, wrapping. */
class FlowFieldSketchTest {

  static final float EPSILON = 1e-6f;

  private static FlowField start(String... extra) {
    String[] args = new String[extra.length + 3];
    args[0] = "--headless";
    args[1] = "--seed";
    args[2] = "7";
    System.arraycopy(extra, 0, args, 3, extra.length);
    return Offscreen.start(new FlowField(), args);
  }

  @Test
  void theFieldIsUnitDirectionsAndACrowdOf120FollowsIt() {
    FlowField sketch = start();
    assertEquals(120, Offscreen.vehicles(sketch).size());
    assertEquals(40, sketch.field.columns());   // 800 / 20
    assertEquals(30, sketch.field.rows());      // 600 / 20
    for (int column = 0; column < 40; column++) {
      for (int row = 0; row < 30; row++) {
        assertEquals(1, sketch.field.get(column, row).mag(), 1e-5f, column + ", " + row);
      }
    }
  }

  @Test
  void eachVehicleDesiresTheDirectionOfItsCellAtMaxspeed() {
    FlowField sketch = start();
    Offscreen.frames(sketch, 30);
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    PVector expected = sketch.field.lookup(v.position).mult(v.maxspeed);

    Offscreen.frames(sketch, 1);

    assertEquals(expected.x, v.desired.x, EPSILON);
    assertEquals(expected.y, v.desired.y, EPSILON);
  }

  @Test
  void anotherResolutionSamplesTheSameNoiseAtTheCellsCentres() {
    FlowField sketch = start();
    sketch.pressKey('=');
    sketch.pressKey('=');                             // 20 + 5 + 5 = 30
    assertEquals(30, sketch.field.resolution());
    assertEquals(27, sketch.field.columns());       // ceil(800 / 30)
    assertEquals(20, sketch.field.rows());          // 600 / 30
    PVector coarse = sketch.field.get(0, 0);        // centre (15, 15)
    PVector coarseMiddle = sketch.field.get(3, 2);  // centre (105, 75)
    for (int i = 0; i < 4; i++) {
      sketch.pressKey('-');                           // 30 - 4 × 5 = 10
    }
    assertEquals(10, sketch.field.resolution());
    assertEquals(80, sketch.field.columns());
    assertEquals(60, sketch.field.rows());
    assertVector(coarse, sketch.field.get(1, 1), "centre (15, 15)");
    assertVector(coarseMiddle, sketch.field.get(10, 7), "centre (105, 75)");
  }

  @Test
  void minusAndEqualsStopAtTheirBoundsAndTheHudSaysSo() {
    FlowField sketch = start();
    for (int i = 0; i < 30; i++) {
      sketch.pressKey('=');
    }
    assertEquals(FlowField.MAX_RESOLUTION, sketch.resolution.value());
    assertTrue(sketch.hudLines().contains("resolution 80 (max)"), sketch.hudLines().toString());
    assertTrue(sketch.hudLines().contains("10 × 8 cells of 80 px"),
        sketch.hudLines().toString());             // 800 / 80 = 10, ceil(600 / 80) = 8
    for (int i = 0; i < 30; i++) {
      sketch.pressKey('-');
    }
    assertEquals(FlowField.MIN_RESOLUTION, sketch.resolution.value());
    assertTrue(sketch.hudLines().contains("resolution 10 (min)"), sketch.hudLines().toString());
    assertTrue(sketch.hudLines().contains("80 × 60 cells of 10 px"),
        sketch.hudLines().toString());
  }

  /**
   * The whiteboard's cell is the one under where the step started, its arrow the field's unit
   * direction there, and desired is that direction × maxspeed: both drawn at the one velocity
   * scale the panel states, so desired is maxspeed times as long as the direction.
   */
  @Test
  void theWhiteboardDrawsTheCellUnderTheVehicleAndItsDirection() {
    FlowField sketch = start();
    Vehicle v = boardAfterOneStep(sketch);
    PVector from = PVector.sub(v.position, v.velocity);
    int column = (int) Math.floor(from.x / 20);   // resolution 20
    int row = (int) Math.floor(from.y / 20);
    PVector direction = sketch.field.get(column, row);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    float velocities = view.vectorScale(BoardView.VELOCITIES).times();
    BoardView.Drawn cell = view.arrow("the cell's direction");
    PVector centre = new PVector(column * 20 + 10, row * 20 + 10);
    assertEquals(0, view.toScreen(centre).dist(cell.from()), 1e-3f, "from the cell's centre");
    PVector tip = PVector.add(centre, PVector.mult(direction, velocities));
    assertEquals(0, view.toScreen(tip).dist(cell.to()), 1e-2f, "1 × the velocity scale");
    BoardView.Drawn desired = view.arrow("desired");
    assertEquals(0, view.toScreen(from).dist(desired.from()), 1e-3f);
    // desired = direction × maxspeed, drawn at the same scale
    PVector expected = PVector.add(from, PVector.mult(direction, v.maxspeed * velocities));
    assertEquals(0, view.toScreen(expected).dist(desired.to()), 1e-2f);
    assertTrue(view.notes().contains("the cell's direction: length 1"), view.notes().toString());
    assertTrue(view.notes().contains(String.format("desired = (%.2f, %.2f) × %.2f = (%.2f, %.2f)",
        direction.x, direction.y, v.maxspeed, v.desired.x, v.desired.y)), view.notes().toString());
  }

  /**
   * The desired velocity on the board is the run's: a desired velocity that is not the book's
   * direction × maxspeed (as an edit of follow would make) is written beside the book's, marked.
   */
  @Test
  void aDesiredVelocityThatIsNotTheBooksIsWrittenBesideIt() {
    FlowField sketch = start();
    Vehicle v = boardAfterOneStep(sketch);
    PVector from = PVector.sub(v.position, v.velocity);
    PVector book = PVector.mult(sketch.field.get((int) Math.floor(from.x / 20),
        (int) Math.floor(from.y / 20)), v.maxspeed);
    v.desired.mult(0.5f);   // what `desired.mult(maxspeed / 2)` in follow would have asked for
    Offscreen.frames(sketch, 1);   // paused: drawn again, not stepped

    BoardView view = Offscreen.whiteboard(sketch).scene();
    assertTrue(view.notes().contains(String.format("your code: desired (%.2f, %.2f) — the book's:"
        + " (%.2f, %.2f)", book.x / 2, book.y / 2, book.x, book.y)), view.notes().toString());
    assertVector(v.desired, view.arrow("desired").vector(), "the run's desired, drawn");
  }

  /**
   * The direction's arrow is the unit vector the cell holds at the panel's stated velocity
   * scale, not a length of the plane such as half a cell: in cells of 40 px it is as long as
   * in cells of 20.
   */
  @Test
  void theCellsDirectionIsDrawnAtThePanelsVelocityScaleWhateverTheResolution() {
    FlowField sketch = start();
    for (int i = 0; i < 4; i++) {
      sketch.pressKey('=');   // 20 + 4 × 5
    }
    assertEquals(40, sketch.resolution.value());
    Vehicle v = boardAfterOneStep(sketch);
    PVector from = PVector.sub(v.position, v.velocity);
    PVector direction = sketch.field.get((int) Math.floor(from.x / 40),
        (int) Math.floor(from.y / 40));
    BoardView view = Offscreen.whiteboard(sketch).scene();
    BoardView.Drawn cell = view.arrow("the cell's direction");
    assertVector(direction, cell.vector(), "the vector it stands for");
    float pixels = view.vectorScale(BoardView.VELOCITIES).times() * view.scale();
    assertEquals(pixels, cell.scale(), 1e-3f, "drawn at the stated velocity scale");
    assertEquals(pixels, PVector.dist(cell.from(), cell.to()), 1e-2f, "|direction| = 1");
  }

  @Test
  void nMakesANewFieldAndZeroBringsTheFirstBack() {
    FlowField sketch = start();
    PVector first = sketch.field.get(20, 15);

    sketch.pressKey('n');
    assertEquals(FlowField.NEW_FIELD_STEP, sketch.noiseDepth);
    int same = 0;
    for (int column = 0; column < 40; column++) {
      same += sketch.field.get(column, 15).dist(field(start(), column, 15)) < 1e-4f ? 1 : 0;
    }
    assertTrue(same <= 2, same + " of 40 cells of row 15 unchanged by n");

    sketch.pressKey('0');
    assertEquals(0, sketch.noiseDepth);
    assertVector(first, sketch.field.get(20, 15), "cell (20, 15) after 0");
  }

  @Test
  void draggingPaintsTheDragsDirectionIntoEveryCellItCrosses() {
    FlowField sketch = start();
    sketch.pressKey(' ');
    Offscreen.frames(sketch, 1);
    BufferedImage before = Offscreen.image(sketch);
    PVector untouched = sketch.field.get(9, 5);
    PVector below = sketch.field.get(6, 6);

    // one fast drag across row 5 (y 100..119) from column 5 (x 105) to column 8 (x 165)
    drag(sketch, 105, 105, 165, 110);

    PVector along = new PVector(60, 5).normalize();
    for (int column = 5; column <= 8; column++) {
      assertVector(along, sketch.field.get(column, 5), "cell (" + column + ", 5)");
    }
    assertVector(untouched, sketch.field.get(9, 5), "cell (9, 5), beyond the drag");
    assertVector(below, sketch.field.get(6, 6), "cell (6, 6), below the drag");
    Offscreen.frames(sketch, 1);
    assertTrue(differing(before, Offscreen.image(sketch), 100, 100, 80, 20) > 20,
        "the painted arrows are drawn");
  }

  @Test
  void aDragLeavingTheWindowPaintsOnlyTheCellsInside() {
    FlowField sketch = start();
    drag(sketch, 795, 595, 835, 635);   // from cell (39, 29) out past the corner
    assertVector(new PVector(1, 1).normalize(), sketch.field.get(39, 29), "corner cell");
    drag(sketch, 300, 300, 300, 300);   // no movement, no direction: nothing changes
    assertEquals(1, sketch.field.get(15, 15).mag(), 1e-5f);
  }

  @Test
  void aVehicleLeavingTheWindowComesBackOnTheOtherSide() {
    FlowField sketch = start("--vehicles", "1");
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.position.set(805, 300);
    v.velocity.set(v.maxspeed, 0);
    Offscreen.frames(sketch, 1);
    assertEquals(-v.r, v.position.x, "past 800 + r, it reappears at -r");
    v.position.set(400, -5);
    v.velocity.set(0, -v.maxspeed);
    Offscreen.frames(sketch, 1);
    assertEquals(600 + v.r, v.position.y, "past -r at the top, it reappears at 600 + r");
  }

  private static PVector field(FlowField sketch, int column, int row) {
    return sketch.field.get(column, row);
  }

  private static void drag(FlowField sketch, int fromX, int fromY, int toX, int toY) {
    sketch.pmouseX = fromX;
    sketch.pmouseY = fromY;
    sketch.mouseX = toX;
    sketch.mouseY = toY;
    sketch.mouseDragged();
  }

  private static int differing(BufferedImage a, BufferedImage b, int x, int y, int w, int h) {
    int count = 0;
    for (int j = y; j < y + h; j++) {
      for (int i = x; i < x + w; i++) {
        count += a.getRGB(i, j) != b.getRGB(i, j) ? 1 : 0;
      }
    }
    return count;
  }

  /**
   * 30 frames, then the whiteboard on (b) and one step (.), which pauses: the first vehicle,
   * whose step the board shows.
   */
  private static Vehicle boardAfterOneStep(FlowField sketch) {
    Offscreen.frames(sketch, 30);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    return Offscreen.vehicles(sketch).get(0);
  }

  private static void assertVector(PVector expected, PVector actual, String what) {
    assertEquals(expected.x, actual.x, 1e-5f, what + ".x of " + actual);
    assertEquals(expected.y, actual.y, 1e-5f, what + ".y of " + actual);
  }
}
