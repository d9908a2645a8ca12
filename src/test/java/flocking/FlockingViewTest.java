package flocking;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import sketchbook.Offscreen;
import steering.Flock;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Flocking's view angle (q w), Flake's view rule (e) and the quadtree (l, --neighbours): each
 * reaches the flock the frame steps by, and r draws the view cone and the tree's cells.
 */
class FlockingViewTest {

  static final int BOIDS = 200;
  /** Pixels r's view of one boid may reach round it: the neighbour circle, 50 px, and more. */
  static final int AROUND = 70;

  private static Flocking start(String... args) {
    return Offscreen.start(new Flocking(), args);
  }

  /** 360 − 3 × 30 = 270: the next frame is a Flock step seeing 270° ahead. */
  @Test
  void qNarrowsTheViewTheFlockStepsWith() {
    Flocking sketch = start("--headless", "--seed", "3", "--vehicles", "" + BOIDS);
    for (char k : "qqq".toCharArray()) {
      sketch.pressKey(k);
    }
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.contains("view angle 270°")),
        sketch.hudLines().toString());
    Flock expected = copyOf(sketch);
    assertEquals(270, expected.viewAngle);
    Offscreen.frames(sketch, 1);
    expected.step();
    assertSameBoids(expected, Offscreen.vehicles(sketch));
    sketch.pressKey('w');
    assertEquals(300, sketch.flock.viewAngle, "w widens");
  }

  /** e switches the fourth rule on: the frame is a Flock step with it, and not without it. */
  @Test
  void eSwitchesOnFlakesViewRule() {
    Flocking sketch = start("--headless", "--seed", "3", "--vehicles", "" + BOIDS);
    assertFalse(sketch.flock.clearView, "off at the start");
    sketch.pressKey('e');
    Flock expected = copyOf(sketch);
    Flock without = copyOf(sketch);
    without.clearView = false;
    Offscreen.frames(sketch, 1);
    expected.step();
    without.step();
    assertSameBoids(expected, Offscreen.vehicles(sketch));
    int changed = 0;
    for (int i = 0; i < BOIDS; i++) {
      changed += without.boids.get(i).velocity.equals(expected.boids.get(i).velocity) ? 0 : 1;
    }
    assertTrue(changed > 0, "the rule changed no boid's velocity");
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith("view rule on")),
        sketch.hudLines().toString());
  }

  /** With the quadtree, r draws its cells all over the world; with the bins, only one boid. */
  @Test
  void rDrawsTheQuadtreesCells() {
    int quadtree = pixelsRAddsAwayFromBoid0("quadtree");
    int bins = pixelsRAddsAwayFromBoid0("bins");
    assertTrue(quadtree > 2000, "the tree's cells: " + quadtree + " pixels");
    assertEquals(0, bins, "bins: r shows boid 0 only");
  }

  /** At 90°, r's neighbour circle shrinks to a quarter pie: the pixels round boid 0 change. */
  @Test
  void rDrawsTheViewConeOfTheChosenBoid() {
    Flocking sketch = start("--headless", "--seed", "3", "--vehicles", "5");
    Offscreen.frames(sketch, 1);
    sketch.pressKey(' ');
    Offscreen.frames(sketch, 1);
    BufferedImage all = Offscreen.image(sketch);
    for (int i = 0; i < 9; i++) {
      sketch.pressKey('q');
    }
    assertEquals(90, sketch.flock.viewAngle);
    Offscreen.frames(sketch, 1);
    Vehicle boid = Offscreen.vehicles(sketch).get(0);
    Rectangle round = new Rectangle((int) boid.position.x - AROUND,
        (int) boid.position.y - AROUND, 2 * AROUND, 2 * AROUND)
        .intersection(new Rectangle(0, 0, Flocking.WIDTH, Flocking.HEIGHT));
    assertTrue(differing(all, Offscreen.image(sketch), round, null) > 100,
        "the circle behind the boid is gone");
  }

  /** Pixels of the world (not the panel) that r changes, more than AROUND from boid 0. */
  private static int pixelsRAddsAwayFromBoid0(String finder) {
    Flocking sketch = start("--headless", "--seed", "3", "--vehicles", "300", "--neighbours",
        finder);
    Offscreen.frames(sketch, 1);
    sketch.pressKey(' ');   // paused: only the debug view changes
    Offscreen.frames(sketch, 1);
    BufferedImage on = Offscreen.image(sketch);
    sketch.pressKey('r');
    Offscreen.frames(sketch, 1);
    Vehicle boid = Offscreen.vehicles(sketch).get(0);
    Rectangle near = new Rectangle((int) boid.position.x - AROUND,
        (int) boid.position.y - AROUND, 2 * AROUND, 2 * AROUND);
    return differing(on, Offscreen.image(sketch),
        new Rectangle(0, 0, Flocking.WIDTH, Flocking.HEIGHT), near);
  }

  private static int differing(BufferedImage a, BufferedImage b, Rectangle area,
      Rectangle except) {
    int n = 0;
    for (int y = area.y; y < area.y + area.height; y++) {
      for (int x = area.x; x < area.x + area.width; x++) {
        if ((except == null || !except.contains(x, y)) && a.getRGB(x, y) != b.getRGB(x, y)) {
          n++;
        }
      }
    }
    return n;
  }

  /** A flock with the sketch's settings over copies of its boids. */
  private static Flock copyOf(Flocking sketch) {
    Flock f = new Flock(Flocking.WIDTH, Flocking.HEIGHT);
    Flock s = sketch.flock;
    f.desiredSeparation = s.desiredSeparation;
    f.neighbourDistance = s.neighbourDistance;
    f.separationWeight = s.separationWeight;
    f.alignmentWeight = s.alignmentWeight;
    f.cohesionWeight = s.cohesionWeight;
    f.viewAngle = s.viewAngle;
    f.clearView = s.clearView;
    for (Vehicle b : Offscreen.vehicles(sketch)) {
      Vehicle c = new Vehicle(b.position.x, b.position.y);
      c.velocity.set(b.velocity);
      c.maxspeed = b.maxspeed;
      c.maxforce = b.maxforce;
      c.r = b.r;
      f.add(c);
    }
    return f;
  }

  private static void assertSameBoids(Flock expected, List<Vehicle> boids) {
    assertNotEquals(0, boids.size());
    for (int i = 0; i < boids.size(); i++) {
      assertEquals(expected.boids.get(i).position, boids.get(i).position, "boid " + i);
      assertEquals(expected.boids.get(i).velocity, boids.get(i).velocity, "boid " + i);
    }
  }
}
