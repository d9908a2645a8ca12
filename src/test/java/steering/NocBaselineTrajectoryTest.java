package steering;

import baseline.NocVehicle;
import baseline.Serpentine;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import processing.core.PVector;
import steering.crowd.SegmentGrid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library's Vehicle and the NOC-style baseline the benchmarks compare it with (new
 * PVectors every step, every segment scanned) must move along exactly the same trajectories:
 * same float operations in the same order, so every coordinate is bitwise equal frame after
 * frame. Only then is the benchmarks' ratio a fair one. The library's steps allocate nothing.
 */
@DisplayName("Library Vehicle and NOC-style baseline: bitwise-identical trajectories")
class NocBaselineTrajectoryTest {

  static final int VEHICLES = 50;
  static final int FRAMES = 2000;
  static final float SLOWING_RADIUS = 100;

  /** Which behavior a run exercises. */
  enum Behavior { SEEK, ARRIVE }

  @ParameterizedTest
  @ValueSource(strings = {"SEEK", "ARRIVE"})
  @DisplayName("seek and arrive towards a moving target, varied maxspeed, maxforce and mass")
  void seekAndArrive(Behavior behavior) {
    Random random = new Random(5);
    Vehicle[] lib = new Vehicle[VEHICLES];
    NocVehicle[] noc = new NocVehicle[VEHICLES];
    for (int i = 0; i < VEHICLES; i++) {
      float x = random.nextFloat() * 800;
      float y = random.nextFloat() * 600;
      lib[i] = new Vehicle(x, y);
      noc[i] = new NocVehicle(x, y);
      lib[i].maxspeed = noc[i].maxspeed = 1 + random.nextFloat() * 7;
      lib[i].maxforce = noc[i].maxforce = 0.02f + random.nextFloat() * 0.5f;
      lib[i].mass = noc[i].mass = 0.5f + random.nextFloat() * 3;
    }
    for (int frame = 0; frame < FRAMES; frame++) {
      // the target rests now and then, so arrive brings vehicles to a stop on it
      int t = Math.min(frame % 400, 250);
      PVector target = new PVector(400 + 300 * (float) Math.sin(t * 0.013),
          300 + 200 * (float) Math.sin(t * 0.021));
      for (int i = 0; i < VEHICLES; i++) {
        if (behavior == Behavior.SEEK) {
          lib[i].seek(target);
          noc[i].seek(target);
        } else {
          lib[i].arrive(target, SLOWING_RADIUS);
          noc[i].arrive(target, SLOWING_RADIUS);
        }
        assertSameNumbers(noc[i].acceleration, lib[i].acceleration, "acceleration", frame, i);
        lib[i].update();
        noc[i].update();
        assertSameNumbers(noc[i].position, lib[i].position, "position", frame, i);
        assertSameNumbers(noc[i].velocity, lib[i].velocity, "velocity", frame, i);
      }
    }
  }

  @ParameterizedTest(name = "{0} segments")
  @ValueSource(ints = {10, 100, 1000})
  @DisplayName("follow on serpentine paths (the long ones through the segment index)")
  void follow(int segments) {
    Path path = Serpentine.make(segments, 800, 600, segments);
    path.finder = new SegmentGrid();
    Random random = new Random(segments);
    Vehicle[] lib = new Vehicle[VEHICLES];
    NocVehicle[] noc = new NocVehicle[VEHICLES];
    for (int i = 0; i < VEHICLES; i++) {
      float x = random.nextFloat() * 800;
      float y = random.nextFloat() * 600;
      float vx = random.nextFloat() * 6 - 3;
      float vy = random.nextFloat() * 6 - 3;
      lib[i] = new Vehicle(x, y);
      noc[i] = new NocVehicle(x, y);
      lib[i].velocity.set(vx, vy);
      noc[i].velocity.set(vx, vy);
      lib[i].maxspeed = noc[i].maxspeed = 2 + random.nextFloat() * 2;
      lib[i].maxforce = noc[i].maxforce = 0.2f + random.nextFloat() * 0.2f;
    }
    for (int frame = 0; frame < FRAMES / 2; frame++) {
      for (int i = 0; i < VEHICLES; i++) {
        lib[i].follow(path);
        noc[i].follow(path);
        assertSameNumbers(noc[i].acceleration, lib[i].acceleration, "acceleration", frame, i);
        lib[i].update();
        noc[i].update();
        assertSameNumbers(noc[i].position, lib[i].position, "position", frame, i);
      }
    }
    if (segments >= SegmentGrid.MIN_SEGMENTS) {
      assertTrue(((SegmentGrid) path.finder).indexed(), "the library went through the index");
    }
  }

  static void assertSameNumbers(PVector expected, PVector actual, String what, int frame,
      int vehicle) {
    // equal as numbers: 0.0 and -0.0 are the same value (mult(0) keeps the sign of a zero)
    if (expected.x != actual.x || expected.y != actual.y) {
      assertEquals(expected.x + ", " + expected.y, actual.x + ", " + actual.y,
          what + " of vehicle " + vehicle + " at frame " + frame);
    }
  }
}
