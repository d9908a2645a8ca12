package exercises;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each exercise's sketch runs as it is, before the exercise is done: it draws and moves; its
 * vehicles keep what the arrows show; --vehicles N gives N vehicles.
 */
class ExerciseSketchesRunTest {

  static final int FRAMES = 120;
  /** Enough frames for the sketches that set their vehicles off one after another. */
  static final int ALL_STARTED = 200;
  static final int SOME_VEHICLES = 5;
  /**
   * Frames by which every exercise's vehicles have steered (a road's first corner included);
   * the forces are checked for {@link #FRAMES} frames at least, and until one has steered.
   */
  static final int STEERS_WITHIN = 400;
  /** A float's rounding in desired − velocity, limited to maxforce. */
  static final float ROUNDING = 1e-5f;
  /**
   * The most weight one frame's behaviors add up to in an exercise sketch: the walls' ×3 over a
   * wander's ×1. A step's force sum that never restarts grows far past it.
   */
  static final float MOST_WEIGHT = 4;

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
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

    float[] travelled = new float[start.size()];   // along the way: a wanderer may come back
    for (int frame = 0; frame < FRAMES; frame++) {
      Offscreen.frames(sketch, 1);
      for (int i = 0; i < start.size(); i++) {
        travelled[i] += PVector.dist(start.get(i), vehicles.get(i).position);
        start.get(i).set(vehicles.get(i).position);
      }
    }

    for (int i = 0; i < start.size(); i++) {
      PVector p = vehicles.get(i).position;
      assertTrue(Float.isFinite(p.x) && Float.isFinite(p.y),
          exercise + " vehicle " + i + " at " + p);
      assertTrue(travelled[i] > 10, exercise + " vehicle " + i + " travelled only "
          + travelled[i] + " px");
    }
    assertTrue(sketch.hudLines().get(0).contains("exercise"), sketch.hudLines().get(0));
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @EnumSource(Exercise.class)
  void theArrowsShowOneFramesSteering(Exercise exercise) {
    SteeringSketch sketch = Offscreen.start(exercise.sketch.get(), "--headless", "--seed", "3");
    float longestDesired = 0;
    for (int frame = 0; frame < STEERS_WITHIN && (frame < FRAMES || longestDesired == 0);
        frame++) {
      Offscreen.frames(sketch, 1);
      List<Vehicle> vehicles = Offscreen.vehicles(sketch);
      for (int i = 0; i < vehicles.size(); i++) {
        Vehicle v = vehicles.get(i);
        // the f arrow is that frame's forces: each at most maxforce × its weight
        assertTrue(v.steering.mag() <= MOST_WEIGHT * v.maxforce + ROUNDING, exercise
            + " vehicle " + i + ": steering " + v.steering + " is longer than " + MOST_WEIGHT
            + " × maxforce " + v.maxforce);
        longestDesired = Math.max(longestDesired, v.desired.mag());
      }
    }
    // the vehicles steer through Vehicle.steer, which records the desired velocity for d (a
    // frame that applies no force, such as a path follower on its road, shows none)
    assertTrue(longestDesired > 0, exercise + ": no vehicle had a desired velocity to show");
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @EnumSource(Exercise.class)
  void theVehiclesFlagSetsHowManyVehicles(Exercise exercise) {
    SteeringSketch sketch = Offscreen.start(exercise.sketch.get(), "--headless", "--seed", "3",
        "--vehicles", String.valueOf(SOME_VEHICLES));
    Offscreen.frames(sketch, ALL_STARTED);

    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    assertEquals(SOME_VEHICLES, vehicles.size(), exercise + " with --vehicles " + SOME_VEHICLES);
    for (Vehicle v : vehicles) {
      assertTrue(Float.isFinite(v.position.x) && Float.isFinite(v.position.y),
          exercise + " vehicle at " + v.position);
    }
  }
}
