package exercises.flee;

import exercises.CheckTimeout;
import exercises.Sentences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a correct flee does, checked on its behaviour: the desired velocity itself, and the force
 * and motion it gives through {@code vehicle.steer}. {@link FleeCheck} runs these against the
 * learner's {@link Flee}; {@link FleeSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class FleeChecks {

  static final float EPSILON = 1e-4f;

  /** The implementation under check. */
  abstract Flee flee();

  @Test
  void theDesiredVelocityIsMaxspeedStraightAwayFromTheThreat() {
    Vehicle v = new Vehicle(200, 200);
    // away = (200 - 210, 0) = (-10, 0), scaled to maxspeed 4
    assertVector(-4, 0, flee().desired(v, new PVector(210, 200)), "the desired velocity");
  }

  @Test
  void theDesiredSpeedIsTheVehiclesOwnMaxspeed() {
    Vehicle v = new Vehicle(200, 200);
    v.maxspeed = 2.5f;
    // away = (200 - 230, 200 - 240) = (-30, -40), |away| = 50: (-30, -40) * 2.5 / 50
    assertVector(-1.5f, -2, flee().desired(v, new PVector(230, 240)), "the desired velocity");
    v.maxspeed = 6;
    // away = (0, 200 - 197) = (0, 3): (0, 6) however close the threat is
    assertVector(0, 6, flee().desired(v, new PVector(200, 197)),
        "the desired velocity with the threat 3 px away");
    // away = (200 - 500, 0): (-6, 0) however far
    assertVector(-6, 0, flee().desired(v, new PVector(500, 200)),
        "the desired velocity with the threat 300 px away");
  }

  @Test
  void fromRestSteerGivesMaxforceStraightAwayFromTheThreat() {
    Vehicle v = new Vehicle(200, 200);
    v.maxforce = 0.25f;
    // desired = (-4, 0); steering = (-4, 0) - (0, 0), limited to 0.25
    PVector force = v.steer(flee().desired(v, new PVector(210, 200)));
    assertVector(-0.25f, 0, force, "the steering force");
    assertVector(-4, 0, v.desired, "the desired velocity steer recorded");
    assertVector(-0.25f, 0, v.acceleration, "the acceleration (force / mass 1)");
  }

  @Test
  void throughSteerTheForceIsDesiredMinusVelocity() {
    Vehicle v = new Vehicle(100, 100);
    v.velocity.set(3, 0);
    v.maxforce = 10;
    v.mass = 2;
    // away = (-30, -40), |away| = 50: desired = (-2.4, -3.2); steering = (-5.4, -3.2), under 10
    PVector force = v.steer(flee().desired(v, new PVector(130, 140)));
    assertVector(-5.4f, -3.2f, force, "the steering force");
    assertVector(-5.4f, -3.2f, v.steering, "the f arrow's vector");
    // acceleration = force / mass = (-2.7, -1.6); velocity = (3, 0) + (-2.7, -1.6) = (0.3, -1.6)
    v.update();
    assertVector(0.3f, -1.6f, v.velocity, "the velocity after the frame");
    assertVector(100.3f, 98.4f, v.position, "the position after the frame");
  }

  @Test
  void aVehicleAlreadyFleeingAtFullSpeedNeedsNoForce() {
    Vehicle v = new Vehicle(200, 200);
    v.velocity.set(-4, 0);
    // desired = (-4, 0) = velocity, so steering = 0
    assertVector(0, 0, v.steer(flee().desired(v, new PVector(300, 200))), "the steering force");
  }

  @Test
  void theDistanceToAFixedThreatGrowsEveryFrame() {
    Vehicle v = new Vehicle(400, 300);
    PVector threat = new PVector(380, 290);
    float distance = PVector.dist(v.position, threat);
    for (int frame = 1; frame <= 120; frame++) {
      v.steer(flee().desired(v, threat));
      v.update();
      float now = PVector.dist(v.position, threat);
      assertTrue(now > distance, "In frame " + frame + " the distance to the threat went from "
          + distance + " to " + now + " px; it should grow every frame.");
      distance = now;
    }
    // 40 frames to reach 4 px/frame from rest, then 80 frames at full speed: well over 300 px
    assertTrue(distance > 300, "After 120 frames the vehicle is only " + distance
        + " px from the threat.");
  }

  @Test
  void aThreatRightOnTheVehicleGivesAFiniteDesiredVelocity() {
    Vehicle v = new Vehicle(50, 50);
    v.velocity.set(1, 1);
    PVector desired = flee().desired(v, new PVector(50, 50));
    assertTrue(Float.isFinite(desired.x) && Float.isFinite(desired.y),
        "The desired velocity on the threat is " + desired
        + "; it must be finite.");
    assertTrue(desired.mag() <= v.maxspeed + EPSILON, "The desired velocity " + desired
        + " is faster than maxspeed.");
  }

  @Test
  void neitherTheVehicleNorTheThreatIsChanged() {
    Vehicle v = new Vehicle(200, 200);
    v.velocity.set(1, 2);
    PVector threat = new PVector(230, 240);
    flee().desired(v, threat);
    assertVector(200, 200, v.position, "the vehicle's position");
    assertVector(1, 2, v.velocity, "the vehicle's velocity");
    assertVector(0, 0, v.acceleration, "the acceleration (desired must not apply a force)");
    assertVector(230, 240, threat, "the threat");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
