package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;

/**
 * SeekAndSeparate's force is separation × its weight + seek × its weight, each limited to
 * maxforce (0.2) first; j k and n m move the weights, shown with their bounds in the HUD.
 */
class SeekAndSeparateSketchTest {

  static final PVector TARGET = new PVector(400, 300);
  static final float EPSILON = 1e-5f;

  private static SteeringSketch start() {
    return SketchKind.SEEK_AND_SEPARATE.startOffscreen("--target", "400,300");
  }

  @Test
  void aVehicleWithNobodyNearOnlySeeksAtHalfWeight() {
    SteeringSketch sketch = start();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    List<Vehicle> alone = new ArrayList<>();
    for (Vehicle v : crowd) {
      if (crowd.stream().noneMatch(o -> o != v && PVector.dist(o.position, v.position) < 26)) {
        alone.add(v);   // 26: the desired separation 25 and a frame's move from rest
      }
    }
    assertTrue(alone.size() > 10, alone.size() + " vehicles alone");
    List<PVector> towards = new ArrayList<>();
    alone.forEach(v -> towards.add(PVector.sub(TARGET, v.position)));

    Offscreen.frames(sketch, 1);

    for (int i = 0; i < alone.size(); i++) {
      // from rest: seek's force is maxforce 0.2 towards the target, × 0.5; no separation
      PVector expected = towards.get(i).setMag(0.2f * 0.5f);
      assertVector(expected, alone.get(i).steering, "vehicle alone " + i);
    }
    assertTrue(sketch.hudLines().contains(
        "separation × 1.50 [0–5] (j k)   seek × 0.50 [0–5] (n m)"), sketch.hudLines().toString());
  }

  @Test
  void withoutSeparationEveryVehicleSeeksAtTheSeekWeight() {
    SteeringSketch sketch = start();
    for (int i = 0; i < 6; i++) {
      sketch.pressKey('j');   // 1.5 − 6 × 0.25 = 0
    }
    sketch.pressKey('m');
    sketch.pressKey('m');     // 0.5 + 2 × 0.25 = 1
    assertTrue(sketch.hudLines().contains(
        "separation × 0.00 (min) [0–5] (j k)   seek × 1.00 [0–5] (n m)"),
        sketch.hudLines().toString());
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    List<PVector> towards = new ArrayList<>();
    crowd.forEach(v -> towards.add(PVector.sub(TARGET, v.position)));

    Offscreen.frames(sketch, 1);

    for (int i = 0; i < crowd.size(); i++) {
      // separation × 0 adds nothing; seek from rest: 0.2 towards the target, × 1
      assertVector(towards.get(i).setMag(0.2f), crowd.get(i).steering, "vehicle " + i);
    }
  }

  @Test
  void theWeightsStopAtTheirBounds() {
    SteeringSketch sketch = start();
    for (int i = 0; i < 30; i++) {
      sketch.pressKey('k');
      sketch.pressKey('n');
    }
    assertTrue(sketch.hudLines().contains(
        "separation × 5.00 (max) [0–5] (j k)   seek × 0.00 (min) [0–5] (n m)"),
        sketch.hudLines().toString());
    sketch.pressKey('0');
    assertTrue(sketch.hudLines().contains(
        "separation × 1.50 [0–5] (j k)   seek × 0.50 [0–5] (n m)"), "0 restores the book's");
  }

  private static void assertVector(PVector expected, PVector actual, String what) {
    assertEquals(expected.x, actual.x, EPSILON, what + ".x of " + actual);
    assertEquals(expected.y, actual.y, EPSILON, what + ".y of " + actual);
  }
}
