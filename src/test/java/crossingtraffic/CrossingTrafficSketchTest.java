package crossingtraffic;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.panel.BoardView;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Collision avoidance earns its place by a number: the same seed and frames, with avoidance on
 * and off, and the sketch's own collision count (two centres closer than the two radii).
 */
class CrossingTrafficSketchTest {

  static final int FRAMES = 1200;
  static final float EPSILON = 1e-3f;

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

  /**
   * Me at (100, 300) going east at 4, the other at (200, 188) going south at 4: p = (100, −112),
   * w = (−4, 4), t = −(p · w) / (w · w) = 848 / 32 = 26.5 frames; I will be at (206, 300), it at
   * (200, 294), 8.5 px apart, nearer than 6 + 6 + 8: desired points from there to me, (1, 1).
   */
  @Test
  void theWhiteboardShowsBothVelocitiesToTheClosestApproachAndTheWayAway() {
    CrossingTraffic sketch = Offscreen.start(new CrossingTraffic(), "--headless", "--seed", "7");
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    Vehicle me = vehicles.get(0);
    Vehicle other = vehicles.get(vehicles.size() - 1);
    vehicles.retainAll(List.of(me, other));
    place(me, 100, 300, 4, 0);
    place(other, 200, 188, 0, 4);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    assertArrow(view, "my velocity · t", new PVector(100, 300), new PVector(206, 300));
    assertArrow(view, "its velocity · t", new PVector(200, 188), new PVector(200, 294));
    BoardView.Drawn desired = view.arrow("desired");
    assertEquals(0, view.toScreen(new PVector(100, 300)).dist(desired.from()), EPSILON);
    // maxspeed 4 at the velocity scale the panel states
    float velocities = view.vectorScale(BoardView.VELOCITIES).times() * view.scale();
    assertEquals(4 * velocities, desired.from().dist(desired.to()), 1e-2f);
    PVector along = PVector.sub(desired.to(), desired.from()).normalize();
    assertEquals(Math.sqrt(0.5), along.x, EPSILON);
    assertEquals(Math.sqrt(0.5), along.y, EPSILON);
    assertTrue(view.notes().contains("t = −(p · w) / (w · w) = 26.5 frames"),
        view.notes().toString());
    assertTrue(view.notes().contains("closest 8.5 px < r + r + 8 = 20.0"),
        view.notes().toString());
  }

  private static void place(Vehicle v, float x, float y, float vx, float vy) {
    v.position.set(x, y);
    v.velocity.set(vx, vy);
    v.maxspeed = 4;
  }

  private static void assertArrow(BoardView view, String label, PVector from, PVector to) {
    BoardView.Drawn arrow = view.arrow(label);
    assertTrue(arrow != null, "no arrow " + label + " among " + view.arrows());
    assertEquals(0, view.toScreen(from).dist(arrow.from()), EPSILON, label + " starts");
    assertEquals(0, view.toScreen(to).dist(arrow.to()), EPSILON, label + " ends");
  }
}
