package steering.crowd;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pair-once step's parts: PARTS runs of slots (MAX_PARTS for a heavy frame), one after the
 * other from the first slot to the last, each ending on a cell boundary, and about the same
 * work each (the forward candidates of their boids), even when the flock has gathered into a
 * few rows.
 */
class SlotPartsTest {

  static final float RADIUS = 50;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"scattered", "gathered in one band of rows", "all in one spot"})
  void partsCoverEverySlotOnceWithAboutTheSameWork(String flock) {
    List<Vehicle> boids = flock(flock);
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, 800, 600);
    int[] ends = new int[SlotParts.MAX_PARTS + 1];
    int parts = SlotParts.cut(grid, ends);

    int cells = grid.columns() * grid.rows();
    assertEquals(0, ends[0]);
    assertEquals(boids.size(), ends[parts]);
    long[] work = new long[parts];
    long biggestCell = 0;
    int part = 0;
    int[] runs = new int[2 * BlockRuns.MAX_FORWARD_RUNS];
    float[] shifts = new float[2 * BlockRuns.MAX_FORWARD_RUNS];
    for (int c = 0; c < cells; c++) {
      long cellWork = 0;
      for (int slot = grid.cellStart(c); slot < grid.cellStart(c + 1); slot++) {
        while (slot >= ends[part + 1]) {
          part++;
        }
        assertTrue(ends[part] <= slot, "slot " + slot + " in part " + part);
        int count = BlockRuns.forward(grid, slot, runs, shifts);
        for (int r = 0; r < count; r++) {
          cellWork += runs[2 * r + 1] - runs[2 * r];
        }
      }
      work[part] += cellWork;
      biggestCell = Math.max(biggestCell, cellWork);
    }
    for (int p = 0; p <= parts; p++) {
      final int end = ends[p];
      boolean onACellBoundary = false;
      for (int c = 0; c <= cells; c++) {
        onACellBoundary |= grid.cellStart(c) == end;
      }
      assertTrue(onACellBoundary, "part end " + end + " is where a cell starts");
      assertTrue(p == 0 || ends[p - 1] <= end, "ends ascend");
    }
    long total = 0;
    for (long w : work) {
      total += w;
    }
    // scattered, 3,000 boids have about 40 candidates each (a light frame); in one spot,
    // 1,500 each on average (3000 × 2999 / 2 = 4.5 million in all: a heavy one)
    assertEquals(total >= SlotParts.FINE_FROM, parts == SlotParts.MAX_PARTS, total + " in all");
    if (!flock.startsWith("gathered")) {
      assertEquals(flock.equals("scattered") ? SlotParts.PARTS : SlotParts.MAX_PARTS, parts);
    }
    // a part ends at the first cell that takes it past its share, so no part is more than
    // its share plus one cell over it
    for (int p = 0; p < parts; p++) {
      assertTrue(work[p] <= total / parts + biggestCell + 1,
          "part " + p + ": " + work[p] + " of " + total + " (biggest cell " + biggestCell + ")");
    }
    if (!flock.equals("all in one spot")) {   // one cell cannot be cut
      for (int p = 0; p < parts; p++) {
        assertTrue(work[p] >= total / parts - biggestCell - 1,
            "part " + p + ": " + work[p] + " of " + total);
      }
    }
  }

  private static List<Vehicle> flock(String kind) {
    Random random = new Random(11);
    List<Vehicle> boids = new ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      float x = random.nextFloat() * 800;
      float y = random.nextFloat() * 600;
      if (kind.startsWith("gathered")) {
        y = i % 10 == 0 ? y : 300 + random.nextFloat() * 40;   // 90 % within 40 px rows
      } else if (kind.startsWith("all")) {
        x = 400 + random.nextFloat();
        y = 300 + random.nextFloat();
      }
      Vehicle v = new Vehicle(x, y);
      v.velocity.set(1, 0);
      boids.add(v);
    }
    return boids;
  }
}
