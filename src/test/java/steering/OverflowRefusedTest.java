package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.moving;

/**
 * A step whose result would leave ±{@link Check#LARGEST} (1e18) is refused with a message naming
 * the cause, and nothing changes: the result is worked out first and checked before it is
 * stored.
 */
@DisplayName("Results beyond ±1e18 are refused, naming the cause, and change nothing")
class OverflowRefusedTest {

  @Test
  @DisplayName("a force on a small mass whose acceleration passes 1e18 is refused, naming force and mass")
  void smallMassOverflowIsRefused() {
    Mover m = new Mover(0, 0);
    m.mass = 1e-18f;
    m.acceleration.set(0.5f, 0);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> m.applyForce(new PVector(10, 0)));
    assertTrue(e.getMessage().contains("force") && e.getMessage().contains("mass"),
        e.getMessage());
    assertEquals(new PVector(0.5f, 0), m.acceleration, "acceleration unchanged");
  }

  @Test
  @DisplayName("a tiny force on a tiny mass is fine: 1e-45 / 1.4e-45 = 1")
  void denormalMassTinyForceIsApplied() {
    Mover m = new Mover(0, 0);
    m.mass = Float.MIN_VALUE;
    m.applyForce(new PVector(Float.MIN_VALUE, 0));
    assertEquals(new PVector(1, 0), m.acceleration);
  }

  @Test
  @DisplayName("update(1e18) that would carry the position past 1e18 is refused, naming dt")
  void hugeDtIsRefused() {
    Vehicle v = moving(10, 20, 4, 0);
    v.acceleration.set(0.1f, 0);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.update(1e18f));
    assertTrue(e.getMessage().startsWith("dt ") && e.getMessage().contains("would move the position"),
        e.getMessage());
    assertEquals(new PVector(10, 20), v.position, "position unchanged");
    assertEquals(new PVector(4, 0), v.velocity, "velocity unchanged");
    assertEquals(new PVector(0.1f, 0), v.acceleration, "acceleration unchanged");
  }

  @Test
  @DisplayName("an acceleration of 1e18 is limited to maxspeed in one step")
  void largestAccelerationIsLimited() {
    Vehicle v = new Vehicle(0, 0);
    v.acceleration.set(1e18f, 1e18f);
    v.update();
    assertEquals(2.828427f, v.velocity.x, 1e-6f);
    assertEquals(2.828427f, v.velocity.y, 1e-6f);
    assertEquals(new PVector(), v.acceleration);
  }

  @Test
  @DisplayName("a position at the edge moving out is refused, the position kept")
  void positionAtTheEdgeIsRefused() {
    Vehicle v = moving(1e18f, 0, 1e18f, 0);
    v.maxspeed = 1e18f;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, v::update);
    assertTrue(e.getMessage().contains("position"), e.getMessage());
    assertEquals(new PVector(1e18f, 0), v.position);
  }
}
