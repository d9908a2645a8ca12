package wander3d;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * Wander in 3D, run offscreen: every vehicle seeks a point on its sphere, stays in the cube,
 * and wanders in depth as much as across; the same seed repeats the run.
 */
class Wander3DSketchTest {

  static final int FRAMES = 200;
  /** A repeat needs fewer frames to differ. */
  static final int REPEAT_FRAMES = 60;

  static Wander3D run(String seed) {
    Wander3D sketch = Offscreen.start(new Wander3D(), "--headless", "--seed", seed);
    Offscreen.frames(sketch, REPEAT_FRAMES);
    return sketch;
  }

  @Test
  void vehiclesWanderInAllThreeDimensionsInsideTheCube() {
    Wander3D sketch = Offscreen.start(new Wander3D(), "--headless", "--seed", "7");
    float[] least = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
    float[] most = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
    for (int frame = 0; frame < FRAMES; frame++) {
      Offscreen.frames(sketch, 1);
      for (Vehicle v : sketch.vehicles) {
        PVector offset = PVector.sub(v.position, Wander3D.MIDDLE);
        float[] p = {offset.x, offset.y, offset.z};
        for (int axis = 0; axis < 3; axis++) {
          least[axis] = Math.min(least[axis], p[axis]);
          most[axis] = Math.max(most[axis], p[axis]);
          assertTrue(Math.abs(p[axis]) < Wander3D.CUBE / 2, "outside the cube: " + v.position);
        }
        steering.Wander w = v.wanderState();
        assertEquals(w.radius(), PVector.dist(w.center(), w.target()), 1e-3,
            "the point sought is on the sphere");
      }
    }
    for (int axis = 0; axis < 3; axis++) {
      assertTrue(most[axis] - least[axis] > Wander3D.CUBE / 2,
          "axis " + axis + " spans " + (most[axis] - least[axis]));
    }
  }

  @Test
  void eachArrowKeyDrawsItsArrowsInTheirColour() {
    int[][] arrows = {{'d', Palette.DESIRED}, {'f', Palette.STEERING}, {'v', Palette.VELOCITY}};
    for (int[] arrow : arrows) {
      Wander3D plain = Offscreen.start(new Wander3D(), "--headless", "--seed", "5");
      Wander3D with = Offscreen.start(new Wander3D(), "--headless", "--seed", "5");
      plain.pressKey('r');   // the spheres off: only the vehicles and the arrows
      with.pressKey('r');
      with.pressKey((char) arrow[0]);
      Offscreen.frames(plain, REPEAT_FRAMES);
      Offscreen.frames(with, REPEAT_FRAMES);
      int added = colour(Offscreen.image(with), arrow[1]) - colour(Offscreen.image(plain),
          arrow[1]);
      // six arrows, each a shaft 2 px wide and a head: well over 10 pixels each
      assertTrue(added >= 10 * plain.vehicles.size(), (char) arrow[0] + " added " + added
          + " pixels of its colour");
    }
  }

  /** Pixels of the world exactly this colour. */
  static int colour(BufferedImage image, int argb) {
    int count = 0;
    for (int x = 0; x < Wander3D.WIDTH; x++) {
      for (int y = 0; y < Wander3D.HEIGHT; y++) {
        count += image.getRGB(x, y) == argb ? 1 : 0;
      }
    }
    return count;
  }

  @Test
  void theSameSeedRepeatsTheRun() {
    List<PVector> first = new ArrayList<>();
    run("11").vehicles.forEach(v -> first.add(v.position.copy()));
    List<PVector> second = new ArrayList<>();
    run("11").vehicles.forEach(v -> second.add(v.position.copy()));
    assertEquals(first, second);
  }
}
