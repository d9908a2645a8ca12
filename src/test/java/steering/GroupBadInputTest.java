package steering;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad input to the group rules and to a flock throws, names the parameter, and changes no
 * vehicle: not the one steering, and in a flock not even the boids before the bad one.
 */
class GroupBadInputTest {

  static final Class<IllegalArgumentException> ARG = IllegalArgumentException.class;
  static final Class<IllegalStateException> STATE = IllegalStateException.class;

  static List<Vehicle> near() {
    return List.of(new Vehicle(10, 20), new Vehicle(15, 20));
  }

  static List<Vehicle> with(Vehicle bad) {
    return Arrays.asList(new Vehicle(12, 22), bad);
  }

  static Vehicle at(float x, float y) {
    return new Vehicle(x, y);
  }

  static Arguments bad(String name, Consumer<Vehicle> call, Class<?> type, String word) {
    return Arguments.of(name, call, type, word);
  }

  static Stream<Arguments> cases() {
    Vehicle nanPosition = at(1, 1);
    nanPosition.position.x = Float.NaN;
    Vehicle infiniteVelocity = at(1, 1);
    infiniteVelocity.velocity.y = Float.NEGATIVE_INFINITY;
    List<Vehicle> withNull = with(null);
    return Stream.of(
        bad("separate(null)", v -> v.separate(null), ARG, "others"),
        bad("align(null)", v -> v.align(null), ARG, "others"),
        bad("cohere(null)", v -> v.cohere(null), ARG, "others"),
        bad("flock(null)", v -> v.flock(null), ARG, "others"),
        bad("separate, null element", v -> v.separate(withNull), ARG, "others[1]"),
        bad("flock, null element", v -> v.flock(withNull), ARG, "others[1]"),
        bad("align, NaN position", v -> v.align(with(nanPosition)), ARG, "others[1].position"),
        bad("cohere, infinite velocity", v -> v.cohere(with(infiniteVelocity)), ARG,
            "others[1].velocity"),
        bad("separation NaN", v -> GroupRules.separate(v, near(), Float.NaN), ARG,
            "desiredSeparation"),
        bad("separation -1", v -> GroupRules.separate(v, near(), -1), ARG, "desiredSeparation"),
        bad("neighbour distance -5", v -> GroupRules.align(v, near(), -5), ARG,
            "neighbourDistance"),
        bad("neighbour distance NaN", v -> GroupRules.cohere(v, near(), Float.NaN), ARG,
            "neighbourDistance"),
        bad("flock, separation weight -1", v -> GroupRules.flock(v, near(), 25, 50, -1, 1, 1),
            ARG, "separationWeight"),
        bad("flock, alignment weight NaN",
            v -> GroupRules.flock(v, near(), 25, 50, 1.5f, Float.NaN, 1), ARG, "alignmentWeight"),
        bad("flock, cohesion weight infinite",
            v -> GroupRules.flock(v, near(), 25, 50, 1.5f, 1, Float.POSITIVE_INFINITY), ARG,
            "cohesionWeight"),
        bad("flock, neighbour distance -1", v -> GroupRules.flock(v, near(), 25, -1, 1, 1, 1),
            ARG, "neighbourDistance"),
        bad("separate, maxforce -1", v -> {
          v.maxforce = -1;
          v.separate(near());
        }, STATE, "maxforce"),
        bad("flock, mass 0", v -> {
          v.mass = 0;
          v.flock(near());
        }, STATE, "mass"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void rejectedWithoutChangingTheVehicle(String name, Consumer<Vehicle> call, Class<?> type,
      String word) {
    Vehicle v = at(10, 10);
    v.velocity.set(1.5f, -0.5f);
    v.acceleration.set(0.01f, 0.02f);
    v.desired.set(3, 3);
    v.steering.set(0.05f, 0.05f);
    Vehicle before = snapshot(v);
    RuntimeException e = assertThrows(RuntimeException.class, () -> call.accept(v));
    assertEquals(type, e.getClass(), e.toString());
    assertTrue(e.getMessage().contains(word), "message should name " + word + ": "
        + e.getMessage());
    assertUnchanged(before, v, "the vehicle");
  }

  @Test
  void aBadFlockSettingChangesNoBoid() {
    for (String setting : List.of("desiredSeparation", "neighbourDistance", "separationWeight",
        "alignmentWeight", "cohesionWeight")) {
      for (float value : new float[] {-1, Float.NaN, Float.POSITIVE_INFINITY}) {
        Flock flock = smallFlock();
        switch (setting) {
          case "desiredSeparation" -> flock.desiredSeparation = value;
          case "neighbourDistance" -> flock.neighbourDistance = value;
          case "separationWeight" -> flock.separationWeight = value;
          case "alignmentWeight" -> flock.alignmentWeight = value;
          default -> flock.cohesionWeight = value;
        }
        assertFlockRejects(flock, setting);
      }
    }
  }

  @Test
  void aBadBoidLastInTheListChangesNoBoid() {
    Flock nullBoid = smallFlock();
    nullBoid.boids.add(null);
    assertFlockRejects(nullBoid, "boids[3]");
    Flock nanBoid = smallFlock();
    nanBoid.boids.get(2).position.y = Float.NaN;
    assertFlockRejects(nanBoid,
        "boids[2]: position must have finite coordinates, was (100.0, NaN)");
    Flock fastBoid = smallFlock();
    fastBoid.boids.get(2).velocity.x = Float.POSITIVE_INFINITY;
    assertFlockRejects(fastBoid, "boids[2]: velocity must have finite coordinates");
    Flock weakBoid = smallFlock();
    weakBoid.boids.get(2).maxforce = -0.5f;
    assertFlockRejects(weakBoid, "boids[2]: maxforce");
    Flock overflowing = smallFlock();
    overflowing.boids.get(2).maxforce = Check.LARGEST;
    assertFlockRejects(overflowing, "maxforce");
  }

  @Test
  void aBadWorldIsRefusedAndTheOldOneKept() {
    Flock flock = new Flock(800, 600);
    IllegalArgumentException e = assertThrows(ARG, () -> flock.wrapAround(0, 600));
    assertTrue(e.getMessage().contains("width"), e.getMessage());
    e = assertThrows(ARG, () -> flock.wrapAround(800, Float.NaN));
    assertTrue(e.getMessage().contains("height"), e.getMessage());
    assertEquals(800, flock.worldWidth());
    assertEquals(600, flock.worldHeight());
    assertThrows(ARG, () -> new Flock(-1, 600));
    e = assertThrows(ARG, () -> flock.add(null));
    assertTrue(e.getMessage().contains("boid"), e.getMessage());
    assertFalse(flock.boids.contains(null));
  }

  /** Three boids within reach of each other: a good frame would change all of them. */
  static Flock smallFlock() {
    Flock flock = new Flock(800, 600);
    flock.boids.addAll(List.of(at(100, 100), at(110, 100), at(100, 115)));
    flock.boids.get(0).velocity.set(1, 0);
    return flock;
  }

  static void assertFlockRejects(Flock flock, String word) {
    List<Vehicle> before = new ArrayList<>();
    for (Vehicle b : flock.boids) {
      before.add(b == null ? null : snapshot(b));
    }
    for (Runnable frame : List.<Runnable>of(flock::flock, flock::step, flock::run)) {
      IllegalStateException e = assertThrows(STATE, frame::run);
      assertTrue(e.getMessage().contains(word), "message should name " + word + ": "
          + e.getMessage());
      for (int i = 0; i < before.size(); i++) {
        if (before.get(i) != null) {
          assertUnchanged(before.get(i), flock.boids.get(i), "boid " + i);
        }
      }
    }
  }

  static Vehicle snapshot(Vehicle v) {
    Vehicle copy = new Vehicle(0, 0);
    copy.position = v.position.copy();
    copy.velocity = v.velocity.copy();
    copy.acceleration = v.acceleration.copy();
    copy.desired.set(v.desired);
    copy.steering.set(v.steering);
    return copy;
  }

  static void assertUnchanged(Vehicle before, Vehicle after, String what) {
    assertSame(before.position, after.position, what + " position");
    assertSame(before.velocity, after.velocity, what + " velocity");
    assertSame(before.acceleration, after.acceleration, what + " acceleration");
    assertSame(before.desired, after.desired, what + " desired");
    assertSame(before.steering, after.steering, what + " steering");
  }

  /** Bit for bit (NaN included), which PVector.equals cannot say of NaN. */
  static void assertSame(PVector expected, PVector actual, String what) {
    assertTrue(Float.compare(expected.x, actual.x) == 0 && Float.compare(expected.y, actual.y) == 0,
        what + ": " + expected + " became " + actual);
  }
}
