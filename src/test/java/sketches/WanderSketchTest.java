package sketches;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import steering.Vehicle;
import steering.Wander;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

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

  /**
   * The whiteboard draws the distance ahead to the circle's centre, then the radius out to the
   * point sought, turned from the heading by the angle θ of the vehicle's wander state.
   */
  @Test
  void theWhiteboardTurnsTheRadiusByThetaFromTheHeading() {
    SteeringSketch sketch = SketchKind.WANDER.startOffscreen("--seed", "3");
    Offscreen.frames(sketch, 20);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    Wander w = Offscreen.vehicles(sketch).get(0).wanderState();
    BoardView view = Offscreen.whiteboard(sketch).scene();
    BoardView.Drawn ahead = view.arrow("distance 80");
    BoardView.Drawn radius = view.arrow("radius 25");
    assertEquals(view.toScreen(w.center()).dist(ahead.to()), 0, EPSILON);
    assertEquals(ahead.to(), radius.from(), "the radius starts at the centre");
    assertEquals(view.toScreen(w.target()).dist(radius.to()), 0, EPSILON);
    PVector heading = PVector.sub(ahead.to(), ahead.from());
    PVector out = PVector.sub(radius.to(), radius.from());
    assertEquals(80 * view.scale(), heading.mag(), 1e-2f);   // distance 80 at the scale
    assertEquals(25 * view.scale(), out.mag(), 1e-2f);       // radius 25 at the scale
    // the angle from the heading to the radius is θ (both within ±π, compared mod 2π)
    float turned = out.heading() - heading.heading();
    assertEquals(0, Math.IEEEremainder(turned - w.angle(), 2 * Math.PI), 1e-3);
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
