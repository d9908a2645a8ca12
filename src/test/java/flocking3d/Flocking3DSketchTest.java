package flocking3d;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import steering.Vehicle;

/**
 * The flock in its cube, run offscreen (the view projects the world onto a JAVA2D canvas): the
 * boids fly in all three dimensions, stay inside the cube, and line up.
 */
class Flocking3DSketchTest {

  static final int FRAMES = 250;

  static Flocking3D start(String... extra) {
    String[] args = new String[extra.length + 3];
    args[0] = "--headless";
    args[1] = "--seed";
    args[2] = "7";
    System.arraycopy(extra, 0, args, 3, extra.length);
    return Offscreen.start(new Flocking3D(), args);
  }

  /**
   * Local line-up: for each boid with neighbours (within the neighbour distance), the length of
   * the average of its own and its neighbours' headings (unit velocities); averaged over those
   * boids. 1 when neighbours fly the same way, about 1/√(k+1) for k at random.
   */
  static float lineUp(Flocking3D sketch) {
    float total = 0;
    int counted = 0;
    for (Vehicle boid : sketch.vehicles) {
      PVector sum = boid.velocity.copy().normalize();
      int k = 0;
      for (Vehicle other : sketch.vehicles) {
        float d = PVector.dist(boid.position, other.position);
        if (other != boid && d < sketch.flock.neighbourDistance) {
          sum.add(other.velocity.copy().normalize());
          k++;
        }
      }
      if (k > 0) {
        total += sum.mag() / (k + 1);
        counted++;
      }
    }
    return counted == 0 ? 0 : total / counted;
  }

  @Test
  void theFlockStaysInsideItsCubeFliesInDepthAndLinesUp() {
    Flocking3D sketch = start("--vehicles", "150");
    float atStart = lineUp(sketch);
    float deepest = 0;
    float half = Flocking3D.CUBE / 2;
    for (int frame = 0; frame < FRAMES; frame++) {
      Offscreen.frames(sketch, 1);
      for (Vehicle boid : sketch.vehicles) {
        deepest = Math.max(deepest, Math.abs(boid.position.z - Flocking3D.MIDDLE.z));
        PVector offset = PVector.sub(boid.position, Flocking3D.MIDDLE);
        for (float c : new float[] {offset.x, offset.y, offset.z}) {
          assertTrue(Math.abs(c) < half, "frame " + frame + ": boid outside at " + boid.position);
        }
      }
    }
    assertTrue(deepest > half / 2, "the boids fly in depth: largest |z| " + deepest);
    float atEnd = lineUp(sketch);
    // measured with seed 7: 0.61 at the start, 0.94 after 250 frames
    assertTrue(atEnd > 0.9f && atEnd > atStart + 0.2f, "line-up " + atStart + " → " + atEnd);
  }

  @Test
  void theWorldIsDrawnAndTheCameraFollowsTheChosenBoid() {
    Flocking3D sketch = start("--vehicles", "50");
    Offscreen.frames(sketch, 5);
    BufferedImage image = Offscreen.image(sketch);
    int drawn = 0;
    int paper = image.getRGB(1, 1);
    for (int x = 0; x < Flocking3D.WIDTH; x += 2) {
      for (int y = 0; y < Flocking3D.HEIGHT; y += 2) {
        drawn += image.getRGB(x, y) != paper ? 1 : 0;
      }
    }
    assertTrue(drawn > 500, "pixels of the cube and the boids: " + drawn);
    sketch.pressKey('e');
    Offscreen.frames(sketch, 3);
    assertEquals(sketch.vehicles.get(sketch.chosen).position, sketch.view.centre,
        "the camera looks at the chosen boid");
    sketch.pressKey('e');
    Offscreen.frames(sketch, 1);
    assertEquals(Flocking3D.MIDDLE, sketch.view.centre, "and back at the cube's centre");
  }

  @Test
  void eachBoidIsDrawnWhereTheCameraSeesIt() {
    Flocking3D sketch = start("--vehicles", "40");
    sketch.pressKey('r');   // the spheres off, and the chosen boid in the others' colours
    Offscreen.frames(sketch, 30);
    BufferedImage image = Offscreen.image(sketch);
    int checked = 0;
    int wings = 0;
    for (Vehicle boid : sketch.vehicles) {
      float x = sketch.view.screenXOf(boid.position);
      float y = sketch.view.screenYOf(boid.position);
      if (!clearOfOthers(sketch, boid, x, y)) {
        continue;
      }
      checked++;
      int wing = 0;
      for (int dx = -AROUND; dx <= AROUND; dx++) {
        for (int dy = -AROUND; dy <= AROUND; dy++) {
          int rgb = image.getRGB(Math.round(x) + dx, Math.round(y) + dy);
          wing += near(rgb, Flocking3D.WING) || near(rgb, Flocking3D.FAR_WING) ? 1 : 0;
        }
      }
      // a plane seen edge-on is a thin line: one pixel of it at least
      assertTrue(wing >= 1, "boid at " + boid.position + ", on screen (" + x + ", " + y
          + "): no pixel of a wing");
      wings += wing;
    }
    assertTrue(checked >= 10, "only " + checked + " boids clear of the others");
    assertTrue(wings >= 4 * checked, wings + " pixels of wings round " + checked + " boids");
  }

  /** Pixels round a boid's point on screen where its paper plane must show. */
  static final int AROUND = 4;

  /** On screen, inside the world and no other boid within 12 px that could cover it. */
  static boolean clearOfOthers(Flocking3D sketch, Vehicle boid, float x, float y) {
    if (x < 10 || y < 10 || x > Flocking3D.WIDTH - 10 || y > Flocking3D.HEIGHT - 10) {
      return false;
    }
    for (Vehicle other : sketch.vehicles) {
      if (other != boid && Math.hypot(sketch.view.screenXOf(other.position) - x,
          sketch.view.screenYOf(other.position) - y) < 12) {
        return false;
      }
    }
    return true;
  }

  /** Within a small distance of the colour in each channel (antialiased edges blend). */
  static boolean near(int rgb, int colour) {
    for (int shift = 0; shift < 24; shift += 8) {
      if (Math.abs((rgb >> shift & 0xFF) - (colour >> shift & 0xFF)) > 24) {
        return false;
      }
    }
    return true;
  }

  @Test
  void theCrowdEngineIsRefusedByName() {
    Flocking3D sketch = new Flocking3D();
    Exception e = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
        () -> sketch.checkOptions(sketchbook.controls.SketchOptions.parse(
            new String[] {"--neighbours", "crowd"}, sketch.sketchFlags())));
    assertTrue(e.getMessage().contains("--neighbours crowd works in the plane only"),
        e.getMessage());
  }

  /**
   * The whiteboard's ring and its clicks find a boid where the camera draws it, not at its x
   * and y: a press on a boid's projection puts that boid on the board, ringed there.
   */
  @Test
  void theBoardRingsAndChoosesABoidWhereTheCameraDrawsIt() {
    Flocking3D sketch = start();
    Offscreen.frames(sketch, 5);
    sketch.pressKey('b');
    Offscreen.frames(sketch, 1);
    Vehicle boid = sketch.vehicles.get(sketch.vehicles.size() / 2);
    PVector drawn = new PVector(sketch.view.screenXOf(boid.position),
        sketch.view.screenYOf(boid.position));
    assertTrue(PVector.dist(drawn, new PVector(boid.position.x, boid.position.y)) > 20,
        "the camera moves it off its x and y: " + drawn + " " + boid.position);
    sketch.handleMouseEvent(new processing.event.MouseEvent(null, 0,
        processing.event.MouseEvent.PRESS, 0, Math.round(drawn.x), Math.round(drawn.y),
        processing.core.PConstants.LEFT, 1));
    assertTrue(Offscreen.whiteboard(sketch).subject() == boid, "the pressed boid is on the board");
    assertEquals(0, PVector.dist(drawn, Offscreen.whiteboard(sketch).ringCentre()), 1e-3f);
  }
}
