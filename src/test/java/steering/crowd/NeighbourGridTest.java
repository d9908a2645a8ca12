package steering.crowd;

import steering.RandomFlocks;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import steering.Flock;
import steering.GroupRules;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

/**
 * The grid finds exactly the neighbours the full scan finds, in open and wrapped worlds, tiny
 * worlds of one or two cells, and for boids placed right on cell boundaries; and a flock gets
 * the same forces with and without it (up to float rounding).
 */
class NeighbourGridTest {

  static final float RADIUS = 50;
  /** The book's float sums against the crowd engine's doubles: a ten-thousandth of maxforce. */
  static final float ROUNDING = 2e-5f;

  /** seed, boids, world width, height (0: open world, boids scattered over 800 × 600). */
  @ParameterizedTest(name = "seed {0}: {1} boids in {2} × {3}")
  @CsvSource({
      "1, 500, 800, 600",
      "2, 2000, 800, 600",
      "3, 300, 0, 0",
      "4, 60, 12, 10",     // smaller than a cell (16.668 px): one cell, its own neighbour
      "5, 80, 40, 36",     // two cells across: left and right neighbour are the same cell
      "6, 400, 500, 170",
  })
  void sameNeighboursAsTheFullScan(long seed, int n, float width, float height) {
    List<Vehicle> boids = RandomFlocks.scatter(seed, n, width > 0 ? width : 800,
        height > 0 ? height : 600);
    assertSameNeighbours(boids, width, height);
  }

  @Test
  void boidsOnCellBoundaries() {
    float width = 800;
    float height = 600;
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(List.of(new Vehicle(0, 0)), RADIUS, width, height);
    double cw = grid.cellWidth();
    double ch = grid.cellHeight();
    assertTrue(cw >= RADIUS && ch >= RADIUS, "cells at least the radius: " + cw + " × " + ch);
    List<Vehicle> boids = new ArrayList<>();
    for (int i = 0; i <= grid.columns(); i++) {
      for (int j = 0; j <= grid.rows(); j++) {
        float x = (float) (i * cw);
        float y = (float) (j * ch);
        boids.add(new Vehicle(x, y));                  // on the corner (or the far edge)
        boids.add(new Vehicle(x - 24.99f, y));         // just left of the boundary
        boids.add(new Vehicle(x + 24.99f, y + 0.5f));  // just right: 49.98 px apart
        boids.add(new Vehicle(x, y - RADIUS));         // exactly RADIUS away: not a neighbour
      }
    }
    boids.add(new Vehicle(Math.nextDown(width), Math.nextDown(height)));
    boids.add(new Vehicle(width, height));  // outside by exactly the size: same as (0, 0)
    assertSameNeighbours(boids, width, height);
    assertSameNeighbours(boids, 0, 0);
  }

  @Test
  void aBoidFarAwayDoesNotBreakTheOpenGrid() {
    List<Vehicle> boids = RandomFlocks.scatter(7, 500, 800, 600);
    boids.add(new Vehicle(1e7f, -1e7f));
    boids.add(new Vehicle(1e7f + 10, -1e7f));
    assertSameNeighbours(boids, 0, 0);
  }

  @ParameterizedTest(name = "world {0} × {1}")
  @CsvSource({"800, 600", "0, 0", "90, 70"})
  void sameForcesWithAndWithoutTheGrid(float width, float height) {
    List<Vehicle> boids = RandomFlocks.scatter(8, 1000, width > 0 ? width : 800,
        height > 0 ? height : 600);
    List<Vehicle> scanned = RandomFlocks.copy(boids);
    Flock withGrid = RandomFlocks.flockOf(boids, width, height);
    Flock withoutGrid = RandomFlocks.flockOf(scanned, width, height);
    withGrid.finder = new CrowdNeighbours();
    for (int frame = 0; frame < 2; frame++) {
      withGrid.flock();
      withoutGrid.flock();
      for (int i = 0; i < boids.size(); i++) {
        assertVec(scanned.get(i).steering.x, scanned.get(i).steering.y, boids.get(i).steering,
            ROUNDING, "frame " + frame + ", boid " + i);
      }
      // move both by the scan's forces, so the next frame compares the same positions again
      for (int i = 0; i < boids.size(); i++) {
        boids.get(i).acceleration.set(scanned.get(i).acceleration);
        boids.get(i).update();
        scanned.get(i).update();
      }
    }
  }

  @Test
  void rebuildingAllocatesNothingOnceTheArraysAreLargeEnough() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    for (float width : new float[] {800, 0}) {
      List<Vehicle> boids = RandomFlocks.scatter(9, 2000, 800, 600);
      NeighbourGrid grid = new NeighbourGrid();
      grid.rebuild(boids, RADIUS, width, width * 0.75f);  // the first frame sizes the arrays
      long before = threads.getCurrentThreadAllocatedBytes();
      for (int frame = 0; frame < 10; frame++) {
        grid.rebuild(boids, RADIUS, width, width * 0.75f);
      }
      long allocated = threads.getCurrentThreadAllocatedBytes() - before;
      // the smallest int array of 2,000 boids alone would be 8,016 bytes
      assertTrue(allocated < 1000, allocated + " bytes allocated in 10 rebuilds, world " + width);
    }
  }

  /** For every boid, the grid's neighbours are exactly the full scan's, each listed once. */
  static void assertSameNeighbours(List<Vehicle> boids, float width, float height) {
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, width, height);
    Map<Vehicle, Integer> index = new IdentityHashMap<>();
    for (int i = 0; i < boids.size(); i++) {
      index.put(boids.get(i), i);
    }
    List<Vehicle> found = new ArrayList<>();
    int pairs = 0;
    for (int i = 0; i < boids.size(); i++) {
      Vehicle me = boids.get(i);
      grid.neighbours(i, boids, RADIUS, found);
      Set<Integer> fromGrid = new TreeSet<>();
      for (Vehicle c : found) {
        fromGrid.add(index.get(c));
      }
      assertEquals(found.size(), fromGrid.size(), "boid " + i + ": a neighbour twice");
      Set<Integer> scanned = new TreeSet<>();
      for (int j = 0; j < boids.size(); j++) {
        if (j != i && GroupRules.distance(me, boids.get(j), width, height) < RADIUS) {
          scanned.add(j);
        }
      }
      assertEquals(scanned, fromGrid, "boid " + i + " at " + me.position);
      pairs += scanned.size();
    }
    assertTrue(pairs > 0, "the test should have some neighbours to compare");
    assertCandidatesCoverTheNeighbours(grid, boids, width, height);
  }

  /**
   * The snapshot holds each boid's own position and velocity, and the runs of slots a boid's
   * candidates are in hold every boid within the radius, itself, and no slot twice.
   */
  static void assertCandidatesCoverTheNeighbours(NeighbourGrid grid, List<Vehicle> boids,
      float width, float height) {
    int[] runs = new int[2 * NeighbourGrid.MAX_RUNS];
    for (int slot = 0; slot < boids.size(); slot++) {
      int i = grid.boidAt(slot);
      Vehicle me = boids.get(i);
      assertEquals(me.position.x, grid.x(slot), "slot " + slot + ": x");
      assertEquals(me.position.y, grid.y(slot), "slot " + slot + ": y");
      assertEquals(me.velocity.x, grid.vx(slot), "slot " + slot + ": vx");
      assertEquals(me.velocity.y, grid.vy(slot), "slot " + slot + ": vy");
      List<Integer> candidates = new ArrayList<>();
      int count = grid.candidates(slot, runs);
      for (int r = 0; r < count; r++) {
        for (int k = runs[2 * r]; k < runs[2 * r + 1]; k++) {
          candidates.add(grid.boidAt(k));
        }
      }
      Set<Integer> distinct = new TreeSet<>(candidates);
      assertEquals(candidates.size(), distinct.size(), "slot " + slot + ": a candidate twice");
      assertTrue(distinct.contains(i), "slot " + slot + ": its own boid is a candidate");
      for (int j = 0; j < boids.size(); j++) {
        if (GroupRules.distance(me, boids.get(j), width, height) < RADIUS) {
          assertTrue(distinct.contains(j), "boid " + i + ": neighbour " + j + " missing");
        }
      }
    }
  }
}
