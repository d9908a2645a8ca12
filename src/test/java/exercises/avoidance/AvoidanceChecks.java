package exercises.avoidance;

import exercises.CheckTimeout;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Obstacle;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * What a correct most-threatening-obstacle test does, on hand-worked corridors and on a whole
 * run. {@link AvoidanceCheck} runs these against the learner's {@link Corridor};
 * {@link AvoidanceSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class AvoidanceChecks {

  /** The implementation under check. */
  abstract Corridor corridor();

  /** At the origin heading east at 4 px a frame: r = 6, the corridor 4 × 40 = 160 px long. */
  static Vehicle eastbound() {
    Vehicle v = new Vehicle(0, 0);
    v.velocity.set(4, 0);
    return v;
  }

  static Obstacle circle(float x, float y, float radius) {
    return new Obstacle(x, y, radius);
  }

  @Test
  void aCircleStraightAheadIsTheThreat() {
    Obstacle ahead = circle(100, 0, 20);
    assertThreat(ahead, eastbound(), List.of(ahead), "a circle 100 px straight ahead");
  }

  @Test
  void aCircleBehindIsNoThreat() {
    // ahead = −50, not more than −radius = −20: behind the vehicle
    assertThreat(null, eastbound(), List.of(circle(-50, 0, 20)), "a circle 50 px behind");
  }

  @Test
  void aCircleBesideTheCorridorIsNoThreat() {
    // side 30 is not less than radius 20 + r 6 = 26: beside the corridor
    assertThreat(null, eastbound(), List.of(circle(60, 30, 20)),
        "a circle whose centre is 30 px to the side");
    // side 25 < 26: its edge reaches into the corridor
    Obstacle touching = circle(60, 25, 20);
    assertThreat(touching, eastbound(), List.of(touching),
        "a circle whose centre is 25 px to the side");
  }

  @Test
  void ofTwoInTheCorridorTheNearerAlongTheHeadingIsTheThreat() {
    Obstacle far = circle(120, 0, 10);
    Obstacle near = circle(60, 0, 10);
    assertThreat(near, eastbound(), List.of(far, near), "circles 120 and 60 px ahead");
    assertThreat(near, eastbound(), List.of(near, far),
        "circles 60 and 120 px ahead (the other order)");
  }

  @Test
  void nearestAlongTheHeadingNotNearestInAStraightLine() {
    // small: centre 60 px straight ahead, its edge 55 px away. big: centre at (80, 40), its
    // edge only 89.4 − 40 = 49.4 px away, but its centre is 80 px ahead (side 40 < 40 + 6, so
    // it reaches the corridor): small comes first along the heading
    Obstacle small = circle(60, 0, 5);
    Obstacle big = circle(80, 40, 40);
    assertThreat(small, eastbound(), List.of(big, small),
        "a small circle 60 px ahead and a big one 80 px ahead whose edge is nearer");
  }

  @Test
  void theCorridorGrowsWithTheSpeed() {
    Obstacle far = circle(150, 0, 10);
    // speed 4: 160 px long, ahead 150 < 160 + 10
    assertThreat(far, eastbound(), List.of(far), "a circle 150 px ahead at speed 4");
    Vehicle slow = new Vehicle(0, 0);
    slow.velocity.set(2, 0);
    // speed 2: 80 px long, ahead 150 is not < 80 + 10
    assertThreat(null, slow, List.of(far), "a circle 150 px ahead at speed 2");
    Vehicle fast = new Vehicle(0, 0);
    fast.velocity.set(6, 0);
    Obstacle farther = circle(240, 0, 10);
    // speed 6: 240 px long, ahead 240 < 240 + 10
    assertThreat(farther, fast, List.of(farther), "a circle 240 px ahead at speed 6");
  }

  @Test
  void aWiderVehicleHasAWiderCorridor() {
    Vehicle wide = eastbound();
    wide.r = 12;
    // side 30 < radius 20 + r 12 = 32: in the corridor of a vehicle with r = 12
    Obstacle beside = circle(60, 30, 20);
    assertThreat(beside, wide, List.of(beside),
        "a circle 30 px to the side of a vehicle with r = 12");
  }

  @Test
  void aSlantedHeadingTurnsTheCorridor() {
    Vehicle v = new Vehicle(0, 0);
    v.velocity.set(3, 4);   // speed 5: the corridor is 200 px long, heading (0.6, 0.8)
    // (60, 80): ahead 100, side 0
    Obstacle onTheLine = circle(60, 80, 10);
    assertThreat(onTheLine, v, List.of(onTheLine), "a circle at (60, 80), heading (3, 4)");
    // (80, 60): ahead 96, side 60 · 0.6 − 80 · 0.8 = −28, and 28 is not < 10 + 6
    assertThreat(null, v, List.of(circle(80, 60, 10)), "a circle at (80, 60), heading (3, 4)");
  }

  @Test
  void aVehicleAtRestHasNoCorridor() {
    Vehicle resting = new Vehicle(0, 0);
    assertThreat(null, resting, List.of(circle(10, 0, 8)), "a circle 10 px from a vehicle at rest");
  }

  @Test
  void steeredByItAVehicleGoesRoundACircleInItsWayAndGetsThere() {
    Vehicle v = new Vehicle(100, 300);
    Obstacle rock = circle(400, 300, 60);
    List<Obstacle> obstacles = List.of(rock, circle(250, 100, 30), circle(250, 500, 30));
    PVector target = new PVector(700, 310);
    for (int frame = 1; frame <= RUN_FRAMES; frame++) {
      Obstacle threat = corridor().threat(v, obstacles);
      if (threat != null) {
        v.steer(SteerClear.sideways(v, threat));
      } else {
        v.seek(target);
      }
      v.update();
      for (Obstacle o : obstacles) {
        if (o.contains(v.position)) {
          fail("In frame " + frame + " the vehicle is inside the circle at (" + o.position.x
              + ", " + o.position.y + "), at (" + v.position.x + ", " + v.position.y + ").");
        }
      }
      if (PVector.dist(v.position, target) < ARRIVED) {
        return;
      }
    }
    fail("After " + RUN_FRAMES + " frames the vehicle is at (" + v.position.x + ", "
        + v.position.y + "), not yet within " + ARRIVED + " px of the target.");
  }

  @Test
  void nothingIsChanged() {
    Vehicle v = eastbound();
    List<Obstacle> obstacles = new ArrayList<>(List.of(circle(100, 0, 20), circle(-50, 0, 20)));
    List<Obstacle> before = List.copyOf(obstacles);
    corridor().threat(v, obstacles);
    assertTrue(v.position.x == 0 && v.position.y == 0 && v.velocity.x == 4
        && v.velocity.y == 0, "The vehicle should not move, but is now at " + v.position
        + " with velocity " + v.velocity + ".");
    assertEquals(before, obstacles, "The list of obstacles should not change.");
  }

  static final int RUN_FRAMES = 600;
  static final float ARRIVED = 10;

  private void assertThreat(Obstacle expected, Vehicle v, List<Obstacle> obstacles,
      String what) {
    Obstacle found = corridor().threat(v, obstacles);
    if (found != expected) {
      fail("With " + what + " the threat should be " + shown(expected) + " but is "
          + shown(found) + ".");
    }
  }

  private static String shown(Obstacle o) {
    return o == null ? "none" : "the circle at (" + o.position.x + ", " + o.position.y
        + ") of radius " + o.radius;
  }
}
