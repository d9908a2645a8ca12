package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Degenerate but legal input: no NaN, no exception")
class DegenerateInputTest {

  @ParameterizedTest(name = "{0} points")
  @ValueSource(ints = {0, 1})
  @DisplayName("a path with fewer than two points: zero force, hasPathTarget false")
  void tooFewPoints(int count) {
    Path path = new Path(20);
    if (count == 1) {
      path.addPoint(10, 10);
    }
    assertEquals(0, path.segmentCount());
    Vehicle v = moving(0, 0, 1, 1);
    PVector force = v.follow(path);
    assertVec(0, 0, force, "force");
    assertVec(0, 0, v.acceleration, "acceleration");
    assertFalse(v.hasPathTarget);
    assertFalse(v.steeringToPath);
    v.update();
    assertVec(1, 1, v.position, "coasts on");             // (0,0) + (1,1)
    assertAllFinite(v);
  }

  @Test
  @DisplayName("repeated points (zero-length segments) are followed like the plain path")
  void repeatedPoints() {
    Path path = VehicleFollowTest.path(20, false,
        0, 100, 0, 100, 200, 100, 200, 100, 200, 100, 400, 100);
    assertEquals(5, path.segmentCount());
    Vehicle v = moving(0, 130, 2, 0);                      // predicted (25,130): 30 px off
    v.follow(path);
    assertTrue(v.steeringToPath);
    assertVec(25, 100, v.normalPoint, "normalPoint");
    assertVec(50, 100, v.pathTarget, "pathTarget");        // + (25,0), not from the empty segment
    // the same run on the path without the repeats must be identical, frame by frame
    Path plain = VehicleFollowTest.path(20, false, 0, 100, 200, 100, 400, 100);
    Vehicle twin = moving(0, 130, 2, 0);
    twin.follow(plain);
    for (int frame = 0; frame < 300; frame++) {
      v.follow(path);
      twin.follow(plain);
      v.update();
      twin.update();
      assertAllFinite(v);
      assertEquals(twin.position, v.position, "frame " + frame);
    }
    assertTrue(v.position.x > 200, "made progress along the path: " + v.position);
  }

  @Test
  @DisplayName("a path whose points are all the same: target is that point, vehicle goes there")
  void allPointsEqual() {
    Path path = VehicleFollowTest.path(5, false, 50, 50, 50, 50, 50, 50);
    Vehicle v = new Vehicle(0, 0);
    v.follow(path);
    assertTrue(v.hasPathTarget);
    assertVec(50, 50, v.normalPoint, "normalPoint");
    assertVec(50, 50, v.pathTarget, "pathTarget");         // zero direction adds nothing
    for (int frame = 0; frame < 1000; frame++) {
      v.follow(path);
      v.update();
      assertAllFinite(v);
    }
  }

  @Test
  @DisplayName("a vehicle at rest exactly on a zero-length path")
  void restingOnZeroLengthPath() {
    Path path = VehicleFollowTest.path(0, true, 50, 50, 50, 50);
    Vehicle v = new Vehicle(50, 50);
    PVector force = v.follow(path);
    assertFalse(v.steeringToPath);                         // distance 0 is not > radius 0
    assertVec(0, 0, force, "force");
    assertAllFinite(v);
  }

  @Test
  @DisplayName("radius 0 is legal: the vehicle steers whenever it is off the line")
  void radiusZero() {
    Path path = VehicleFollowTest.path(0, false, 0, 100, 400, 100);
    Vehicle v = moving(0, 101, 2, 0);
    v.follow(path);
    assertTrue(v.steeringToPath);
    for (int frame = 0; frame < 150; frame++) {
      v.follow(path);
      v.update();
      assertAllFinite(v);
    }
  }

  @Test
  @DisplayName("seek and arrive with the target on the vehicle, moving or not")
  void targetOnVehicle() {
    for (float speed : new float[] {0, 0.05f, 3}) {
      Vehicle a = moving(7, 7, speed, 0);
      a.seek(new PVector(7, 7));
      a.update();
      assertAllFinite(a);
      Vehicle b = moving(7, 7, 0, speed);
      b.arrive(new PVector(7, 7), 10);
      b.update();
      assertAllFinite(b);
    }
  }

  @Test
  @DisplayName("maxforce 0 and maxspeed 0 are legal and give zero, not NaN")
  void zeroLimits() {
    Vehicle v = moving(0, 0, 1, 0);
    v.maxforce = 0;
    assertVec(0, 0, v.seek(new PVector(0, 100)), "no force allowed");
    v.maxspeed = 0;
    v.arrive(new PVector(0, 100), 50);
    v.update();
    assertVec(0, 0, v.velocity, "velocity");
    assertAllFinite(v);
  }
}
