package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static sketchbook.controls.Tuning.MAX_MAXFORCE;
import static sketchbook.controls.Tuning.MAX_MAXSPEED;
import static sketchbook.controls.Tuning.MIN_MAXFORCE;
import static sketchbook.controls.Tuning.MIN_MAXSPEED;
import static sketchbook.controls.Tuning.TUNING_STEP;

import arrive.Arrive;
import arrive.ArriveAccess;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pathfollowing.PathFollowing;
import pathfollowing.PathFollowingAccess;
import seek.SeekAccess;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;

/** [ ] change maxspeed, ; ' maxforce, - = a radius: by their step, and never past their limits. */
class TuningKeysTest {

  /** Far more presses than any limit needs (1.25^100 is about 5e9). */
  static final int MANY = 100;

  static Stream<Arguments> tuningKeys() {
    List<Arguments> cases = new ArrayList<>();
    for (SketchKind kind : SketchKind.every()) {
      cases.add(Arguments.of(kind, ']', TUNING_STEP, 1f));
      cases.add(Arguments.of(kind, '[', 1 / TUNING_STEP, 1f));
      cases.add(Arguments.of(kind, '\'', 1f, TUNING_STEP));
      cases.add(Arguments.of(kind, ';', 1f, 1 / TUNING_STEP));
    }
    return cases.stream();
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
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
    float slowest = Float.MAX_VALUE;
    float weakest = Float.MAX_VALUE;
    for (Vehicle v : vehicles) {
      slowest = Math.min(slowest, v.maxspeed);
      weakest = Math.min(weakest, v.maxforce);
    }
    assertTrue(hud.contains(String.format("maxspeed %.2f", slowest))
        && hud.contains(String.format("maxforce %.3f", weakest)),
        "the HUD shows the new values (the lowest first):\n" + hud);
  }

  static Stream<Arguments> limits() {
    List<Arguments> cases = new ArrayList<>();
    for (SketchKind kind : SketchKind.every()) {
      cases.add(Arguments.of(kind, ']', "maxspeed", MAX_MAXSPEED));
      cases.add(Arguments.of(kind, '[', "maxspeed", MIN_MAXSPEED));
      cases.add(Arguments.of(kind, '\'', "maxforce", MAX_MAXFORCE));
      cases.add(Arguments.of(kind, ';', "maxforce", MIN_MAXFORCE));
    }
    return cases.stream();
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
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

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
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

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void aLimitIsNotATrap(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    for (int i = 0; i < MANY; i++) {
      sketch.pressKey(']');
    }
    sketch.pressKey('[');

    // every vehicle sat on the bound; one step down, the vehicle with the lowest start leaves
    // it, and none is above it
    float slowest = Float.MAX_VALUE;
    for (Vehicle v : Offscreen.vehicles(sketch)) {
      slowest = Math.min(slowest, v.maxspeed);
      assertTrue(v.maxspeed <= MAX_MAXSPEED, kind + " maxspeed " + v.maxspeed);
    }
    assertClose(MAX_MAXSPEED / TUNING_STEP, slowest, kind + " the slowest, one step down");
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void leavingABoundRestoresEachVehiclesOwnLimits(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen("--vehicles", "4");
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    float[] start = new float[vehicles.size()];
    for (int i = 0; i < start.length; i++) {
      start[i] = vehicles.get(i).maxspeed;
    }
    for (int i = 0; i < MANY; i++) {
      sketch.pressKey(']');   // every vehicle ends on the bound: their differences gone...
    }
    for (int i = 0; i < MANY && anyAt(vehicles, MAX_MAXSPEED); i++) {
      sketch.pressKey('[');
    }
    for (int i = 1; i < start.length; i++) {   // ...and back below it, each ratio as it began
      assertClose(start[i] / start[0], vehicles.get(i).maxspeed / vehicles.get(0).maxspeed,
          kind + " vehicle " + i + " against vehicle 0, below the bound again");
    }
    sketch.pressKey('0');   // the reset key undoes the tuning...
    for (int i = 0; i < start.length; i++) {
      assertClose(start[i], Offscreen.vehicles(sketch).get(i).maxspeed, kind + " after 0, " + i);
    }
    sketch.pressKey('[');   // ...and from the start, one step scales each by the step
    for (int i = 0; i < start.length; i++) {
      assertClose(start[i] / TUNING_STEP, Offscreen.vehicles(sketch).get(i).maxspeed,
          kind + " one step from the start, vehicle " + i);
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

  @Test
  void seekDemoVehiclesKeepTheTuning() {
    SteeringSketch sketch = SketchKind.SEEK.startOffscreen();
    float start = Offscreen.vehicles(sketch).get(0).maxspeed;
    sketch.pressKey(']');
    sketch.pressKey('c');   // adds the cheetah and the turtle: the scene is built again
    sketch.pressKey('n');   // and the vehicle that seeks without steering
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    assertEquals(4, vehicles.size());
    assertClose(start * TUNING_STEP, vehicles.get(0).maxspeed, "the seeking vehicle, tuned");
    assertClose(SeekAccess.CHEETAH_MAXSPEED * TUNING_STEP, vehicles.get(1).maxspeed,
        "the cheetah, tuned from its own start");
    assertClose(SeekAccess.TURTLE_MAXSPEED * TUNING_STEP, vehicles.get(2).maxspeed,
        "the turtle, tuned from its own start");
  }

  private static boolean anyAt(List<Vehicle> vehicles, float maxspeed) {
    return vehicles.stream().anyMatch(v -> v.maxspeed >= maxspeed);
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
