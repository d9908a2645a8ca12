package flocking;

import org.junit.jupiter.api.Test;
import sketchbook.Offscreen;
import steering.crowd.CrowdNeighbours;
import steering.crowd.EditedRules;
import steering.neighbours.BinNeighbours;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Above the bins' 60 fps Flocking takes the crowd engine, whose sums are a copy of GroupRules.
 * While the copy agrees with GroupRules, the engine runs; once the engine finds that it differs
 * (a learner's edit of GroupRules, stood in for by {@link EditedRules}), the sketch turns to the
 * bins, which run GroupRules, and the HUD says why and names the file with the copy.
 */
class CrowdThatDiffersTest {

  /** Above the bins' 60 fps: the crowd engine's flock. */
  static final String BOIDS = "2000";
  /** Frames of an unedited flock, the engine checking a few boids each. */
  static final int FRAMES = 30;

  private static Flocking start(String... args) {
    return Offscreen.start(new Flocking(), args);
  }

  @Test
  void anEngineThatAgreesKeepsRunning() {
    Flocking sketch = start("--headless", "--seed", "1", "--vehicles", BOIDS);
    Offscreen.frames(sketch, FRAMES);
    assertInstanceOf(CrowdNeighbours.class, sketch.flock.finder);
    assertFalse(sketch.hudLines().stream().anyMatch(l -> l.contains("differ")),
        sketch.hudLines().toString());
  }

  @Test
  void anEngineThatDiffersFromGroupRulesGivesWayToTheBins() {
    Flocking sketch = start("--headless", "--seed", "1", "--vehicles", BOIDS);
    Offscreen.frames(sketch, 1);
    sketch.flock.finder = EditedRules.crowdAgainstEditedSeparation();
    Offscreen.frames(sketch, 1);
    assertInstanceOf(BinNeighbours.class, sketch.flock.finder);
    Offscreen.frames(sketch, 1);
    assertInstanceOf(BinNeighbours.class, sketch.flock.finder, "and stays with the bins");
    assertTrue(sketch.hudLines().contains("your GroupRules differ from the crowd engine's copy"
        + " (steering/crowd/FusedRules.java and PairSums.java):"), sketch.hudLines().toString());
    assertTrue(sketch.hudLines().contains("using bins instead, which run your lines"),
        sketch.hudLines().toString());
  }

  /** l steps past the crowd engine while it differs: it would only show the bins again. */
  @Test
  void lSkipsAnEngineThatDiffers() {
    Flocking sketch = start("--headless", "--seed", "1", "--vehicles", BOIDS, "--neighbours",
        "crowd");
    Offscreen.frames(sketch, 1);
    sketch.flock.finder = EditedRules.crowdAgainstEditedSeparation();
    Offscreen.frames(sketch, 1);
    sketch.pressKey('l');
    Offscreen.frames(sketch, 1);
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith("neighbours: quadtree")),
        sketch.hudLines().toString());
  }
}
