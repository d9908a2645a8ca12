package obstacleavoidance;

import org.junit.jupiter.api.Test;
import processing.core.PConstants;
import sketchbook.Offscreen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sketch's collision count makes the two ways of combining avoid and seek a number: the
 * same seed and frames, priority against a weighted sum (avoid + seek, equal weights).
 */
class ObstacleAvoidanceSketchTest {

  static final int FRAMES = 1200;

  private static ObstacleAvoidance started(String... keys) {
    ObstacleAvoidance sketch = Offscreen.start(new ObstacleAvoidance(), "--headless", "--seed",
        "7");
    for (String key : keys) {
      sketch.pressKey(key.charAt(0));
    }
    return sketch;
  }

  @Test
  void priorityCollidesFarLessThanAWeightedSum() {
    ObstacleAvoidance priority = started();
    Offscreen.frames(priority, FRAMES);
    ObstacleAvoidance weighted = started("a");
    Offscreen.frames(weighted, FRAMES);
    assertTrue(weighted.hudLines().stream().anyMatch(l -> l.startsWith("weighted sum")),
        weighted.hudLines().toString());
    assertEquals(FRAMES, priority.frames);
    assertEquals(FRAMES, weighted.frames);
    // measured with seed 7: 0 against 69
    assertTrue(weighted.collisions >= 20, weighted.collisions + " collisions, weighted sum");
    assertTrue(priority.collisions * 10 <= weighted.collisions, priority.collisions
        + " collisions with priority, " + weighted.collisions + " with a weighted sum");
    assertTrue(priority.hudLines().contains(priority.collisions + " collisions in " + FRAMES
        + " frames (a centre entering a circle)"), priority.hudLines().toString());
  }

  @Test
  void aClickAddsACircleAndARightClickRemovesTheNearest() {
    ObstacleAvoidance sketch = started();
    int circles = sketch.obstacles.size();
    sketch.mouseX = 700;
    sketch.mouseY = 80;
    sketch.mouseButton = PConstants.LEFT;
    sketch.mousePressed();
    assertEquals(circles + 1, sketch.obstacles.size());
    assertEquals(700, sketch.obstacles.get(circles).position.x);
    assertEquals(ObstacleAvoidance.NEW_CIRCLE_RADIUS, sketch.obstacles.get(circles).radius);
    sketch.mouseX = 690;
    sketch.mouseButton = PConstants.RIGHT;
    sketch.mousePressed();
    assertEquals(circles, sketch.obstacles.size());
    assertTrue(sketch.obstacles.stream().noneMatch(o -> o.position.x == 700));
  }
}
