package steering.crowd;

import steering.RandomFlocks;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import steering.GroupRules;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pair-once step: the forward half of each block ({@link BlockRuns#forward}) lists every
 * pair of boids within the radius exactly once, with the rules' offset, and reaches only the
 * boid's row and the REACH rows below; {@link PairSums} gives both boids of a pair their
 * hand-computed shares; worlds too small for the grid's shifts keep the full scan.
 */
class PairOnceTest {

  static final float RADIUS = 50;
  static final float SEPARATION = 25;
  /** 800 × 600 in cells of an eighth of 50 px (127 × 95) needs 12,065 ÷ 16 = 755 boids. */
  static final int FILLERS = 800;
  /** Sums of one to three hand-worked terms, in double. */
  static final double EXACT = 1e-12;

  /** seed, boids, world (0: open over 800 × 600), boids hugging the edges. */
  @ParameterizedTest(name = "seed {0}: {1} boids in {2} × {3}, {4} at the edges")
  @CsvSource({
      "1, 1500, 800, 600, 0",
      "2, 1000, 800, 600, 500",   // half within 12 px of an edge: many pairs across
      "3, 1200, 0, 0, 0",
      "4, 600, 0, 0, 300",        // the edge rows and columns of an open grid
      "5, 300, 120, 120, 150",    // 11 × 11 cells: the smallest world with shifts
      "6, 400, 800, 130, 200",    // 12 rows: the forward halves wrap from bottom to top
  })
  void everyPairWithinTheRadiusIsVisitedExactlyOnce(long seed, int n, float width,
      float height, int atEdges) {
    List<Vehicle> boids = flock(seed, n, width > 0 ? width : 800, height > 0 ? height : 600,
        atEdges);
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, width, height);
    assertTrue(grid.shiftsAreShortest(), grid.columns() + " × " + grid.rows());
    int[] runs = new int[2 * BlockRuns.MAX_FORWARD_RUNS];
    float[] shifts = new float[2 * BlockRuns.MAX_FORWARD_RUNS];
    Set<Long> visited = new HashSet<>();
    int within = 0;
    for (int slot = 0; slot < n; slot++) {
      int row = grid.cellOfSlot(slot) / grid.columns();
      int count = BlockRuns.forward(grid, slot, runs, shifts);
      for (int r = 0; r < count; r++) {
        for (int k = runs[2 * r]; k < runs[2 * r + 1]; k++) {
          int i = grid.boidAt(slot);
          int j = grid.boidAt(k);
          assertTrue(visited.add(key(i, j, n)), "pair " + i + ", " + j + " listed twice");
          int rowsDown = Math.floorMod(grid.cellOfSlot(k) / grid.columns() - row, grid.rows());
          assertTrue(rowsDown <= NeighbourGrid.REACH, "slot " + slot + " reaches "
              + rowsDown + " rows down");
          Vehicle me = boids.get(i);
          Vehicle other = boids.get(j);
          if (GroupRules.distance(me, other, width, height) < RADIUS) {
            double dx = grid.x(k) + (shifts[2 * r] - (double) grid.x(slot));
            double dy = grid.y(k) + (shifts[2 * r + 1] - (double) grid.y(slot));
            assertEquals(GroupRules.wrap((double) other.position.x - me.position.x, width), dx);
            assertEquals(GroupRules.wrap((double) other.position.y - me.position.y, height), dy);
            within++;
          }
        }
      }
    }
    int expected = 0;   // every unordered pair within the radius, by brute force
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (GroupRules.distance(boids.get(i), boids.get(j), width, height) < RADIUS) {
          expected++;
          assertTrue(visited.contains(key(i, j, n)), "pair " + i + ", " + j + " missed");
        }
      }
    }
    assertEquals(expected, within, "pairs within the radius");
    assertTrue(expected > n, "the test needs many pairs, had " + expected);
  }

  @Test
  void twoBoidsTenPixelsApart() {
    double[][] sums = sums(800, 600, boid(100, 100, 1, 0), boid(110, 100, 0, 2));
    // o = (10, 0), d² = 100: near (< 2500) and too close (< 625)
    // a: velocity b's (0, 2), offset o, away −o/d² = (−0.1, 0); b: a's (1, 0), −o, +o/d²
    assertSums(sums[0], -0.1, 0, 1, 0, 2, 10, 0, 1, "a");
    assertSums(sums[1], 0.1, 0, 1, 1, 0, -10, 0, 1, "b");
  }

  @Test
  void threeInARow() {
    double[][] sums = sums(800, 600, boid(100, 100, 1, 0), boid(110, 100, 0, 2),
        boid(120, 100, -1, -1));
    // a: b at (10, 0), c at (20, 0); away −10/100 − 20/400 = −0.15; velocity (0 − 1, 2 − 1)
    assertSums(sums[0], -0.15, 0, 2, -1, 1, 30, 0, 2, "a");
    // b: a at (−10, 0), c at (10, 0): the pushes cancel, offsets too; velocity (1 − 1, 0 − 1)
    assertSums(sums[1], 0, 0, 2, 0, -1, 0, 0, 2, "b");
    // c: b at (−10, 0), a at (−20, 0); away 10/100 + 20/400 = 0.15; velocity (1 + 0, 0 + 2)
    assertSums(sums[2], 0.15, 0, 2, 1, 2, -30, 0, 2, "c");
  }

  @Test
  void aPairAcrossTheWrappedEdges() {
    double[][] sums = sums(800, 600, boid(5, 300, 1, 0), boid(795, 300, 0, 2),
        boid(3, 4, 0, 0), boid(797, 596, 0, 0));
    // left: right is at (−10, 0) across the left edge: away (0.1, 0); right: (10, 0), (−0.1, 0)
    assertSums(sums[0], 0.1, 0, 1, 0, 2, -10, 0, 1, "left");
    assertSums(sums[1], -0.1, 0, 1, 1, 0, 10, 0, 1, "right");
    // corners: (797, 596) is at (−6, −8) across both edges, d² = 100: away (0.06, 0.08)
    assertSums(sums[2], 0.06, 0.08, 1, 0, 0, -6, -8, 1, "top left");
    assertSums(sums[3], -0.06, -0.08, 1, 0, 0, 6, 8, 1, "bottom right");
  }

  @Test
  void theSumsArrayIsKeptBetweenFrames() {
    List<Vehicle> boids = RandomFlocks.scatter(8, 500, 800, 600);
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, 800, 600);
    PairSums pairs = new PairSums();
    double[] first = pairs.measure(grid, 625, 2500, false, false);
    double before = first[PairSums.NEAR] + first[PairSums.SUMS + PairSums.NEAR];
    assertSame(first, pairs.measure(grid, 625, 2500, true, false), "the same array, refilled");
    assertEquals(before, first[PairSums.NEAR] + first[PairSums.SUMS + PairSums.NEAR],
        "the same sums, not added twice");
  }

  @Test
  void withinIsOneExactlyBetweenZeroAndTheLimit() {
    assertEquals(1, PairSums.within(100, 2500));
    assertEquals(1, PairSums.within(Math.nextDown(2500.0), 2500));   // just below: in
    assertEquals(0, PairSums.within(2500, 2500));                    // at the limit: out
    assertEquals(0, PairSums.within(Math.nextUp(2500.0), 2500));
    assertEquals(0, PairSums.within(0, 2500));                       // the boid itself: out
    assertEquals(1, PairSums.within(Double.MIN_VALUE, 2500));        // the smallest distance
    assertEquals(0, PairSums.within(1e300, 2500));
    assertEquals(0, PairSums.within(1, 0));                          // a zero limit: none
    assertEquals(0, PairSums.within(0, 0));
  }

  /** width, height, whether the pair-once step runs (cells 50 × 1.0001 ÷ 5 = 10.001 px). */
  @ParameterizedTest(name = "world {0} × {1}: pairs once {2}")
  @CsvSource({
      "800, 600, true",
      "120, 120, true",    // 11 × 11 cells
      "105, 800, false",   // 10 columns: a cell could be near on both sides
      "800, 105, false",   // 10 rows
      "40, 40, false",
      "0, 0, true",        // open: nothing wraps
  })
  void smallWorldsScanTheWholeBlock(float width, float height, boolean once) {
    List<Vehicle> boids = RandomFlocks.scatter(9, 200, width > 0 ? width : 300,
        height > 0 ? height : 300);
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, width, height);
    assertEquals(once, CrowdNeighbours.pairsOnce(grid));
    FusedRulesTest.assertSameForces(boids, width, height, SEPARATION, RADIUS);
  }

  @Test
  void aBoidOutsideTheWorldScansTheWholeBlock() {
    List<Vehicle> boids = RandomFlocks.scatter(12, 300, 800, 600);
    boids.get(7).position.set(-3, 300);
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, 800, 600);
    assertFalse(CrowdNeighbours.pairsOnce(grid));
  }

  private static long key(int i, int j, int n) {
    return (long) Math.min(i, j) * n + Math.max(i, j);
  }

  /**
   * Each boid's sums (indexed as the boids are), separation 25 and neighbours 50 px, the same
   * in cells of a third of the radius and, with sure cells, of a fifth and an eighth. Far from
   * the boids (x 300..500, y 150..450) come {@link #FILLERS} more, so the grid (at most
   * MAX_CELLS_PER_BOID cells per boid) may have cells as small as it asks.
   */
  static double[][] sums(float width, float height, Vehicle... boids) {
    List<Vehicle> all = new ArrayList<>(List.of(boids));
    for (Vehicle filler : RandomFlocks.scatter(13, FILLERS, 200, 300)) {
      filler.position.add(300, 150);
      all.add(filler);
    }
    double[][] byBoid = sums(all, width, height, NeighbourGrid.REACH, false);
    for (int reach : new int[] {CrowdNeighbours.FIFTHS, NeighbourGrid.MAX_REACH}) {
      double[][] finer = sums(all, width, height, reach, true);
      for (int i = 0; i < boids.length; i++) {
        assertArrayEquals(byBoid[i], finer[i], EXACT, "boid " + i + ", reach " + reach);
      }
    }
    return byBoid;
  }

  private static double[][] sums(List<Vehicle> all, float width, float height, int reach,
      boolean sureCells) {
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(all, RADIUS, width, height, reach);
    assertTrue(grid.shiftsAreShortest(), grid.columns() + " × " + grid.rows());
    double asked = RADIUS * (1 + GridLayout.MARGIN) / reach;
    assertTrue(grid.cellWidth() >= asked && grid.cellWidth() < 1.05 * asked,
        "cells as small as asked: " + grid.cellWidth());
    double[] sums = new PairSums().measure(grid, FusedRules.squaredLimit(SEPARATION),
        FusedRules.squaredLimit(RADIUS), false, sureCells);
    double[][] byBoid = new double[all.size()][];
    for (int slot = 0; slot < all.size(); slot++) {
      int at = PairSums.SUMS * slot;
      byBoid[grid.boidAt(slot)] = java.util.Arrays.copyOfRange(sums, at, at + PairSums.SUMS);
    }
    return byBoid;
  }

  static void assertSums(double[] sums, double awayX, double awayY, int tooClose,
      double velocityX, double velocityY, double offsetX, double offsetY, int near,
      String what) {
    assertEquals(awayX, sums[PairSums.AWAY_X], EXACT, what + " away x");
    assertEquals(awayY, sums[PairSums.AWAY_Y], EXACT, what + " away y");
    assertEquals(tooClose, sums[PairSums.TOO_CLOSE], what + " too close");
    assertEquals(velocityX, sums[PairSums.VELOCITY_X], EXACT, what + " velocity x");
    assertEquals(velocityY, sums[PairSums.VELOCITY_Y], EXACT, what + " velocity y");
    assertEquals(offsetX, sums[PairSums.OFFSET_X], EXACT, what + " offset x");
    assertEquals(offsetY, sums[PairSums.OFFSET_Y], EXACT, what + " offset y");
    assertEquals(near, sums[PairSums.NEAR], what + " near");
  }

  static Vehicle boid(float x, float y, float vx, float vy) {
    Vehicle b = new Vehicle(x, y);
    b.velocity.set(vx, vy);
    return b;
  }

  /** n scattered boids, the first atEdges of them within 12 px of an edge or a corner. */
  static List<Vehicle> flock(long seed, int n, float width, float height,
      int atEdges) {
    List<Vehicle> boids = new ArrayList<>(RandomFlocks.scatter(seed, n, width, height));
    Random random = new Random(seed);
    float band = 12;
    for (Vehicle b : boids.subList(0, atEdges)) {
      float x = random.nextFloat() * band;
      float y = random.nextFloat() * band;
      b.position.set(random.nextBoolean() ? x : width - band + x,
          random.nextBoolean() ? y : height - band + y);
    }
    return boids;
  }
}
