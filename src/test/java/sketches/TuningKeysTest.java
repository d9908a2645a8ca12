package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static sketchbook.Tuning.MAX_MAXFORCE;
import static sketchbook.Tuning.MAX_MAXSPEED;
import static sketchbook.Tuning.MIN_MAXFORCE;
import static sketchbook.Tuning.MIN_MAXSPEED;
import static sketchbook.Tuning.TUNING_STEP;

import arrive.Arrive;
import arrive.ArriveAccess;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import pathfollowing.PathFollowing;
import pathfollowing.PathFollowingAccess;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;

/** [ ] change maxspeed, ; ' maxforce, - = a radius: by their step, and never past their limits. */
class TuningKeysTest {

  /** Far more presses than any limit needs (1.25^100 is about 5e9). */
  static final int MANY = 100;

  static Stream<Arguments> tuningKeys() {
    List<Arguments> cases = new ArrayList<>();
    for (SketchKind kind : SketchKind.values()) {
      cases.add(Arguments.of(kind, ']', TUNING_STEP, 1f));
      cases.add(Arguments.of(kind, '[', 1 / TUNING_STEP, 1f));
      cases.add(Arguments.of(kind, '\'', 1f, TUNING_STEP));
      cases.add(Arguments.of(kind, ';', 1f, 1 / TUNING_STEP));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} ''{1}'' scales maxspeed by {2} and maxforce by {3}")
  @MethodSource("tuningKeys")
  void oneTuningKeyScalesEveryVehicleByTheStep(SketchKind kind, char key, float speedFactor,
      float forceFactor) {
    SteeringSketch sketch = kind.startOffscreen();
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    float[] speeds = new float[vehicles.size()];
    float[] forces = new float[vehicles.size()];
    for (int i = 0; i < vehicles.size(); i++) {
      speeds[i] = vehicles.get(i).maxspeed;
      forces[i] = vehicles.get(i).maxforce;
    }

    sketch.pressKey(key);

    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      assertClose(speeds[i] * speedFactor, v.maxspeed, kind + " vehicle " + i + " maxspeed");
      assertClose(forces[i] * forceFactor, v.maxforce, kind + " vehicle " + i + " maxforce");
    }
    String hud = String.join("\n", sketch.hudLines());
    Vehicle first = vehicles.get(0);
    assertTrue(hud.contains(String.format("maxspeed %.2f", first.maxspeed))
        && hud.contains(String.format("maxforce %.3f", first.maxforce)),
        "the HUD shows the new values:\n" + hud);
  }

  static Stream<Arguments> limits() {
    List<Arguments> cases = new ArrayList<>();
    for (SketchKind kind : SketchKind.values()) {
      cases.add(Arguments.of(kind, ']', "maxspeed", MAX_MAXSPEED));
      cases.add(Arguments.of(kind, '[', "maxspeed", MIN_MAXSPEED));
      cases.add(Arguments.of(kind, '\'', "maxforce", MAX_MAXFORCE));
      cases.add(Arguments.of(kind, ';', "maxforce", MIN_MAXFORCE));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} ''{1}'' pressed often stops {2} at {3}")
  @MethodSource("limits")
  void manyPressesStopAtTheLimit(SketchKind kind, char key, String field, float limit) {
    SteeringSketch sketch = kind.startOffscreen();
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);

    for (int i = 0; i < MANY; i++) {
      sketch.pressKey(key);
    }

    for (Vehicle v : vehicles) {
      assertEquals(limit, field.equals("maxspeed") ? v.maxspeed : v.maxforce,
          kind + " " + field);
    }
  }

  @ParameterizedTest
  @EnumSource(SketchKind.class)
  void theLowestMaxspeedHoldsTheVehiclesToIt(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    for (int i = 0; i < MANY; i++) {
      sketch.pressKey('[');
    }

    Offscreen.frames(sketch, 20);

    for (Vehicle v : Offscreen.vehicles(sketch)) {
      float speed = v.velocity.mag();
      assertTrue(speed > 0 && speed <= MIN_MAXSPEED * 1.00001f,
          kind + " speed " + speed + " with maxspeed " + MIN_MAXSPEED);
    }
  }

  @ParameterizedTest
  @EnumSource(SketchKind.class)
  void aLimitIsNotATrap(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    for (int i = 0; i < MANY; i++) {
      sketch.pressKey(']');
    }
    sketch.pressKey('[');

    for (Vehicle v : Offscreen.vehicles(sketch)) {
      assertClose(MAX_MAXSPEED / TUNING_STEP, v.maxspeed, kind + " maxspeed one step down");
    }
  }

  @Test
  void arriveMinusAndEqualsScaleTheSlowingRadiusWithinItsLimits() {
    Arrive sketch = (Arrive) SketchKind.ARRIVE.startOffscreen();
    assertEquals(ArriveAccess.SLOWING_RADIUS, ArriveAccess.slowingRadius(sketch));

    sketch.pressKey('=');
    assertClose(ArriveAccess.SLOWING_RADIUS * ArriveAccess.RADIUS_STEP,
        ArriveAccess.slowingRadius(sketch), "slowing radius after =");
    assertTrue(sketch.hudLines().contains(
        String.format("slowing radius %.0f", ArriveAccess.slowingRadius(sketch))));
    sketch.pressKey('-');
    assertClose(ArriveAccess.SLOWING_RADIUS, ArriveAccess.slowingRadius(sketch),
        "slowing radius after = -");

    pressMany(sketch, '=');
    assertEquals(ArriveAccess.MAX_SLOWING_RADIUS, ArriveAccess.slowingRadius(sketch));
    pressMany(sketch, '-');
    assertEquals(ArriveAccess.MIN_SLOWING_RADIUS, ArriveAccess.slowingRadius(sketch));
  }

  @Test
  void pathFollowingMinusAndEqualsScaleThePathRadiusWithinItsLimits() {
    PathFollowing sketch = (PathFollowing) SketchKind.PATH_FOLLOWING.startOffscreen();
    float radius = PathFollowingAccess.path(sketch).radius;

    sketch.pressKey('=');
    assertClose(radius * PathFollowingAccess.RADIUS_STEP,
        PathFollowingAccess.path(sketch).radius, "path radius after =");
    sketch.pressKey('-');
    assertClose(radius, PathFollowingAccess.path(sketch).radius, "path radius after = -");

    pressMany(sketch, '=');
    assertEquals(PathFollowingAccess.MAX_PATH_RADIUS, PathFollowingAccess.path(sketch).radius);
    pressMany(sketch, '-');
    assertEquals(PathFollowingAccess.MIN_PATH_RADIUS, PathFollowingAccess.path(sketch).radius);
  }

  private static void pressMany(SteeringSketch sketch, char key) {
    for (int i = 0; i < MANY; i++) {
      sketch.pressKey(key);
    }
  }

  /** Equal to within float rounding (x * 0.8f and x / 1.25f may differ in the last bit). */
  private static void assertClose(float expected, float actual, String what) {
    assertEquals(expected, actual, Math.abs(expected) * 1e-6f, what);
  }
}
