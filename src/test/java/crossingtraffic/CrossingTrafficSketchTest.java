package crossingtraffic;

import org.junit.jupiter.api.Test;
import sketchbook.Offscreen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Collision avoidance earns its place by a number: the same seed and frames, with avoidance on
 * and off, and the sketch's own collision count (two centres closer than the two radii).
 */
class CrossingTrafficSketchTest {

  static final int FRAMES = 1200;

  private static CrossingTraffic run(String keys) {
    CrossingTraffic sketch = Offscreen.start(new CrossingTraffic(), "--headless", "--seed", "7");
    for (char key : keys.toCharArray()) {
      sketch.pressKey(key);
    }
    Offscreen.frames(sketch, FRAMES);
    assertEquals(FRAMES, sketch.frames);
    return sketch;
  }

  @Test
  void avoidanceCutsCollisionsAtLeastFivefold() {
    // measured with seed 7: 0 collisions on, 22 off
    assertFewer(run(""), run("a"));
  }

  @Test
  void avoidanceCutsCollisionsAtLeastFivefoldInFourStreams() {
    // measured with seed 7: 10 collisions on, 351 off (head-on streams meet in every lane)
    assertFewer(run("x"), run("xa"));
  }

  private static void assertFewer(CrossingTraffic on, CrossingTraffic off) {
    assertTrue(off.collisions >= 10, off.collisions + " collisions with avoidance off");
    assertTrue(on.collisions * 5 <= off.collisions, on.collisions
        + " collisions with avoidance on, " + off.collisions + " off");
    assertTrue(on.hudLines().contains(on.collisions + " collisions in " + FRAMES
        + " frames (centres closer than r + r)"), on.hudLines().toString());
  }
}
