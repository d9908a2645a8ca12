package scalarprojection;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ScalarProjection: the numbers it shows, worked by hand; dragging; the path view. */
class ScalarProjectionSketchTest {

  static final float EPSILON = 1e-4f;

  private static ScalarProjection start(String... extra) {
    String[] args = new String[extra.length + 3];
    args[0] = "--headless";
    args[1] = "--seed";
    args[2] = "7";
    System.arraycopy(extra, 0, args, 3, extra.length);
    return Offscreen.start(new ScalarProjection(), args);
  }

  /** a = (3, 4), b = (5, 0): 3 × 5 + 4 × 0 = 15 = 5 × 5 × cos θ, cos θ = 0.6, θ = 53.13°. */
  @Test
  void aThreeFourFiveTriangle() {
    PVector a = new PVector(3, 4);
    PVector b = new PVector(5, 0);
    assertEquals(15, Projection.dot(a, b), EPSILON);
    assertEquals(15, Projection.fromTheAngle(a, b), EPSILON);
    assertEquals(53.130102f, Projection.degrees(a, b), EPSILON);
    assertEquals(3, Projection.scalar(a, b), EPSILON);                 // 15 / 5
    assertVector(13, 20, Projection.point(new PVector(10, 20), a, b), "the foot, from (10, 20)");
  }

  /** a = (2, 1), b = (1, 3): 2 + 3 = 5; |a| |b| = √5 √10 = √50; cos θ = 5 / √50 = 1 / √2. */
  @Test
  void fortyFiveDegrees() {
    PVector a = new PVector(2, 1);
    PVector b = new PVector(1, 3);
    assertEquals(5, Projection.dot(a, b), EPSILON);
    assertEquals(45, Projection.degrees(a, b), EPSILON);
    assertEquals(1.5811388f, Projection.scalar(a, b), EPSILON);        // 5 / √10
    // the foot: b̂ × 5 / √10 = (1, 3) / √10 × 5 / √10 = (0.5, 1.5)
    assertVector(0.5f, 1.5f, Projection.point(new PVector(), a, b), "the foot");
  }

  /** At right angles the product is 0; pointing back, negative, and the foot lies behind. */
  @Test
  void rightAnglesAndBackwards() {
    assertEquals(0, Projection.dot(new PVector(1, 0), new PVector(0, 2)), EPSILON);
    assertEquals(90, Projection.degrees(new PVector(1, 0), new PVector(0, 2)), EPSILON);
    PVector back = new PVector(-2, 2);
    PVector b = new PVector(1, 0);
    assertEquals(-2, Projection.dot(back, b), EPSILON);                // -2 × 1 + 2 × 0
    assertEquals(135, Projection.degrees(back, b), EPSILON);
    assertVector(-2, 0, Projection.point(new PVector(), back, b), "the foot, behind b");
    assertTrue(Float.isNaN(Projection.degrees(new PVector(), b)), "no angle with a zero vector");
  }

  /**
   * The start: a = (240, -180), |a| = 300; b = (400, 0), |b| = 400. a · b = 96000; cos θ =
   * 96000 / 120000 = 0.8, θ = 36.87°; a reaches 96000 / 400 = 240 px along b.
   */
  @Test
  void theHudShowsTheNumbersOfTheStart() {
    List<String> hud = start().hudLines();
    assertHas(hud, "a = (240, -180)   b = (400, 0)");
    assertHas(hud, "a · b = ax bx + ay by = 240.0 × 400.0 + -180.0 × 0.0 = 96000");
    assertHas(hud, "|a| |b| cos θ = 300.0 × 400.0 × 0.800 = 96000");
    assertHas(hud, "θ = 36.9°");
    assertHas(hud, "a · b / |b| = |a| cos θ = 240.0 px along b");
  }

  /** A number that rounds to zero is shown as 0, never -0; a negative one keeps its sign. */
  @Test
  void aSmallNegativeNumberRoundedToZeroIsShownWithoutItsSign() {
    List<String> lines = ScalarProjection.products(new PVector(-0.2f, 100), new PVector(1, 0));
    assertEquals("a · b = ax bx + ay by = -0.2 × 1.0 + 100.0 × 0.0 = 0", lines.get(0));
    assertEquals("|a| |b| cos θ = 100.0 × 1.0 × -0.002 = 0", lines.get(1));
    assertEquals("a · b / |b| = |a| cos θ = -0.2 px along b", lines.get(3));
    assertEquals("a = (0, -180)", ScalarProjection.shown("a", new PVector(-0.4f, -180)));
    assertEquals("0.0 0.000 -0.5 -10 -0.05", ScalarProjection.format("%.1f %.3f %.1f %.0f %.2f",
        -0.04f, -0.0001f, -0.5f, -10f, -0.05f));
  }

  @Test
  void targetPutsAsTipThere() {
    ScalarProjection sketch = start("--target", "500,420");   // a = (300, 0): along b
    assertVector(500, 420, sketch.aTip, "a's tip");
    List<String> hud = sketch.hudLines();
    assertHas(hud, "a · b = ax bx + ay by = 300.0 × 400.0 + 0.0 × 0.0 = 120000");
    assertHas(hud, "θ = 0.0°");
  }

  /** Pressed near a tip, the drag moves that tip and leaves the other where it was. */
  @Test
  void draggingMovesTheTipPressed() {
    ScalarProjection sketch = start();
    drag(sketch, 445, 236, 200, 220);          // a's tip (440, 240), 6.4 px away
    assertVector(200, 220, sketch.aTip, "a's tip, dragged");
    assertVector(600, 420, sketch.bTip, "b's tip, not dragged");
    // a = (0, -200), b = (400, 0): 0, at right angles
    assertHas(sketch.hudLines(), "a · b = ax bx + ay by = 0.0 × 400.0 + -200.0 × 0.0 = 0");
    assertHas(sketch.hudLines(), "θ = 90.0°");

    drag(sketch, 598, 430, 200, 620);          // b's tip (600, 420), 10.2 px away; below
    assertVector(200, 600, sketch.bTip, "b's tip, dragged and kept in the window");
    assertVector(200, 220, sketch.aTip, "a's tip, not dragged");
    assertVector(200, 600, sketch.path.points.get(1), "the segment ends at b's tip");
    // a = (0, -200), b = (0, 180): -36000, opposite ways
    assertHas(sketch.hudLines(), "a · b = ax bx + ay by = 0.0 × 0.0 + -200.0 × 180.0 = -36000");
    assertHas(sketch.hudLines(), "θ = 180.0°");

    drag(sketch, 700, 100, 300, 300);          // near neither tip: nothing moves
    assertVector(200, 220, sketch.aTip, "a's tip");
    assertVector(200, 600, sketch.bTip, "b's tip");
    assertNull(sketch.held, "released");
  }

  /**
   * Until a tip is dragged, a sweeps round the origin at its length 300; the HUD follows. Once
   * dragged, it stays where the mouse left it.
   */
  @Test
  void untilDraggedASweepsAndTheNumbersFollow() {
    ScalarProjection sketch = start();
    Offscreen.frames(sketch, 40);
    PVector a = PVector.sub(sketch.aTip, ScalarProjection.ORIGIN);
    assertEquals(300, a.mag(), 1e-2f, "|a|");
    // heading = atan2(-180, 240) + 1.2 sin(steps × 0.02), with the steps before the last frame
    // (the step that frame made is counted once it is drawn)
    float heading = (float) Math.atan2(-180, 240)
        + 1.2f * (float) Math.sin((sketch.steps() - 1) * 0.02f);
    assertVector(200 + 300 * (float) Math.cos(heading), 420 + 300 * (float) Math.sin(heading),
        sketch.aTip, "a's tip after 40 frames");
    assertHas(sketch.hudLines(), String.format(java.util.Locale.ROOT,
        "a · b = ax bx + ay by = %.1f × 400.0 + %.1f × 0.0 = %.0f", a.x, a.y, a.x * 400));

    drag(sketch, (int) sketch.aTip.x, (int) sketch.aTip.y, 500, 300);
    Offscreen.frames(sketch, 20);
    assertVector(500, 300, sketch.aTip, "a's tip, where it was dragged, 20 frames on");
  }

  /** In the path view only the segment's end (b's tip) can be dragged. */
  @Test
  void inThePathViewADragNearAsTipMovesNothing() {
    ScalarProjection sketch = start();
    sketch.pressKey('p');
    drag(sketch, 440, 240, 100, 100);
    assertVector(440, 240, sketch.aTip, "a's tip");
  }

  /**
   * The path view's normal point is the projection of a = predicted − start onto b, kept
   * between 0 and |b|: worked here by hand from the vehicle's own prediction, every frame.
   */
  @Test
  void inThePathViewTheNormalPointIsTheClampedProjection() {
    ScalarProjection sketch = start();
    sketch.pressKey('p');
    drag(sketch, 600, 420, 500, 220);          // the segment from (200, 420) to (500, 220)
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    PVector start = ScalarProjection.ORIGIN;
    PVector b = new PVector(300, -200);
    for (int frame = 0; frame < 150; frame++) {
      Offscreen.frames(sketch, 1);
      PVector a = PVector.sub(v.predicted, start);
      float along = Math.max(0, Math.min(b.mag(), (a.x * b.x + a.y * b.y) / b.mag()));
      PVector expected = PVector.add(start, b.copy().setMag(along));
      assertVector(expected.x, expected.y, v.normalPoint, "frame " + frame + ": normal point");
    }
  }

  private static void drag(ScalarProjection sketch, int fromX, int fromY, int toX, int toY) {
    sketch.mouseX = fromX;
    sketch.mouseY = fromY;
    sketch.mousePressed();
    sketch.pmouseX = fromX;
    sketch.pmouseY = fromY;
    sketch.mouseX = toX;
    sketch.mouseY = toY;
    sketch.mouseDragged();
    sketch.mouseReleased();
  }

  private static void assertHas(List<String> hud, String line) {
    assertTrue(hud.contains(line), "the HUD shows \"" + line + "\": " + hud);
  }

  private static void assertVector(float x, float y, PVector actual, String what) {
    assertEquals(x, actual.x, 1e-3f, what + ".x (was " + actual + ")");
    assertEquals(y, actual.y, 1e-3f, what + ".y (was " + actual + ")");
  }
}
