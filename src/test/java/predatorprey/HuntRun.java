package predatorprey;

import sketchbook.Offscreen;

/**
 * Prints how many of 150 prey the predators of PredatorPrey's seed-7 run catch in its first
 * {@link #FRAMES} frames. LearnerEditsTest runs it in a JVM of its own with a learner's edited
 * Vehicle in front of the project's classes: public, so that JVM can start it.
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
    Offscreen.frames(sketch, FRAMES);
    System.out.println(sketch.caught);
  }
}
