package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import steering.Flock;
import steering.GroupRules;
import steering.Vehicle;

/**
 * Flocking's frame is a {@link Flock} step in a world the size of the window, with the
 * distances and weights the keys set; --brute-force is the book's loop instead; c picks the
 * boid r shows.
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
    assertTrue(sketch.hudLines().contains("separation × 1.00 (j k)   alignment × 1.00 (n m)   "
        + "cohesion × 1.25 (u i)   [0–5]"), sketch.hudLines().toString());
    // 25 × 1.25 = 31.25; 50 / 1.25 = 40
    assertTrue(sketch.hudLines().contains("desired separation 31 [5–100] (- =)   "
        + "neighbour distance 40 [10–200] (o p)"), sketch.hudLines().toString());
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

  @Test
  void bruteForceIsTheBooksLoopOneBoidAfterAnother() {
    SteeringSketch sketch = SketchKind.FLOCKING.startOffscreen("--brute-force");
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith(
        "300 boids, each checking every other, one at a time (--brute-force)")));
    List<Vehicle> boids = Offscreen.vehicles(sketch);
    List<Vehicle> book = new ArrayList<>();
    boids.forEach(b -> book.add(copy(b)));
    Flock sameFrame = new Flock(WIDTH, HEIGHT);
    boids.forEach(b -> sameFrame.add(copy(b)));

    Offscreen.frames(sketch, 1);
    for (Vehicle boid : book) {
      GroupRules.flock(boid, book, 25, 50, 1.5f, 1, 1);
      boid.update();
      Wrap.around(boid, WIDTH, HEIGHT);
    }
    sameFrame.step();

    int differentFromFlock = 0;
    for (int i = 0; i < boids.size(); i++) {
      assertEquals(book.get(i).position, boids.get(i).position, "boid " + i);
      differentFromFlock += book.get(i).position.equals(sameFrame.boids.get(i).position) ? 0 : 1;
    }
    assertNotEquals(0, differentFromFlock, "one at a time is not the same as one frame for all");
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
