package steering;

import baseline.NocVehicle;
import baseline.Serpentine;
import java.lang.management.ManagementFactory;
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
        assertBitwiseEqual(noc[i].acceleration, lib[i].acceleration, "acceleration", frame, i);
        lib[i].update();
        noc[i].update();
        assertBitwiseEqual(noc[i].position, lib[i].position, "position", frame, i);
        assertBitwiseEqual(noc[i].velocity, lib[i].velocity, "velocity", frame, i);
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
        assertBitwiseEqual(noc[i].acceleration, lib[i].acceleration, "acceleration", frame, i);
        lib[i].update();
        noc[i].update();
        assertBitwiseEqual(noc[i].position, lib[i].position, "position", frame, i);
      }
    }
    if (segments >= SegmentGrid.MIN_SEGMENTS) {
      assertTrue(((SegmentGrid) path.finder).indexed(), "the library went through the index");
    }
  }

  @Test
  @DisplayName("a library step (seek, arrive or follow, then update) allocates no objects")
  void libraryStepsAllocateNothing() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    Path path = Serpentine.make(1000, 800, 600, 1);
    Vehicle v = new Vehicle(100, 100);
    v.velocity.set(1, 2);
    PVector target = new PVector(400, 300);
    stepAll(v, target, path, 1000);   // the path's index is built here, once
    long before = threads.getCurrentThreadAllocatedBytes();
    stepAll(v, target, path, 10_000);
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    // 30,000 steps; a single PVector is 24 bytes, so one per step would be 720,000 bytes
    assertTrue(allocated < 1000, allocated + " bytes allocated in 30,000 steps");
  }

  static void stepAll(Vehicle v, PVector target, Path path, int times) {
    for (int i = 0; i < times; i++) {
      v.seek(target);
      v.update();
      v.arrive(target, SLOWING_RADIUS);
      v.update();
      v.follow(path);
      v.update();
    }
  }

  static void assertBitwiseEqual(PVector expected, PVector actual, String what, int frame,
      int vehicle) {
    if (Float.floatToIntBits(expected.x) != Float.floatToIntBits(actual.x)
        || Float.floatToIntBits(expected.y) != Float.floatToIntBits(actual.y)) {
      assertEquals(expected.x + ", " + expected.y, actual.x + ", " + actual.y,
          what + " of vehicle " + vehicle + " at frame " + frame);
      assertEquals(Float.floatToIntBits(expected.x), Float.floatToIntBits(actual.x),
          what + ".x sign of vehicle " + vehicle + " at frame " + frame);
      assertEquals(Float.floatToIntBits(expected.y), Float.floatToIntBits(actual.y),
          what + ".y sign of vehicle " + vehicle + " at frame " + frame);
    }
  }
}
