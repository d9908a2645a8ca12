package braitenberg;

import processing.core.PVector;
import sketchbook.Offscreen;
import steering.Vehicle;
import steering.Wiring;

/**
 * Prints how far Braitenberg's vehicles keep from the lights in the seed-7 run, in pixels:
 * first the loving ones' (3a) mean distance to their nearest light over frames 500 to 600, then
 * the closest any fearful one (2a) came to a light over frames 100 to 600. Then, one a line,
 * the notes of the whiteboard after one more step of the first vehicle, a fearful one, each
 * after "board: ". LearnerEditsTest
 * runs it in a JVM of its own with a learner's edited SensorsAndWheels in front of the
 * project's classes: public, so that JVM can start it.
 */
public final class LovingRun {

  /** Frames before the fearful ones are watched (they may start near a light), and after. */
  static final int START_FRAMES = 100;
  static final int FEAR_FRAMES = 500;
  /** The last frames, over which the loving ones' distance is averaged. */
  static final int LOVE_FRAMES = 100;

  private LovingRun() {
  }

  public static void main(String[] args) {
    Braitenberg sketch = Offscreen.start(new Braitenberg(), "--headless", "--seed", "7");
    Offscreen.frames(sketch, START_FRAMES);
    double love = 0;
    double fear = Double.POSITIVE_INFINITY;
    for (int i = 0; i < FEAR_FRAMES; i++) {
      Offscreen.frames(sketch, 1);
      double[] fearful = distances(sketch, Wiring.FEAR);
      fear = Math.min(fear, Math.min(fearful[0], fearful[1]));
      if (i >= FEAR_FRAMES - LOVE_FRAMES) {
        double[] loving = distances(sketch, Wiring.LOVE);
        love += (loving[0] + loving[1]) / 2;
      }
    }
    System.out.println(love / LOVE_FRAMES);
    System.out.println(fear);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    Offscreen.whiteboard(sketch).scene().notes().forEach(n -> System.out.println("board: " + n));
  }

  /** The distances from the two vehicles wired by {@code wiring} to their nearest light. */
  static double[] distances(Braitenberg sketch, Wiring wiring) {
    double[] distances = new double[2];
    int found = 0;
    for (int i = 0; i < sketch.vehicles.size() && found < distances.length; i++) {
      if (sketch.wirings.get(i) == wiring) {
        Vehicle v = sketch.vehicles.get(i);
        float nearest = Float.POSITIVE_INFINITY;
        for (PVector light : sketch.lights) {
          nearest = Math.min(nearest, PVector.dist(light, v.position));
        }
        distances[found++] = nearest;
      }
    }
    return distances;
  }
}
