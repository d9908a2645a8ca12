package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.moving;

/**
 * Huge and tiny numbers. PVector measures a length through its float square, which overflows
 * above about 1.8e19 and loses digits below about 1e-19. So a vehicle takes coordinates,
 * speeds and forces within ±{@link Check#LARGEST} (1e18), where every limit and setMag of the
 * book's lines still measures right, and refuses anything beyond at the door, naming it and
 * changing nothing. Tiny values go through; their lengths are right to within
 * {@link Limits#MEASURABLE}.
 */
@DisplayName("huge and tiny numbers: within ±1e18 the book's lines measure right, beyond is refused")
class ExtremeNumbersTest {

  /** Relative float rounding allowed, as in the properties (see Limits). */
  static final double RELATIVE = 1e-6;

  @Test
  @DisplayName("a velocity of 1e18 is limited to maxspeed along its own direction")
  void largestVelocityIsLimitedAlongItsDirection() {
    Vehicle v = moving(0, 0, -1e18f, -1000);
    v.maxspeed = 0.0269f;
    v.update();
    assertEquals(-0.0269f, v.velocity.x, 0.0269f * RELATIVE);
    assertEquals(0, v.velocity.y, 1e-15);
    assertEquals(-0.0269f, v.position.x, 0.0269f * RELATIVE);
  }

  @Test
  @DisplayName("a velocity beyond ±1e18 is refused, named, and nothing changes")
  void hugeVelocityIsRefused() {
    Vehicle v = moving(5, 6, -2.88e27f, -1000);
    IllegalStateException e = assertThrows(IllegalStateException.class, v::update);
    assertEquals("velocity must lie within ±1e18, was (-2.88E27, -1000.0)", e.getMessage());
    assertEquals(new PVector(5, 6), v.position);
  }

  @Test
  @DisplayName("a maxspeed beyond 1e18 is refused by every behavior and by update")
  void hugeMaxspeedIsRefused() {
    Vehicle v = moving(0, 0, 3, 4);
    v.maxspeed = 1.8620872e19f;
    IllegalStateException seek = assertThrows(IllegalStateException.class,
        () -> v.seek(new PVector(10, 10)));
    assertTrue(seek.getMessage().startsWith("maxspeed must be at most 1e18"), seek.getMessage());
    assertThrows(IllegalStateException.class, v::update);
    assertEquals(new PVector(3, 4), v.velocity);
  }

  @Test
  @DisplayName("a target 2e18 away is sought at maxspeed, straight at it")
  void farTargetIsSoughtAtMaxspeed() {
    Vehicle v = new Vehicle(1e18f, 0);
    v.seek(new PVector(-1e18f, 0));
    assertEquals(-4, v.desired.x, 4 * RELATIVE);
    assertEquals(0, v.desired.y);
  }

  @Test
  @DisplayName("a target beyond ±1e18 is refused, named")
  void tooFarTargetIsRefused() {
    Vehicle v = new Vehicle(0, 0);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.seek(new PVector(-3e20f, 0)));
    assertEquals("target must lie within ±1e18, was (-3.0E20, 0.0)", e.getMessage());
    assertEquals(new PVector(), v.desired);
  }

  @Test
  @DisplayName("a tiny mass for its maxforce is refused: maxforce / mass would pass 1e18")
  void tinyMassIsRefused() {
    Vehicle v = new Vehicle(0, 0);
    v.mass = 1e-20f;
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> v.seek(new PVector(10, 0)));
    assertTrue(e.getMessage().startsWith("mass 1.0E-20 is too small for maxforce 0.1"),
        e.getMessage());
  }

  @Test
  @DisplayName("tiny differences: the force stays within maxforce to within what PVector measures")
  void tinyDifferencesStayWithinTheirLimits() {
    Vehicle v = moving(0, 0, 1e-30f, 1e-30f);
    v.maxforce = 0;
    PVector force = v.steer(new PVector(2e-30f, 2e-30f));
    assertTrue(force.x <= Limits.MEASURABLE && force.y <= Limits.MEASURABLE, force.toString());
    v.update();
    assertTrue(Float.isFinite(v.position.x) && Float.isFinite(v.velocity.x));
  }
}
