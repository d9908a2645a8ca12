package obstacleavoidance;

import org.junit.jupiter.api.Test;
import processing.core.PConstants;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.panel.BoardView;
import steering.Obstacle;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sketch's collision count makes the two ways of combining avoid and seek a number: the
 * same seed and frames, priority against a weighted sum (avoid + seek, equal weights).
 */
class ObstacleAvoidanceSketchTest {

  static final int FRAMES = 1200;
  static final float EPSILON = 1e-3f;

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

  /**
   * Heading east at 4 px a frame from (100, 300) towards a circle of radius 30 at (200, 310):
   * the corridor is 4 × 40 = 160 px long; the centre lies 100 ahead and 10 to the right (screen
   * y down), inside radius + r = 36, so desired turns a quarter turn left: (0, −4).
   */
  @Test
  void theWhiteboardShowsTheThreatAheadAndToTheSideAndTheQuarterTurnAway() {
    ObstacleAvoidance sketch = started();
    sketch.obstacles.clear();
    sketch.obstacles.add(new Obstacle(200, 310, 30));
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.position.set(100, 300);
    v.velocity.set(4, 0);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    assertArrow(view, "ahead", new PVector(100, 300), new PVector(200, 300));
    assertArrow(view, "side", new PVector(200, 300), new PVector(200, 310));
    BoardView.Drawn desired = view.arrow("desired");
    assertEquals(0, view.toScreen(new PVector(100, 300)).dist(desired.from()), EPSILON);
    // maxspeed 4 at the velocity scale the panel states
    float velocities = view.vectorScale(BoardView.VELOCITIES).times() * view.scale();
    assertEquals(4 * velocities, desired.from().dist(desired.to()), 1e-2f);
    PVector along = PVector.sub(desired.to(), desired.from()).normalize();
    assertEquals(0, along.x, EPSILON);
    assertEquals(-1, along.y, EPSILON);
    assertTrue(view.notes().contains("corridor: speed × 40 = 160 px long"),
        view.notes().toString());
    assertTrue(view.notes().contains("ahead 100, |side| 10 < radius + r = 36"),
        view.notes().toString());
    assertTrue(view.notes().contains("this step: avoid only (priority)"),
        view.notes().toString());
    assertEquals(0, v.desired.x, EPSILON);
    assertEquals(-4, v.desired.y, EPSILON);
  }

  private static void assertArrow(BoardView view, String label, PVector from, PVector to) {
    BoardView.Drawn arrow = view.arrow(label);
    assertTrue(arrow != null, "no arrow " + label + " among " + view.arrows());
    assertEquals(0, view.toScreen(from).dist(arrow.from()), EPSILON, label + " starts");
    assertEquals(0, view.toScreen(to).dist(arrow.to()), EPSILON, label + " ends");
  }
}
