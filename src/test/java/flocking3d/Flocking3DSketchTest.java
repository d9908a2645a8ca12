package flocking3d;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
  void theCrowdEngineIsRefusedByName() {
    Flocking3D sketch = new Flocking3D();
    Exception e = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
        () -> sketch.checkOptions(sketchbook.SketchOptions.parse(
            new String[] {"--neighbours", "crowd"}, sketch.sketchFlags())));
    assertTrue(e.getMessage().contains("--neighbours crowd works in the plane only"),
        e.getMessage());
  }
}
