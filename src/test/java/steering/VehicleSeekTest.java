package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Vehicle.seek: desired = (target - position) at maxspeed, steer = desired - velocity")
class VehicleSeekTest {

  private final PVector target = new PVector(100, 0);

  @Test
  @DisplayName("first three frames from rest accelerate by maxforce each frame")
  void firstFramesFromRest() {
    Vehicle v = new Vehicle(0, 0);  // defaults: maxspeed 4, maxforce 0.1, mass 1

    v.seek(target);
    assertVec(4, 0, v.desired, "frame 1 desired");      // (100,0) scaled to maxspeed 4
    assertVec(0.1f, 0, v.steering, "frame 1 steering"); // (4,0) - (0,0) = (4,0), limited to 0.1
    assertVec(0.1f, 0, v.acceleration, "frame 1 acceleration"); // 0.1 / mass 1
    v.update();
    assertVec(0.1f, 0, v.velocity, "frame 1 velocity");  // 0 + 0.1
    assertVec(0.1f, 0, v.position, "frame 1 position");  // 0 + 0.1
    assertVec(0, 0, v.acceleration, "acceleration cleared");

    v.seek(target);
    assertVec(0.1f, 0, v.steering, "frame 2 steering"); // (4,0) - (0.1,0) = (3.9,0) -> 0.1
    v.update();
    assertVec(0.2f, 0, v.velocity, "frame 2 velocity");  // 0.1 + 0.1
    assertVec(0.3f, 0, v.position, "frame 2 position");  // 0.1 + 0.2

    v.seek(target);
    v.update();
    assertVec(0.3f, 0, v.velocity, "frame 3 velocity");  // 0.2 + 0.1
    assertVec(0.6f, 0, v.position, "frame 3 position");  // 0.3 + 0.3
  }

  @Test
  @DisplayName("returns its own steering field; desired holds the desired velocity")
  void returnsSteeringField() {
    Vehicle v = new Vehicle(10, 20);
    PVector force = v.seek(new PVector(10, -80));   // straight up, distance 100
    assertEquals(force, v.steering);   // the only force this step
    assertVec(0, -4, v.desired, "desired");         // (0,-100) scaled to 4
    assertVec(0, -0.1f, force, "steering");         // (0,-4) limited to 0.1
  }

  @Test
  @DisplayName("moving start: steer = desired - velocity, a 3-4-5 triangle")
  void movingStartUnlimited() {
    Vehicle v = moving(0, 0, 1, 4);
    v.maxforce = 10;                                // large enough not to limit
    v.seek(target);
    assertVec(4, 0, v.desired, "desired");          // (100,0) scaled to 4
    assertVec(3, -4, v.steering, "steering");       // (4,0) - (1,4) = (3,-4), |.| = 5 < 10
    assertEquals(5, v.steering.mag(), 1e-5f);
  }

  @Test
  @DisplayName("moving start: the 3-4-5 steer limited to maxforce 1 keeps its direction")
  void movingStartLimited() {
    Vehicle v = moving(0, 0, 1, 4);
    v.maxforce = 1;
    v.seek(target);
    assertVec(0.6f, -0.8f, v.steering, "steering"); // (3,-4) / 5 * 1
    v.update();
    assertVec(1.6f, 3.2f, v.velocity, "velocity");  // (1,4) + (0.6,-0.8); |.| = sqrt(12.8) = 3.58 < 4
    assertVec(1.6f, 3.2f, v.position, "position");  // (0,0) + velocity
  }

  @Test
  @DisplayName("mass 2 halves the acceleration but not the steering force")
  void massDividesForce() {
    Vehicle v = moving(0, 0, 1, 4);
    v.maxforce = 1;
    v.mass = 2;
    v.seek(target);
    assertVec(0.6f, -0.8f, v.steering, "steering");      // force is independent of mass
    assertVec(0.3f, -0.4f, v.acceleration, "acceleration"); // (0.6,-0.8) / 2
    v.update();
    assertVec(1.3f, 3.6f, v.velocity, "velocity");       // (1,4) + (0.3,-0.4); |.| = sqrt(14.65) = 3.83 < 4
    assertVec(1.3f, 3.6f, v.position, "position");
  }

  @Test
  @DisplayName("a large steer is cut to exactly maxforce, pointing along desired - velocity")
  void forceLimitedToMaxforce() {
    Vehicle v = new Vehicle(0, 0);
    v.maxforce = 0.25f;
    PVector force = v.seek(new PVector(-300, 400));
    assertEquals(0.25f, force.mag(), 1e-6f);        // |(-2.4, 3.2)| = 4 > 0.25
    assertVec(-0.15f, 0.2f, force, "force");        // (-300,400)/500 * 0.25 = (-0.15, 0.2)
    assertVec(-2.4f, 3.2f, v.desired, "desired");   // (-300,400)/500 * 4
  }

  @Test
  @DisplayName("a steer smaller than maxforce is not scaled up")
  void smallForceNotScaledUp() {
    Vehicle v = moving(0, 0, 3.95f, 0);
    v.seek(target);
    assertVec(0.05f, 0, v.steering, "steering");    // (4,0) - (3.95,0) = (0.05,0) < 0.1
  }

  @Test
  @DisplayName("speed reaches maxspeed after 40 frames and never exceeds it")
  void speedLimitedToMaxspeed() {
    Vehicle v = new Vehicle(0, 0);
    PVector far = new PVector(100000, 0);
    for (int frame = 1; frame <= 200; frame++) {
      v.seek(far);
      v.update();
      assertTrue(v.velocity.mag() <= 4 + 1e-5f, "frame " + frame + " speed " + v.velocity.mag());
      if (frame == 40) {
        assertVec(4, 0, v.velocity, 1e-4f, "velocity after 40 frames");  // 40 * 0.1
        assertVec(82, 0, v.position, 1e-3f, "position after 40 frames"); // 0.1 * (1+2+...+40) = 82
      }
      if (frame == 50) {
        assertVec(122, 0, v.position, 1e-3f, "position after 50 frames"); // 82 + 10 * 4
      }
    }
    assertEquals(4, v.velocity.mag(), 1e-5f);
  }

  @Test
  @DisplayName("target equal to position: at rest no force; moving, the steer only brakes")
  void targetAtPosition() {
    Vehicle still = new Vehicle(50, 50);
    PVector force = still.seek(new PVector(50, 50));
    assertVec(0, 0, force, "force at rest");
    assertVec(0, 0, still.desired, "desired at rest");   // zero vector cannot be scaled
    assertAllFinite(still);

    Vehicle rolling = moving(50, 50, 0.05f, 0);
    rolling.seek(new PVector(50, 50));
    assertVec(-0.05f, 0, rolling.steering, "braking steer"); // (0,0) - (0.05,0), under maxforce
    rolling.update();
    assertVec(0, 0, rolling.velocity, "velocity after braking");
    assertAllFinite(rolling);
  }

  @Test
  @DisplayName("seekWithoutSteering snaps the velocity to desired and applies no force")
  void seekWithoutSteering() {
    Vehicle v = moving(0, 0, 1, 4);
    v.acceleration.set(-0.4f, 0);
    v.seekWithoutSteering(new PVector(30, 40));
    assertVec(2.4f, 3.2f, v.desired, "desired");          // (30,40) / 50 * 4
    assertVec(2.4f, 3.2f, v.velocity, "velocity");        // set straight to desired
    assertVec(0, 0, v.steering, "steering");
    assertVec(-0.4f, 0, v.acceleration, "acceleration");  // untouched: no force applied
    v.update();
    assertVec(2, 3.2f, v.position, "position");  // velocity (2.4,3.2) + (-0.4,0) = (2,3.2), |.| 3.77 < 4
  }
}
