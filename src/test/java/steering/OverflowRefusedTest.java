package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.moving;

/**
 * A result too large for a float is refused, naming what made it so, before any field changes;
 * a result that only passed through a huge number on its way (a velocity limited to maxspeed)
 * is worked out exactly instead. Cases the random-operation fuzzer found.
 */
@DisplayName("overflow: refused before anything changes, or worked out in double")
class OverflowRefusedTest {

  @Test
  @DisplayName("a force on a denormal mass whose quotient overflows is refused, naming force and mass")
  void denormalMassOverflowIsRefused() {
    Vehicle v = new Vehicle(0, 0);
    v.mass = Float.MIN_VALUE;   // 1.4e-45, positive: a legal mass
    v.acceleration.set(0.5f, 0);

    // 1 / 1.4e-45 = 7.1e44 > Float.MAX_VALUE (3.4e38)
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.applyForce(new PVector(1, 0)));
    assertTrue(e.getMessage().contains("force") && e.getMessage().contains("mass"),
        e.getMessage());
    assertEquals(new PVector(0.5f, 0), v.acceleration, "acceleration unchanged");
  }

  @Test
  @DisplayName("a tiny force on a denormal mass is fine: 1e-45 / 1.4e-45 = 1")
  void denormalMassTinyForceIsApplied() {
    Vehicle v = new Vehicle(0, 0);
    v.mass = Float.MIN_VALUE;
    v.applyForce(new PVector(Float.MIN_VALUE, 0));
    assertEquals(new PVector(1, 0), v.acceleration);
  }

  @Test
  @DisplayName("update(1e38) that would carry the position past 3.4e38 is refused, naming dt")
  void hugeDtThatOverflowsThePositionIsRefused() {
    Vehicle v = moving(10, 20, 4, 0);
    v.acceleration.set(0.1f, 0);

    // velocity 4.1 × dt 1e38 = 4.1e38 > Float.MAX_VALUE
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.update(1e38f));
    assertTrue(e.getMessage().contains("dt") && e.getMessage().contains("position"),
        e.getMessage());
    assertEquals(new PVector(10, 20), v.position, "position unchanged");
    assertEquals(new PVector(4, 0), v.velocity, "velocity unchanged");
    assertEquals(new PVector(0.1f, 0), v.acceleration, "acceleration unchanged");
  }

  @Test
  @DisplayName("a huge acceleration × dt is limited to maxspeed, not turned into infinity")
  void hugeAccelerationTimesDtIsLimited() {
    Vehicle v = new Vehicle(0, 0);
    v.acceleration.set(3e38f, 3e38f);
    v.update(1e26f);
    // velocity = (3e38, 3e38) × 1e26 overflows a float but points along (1, 1): limited to
    // maxspeed 4 it is (2.828427, 2.828427); position = velocity × 1e26 = 2.828427e26
    assertAllFinite(v);
    assertEquals(2.828427f, v.velocity.x, 1e-6f);
    assertEquals(2.828427f, v.velocity.y, 1e-6f);
    assertEquals(2.828427e26f, v.position.x, 1e20f);
  }

  @Test
  @DisplayName("a position already near 3.4e38 that one frame would carry past it is refused")
  void positionAtTheEdgeIsRefused() {
    Vehicle v = moving(3.4e38f, 0, 4, 0);
    v.maxspeed = 1e38f;
    v.velocity.set(1e38f, 0);
    // 3.4e38 + 1e38 = 4.4e38 > Float.MAX_VALUE
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, v::update);
    assertTrue(e.getMessage().contains("position"), e.getMessage());
    assertEquals(new PVector(3.4e38f, 0), v.position);
  }

  @Test
  @DisplayName("a target whose distance from the vehicle overflows is refused, naming target")
  void targetTooFarIsRefused() {
    Vehicle v = new Vehicle(-3e38f, 0);
    // 3e38 - (-3e38) = 6e38 > Float.MAX_VALUE
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.seek(new PVector(3e38f, 0)));
    assertTrue(e.getMessage().startsWith("target"), e.getMessage());
    assertEquals(new PVector(0, 0), v.steering);
  }
}
