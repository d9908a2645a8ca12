package exercises.flee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.Vehicle;

/**
 * What a correct flee does, checked on its behaviour. {@link FleeCheck} runs these against the
 * learner's {@link Flee}; {@link FleeSolutionTest} against the reference solution.
 */
abstract class FleeChecks {

  static final float EPSILON = 1e-4f;

  /** The implementation under check. */
  abstract Flee flee();

  @Test
  void fromRestTheForceIsMaxforceStraightAwayFromTheThreat() {
    Vehicle v = new Vehicle(200, 200);
    // desired = (200 - 210, 0) scaled to 4 = (-4, 0); steering = (-4, 0) limited to 0.1
    assertVector(-0.1f, 0, flee().steer(v, new PVector(210, 200)), "force");
  }

  @Test
  void aVehicleAlreadyFleeingAtFullSpeedNeedsNoForce() {
    Vehicle v = new Vehicle(200, 200);
    v.velocity.set(-4, 0);
    // desired = (-4, 0) = velocity, so steering = 0
    assertVector(0, 0, flee().steer(v, new PVector(300, 200)), "force");
  }

  @Test
  void theForceIsDesiredMinusVelocity() {
    Vehicle v = new Vehicle(100, 100);
    v.velocity.set(3, 0);
    v.maxforce = 10;
    // away = (-30, -40), |away| = 50: desired = (-2.4, -3.2); steering = (-5.4, -3.2)
    assertVector(-5.4f, -3.2f, flee().steer(v, new PVector(130, 140)), "force");
  }

  @Test
  void theDistanceToAFixedThreatGrowsEveryFrame() {
    Vehicle v = new Vehicle(400, 300);
    PVector threat = new PVector(380, 290);
    float distance = PVector.dist(v.position, threat);
    for (int frame = 1; frame <= 120; frame++) {
      v.applyForce(flee().steer(v, threat));
      v.update();
      float now = PVector.dist(v.position, threat);
      assertTrue(now > distance, "frame " + frame + ": distance went from " + distance
          + " to " + now);
      distance = now;
    }
    // 40 frames to reach 4 px/frame from rest, then 80 frames at full speed: well over 300 px
    assertTrue(distance > 300, "only " + distance + " px away after 120 frames");
  }

  @Test
  void aThreatRightOnTheVehicleGivesAFiniteForce() {
    Vehicle v = new Vehicle(50, 50);
    v.velocity.set(1, 1);
    PVector force = flee().steer(v, new PVector(50, 50));
    assertTrue(Float.isFinite(force.x) && Float.isFinite(force.y), "force " + force);
  }

  @Test
  void neitherTheVehicleNorTheThreatIsChanged() {
    Vehicle v = new Vehicle(200, 200);
    v.velocity.set(1, 2);
    PVector threat = new PVector(230, 240);
    flee().steer(v, threat);
    assertVector(200, 200, v.position, "position");
    assertVector(1, 2, v.velocity, "velocity");
    assertVector(0, 0, v.acceleration, "acceleration (steer must not apply the force)");
    assertVector(230, 240, threat, "threat");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    assertEquals(x, actual.x, EPSILON, what + ".x of " + actual);
    assertEquals(y, actual.y, EPSILON, what + ".y of " + actual);
  }
}
