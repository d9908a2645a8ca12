package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Vehicle.arrive: full speed outside the slowing radius, maxspeed * d / r inside")
class VehicleArriveTest {

  private static final float RADIUS = 100;

  @Test
  @DisplayName("outside the slowing radius the desired speed is maxspeed")
  void outsideRadiusFullSpeed() {
    Vehicle v = new Vehicle(0, 0);
    PVector force = v.arrive(new PVector(200, 0), RADIUS);
    assertEquals(force, v.steering);   // the only force this step
    assertVec(4, 0, v.desired, "desired");         // d = 200 >= 100: (200,0) scaled to 4
    assertVec(0.1f, 0, force, "steering");         // (4,0) limited to maxforce 0.1
  }

  @Test
  @DisplayName("exactly on the slowing radius the desired speed is still maxspeed")
  void onRadiusFullSpeed() {
    Vehicle v = new Vehicle(0, 0);
    v.arrive(new PVector(0, 100), RADIUS);
    assertVec(0, 4, v.desired, "desired");         // d = 100 = r: 4 * 100 / 100 = 4 either way
  }

  @ParameterizedTest(name = "d = {0} -> desired speed {1}")
  @CsvSource({
      "25, 1",     // 4 * 25 / 100
      "50, 2",     // 4 * 50 / 100
      "75, 3",     // 4 * 75 / 100
      "10, 0.4",   // 4 * 10 / 100
  })
  @DisplayName("inside the slowing radius the desired speed ramps down linearly")
  void insideRadiusRamps(float d, float expectedSpeed) {
    Vehicle v = new Vehicle(0, 0);
    v.maxforce = 10;                               // no limit: steer == desired from rest
    v.arrive(new PVector(d, 0), RADIUS);
    assertVec(expectedSpeed, 0, v.desired, "desired");
    assertVec(expectedSpeed, 0, v.steering, "steering"); // desired - (0,0)
  }

  @Test
  @DisplayName("inside the radius on a diagonal: d = 25 along (3,4) gives desired (0.6, 0.8)")
  void insideRadiusDiagonal() {
    Vehicle v = new Vehicle(0, 0);
    v.arrive(new PVector(15, 20), RADIUS);         // d = sqrt(225 + 400) = 25
    assertEquals(1, v.desired.mag(), 1e-5f);       // 4 * 25 / 100
    assertVec(0.6f, 0.8f, v.desired, "desired");   // (15,20)/25 * 1
  }

  @Test
  @DisplayName("inside the radius while moving too fast the steer brakes, limited to maxforce")
  void insideRadiusBrakes() {
    Vehicle v = moving(0, 0, 3, 0);
    v.arrive(new PVector(50, 0), RADIUS);
    assertVec(2, 0, v.desired, "desired");         // 4 * 50 / 100
    assertVec(-0.1f, 0, v.steering, "steering");   // (2,0) - (3,0) = (-1,0), limited to 0.1
    v.update();
    assertVec(2.9f, 0, v.velocity, "velocity");    // 3 - 0.1
    assertVec(2.9f, 0, v.position, "position");
  }

  @Test
  @DisplayName("a different slowing radius changes the ramp: d = 25, r = 50 -> speed 2")
  void otherRadius() {
    Vehicle v = new Vehicle(0, 0);
    v.arrive(new PVector(0, -25), 50);
    assertVec(0, -2, v.desired, "desired");        // 4 * 25 / 50 = 2, pointing up
  }

  @Test
  @DisplayName("from rest 360 px away it comes to rest on the target and stays there")
  void comesToRestFromRest() {
    assertComesToRest(new Vehicle(0, 0));          // target (300,200): d = sqrt(130000) = 360.6
  }

  @Test
  @DisplayName("starting with a sideways velocity it still comes to rest on the target")
  void comesToRestFromSidewaysStart() {
    assertComesToRest(moving(0, 0, 0, 4));
  }

  @Test
  @DisplayName("target equal to position: zero desired velocity, no NaN")
  void targetAtPosition() {
    Vehicle v = new Vehicle(20, 30);
    PVector force = v.arrive(new PVector(20, 30), RADIUS);
    assertVec(0, 0, v.desired, "desired");         // 4 * 0 / 100 = 0
    assertVec(0, 0, force, "force");
    v.update();
    assertVec(20, 30, v.position, "position");
    assertAllFinite(v);
  }

  private static void assertComesToRest(Vehicle v) {
    PVector target = new PVector(300, 200);
    for (int frame = 0; frame < 3000; frame++) {
      v.arrive(target, RADIUS);
      v.update();
      assertAllFinite(v);
    }
    assertTrue(PVector.dist(v.position, target) < 0.5f, "distance " + v.position.dist(target));
    assertTrue(v.velocity.mag() < 0.05f, "speed " + v.velocity.mag());
    for (int frame = 0; frame < 500; frame++) {
      v.arrive(target, RADIUS);
      v.update();
      assertTrue(PVector.dist(v.position, target) < 0.5f, "left the target: " + v.position);
    }
  }

  @Test
  @DisplayName("weighted: the force limited to maxforce, then × weight; desired unweighted")
  void weighted() {
    Vehicle v = new Vehicle(0, 0);
    PVector force = v.arrive(new PVector(50, 0), RADIUS, 2.5f);
    assertVec(2, 0, v.desired, "desired");         // 4 * 50 / 100
    assertVec(0.25f, 0, force, "force");           // (2,0) limited to 0.1, × 2.5
    assertEquals(force, v.steering);
  }
}
