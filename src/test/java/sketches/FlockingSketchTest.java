package sketches;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import steering.Flock;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Flocking's frame is a {@link Flock} step in a world the size of the window, with the
 * distances and weights the keys set and the way of finding neighbours --neighbours or l
 * chose; c picks the boid r shows.
 */
class FlockingSketchTest {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;

  @Test
  void aFrameIsAFlockStepWithTheSettingsTheKeysChose() {
    SteeringSketch sketch = SketchKind.FLOCKING.startOffscreen();
    // separation 1.5 − 2 × 0.25 = 1; cohesion 1 + 0.25 − 0.25 + 0.25 = 1.25
    for (char k : "jjiui=o".toCharArray()) {
      sketch.pressKey(k);
    }
    // 25 × 1.25 = 31.25; 50 / 1.25 = 40
    assertTrue(sketch.hudLines().contains("separation weight 1.00   alignment weight 1.00   "
        + "cohesion weight 1.25   desired separation 31   neighbour distance 40   "
        + "view angle 360° (max)"),
        sketch.hudLines().toString());
    List<Vehicle> boids = Offscreen.vehicles(sketch);
    Flock expected = new Flock(WIDTH, HEIGHT);
    expected.separationWeight = 1;
    expected.cohesionWeight = 1.25f;
    expected.desiredSeparation = 31.25f;
    expected.neighbourDistance = 40;
    boids.forEach(b -> expected.add(copy(b)));

    Offscreen.frames(sketch, 1);
    expected.step();

    for (int i = 0; i < boids.size(); i++) {
      assertEquals(expected.boids.get(i).position, boids.get(i).position, "boid " + i);
      assertEquals(expected.boids.get(i).velocity, boids.get(i).velocity, "boid " + i);
    }
  }

  /**
   * --neighbours picks the way the flock finds neighbours, l steps through them as it flies,
   * and the HUD says which, with the frame's distance checks: the book's n × n for 300 boids.
   */
  @Test
  void neighboursFromTheFlagThenTheLKey() {
    SteeringSketch sketch = SketchKind.FLOCKING.startOffscreen("--neighbours", "bins");
    Offscreen.frames(sketch, 1);
    assertHud(sketch, "neighbours: bins (the 3 × 3 cells around each boid)");
    sketch.pressKey('l');
    Offscreen.frames(sketch, 1);
    assertHud(sketch, "neighbours: crowd (finer cells, each pair once, all cores)");
    sketch.pressKey('l');
    Offscreen.frames(sketch, 1);
    assertHud(sketch, "neighbours: quadtree (cells split where boids crowd, circle queries)");
    sketch.pressKey('l');
    Offscreen.frames(sketch, 1);
    assertHud(sketch, "neighbours: book (every boid checks every other)");
    assertHud(sketch, "90,000 distance checks this frame");
  }

  /**
   * Without the flag: the book's lines while they hold 60 fps (its loop, then the bins), the
   * crowd engine for more boids.
   */
  @Test
  void withoutTheFlagTheCountPicksTheWay() {
    SteeringSketch few = SketchKind.FLOCKING.startOffscreen();
    Offscreen.frames(few, 1);
    assertTrue(few.hudLines().stream().anyMatch(l -> l.startsWith(
        "neighbours: book (every boid checks every other), picked: the book's lines hold 60 fps"
        + " up to 1,000 boids (its loop to 500, then bins)")), few.hudLines().toString());
    SteeringSketch more = SketchKind.FLOCKING.startOffscreen("--vehicles", "1000");
    Offscreen.frames(more, 1);
    assertTrue(more.hudLines().stream().anyMatch(l -> l.startsWith(
        "neighbours: bins (the 3 × 3 cells around each boid), picked:")),
        more.hudLines().toString());
    SteeringSketch many = SketchKind.FLOCKING.startOffscreen("--vehicles", "5000");
    Offscreen.frames(many, 1);
    assertTrue(many.hudLines().stream().anyMatch(l -> l.startsWith(
        "neighbours: crowd (finer cells, each pair once, all cores), picked:")),
        many.hudLines().toString());
  }

  @Test
  void aBadNeighboursValueIsAUsageErrorNamingTheChoices() {
    RunResult run = RunResult.start(SketchKind.FLOCKING.create(), "--headless", "--neighbours",
        "grid");
    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertEquals("Flocking: --neighbours expects one of book, bins, crowd, quadtree but got 'grid'",
        run.output().lines().findFirst().orElseThrow());
    assertTrue(run.output().contains("[--neighbours book|bins|crowd|quadtree]"), run.output());
  }

  private static void assertHud(SteeringSketch sketch, String line) {
    assertTrue(sketch.hudLines().contains(line)
        || sketch.hudLines().stream().anyMatch(l -> l.startsWith(line)),
        line + " in " + sketch.hudLines());
  }

  @Test
  void cMovesTheNeighbourhoodRShowsToTheNextBoid() {
    SteeringSketch sketch = SketchKind.FLOCKING.startOffscreen("--vehicles", "5");
    sketch.pressKey(' ');   // paused: only the debug view can change
    Offscreen.frames(sketch, 1);
    BufferedImage before = Offscreen.image(sketch);
    List<Vehicle> boids = Offscreen.vehicles(sketch);

    sketch.pressKey('c');
    Offscreen.frames(sketch, 1);

    // the separation circle (radius 25) left boid 0 and surrounds boid 1
    BufferedImage after = Offscreen.image(sketch);
    assertTrue(Pixels.differing(before, after, around(boids.get(0))) > 100, "left boid 0");
    assertTrue(Pixels.differing(before, after, around(boids.get(1))) > 100, "came to boid 1");
  }

  /**
   * The whiteboard draws the chosen boid's three weighted forces tip to tail and their sum, from
   * the boids as they were before the step; the sum is the boid's steering. Two boids 10 apart,
   * flying opposite ways: every rule's force is cut at maxforce 0.05.
   */
  @Test
  void theWhiteboardAddsTheThreeWeightedForcesTipToTail() {
    SteeringSketch sketch = SketchKind.FLOCKING.startOffscreen();
    List<Vehicle> boids = Offscreen.vehicles(sketch);
    boids.clear();
    Vehicle a = boid(400, 300, 0, -3);
    boids.add(a);
    boids.add(boid(410, 300, 0, 3));
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    BoardView.Drawn separation = view.arrow("separation");
    BoardView.Drawn alignment = view.arrow("alignment");
    BoardView.Drawn cohesion = view.arrow("cohesion");
    // the weights, in the order the forces are drawn, and the sum, in the last note
    assertTrue(view.notes().contains("weights 1.50, 1.00, 1.00; |sum| 0.140"),
        view.notes().toString());
    BoardView.Drawn sum = view.arrow("sum");
    // the force scale the panel states, in screen pixels a unit of force
    float k = view.vectorScale(BoardView.FORCES).times() * view.scale();
    // separation: desired (−3, 0) − (0, −3) = (−3, 3), cut to 0.05, × 1.5 → 0.075
    assertEquals(0, view.toScreen(new PVector(400, 300)).dist(separation.from()), 1e-3);
    assertEquals(0.075f * k, length(separation), 1e-2);
    assertEquals(-1, direction(separation).x * Math.sqrt(2), 1e-3);
    // alignment: desired (0, 3) − (0, −3) = (0, 6), cut to 0.05, × 1, from separation's tip
    assertEquals(separation.to(), alignment.from());
    assertEquals(0.05f * k, length(alignment), 1e-2);
    assertEquals(1, direction(alignment).y, 1e-4);
    // cohesion: desired (3, 0) − (0, −3) = (3, 3), cut to 0.05, × 1, from alignment's tip
    assertEquals(alignment.to(), cohesion.from());
    assertEquals(0.05f * k, length(cohesion), 1e-2);
    assertEquals(1, direction(cohesion).x * Math.sqrt(2), 1e-3);
    // the sum: from the boid to the last tip (float rounding), (−0.0177, 0.1384), the boid's
    // steering
    assertEquals(separation.from(), sum.from());
    assertEquals(0, cohesion.to().dist(sum.to()), 1e-3);
    PVector steered = new PVector(-0.017678f, 0.138388f);
    assertEquals(0, PVector.add(sum.from(), PVector.mult(steered, k)).dist(sum.to()), 1e-2);
    assertEquals(0, PVector.sub(sum.to(), sum.from()).div(k).dist(a.steering), 1e-5);
  }

  /**
   * In a crowd the chosen boid's lines to its neighbours are collected and written at once; they
   * must show as the lines drawn one by one (--draw-each) do. What r adds around boid 0 (its
   * circles and a line to each neighbour, among 3,000 boids) is compared: measured 2,773 pixels
   * batched against 2,866 one by one; with the lines left out, 2,132.
   */
  @Test
  void aCrowdedBoidsNeighbourLinesShowAsWhenDrawnOneByOne() {
    int batched = pixelsTheViewAdds();
    int oneByOne = pixelsTheViewAdds("--draw-each");
    assertTrue(oneByOne > 2000, "r adds " + oneByOne + " pixels one by one");
    assertEquals(oneByOne, batched, 0.1 * oneByOne, "pixels r adds, batched against one by one");
  }

  /** Pixels that change round boid 0 (100 × 100) when r is switched off, the flock paused. */
  private static int pixelsTheViewAdds(String... extra) {
    List<String> args = new ArrayList<>(List.of("--vehicles", "3000", "--seed", "1"));
    args.addAll(List.of(extra));
    SteeringSketch sketch = SketchKind.FLOCKING.startOffscreen(args.toArray(String[]::new));
    sketch.pressKey(' ');
    Offscreen.frames(sketch, 1);
    BufferedImage on = Offscreen.image(sketch);
    sketch.pressKey('r');
    Offscreen.frames(sketch, 1);
    Vehicle boid = Offscreen.vehicles(sketch).get(0);
    Rectangle neighbourhood = new Rectangle((int) boid.position.x - 50,
        (int) boid.position.y - 50, 100, 100).intersection(new Rectangle(0, 0, WIDTH, HEIGHT));
    return Pixels.differing(on, Offscreen.image(sketch), neighbourhood);
  }

  private static Vehicle boid(float x, float y, float vx, float vy) {
    Vehicle v = new Vehicle(x, y);
    v.velocity.set(vx, vy);
    v.maxspeed = 3;
    v.maxforce = 0.05f;
    return v;
  }

  private static float length(BoardView.Drawn arrow) {
    return PVector.dist(arrow.from(), arrow.to());
  }

  private static PVector direction(BoardView.Drawn arrow) {
    return PVector.sub(arrow.to(), arrow.from()).normalize();
  }

  /** The square around a boid's separation circle, 25 px each way. */
  private static Rectangle around(Vehicle boid) {
    return new Rectangle((int) boid.position.x - 25, (int) boid.position.y - 25, 50, 50);
  }

  private static Vehicle copy(Vehicle b) {
    Vehicle v = new Vehicle(b.position.x, b.position.y);
    v.velocity.set(b.velocity);
    v.maxspeed = b.maxspeed;
    v.maxforce = b.maxforce;
    return v;
  }
}
