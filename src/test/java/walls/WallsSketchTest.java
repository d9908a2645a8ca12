package walls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Vehicle;

/** Walls' own behavior: the vehicles stay inside, - = move the margin, w stops the wander. */
class WallsSketchTest {

  private static Walls start(String... extra) {
    String[] args = new String[extra.length + 3];
    args[0] = "--headless";
    args[1] = "--seed";
    args[2] = "7";
    System.arraycopy(extra, 0, args, 3, extra.length);
    return Offscreen.start(new Walls(), args);
  }

  @Test
  void wanderersNeverLeaveTheWallsRectangle() {
    Walls sketch = start("--vehicles", "30");
    steering.Walls walls = sketch.walls;
    for (int frame = 0; frame < 1000; frame++) {
      Offscreen.frames(sketch, 1);
      for (Vehicle v : Offscreen.vehicles(sketch)) {
        PVector p = v.position;
        assertTrue(p.x > walls.left && p.x < walls.right && p.y > walls.top
            && p.y < walls.bottom, "frame " + frame + ": a vehicle left the walls at " + p);
      }
    }
  }

  @Test
  void equalsAndMinusScaleTheMarginAndRebuildTheWalls() {
    Walls sketch = start();
    assertEquals(Walls.MARGIN, sketch.walls.margin);

    sketch.pressKey('=');
    assertEquals(62.5f, sketch.walls.margin, 1e-4f);   // 50 × 1.25
    // 62.5 shown to no decimals, rounding half up
    assertTrue(sketch.hudLines().contains("margin 63"),
        sketch.hudLines().toString());
    sketch.pressKey('-');
    sketch.pressKey('-');
    assertEquals(40, sketch.walls.margin, 1e-4f);      // 62.5 / 1.25 / 1.25

    for (int i = 0; i < 30; i++) {
      sketch.pressKey('=');
    }
    assertEquals(Walls.MAX_MARGIN, sketch.walls.margin);
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith("margin 200 (max)")));
    for (int i = 0; i < 30; i++) {
      sketch.pressKey('-');
    }
    assertEquals(Walls.MIN_MARGIN, sketch.walls.margin);
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith("margin 10 (min)")));
  }

  @Test
  void aWiderMarginWidensTheBandDrawn() {
    Walls sketch = start();
    sketch.pressKey(' ');
    Offscreen.frames(sketch, 1);
    int before = paperAcrossTheLeftBand(Offscreen.image(sketch));
    sketch.pressKey('=');   // 50 → 62.5: the band now reaches x = 40 + 62.5
    Offscreen.frames(sketch, 1);
    int after = paperAcrossTheLeftBand(Offscreen.image(sketch));
    // 40 + 56 = 96 is just past the old band, inside the new: 21 points, at most a few hidden
    assertTrue(before >= 18 && after == 0, "paper points " + before + " then " + after);
  }

  @Test
  void withoutWanderAVehicleWellInsideCoastsInAStraightLine() {
    Walls sketch = start("--vehicles", "1");
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.position.set(400, 300);
    v.velocity.set(2, 1);
    sketch.pressKey('w');
    assertFalse(sketch.wandering);

    Offscreen.frames(sketch, 10);

    assertEquals(new PVector(2, 1), v.velocity, "no force well inside the walls");
    assertEquals(new PVector(420, 310), v.position);   // (400, 300) + 10 × (2, 1)
    assertEquals(0, v.steering.mag());
  }

  @Test
  void inTheBandTheForceIsTheSumOfWanderAndTheWeightedWalls() {
    Walls sketch = start("--vehicles", "1");
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.position.set(60, 300);   // 20 px from the left wall, inside the 50 px margin
    v.velocity.set(-v.maxspeed, 0);

    Offscreen.frames(sketch, 1);

    // wander alone is at most maxforce; the walls' push alone (straight back in, limited)
    // is maxforce × WALL_WEIGHT along +x; together more than wander alone, at least
    // (WALL_WEIGHT − 1) × maxforce inwards, at most (WALL_WEIGHT + 1) × maxforce
    assertTrue(v.steering.mag() > 1.0001f * v.maxforce, "sum " + v.steering.mag());
    assertTrue(v.steering.x >= v.maxforce * (Walls.WALL_WEIGHT - 1), "pushed in: " + v.steering);
    assertTrue(v.steering.mag() <= v.maxforce * (Walls.WALL_WEIGHT + 1) * 1.0001f);
  }

  /** How many of 21 points at x = 96 (y 200 to 400) show the bare paper. */
  private static int paperAcrossTheLeftBand(BufferedImage image) {
    int paper = 0;
    for (int y = 200; y <= 400; y += 10) {
      paper += image.getRGB(96, y) == Palette.PAPER ? 1 : 0;
    }
    return paper;
  }

  /**
   * Within the margin of the left wall the board draws desired's two components, x then y
   * tip-to-tail, x pointing away from the wall; the triangle says the steering is a sum.
   */
  @Test
  void theWhiteboardSplitsTheWallsDesiredIntoItsComponentsAndNotesTheSum() {
    Walls sketch = start("--vehicles", "1");
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.position.set(60, 300);   // 20 px from the left wall, inside the 50 px margin
    v.velocity.set(-v.maxspeed, 0);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);

    BoardView view = Offscreen.whiteboard(sketch).scene();
    BoardView.Drawn x = view.arrow("desired.x");
    BoardView.Drawn y = view.arrow("desired.y");
    BoardView.Drawn desired = view.arrow("desired");
    assertEquals(x.from().y, x.to().y, 1e-3f, "desired.x is horizontal");
    assertEquals(y.from().x, y.to().x, 1e-3f, "desired.y is vertical");
    assertEquals(x.to(), y.from(), "tip to tail");
    assertEquals(0, desired.to().dist(y.to()), 1e-3f, "the two end at desired's tip");
    assertEquals(0, desired.from().dist(x.from()), 1e-3f);
    // near the left wall desired.x = +maxspeed before scaling: the x arrow points right, and
    // the drawn sum is maxspeed long at the velocity scale the panel states
    assertTrue(x.to().x > x.from().x, "away from the left wall");
    float velocities = view.vectorScale(BoardView.VELOCITIES).times() * view.scale();
    assertEquals(v.maxspeed * velocities, desired.from().dist(desired.to()), 1e-2f);
    assertEquals(v.maxspeed * velocities, x.to().x - x.from().x, 1e-2f);
    assertTrue(Offscreen.whiteboard(sketch).triangle().notes()
        .contains("steering: the sum of this step's forces"),
        Offscreen.whiteboard(sketch).triangle().notes().toString());
  }
}
