package steering;

import java.util.function.BiConsumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

@DisplayName("Wander's distance, radius and change, set per vehicle")
class WanderSettingsTest {

  @Test
  @DisplayName("they start as the constants")
  void defaults() {
    Wander w = new Wander(new WanderTest.Steps(0.5f));
    assertEquals(Wander.WANDER_DISTANCE, w.distance());
    assertEquals(Wander.WANDER_RADIUS, w.radius());
    assertEquals(Wander.WANDER_CHANGE, w.change());
  }

  @Test
  @DisplayName("a shorter distance and a smaller radius move the circle and its point")
  void distanceAndRadius() {
    Vehicle v = new Vehicle(100, 100);
    Wander w = v.wanderWith(new WanderTest.Steps(0.5f));   // step 0: angle stays 0
    w.setDistance(50);
    w.setRadius(10);
    v.wander();
    assertVec(150, 100, w.center(), "centre");    // (100, 100) + 50 · (cos 0, sin 0)
    assertVec(160, 100, w.target(), "target");    // centre + 10 · (cos 0, sin 0)
  }

  @Test
  @DisplayName("the change scales each random step of the angle")
  void change() {
    Vehicle v = new Vehicle(0, 0);
    Wander w = v.wanderWith(new WanderTest.Steps(0.75f, 1f));
    w.setChange(0.2f);
    v.wander();
    assertEquals(0.1f, w.angle(), 1e-6f);          // (0.75 · 2 − 1) · 0.2 = 0.1
    // heading 0 at rest: target = (80, 0) + 25 · (cos 0.1, sin 0.1)
    assertVec(80 + 25 * (float) Math.cos(0.1), 25 * (float) Math.sin(0.1), w.target(), 1e-4f,
        "target");
    w.setChange(0);
    v.wander();
    assertEquals(0.1f, w.angle(), 1e-6f, "change 0: the angle no longer moves");
  }

  @Test
  @DisplayName("radius 0 and distance 0: the vehicle seeks a point right on itself")
  void zeroes() {
    Vehicle v = new Vehicle(30, 40);
    Wander w = v.wanderWith(new WanderTest.Steps(0.9f));
    w.setDistance(0);
    w.setRadius(0);
    v.wander();
    assertVec(30, 40, w.target(), "target");
    assertTrue(Float.isFinite(v.desired.x) && Float.isFinite(v.desired.y), "desired finite");
  }

  @ParameterizedTest
  @ValueSource(floats = {-1, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY})
  @DisplayName("a negative or non-finite value is refused, naming it, and nothing changes")
  void badValues(float bad) {
    Wander w = new Wander(new WanderTest.Steps(0.5f));
    refused(w, "distance", Wander::setDistance, bad);
    refused(w, "radius", Wander::setRadius, bad);
    refused(w, "change", Wander::setChange, bad);
    assertEquals(Wander.WANDER_DISTANCE, w.distance());
    assertEquals(Wander.WANDER_RADIUS, w.radius());
    assertEquals(Wander.WANDER_CHANGE, w.change());
  }

  @Test
  @DisplayName("a distance that reaches past the largest float is refused before the state moves")
  void beyondTheLargestFloat() {
    Vehicle v = new Vehicle(Check.LARGEST / 2, 0);
    Wander w = v.wanderWith(new WanderTest.Steps(0.75f));
    w.setDistance(Float.MAX_VALUE);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, v::wander);
    assertTrue(e.getMessage().contains("distance"), e.getMessage());
    assertEquals(0, w.angle(), "the angle did not move");
    assertVec(0, 0, w.target(), "no target yet");
    assertVec(Check.LARGEST / 2, 0, v.position, "position");
    assertVec(0, 0, v.velocity, "velocity");
  }

  private static void refused(Wander w, String name, BiConsumer<Wander, Float> setter,
      float bad) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> setter.accept(w, bad));
    assertTrue(e.getMessage().startsWith(name + " "), e.getMessage());
  }
}
