package exercises;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;

/** Each exercise's sketch runs as it is, before the exercise is done: it draws and moves. */
class ExerciseSketchesRunTest {

  static final int FRAMES = 120;

  @ParameterizedTest
  @EnumSource(Exercise.class)
  void runsOffscreenAndMovesItsVehicles(Exercise exercise) throws Exception {
    Assumptions.assumeTrue(exercise.currentSha256().equals(exercise.skeletonSha256),
        exercise.source() + " has been edited: its sketch now runs your code");
    SteeringSketch sketch = Offscreen.start(exercise.sketch.get(), "--headless", "--seed", "3");
    Offscreen.frames(sketch, 1);   // the doubling-back sketch sends its first vehicle off now
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    assertFalse(vehicles.isEmpty(), exercise + " has no vehicles");
    List<PVector> start = new ArrayList<>();
    for (Vehicle v : vehicles) {
      start.add(v.position.copy());
    }

    Offscreen.frames(sketch, FRAMES);

    for (int i = 0; i < start.size(); i++) {
      PVector p = vehicles.get(i).position;
      assertTrue(Float.isFinite(p.x) && Float.isFinite(p.y), exercise + " vehicle " + i + " at " + p);
      float moved = PVector.dist(start.get(i), p);
      assertTrue(moved > 10, exercise + " vehicle " + i + " moved only " + moved + " px");
    }
    assertTrue(sketch.hudLines().get(0).contains("exercise"), sketch.hudLines().get(0));
  }
}
