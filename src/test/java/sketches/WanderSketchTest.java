package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;
import steering.Wander;

/** Wander's own keys tune every vehicle's circle; --seed repeats a run exactly. */
class WanderSketchTest {

  static final float EPSILON = 1e-3f;

  @Test
  void theKeysSetEveryVehiclesRadiusDistanceAndChangeAndTheCircleFollows() {
    SteeringSketch sketch = SketchKind.WANDER.startOffscreen();
    sketch.pressKey('-');   // radius 25 / 1.25 = 20
    sketch.pressKey('j');   // distance 80 / 1.25 = 64
    sketch.pressKey('m');   // change 0.3 × 1.25 = 0.375
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    List<PVector> before = new ArrayList<>();
    vehicles.forEach(v -> before.add(v.position.copy()));

    Offscreen.frames(sketch, 1);

    for (int i = 0; i < vehicles.size(); i++) {
      Wander w = vehicles.get(i).wanderState();
      assertEquals(20, w.radius(), EPSILON, "radius of vehicle " + i);
      assertEquals(64, w.distance(), EPSILON, "distance of vehicle " + i);
      assertEquals(0.375f, w.change(), EPSILON, "change of vehicle " + i);
      assertEquals(20, PVector.dist(w.center(), w.target()), EPSILON, "point on the circle");
      assertEquals(64, PVector.dist(before.get(i), w.center()), EPSILON, "centre ahead");
    }
  }

  @Test
  void theSameSeedRepeatsTheRunAndAnotherSeedDoesNot() {
    List<PVector> first = positionsAfter60Frames("7");
    assertEquals(first, positionsAfter60Frames("7"));
    assertNotEquals(first, positionsAfter60Frames("8"));
  }

  private static List<PVector> positionsAfter60Frames(String seed) {
    SteeringSketch sketch = Offscreen.start(SketchKind.WANDER.create(), "--headless", "--seed",
        seed);
    Offscreen.frames(sketch, 60);
    List<PVector> positions = new ArrayList<>();
    Offscreen.vehicles(sketch).forEach(v -> positions.add(v.position.copy()));
    return positions;
  }
}
