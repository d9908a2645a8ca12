package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Vehicle.update: velocity += a*dt, limit, position += v*dt, a = 0")
class VehicleUpdateTest {

  @Test
  @DisplayName("one frame adds acceleration to velocity, velocity to position, clears acceleration")
  void oneFrame() {
    Vehicle v = moving(10, 20, 1, 2);
    v.acceleration.set(0.5f, 0.5f);
    v.update();
    assertVec(1.5f, 2.5f, v.velocity, "velocity");   // (1,2) + (0.5,0.5)
    assertVec(11.5f, 22.5f, v.position, "position"); // (10,20) + (1.5,2.5): the NEW velocity
    assertVec(0, 0, v.acceleration, "acceleration");
  }

  @Test
  @DisplayName("the speed limit applies before the position moves")
  void limitBeforeMove() {
    Vehicle v = moving(0, 0, 3, 0);
    v.acceleration.set(0, 4);
    v.update();
    assertVec(2.4f, 3.2f, v.velocity, "velocity");   // (3,4) has |.| 5 > 4 -> (3,4)/5*4
    assertVec(2.4f, 3.2f, v.position, "position");   // moved by the limited velocity, not (3,4)
  }

  @Test
  @DisplayName("applyForce accumulates force / mass until update clears it")
  void applyForceAccumulates() {
    Vehicle v = new Vehicle(0, 0);
    v.mass = 4;
    v.applyForce(new PVector(1, 2));
    v.applyForce(new PVector(3, -2));
    assertVec(1, 0, v.acceleration, "acceleration"); // (1,2)/4 + (3,-2)/4 = (1,0)
    v.update();
    assertVec(1, 0, v.position, "position");
    v.update();
    assertVec(1, 0, v.velocity, "velocity unchanged without force");
    assertVec(2, 0, v.position, "position after coasting");
  }

  @Test
  @DisplayName("update(1) gives exactly the same numbers as update() over a whole seek")
  void updateOneEqualsUpdate() {
    Vehicle a = moving(5, 7, 1.3f, -0.7f);
    Vehicle b = moving(5, 7, 1.3f, -0.7f);
    PVector target = new PVector(123.4f, 56.7f);
    for (int frame = 0; frame < 300; frame++) {
      a.arrive(target, 80);
      b.arrive(target, 80);
      a.update();
      b.update(1);
      assertEquals(a.position.x, b.position.x, 0f, "frame " + frame);
      assertEquals(a.position.y, b.position.y, 0f, "frame " + frame);
      assertEquals(a.velocity.x, b.velocity.x, 0f, "frame " + frame);
      assertEquals(a.velocity.y, b.velocity.y, 0f, "frame " + frame);
    }
  }

  @Test
  @DisplayName("update(2) doubles both the velocity change and the distance moved")
  void updateTwo() {
    Vehicle v = moving(10, 10, 1, 0);
    v.acceleration.set(0.5f, 0.25f);
    v.update(2);
    assertVec(2, 0.5f, v.velocity, "velocity");      // (1,0) + (0.5,0.25)*2; |.| = 2.06 < 4
    assertVec(14, 11, v.position, "position");       // (10,10) + (2,0.5)*2
    assertVec(0, 0, v.acceleration, "acceleration");
  }

  @Test
  @DisplayName("update(2) limits the velocity before moving twice as far")
  void updateTwoLimited() {
    Vehicle v = moving(0, 0, 3, 0);
    v.acceleration.set(0, 2);
    v.update(2);
    assertVec(2.4f, 3.2f, v.velocity, "velocity");   // (3,0) + (0,2)*2 = (3,4) -> limited to (2.4,3.2)
    assertVec(4.8f, 6.4f, v.position, "position");   // (2.4,3.2) * 2
  }

  @Test
  @DisplayName("update(0.5) moves half a frame")
  void updateHalf() {
    Vehicle v = moving(0, 0, 2, 0);
    v.acceleration.set(1, 0);
    v.update(0.5f);
    assertVec(2.5f, 0, v.velocity, "velocity");      // 2 + 1 * 0.5
    assertVec(1.25f, 0, v.position, "position");     // 2.5 * 0.5
  }

  @Test
  @DisplayName("maxspeed 0 holds the vehicle still whatever the force")
  void maxspeedZero() {
    Vehicle v = moving(3, 4, 1, 1);
    v.maxspeed = 0;
    v.acceleration.set(5, 5);
    v.update();
    assertVec(0, 0, v.velocity, "velocity");
    assertVec(3, 4, v.position, "position");
  }
}
