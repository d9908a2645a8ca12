package steering;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("ObstacleAvoidance: turn aside from the nearest circle in the corridor ahead")
class ObstacleAvoidanceTest {

  /**
   * A vehicle at the origin heading east at 4 px a frame: its corridor is 4 × 40 = 160 px long
   * and r = 6 px either side of the x axis. Screen y points down, so its left is −y.
   */
  private static Vehicle eastbound() {
    Vehicle v = moving(0, 0, 4, 0);
    v.maxforce = 10;   // large enough not to limit, so the force shows desired − velocity
    return v;
  }

  private static List<Obstacle> circles(Obstacle... obstacles) {
    return Arrays.asList(obstacles);
  }

  @Test
  @DisplayName("the corridor is speed × 40 frames long")
  void lookAheadGrowsWithSpeed() {
    assertEquals(160, ObstacleAvoidance.lookAhead(eastbound()), 1e-4);
    assertEquals(200, ObstacleAvoidance.lookAhead(moving(0, 0, 3, 4)), 1e-4);
    assertEquals(0, ObstacleAvoidance.lookAhead(moving(0, 0, 0, 0)));
  }

  @Test
  @DisplayName("straight ahead, a little to the left: desired points right, at maxspeed")
  void aheadSlightlyLeftTurnsRight() {
    Vehicle v = eastbound();
    PVector force = ObstacleAvoidance.avoid(v, circles(new Obstacle(100, -5, 20)));
    assertVec(0, 4, v.desired, "desired");        // the heading turned to the right
    assertVec(-4, 4, force, "force");              // (0, 4) − (4, 0)
    assertVec(-4, 4, v.acceleration, "acceleration");
  }

  @Test
  @DisplayName("straight ahead, a little to the right: desired points left")
  void aheadSlightlyRightTurnsLeft() {
    Vehicle v = eastbound();
    ObstacleAvoidance.avoid(v, circles(new Obstacle(100, 5, 20)));
    assertVec(0, -4, v.desired, "desired");
  }

  @Test
  @DisplayName("dead ahead: passed on the right")
  void deadAheadPassesOnTheRight() {
    Vehicle v = eastbound();
    ObstacleAvoidance.avoid(v, circles(new Obstacle(100, 0, 20)));
    assertVec(0, 4, v.desired, "desired");
  }

  @Test
  @DisplayName("a diagonal heading: the quarter turn away is measured across that heading")
  void diagonalHeading() {
    Vehicle v = moving(0, 0, 3, 4);   // heading (0.6, 0.8); its right is (−0.8, 0.6)
    v.maxforce = 10;
    // 100 px ahead, 5 px to the left: (60, 80) − 5 × (−0.8, 0.6) = (64, 77)
    ObstacleAvoidance.avoid(v, circles(new Obstacle(64, 77, 20)));
    assertVec(-3.2f, 2.4f, v.desired, "desired");   // (−0.8, 0.6) × maxspeed 4
  }

  @Test
  @DisplayName("the force is limited to maxforce, and weighted after the limit")
  void forceLimitedAndWeighted() {
    Vehicle v = moving(0, 0, 4, 0);   // the default maxforce 0.1
    PVector force = ObstacleAvoidance.avoid(v, circles(new Obstacle(100, -5, 20)));
    assertVec(-0.0707107f, 0.0707107f, force, "force");   // (−4, 4) / √32 × 0.1
    Vehicle weighted = moving(0, 0, 4, 0);
    PVector doubled = ObstacleAvoidance.avoid(weighted, circles(new Obstacle(100, -5, 20)), 2);
    assertVec(-0.1414214f, 0.1414214f, doubled, "force × 2");
  }

  @Test
  @DisplayName("the corridor's far end: a circle reaching into it counts, one beyond does not")
  void farEnd() {
    // ahead − radius < 160: 175 − 20 = 155 reaches in; 185 − 20 = 165 does not
    assertTrue(threatened(new Obstacle(175, 0, 20)));
    assertFalse(threatened(new Obstacle(185, 0, 20)));
  }

  @Test
  @DisplayName("the corridor's sides: |side| < radius + r counts (r = 6)")
  void sides() {
    assertTrue(threatened(new Obstacle(100, 25, 20)));    // 25 < 26
    assertFalse(threatened(new Obstacle(100, 27, 20)));   // 27 > 26
    assertTrue(threatened(new Obstacle(100, -25, 20)));
    assertFalse(threatened(new Obstacle(100, -27, 20)));
  }

  @Test
  @DisplayName("behind the vehicle: ignored, unless the circle still reaches over its centre")
  void behind() {
    assertFalse(threatened(new Obstacle(-30, 0, 20)));    // its front edge is 10 px behind
    assertTrue(threatened(new Obstacle(-15, 0, 20)));     // overlaps the vehicle
  }

  @Test
  @DisplayName("the most threatening is the nearest in the corridor, whatever the list order")
  void nearestWins() {
    Obstacle far = new Obstacle(120, 3, 10);
    Obstacle near = new Obstacle(60, -3, 10);
    Obstacle aside = new Obstacle(30, 80, 10);   // nearer still, but out of the corridor
    assertSame(near, ObstacleAvoidance.mostThreatening(eastbound(), circles(far, near, aside)));
    assertSame(near, ObstacleAvoidance.mostThreatening(eastbound(), circles(aside, near, far)));
    Vehicle v = eastbound();
    ObstacleAvoidance.avoid(v, circles(far, near, aside));
    assertVec(0, 4, v.desired, "desired: away from the near one, on its left");
  }

  @Test
  @DisplayName("nothing in the corridor: a zero vector and nothing applied")
  void clearCorridor() {
    Vehicle v = eastbound();
    PVector force = ObstacleAvoidance.avoid(v, circles(new Obstacle(100, 60, 20),
        new Obstacle(400, 0, 20)));
    assertVec(0, 0, force, "force");
    assertVec(0, 0, v.acceleration, "acceleration");
    assertVec(0, 0, ObstacleAvoidance.avoid(v, new ArrayList<>()), "no obstacles at all");
  }

  @Test
  @DisplayName("a vehicle at rest has no heading, so no corridor: nothing applied")
  void atRest() {
    Vehicle v = new Vehicle(0, 0);
    List<Obstacle> touching = circles(new Obstacle(10, 0, 20));
    assertNull(ObstacleAvoidance.mostThreatening(v, touching));
    assertVec(0, 0, ObstacleAvoidance.avoid(v, touching), "force");
    assertVec(0, 0, v.acceleration, "acceleration");
  }

  @Test
  @DisplayName("an obstacle: a finite centre and a radius above 0, or a message naming it")
  void badObstacles() {
    assertMessage("radius (the obstacle's radius) must be greater than 0, was 0.0",
        () -> new Obstacle(0, 0, 0));
    assertMessage("radius (the obstacle's radius) must be greater than 0, was -5.0",
        () -> new Obstacle(0, 0, -5));
    assertMessage("radius (the obstacle's radius) must be greater than 0, was NaN",
        () -> new Obstacle(0, 0, Float.NaN));
    assertMessage("obstacle position must have finite coordinates, was (NaN, 0.0)",
        () -> new Obstacle(Float.NaN, 0, 10));
    assertMessage("obstacle position must have finite coordinates, was (0.0, Infinity)",
        () -> new Obstacle(0, Float.POSITIVE_INFINITY, 10));
    assertMessage("obstacle position must lie within ±1e18, was (3.4028235E38, 0.0)",
        () -> new Obstacle(Float.MAX_VALUE, 0, 10));
    Obstacle o = new Obstacle(3, 4, 5);
    assertVec(3, 4, o.position, "position");
    assertEquals(5, o.radius);
    assertTrue(o.contains(new PVector(3, 8.9f)));
    assertFalse(o.contains(new PVector(3, 9)));   // on the edge is outside
  }

  @Test
  @DisplayName("a null list, a null obstacle, a moved-to-NaN centre, a bad vehicle: refused")
  void refusals() {
    Vehicle v = eastbound();
    assertRefused(v, "obstacles must not be null", () -> ObstacleAvoidance.avoid(v, null));
    assertRefused(v, "obstacles[1] must not be null",
        () -> ObstacleAvoidance.avoid(v, circles(new Obstacle(100, 0, 20), null)));
    Obstacle moved = new Obstacle(100, 0, 20);
    moved.position.x = Float.NaN;
    assertRefused(v, "obstacles[0].position must have finite coordinates, was (NaN, 0.0)",
        () -> ObstacleAvoidance.avoid(v, circles(moved)));
    assertRefused(v, "weight (how much of the steering force to apply) must be 0 or more, was -1.0",
        () -> ObstacleAvoidance.avoid(v, circles(new Obstacle(100, 0, 20)), -1));
    assertMessage("vehicle must not be null",
        () -> ObstacleAvoidance.avoid(null, circles(new Obstacle(100, 0, 20))));
    Vehicle broken = eastbound();
    broken.velocity.y = Float.NaN;
    assertRefused(broken, "velocity must have finite coordinates, was (4.0, NaN)",
        () -> ObstacleAvoidance.avoid(broken, circles(new Obstacle(100, 0, 20))));
    Vehicle noMaxforce = eastbound();
    noMaxforce.maxforce = -1;
    assertRefused(noMaxforce, "maxforce must be 0 or more, was -1.0",
        () -> ObstacleAvoidance.avoid(noMaxforce, circles(new Obstacle(100, 0, 20))));
  }

  private static boolean threatened(Obstacle obstacle) {
    return ObstacleAvoidance.mostThreatening(eastbound(), circles(obstacle)) == obstacle;
  }

  private static void assertMessage(String message, Runnable call) {
    RuntimeException e = assertThrows(RuntimeException.class, call::run);
    assertTrue(e instanceof IllegalArgumentException || e instanceof IllegalStateException,
        e.toString());
    assertEquals(message, e.getMessage());
  }

  /** Refused with {@code message}, and the vehicle left exactly as it was. */
  private static void assertRefused(Vehicle v, String message, Runnable call) {
    String before = Refusals.state(v);
    assertMessage(message, call);
    assertEquals(before, Refusals.state(v), "refused, yet the vehicle changed");
  }
}
