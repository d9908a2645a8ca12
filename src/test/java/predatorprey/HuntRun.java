package predatorprey;

import sketchbook.Offscreen;
import steering.Vehicle;

/**
 * Prints how many of 150 prey the predators of PredatorPrey's seed-7 run catch in its first
 * {@link #FRAMES} frames, then the share of those frames in which a predator chased a prey it
 * saw (its chase line in the debug view), over all predators. LearnerEditsTest runs it in a JVM
 * of its own with a learner's edited Vehicle or Sight in front of the project's classes:
 * public, so that JVM can start it.
 */
public final class HuntRun {

  static final int FRAMES = 300;
  /** Prey: half the sketch's crowd, enough for the catches to tell the edit apart. */
  static final String PREY = "150";

  private HuntRun() {
  }

  public static void main(String[] args) {
    PredatorPrey sketch = Offscreen.start(new PredatorPrey(), "--headless", "--seed", "7",
        "--vehicles", PREY);
    int chases = 0;
    int looks = 0;
    for (int frame = 0; frame < FRAMES; frame++) {
      Offscreen.frames(sketch, 1);
      for (Vehicle quarry : sketch.quarries) {
        chases += quarry == null ? 0 : 1;
        looks++;
      }
    }
    System.out.println(sketch.caught);
    System.out.println((double) chases / looks);
  }
}
