package exercises.arrival;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.Vehicle;

/**
 * What a correct arrive does, checked on its behaviour. {@link ArrivalCheck} runs these against
 * the learner's {@link Arrival}; {@link ArrivalSolutionTest} against the reference solution.
 */
abstract class ArrivalChecks {

  static final float EPSILON = 1e-4f;
  static final float SLOWING_RADIUS = 100;

  /** The implementation under check. */
  abstract Arrival arrival();

  @Test
  void outsideTheSlowingAreaItIsSeek() {
    Vehicle v = new Vehicle(100, 100);
    // d = 300 > 100: desired = (4, 0); steering = (4, 0) limited to 0.1
    assertVector(0.1f, 0, arrival().steer(v, new PVector(400, 100), SLOWING_RADIUS), "force");
  }

  @Test
  void insideTheSlowingAreaTheDesiredSpeedRampsDownWithTheDistance() {
    Vehicle v = new Vehicle(100, 100);
    v.maxforce = 10;
    // d = 25: desired speed = 4 * 25 / 100 = 1; from rest the force is the desired velocity
    assertVector(1, 0, arrival().steer(v, new PVector(125, 100), SLOWING_RADIUS), "force");
    // d = 50 along (30, -40): desired speed 2, desired = (1.2, -1.6)
    assertVector(1.2f, -1.6f, arrival().steer(v, new PVector(130, 60), SLOWING_RADIUS),
        "force");
  }

  @Test
  void aVehicleAtTheRightSpeedForItsDistanceNeedsNoForce() {
    Vehicle v = new Vehicle(100, 100);
    v.velocity.set(2, 0);
    // d = 50: desired speed = 4 * 50 / 100 = 2 = the speed it already has
    assertVector(0, 0, arrival().steer(v, new PVector(150, 100), SLOWING_RADIUS), "force");
  }

  @Test
  void comesToRestOnTheTargetWithoutOvershooting() {
    Vehicle v = new Vehicle(100, 300);
    PVector target = new PVector(400, 300);
    float furthest = v.position.x;
    for (int frame = 0; frame < 600; frame++) {
      v.applyForce(arrival().steer(v, target, SLOWING_RADIUS));
      v.update();
      furthest = Math.max(furthest, v.position.x);
    }
    float distance = PVector.dist(v.position, target);
    assertTrue(distance < 1, "after 600 frames still " + distance + " px from the target");
    assertTrue(v.velocity.mag() < 0.05f, "still moving at " + v.velocity.mag() + " px/frame");
    assertTrue(furthest <= target.x + 2,
        "overshot the target by " + (furthest - target.x) + " px");
  }

  @Test
  void onTheTargetTheForceIsFinite() {
    Vehicle v = new Vehicle(50, 50);
    v.velocity.set(0.5f, 0);
    PVector force = arrival().steer(v, new PVector(50, 50), SLOWING_RADIUS);
    assertTrue(Float.isFinite(force.x) && Float.isFinite(force.y), "force " + force);
  }

  @Test
  void neitherTheVehicleNorTheTargetIsChanged() {
    Vehicle v = new Vehicle(200, 200);
    v.velocity.set(1, 2);
    PVector target = new PVector(230, 240);
    arrival().steer(v, target, SLOWING_RADIUS);
    assertVector(200, 200, v.position, "position");
    assertVector(1, 2, v.velocity, "velocity");
    assertVector(0, 0, v.acceleration, "acceleration (steer must not apply the force)");
    assertVector(230, 240, target, "target");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    assertEquals(x, actual.x, EPSILON, what + ".x of " + actual);
    assertEquals(y, actual.y, EPSILON, what + ".y of " + actual);
  }
}
