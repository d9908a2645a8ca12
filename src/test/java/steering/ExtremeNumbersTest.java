package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.moving;

/**
 * Counterexamples the property tests found (shrunk to round numbers), kept as plain tests. All
 * come from PVector measuring lengths through float squares, which overflow above about 1.8e19
 * and lose digits below about 1e-19; PVector loses them.
 */
@DisplayName("huge and tiny numbers: limits and desired velocities keep their length")
class ExtremeNumbersTest {

  /** Relative float rounding allowed, as in the properties (see Limits). */
  static final double RELATIVE = 1e-6;

  @Test
  @DisplayName("a huge velocity is limited to maxspeed, not stopped dead")
  void hugeVelocityIsLimitedNotZeroed() {
    Vehicle v = moving(0, 0, -2.88e27f, -1000);
    v.maxspeed = 0.0269f;
    v.update();
    // (-2.88e27, -1000) points along -x: limited it is (-0.0269, ~0); PVector made it (0, 0)
    assertEquals(-0.0269f, v.velocity.x, 0.0269f * RELATIVE);
    assertEquals(0, v.velocity.y, 1e-20);
    assertEquals(-0.0269f, v.position.x, 0.0269f * RELATIVE);
  }

  @Test
  @DisplayName("a maxspeed whose square overflows a float still limits the speed")
  void hugeMaxspeedStillLimits() {
    Vehicle v = moving(0, 0, 1e20f, 0);
    v.maxspeed = 1.8620872e19f;   // maxspeed * maxspeed = 3.5e38 > Float.MAX_VALUE
    v.update();
    assertEquals(1.8620872e19f, v.velocity.x, 1.8620872e19f * RELATIVE);  // PVector left 1e20
  }

  @Test
  @DisplayName("a vehicle 1e20 px from its target still seeks it at maxspeed")
  void farTargetIsSoughtAtMaxspeed() {
    Vehicle v = new Vehicle(1e20f, 0);
    v.seek(new PVector(0, 0));
    assertEquals(-4, v.desired.x, 4 * RELATIVE);   // PVector's setMag made it (0, 0): frozen
    assertEquals(0, v.desired.y, 0);
    assertEquals(-0.1f, v.steering.x, 0.1f * RELATIVE);
  }

  @Test
  @DisplayName("a target 1e-21 px away is sought at exactly maxspeed")
  void veryCloseTargetIsSoughtAtMaxspeed() {
    Vehicle v = new Vehicle(1e-21f, 0);
    v.seek(new PVector(0, 0));
    assertEquals(-4, v.desired.x, 4 * RELATIVE);   // a float square of 1e-42 is subnormal
  }

  @Test
  @DisplayName("a maxforce of 0 allows no force, even one of 1e-30 whose square underflows")
  void zeroMaxforceAllowsNoTinyForce() {
    // shrunk by the arrive property: maxspeed 1e-30 turns the velocity into one of length 1e-30,
    // so arriving on the spot asks for a steering force of 1e-30, whose float square is 0
    Vehicle v = moving(-1000, -1000, -1000, -1000);
    v.maxspeed = 1e-30f;
    v.maxforce = 0;
    v.mass = 0.001f;
    PVector target = new PVector(-1000, -1000);
    v.arrive(target, 1);
    v.update();
    PVector force = v.arrive(target, 1);
    assertEquals(new PVector(0, 0), force, "no force at all");   // PVector let 1e-30 through
  }

  @Test
  @DisplayName("arrive with a huge maxspeed and slowing radius stays finite")
  void arriveHugeMaxspeedAndRadiusStaysFinite() {
    Vehicle v = new Vehicle(1e20f, 0);
    v.maxspeed = 1e30f;
    v.maxforce = 1e30f;
    v.arrive(new PVector(0, 0), 1e30f);
    assertAllFinite(v);
    // desired speed = maxspeed * (1e20 / 1e30) = 1e20 (maxspeed * 1e20 alone overflows)
    assertEquals(-1e20f, v.desired.x, 1e20f * RELATIVE);
  }
}
