package steering;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("hide: arrive at centre + (centre − hunter) normalized × (radius + distance)")
class HideTest {

  static final float DISTANCE = 30;

  @Test
  @DisplayName("the spot lies on the far side of the obstacle, radius + distance from its centre")
  void hidingSpotIsBehindTheObstacle() {
    PVector hunter = new PVector(0, 0);
    // (100,0) + (1,0) × (20 + 30)
    assertVec(150, 0, Hide.hidingSpot(new Obstacle(100, 0, 20), hunter, DISTANCE), "spot");
    // (30,40) + (0.6,0.8) × (10 + 40) = (30,40) + (30,40)
    assertVec(60, 80, Hide.hidingSpot(new Obstacle(30, 40, 10), hunter, 40), "spot");
    // the hunter on the right: (100,0) + (−1,0) × 50
    assertVec(50, 0, Hide.hidingSpot(new Obstacle(100, 0, 20), new PVector(200, 0), DISTANCE),
        "spot, hunter on the right");
  }

  @Test
  @DisplayName("the hider picks the spot nearest to itself")
  void nearestSpotIsChosen() {
    Vehicle hunter = new Vehicle(0, 0);
    List<Obstacle> obstacles = List.of(new Obstacle(100, 0, 20), new Obstacle(30, 40, 10));
    // spots (150,0) and (30,40) + (0.6,0.8) × 40 = (54,72)
    List<PVector> spots = Hide.hidingSpots(hunter, obstacles, DISTANCE);
    assertVec(150, 0, spots.get(0), "first spot");
    assertVec(54, 72, spots.get(1), "second spot");
    // from (60,90): |(6,18)| = 19.0 to the second, |(90,−90)| = 127.3 to the first
    assertVec(54, 72, Hide.bestHidingSpot(new Vehicle(60, 90), hunter, obstacles, DISTANCE),
        "best from (60,90)");
    // from (160,10): |(10,−10)| = 14.1 to the first, |(−106,62)| = 122.8 to the second
    assertVec(150, 0, Hide.bestHidingSpot(new Vehicle(160, 10), hunter, obstacles, DISTANCE),
        "best from (160,10)");
  }

  @Test
  @DisplayName("far from its spot the hider goes at maxspeed; within 50 px it slows")
  void arrivesAtTheSpot() {
    Vehicle hunter = new Vehicle(0, 0);
    List<Obstacle> obstacles = List.of(new Obstacle(100, 0, 20));   // spot (150,0)
    Vehicle far = new Vehicle(150, 100);
    PVector force = Hide.hide(far, hunter, obstacles, DISTANCE);
    assertVec(0, -4, far.desired, "desired, 100 px away");   // straight up at maxspeed 4
    assertVec(0, -0.1f, force, "force");                     // limited to maxforce 0.1
    Vehicle near = new Vehicle(150, 25);
    Hide.hide(near, hunter, obstacles, DISTANCE);
    assertVec(0, -2, near.desired, "desired, 25 px away");   // 4 × 25 / 50
  }

  @Test
  @DisplayName("with no obstacle the hider evades the hunter")
  void noObstacleEvades() {
    Vehicle hider = new Vehicle(0, 0);
    hider.maxspeed = 5;
    Vehicle hunter = moving(0, 50, 3, -1);   // T = 50 / 5 = 10: predicted (30,40)
    assertNull(Hide.bestHidingSpot(hider, hunter, List.of(), DISTANCE));
    PVector force = hider.hide(hunter, List.of());
    assertVec(-3, -4, hider.desired, "desired");   // −(30,40) / 50 × 5
    assertVec(-0.06f, -0.08f, force, "force");
  }

  @Test
  @DisplayName("Vehicle.hide waits Buckland's 30 px beyond the edge")
  void vehicleHideUsesTheDefaultDistance() {
    Vehicle hider = new Vehicle(200, 0);
    hider.hide(new Vehicle(0, 0), List.of(new Obstacle(100, 0, 20)));   // spot (150,0)
    assertVec(-4, 0, hider.desired, "desired, 50 px from the spot");   // 4 × 50 / 50
    assertEquals(30, Hide.DISTANCE_FROM_BOUNDARY);
  }

  @Test
  @DisplayName("bad obstacles, hunters and distances are refused, named, and change nothing")
  void refusals() {
    Vehicle hider = moving(10, 10, 1, 0);
    Vehicle hunter = new Vehicle(0, 0);
    List<Obstacle> obstacles = List.of(new Obstacle(100, 0, 20));
    String before = Refusals.state(hider);
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Hide.hide(hider, hunter, null, DISTANCE)).getMessage().contains("obstacles"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Hide.hide(hider, hunter, java.util.Arrays.asList((Obstacle) null), DISTANCE))
        .getMessage().contains("obstacles[0]"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Hide.hide(hider, null, obstacles, DISTANCE)).getMessage().contains("hunter"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Hide.hide(hider, hunter, obstacles, -1)).getMessage()
        .contains("distanceFromBoundary"));
    hunter.position.x = Float.NaN;
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Hide.hide(hider, hunter, obstacles, DISTANCE)).getMessage()
        .contains("hunter.position"));
    assertEquals(before, Refusals.state(hider));
  }
}
