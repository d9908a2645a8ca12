package steering;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Corners of the library's entries: a null where a vehicle, point or threat belongs, a noise
 * function that gives NaN, a closest approach a float cannot reach. Each gets the named
 * message every other entry gives, or a finite answer: never a NullPointerException, never a
 * NaN stored or returned.
 */
@DisplayName("Corners of the library refused by name, or answered finitely")
class CornerInputTest {

  private static final List<Vehicle> NONE = List.of();

  private static void refused(String message, Runnable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
    assertEquals(message, e.getMessage());
  }

  @Test
  void anObstacleContainsNoNullOrNaNPoint() {
    Obstacle obstacle = new Obstacle(0, 0, 5);

    refused("point must not be null", () -> obstacle.contains(null));
    refused("point must have finite coordinates, was (NaN, 0.0)",
        () -> obstacle.contains(new PVector(Float.NaN, 0)));
    assertTrue(obstacle.contains(new PVector(1, 1)));
  }

  @Test
  void obstacleAvoidanceDesiredVelocityNamesANullThreatOrVehicle() {
    Vehicle v = VectorAssert.moving(0, 0, 1, 0);
    Obstacle obstacle = new Obstacle(30, 0, 5);

    refused("threat must not be null", () -> ObstacleAvoidance.desiredVelocity(v, null));
    refused("vehicle must not be null",
        () -> ObstacleAvoidance.desiredVelocity(null, obstacle));
  }

  @Test
  void collisionAvoidanceNamesANullThreatOrVehicle() {
    Vehicle v = VectorAssert.moving(0, 0, 1, 0);

    refused("threat must not be null", () -> CollisionAvoidance.desiredVelocity(v, null));
    refused("other must not be null", () -> CollisionAvoidance.closestApproach(v, null));
    refused("vehicle must not be null", () -> CollisionAvoidance.closestApproach(null, v));
  }

  @Test
  void theGroupRulesNameANullVehicle() {
    refused("vehicle must not be null", () -> GroupRules.separate(null, NONE, 25));
    refused("vehicle must not be null", () -> GroupRules.separate(null, NONE, 25, 1.5f));
    refused("vehicle must not be null", () -> GroupRules.align(null, NONE, 50));
    refused("vehicle must not be null", () -> GroupRules.cohere(null, NONE, 50));
    refused("vehicle must not be null", () -> GroupRules.flock(null, NONE, 25, 50, 1.5f, 1, 1));
  }

  /**
   * A relative speed of 1e-22 px a frame over 1e18 px: t = 1e40 frames, beyond a float, where
   * velocity 0 × t gave NaN points. No vehicle gets there: no approach.
   */
  @Test
  void aTinyRelativeVelocityAtAHugeDistanceGivesNoNaN() {
    Vehicle still = VectorAssert.moving(0, 0, 0, 0);
    Vehicle far = VectorAssert.moving(1e18f, 0, -1e-22f, 0);

    assertNull(CollisionAvoidance.closestApproach(still, far));
  }

  /** 1e-10 px a frame over 1e6 px: t = 1e16 frames, and both then meet at the origin. */
  @Test
  void aSlowApproachAFloatCanReachIsAnswered() {
    Vehicle still = VectorAssert.moving(0, 0, 0, 0);
    Vehicle far = VectorAssert.moving(1e6f, 0, -1e-10f, 0);

    CollisionAvoidance.Approach approach = CollisionAvoidance.closestApproach(still, far);

    assertNotNull(approach);
    assertEquals(1e16f, approach.time(), 1e10f);
    assertEquals(0, approach.distance(), 1e-3f);
  }

  /** Every distance from 1 to 1e18 px against every relative speed from 1e-40 to 1e18. */
  @Test
  void everyFiniteApproachHasFinitePoints() {
    for (int d = 0; d <= 18; d++) {
      for (int s = -40; s <= 18; s++) {
        float distance = (float) Math.pow(10, d);
        float speed = (float) Math.pow(10, s);
        Vehicle still = VectorAssert.moving(0, 0, 0, 0);
        Vehicle other = VectorAssert.moving(distance, distance / 2, -speed, 0);
        CollisionAvoidance.Approach approach = CollisionAvoidance.closestApproach(still, other);
        if (approach != null) {
          String where = "distance 1e" + d + ", speed 1e" + s + ": " + approach;
          assertTrue(Float.isFinite(approach.time()), where);
          assertTrue(finite(approach.self()) && finite(approach.otherAt()), where);
        }
      }
    }
  }

  private static boolean finite(PVector p) {
    return Float.isFinite(p.x) && Float.isFinite(p.y) && Float.isFinite(p.z);
  }

  /** 400 × 300 px in cells of 20: the first cell centred right of x 100 and below y 50. */
  @Test
  void aNaNFromTheNoiseIsRefusedAtFillTimeNamingTheCell() {
    FlowField field = new FlowField(400, 300, 20);
    field.fillSwirl(new PVector(200, 150));
    PVector before = field.get(5, 3);
    PVector first = field.get(0, 0);

    refused("noise(110.0, 70.0, 0.0) for cell (5, 3) must be a finite number, was NaN",
        () -> field.fillFromNoise((x, y, t) -> x > 100 && y > 50 ? Float.NaN : 0.5f, 1, 0));

    assertEquals(before, field.get(5, 3), "the field is left as it was");
    assertEquals(first, field.get(0, 0), "not even the cells before it changed");
  }

  @Test
  void anInfiniteOrTooLargeNoiseIsRefusedNamingTheCell() {
    FlowField field = new FlowField(400, 300, 20);

    refused("noise(10.0, 10.0, 2.0) for cell (0, 0) must be a finite number, was Infinity",
        () -> field.fillFromNoise((x, y, t) -> Float.POSITIVE_INFINITY, 1, 2));
    refused("noise(5.0, 5.0, 0.0) for cell (0, 0) must be a finite number whose angle × 2π"
        + " fits a float, was 1.0E38", () -> field.fillFromNoise((x, y, t) -> 1e38f, 0.5f, 0));
  }
}
