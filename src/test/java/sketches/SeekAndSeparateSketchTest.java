package sketches;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        "desired separation 25   separation weight 1.50   seek weight 0.50"), sketch.hudLines().toString());
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
        "desired separation 25   separation weight 0.00 (min)   seek weight 1.00"),
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
        "desired separation 25   separation weight 5.00 (max)   seek weight 0.00 (min)"),
        sketch.hudLines().toString());
    sketch.pressKey('0');
    assertTrue(sketch.hudLines().contains(
        "desired separation 25   separation weight 1.50   seek weight 0.50"), "0 restores the book's");
  }

  /**
   * The whiteboard draws the step's two weighted forces tip to tail and their sum, from the
   * first vehicle as it was before the step: each force's length is its weight × its limited
   * size (maxforce 0.2 here) × the force scale the panel states × the view's scale.
   */
  @Test
  void theWhiteboardAddsTheTwoWeightedForcesTipToTail() {
    SteeringSketch sketch = start();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    crowd.clear();
    for (float[] at : new float[][] {{200, 300}, {210, 300}, {200, 280}, {230, 300}}) {
      Vehicle v = new Vehicle(at[0], at[1]);
      v.maxspeed = 3;
      v.maxforce = 0.2f;
      crowd.add(v);
    }
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    BoardView.Drawn separation = view.arrow("separation × 1.50");
    BoardView.Drawn seek = view.arrow("seek × 0.50");
    BoardView.Drawn sum = view.arrow("sum");
    // neighbours at 10 (right) and 20 (above); 30 is too far: two pushes
    assertEquals(2, view.arrows().stream().filter(a -> a.label().startsWith("d ")).count());
    float k = view.vectorScale(BoardView.FORCES).times() * view.scale();   // pixels a unit
    // separation: away (−2, 1)/√5 from rest, cut to 0.2, × 1.5 = (−0.268, 0.134)
    PVector separated = new PVector(-0.26833f, 0.13416f);
    assertEquals(0, view.toScreen(new PVector(200, 300)).dist(separation.from()), 1e-3);
    assertEquals(0, PVector.add(separation.from(), PVector.mult(separated, k))
        .dist(separation.to()), 1e-2);
    assertEquals(0.3f * k, PVector.dist(separation.from(), separation.to()), 1e-2);
    // seek: towards (400, 300) from rest, cut to 0.2, × 0.5 = (0.1, 0), from separation's tip
    assertEquals(separation.to(), seek.from());
    assertEquals(0.1f * k, PVector.dist(seek.from(), seek.to()), 1e-2);
    assertEquals(0, PVector.sub(seek.to(), seek.from()).y, 1e-3);
    // the sum starts at the vehicle and ends at the tip of the last force (float rounding)
    assertEquals(separation.from(), sum.from());
    assertEquals(0, seek.to().dist(sum.to()), 1e-3);
  }

  /**
   * Every vehicle separates from the frame before the step, the one the whiteboard works out
   * again: its sum (drawn at the panel's force scale) is the force the vehicle was steered by,
   * in a packed crowd.
   */
  @Test
  void theWhiteboardsSumIsTheForceTheVehicleSteeredBy() {
    SteeringSketch sketch = start();
    sketch.pressKey('=');
    sketch.pressKey('=');   // 39 px: in the default crowd of 50, most have a neighbour
    sketch.pressKey('b');
    // the last vehicle with a neighbour that close: in the book's loop it would look at a
    // crowd that had already moved
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    int last = crowd.size() - 1;
    while (last > 1 && !hasNeighbourWithin(crowd, crowd.get(last), 30)) {
      last--;
    }
    Vehicle shown = SeparationSketchTest.onTheBoard(sketch, last);
    for (int frame = 0; frame < 30; frame++) {
      sketch.pressKey('.');   // the board pauses the sketch: one step at a time
      Offscreen.frames(sketch, 1);
      BoardView view = Offscreen.whiteboard(sketch).scene();
      if (view.arrows().stream().noneMatch(a -> a.label().startsWith("d "))) {
        continue;   // nobody too close to it yet
      }
      BoardView.Drawn sum = view.arrow("sum");
      PVector drawn = PVector.sub(sum.to(), sum.from())
          .div(view.vectorScale(BoardView.FORCES).times() * view.scale());
      assertVector(shown.steering, drawn, "frame " + frame + " sum");
      return;
    }
    throw new AssertionError("nobody came near the vehicle: " + shown.position);
  }

  private static void assertVector(PVector expected, PVector actual, String what) {
    assertEquals(expected.x, actual.x, EPSILON, what + ".x of " + actual);
    assertEquals(expected.y, actual.y, EPSILON, what + ".y of " + actual);
  }

  private static boolean hasNeighbourWithin(List<Vehicle> crowd, Vehicle v, float distance) {
    return crowd.stream().anyMatch(o -> o != v && PVector.dist(o.position, v.position) < distance);
  }
}
