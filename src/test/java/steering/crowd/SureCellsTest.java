package steering.crowd;

import steering.RandomFlocks;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import steering.GroupRules;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sure cells of the pair-once step: cells wholly within the neighbour distance of a boid's
 * cell, whose boids count as neighbours from running sums ({@link CellReach#sure},
 * {@link BlockRuns#forward(NeighbourGrid, int, int[], BlockRuns.Runs)}), and the block's cut
 * corners ({@link NeighbourGrid#HALF_WIDTH}).
 */
class SureCellsTest {

  static final float RADIUS = 50;
  static final float SEPARATION = 25;

  @Test
  void theBlockLosesOnlyCornersTooFarToHoldANeighbour() {
    // row dy reaches dx while (dx − 1)² + (dy − 1)² < reach²: at reach 8, (7, 4) and (6, 5)
    // are in (16 + 49, 25 + 36 < 64 ... 36 + 25), (7, 5) is out (36 + 36 = 72 ≥ 64)
    assertArrayEquals(new int[] {8, 8, 8, 8, 8, 7, 7, 6, 4}, halfWidths(8));
    assertArrayEquals(new int[] {5, 5, 5, 5, 4, 3}, halfWidths(5));
    assertArrayEquals(new int[] {3, 3, 3, 3}, halfWidths(3));   // nothing cut at a third
  }

  @Test
  void sureCellsAreThoseWhoseFarthestPointsAreWithinTheDistance() {
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(RandomFlocks.scatter(3, 2000, 800, 600), RADIUS, 800, 600, 8);
    // cells of 800 / 127 = 6.299 × 600 / 95 = 6.316 px: farthest points of cells (dx, dy)
    // apart are ((dx + 1) × 6.299, (dy + 1) × 6.316) apart: (7 × 6.299, 6.316) = 44.5 px in,
    // (8 × 6.299, 6.316) = 50.8 out, so dy 0 → 6; dy 6: (3 × 6.299, 7 × 6.316) = 47.9 in,
    // (4 × 6.299, 7 × 6.316) = 50.6 out → 2; dy 7: (6.299, 8 × 6.316) = 50.9 out → none
    int[] sure = new int[NeighbourGrid.MAX_REACH + 1];
    CellReach.sure(grid, FusedRules.squaredLimit(RADIUS), sure);
    assertArrayEquals(new int[] {6, 6, 6, 5, 5, 4, 2, -1, -1}, sure);
    // nearest points ((dx − 1) × 6.299, (dy − 1) × 6.316): closer than 25 px up to dx 4
    // (18.9 px) in rows 0 to 3, dx 3 in row 4 (12.6, 18.9: 23.7), none from row 5 (25.3)
    int[] close = new int[NeighbourGrid.MAX_REACH + 1];
    CellReach.separation(grid, FusedRules.squaredLimit(SEPARATION), close);
    assertArrayEquals(new int[] {4, 4, 4, 4, 3, -1, -1, -1, -1}, close);
  }

  private static int[] halfWidths(int reach) {
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(RandomFlocks.scatter(4, 100, 800, 600), RADIUS, 800, 600, reach);
    int[] widths = new int[reach + 1];
    for (int dy = 0; dy <= reach; dy++) {
      widths[dy] = grid.halfWidth(dy);
    }
    return widths;
  }

  /** seed, boids, world (0: open over 800 × 600), boids hugging the edges, reach. */
  @ParameterizedTest(name = "seed {0}: {1} boids in {2} × {3}, reach {5}")
  @CsvSource({
      "21, 1500, 800, 600, 400, 8",
      "22, 1200, 0, 0, 300, 8",
      "23, 300, 120, 120, 150, 8",
      "24, 1500, 800, 600, 400, 5",
      "25, 2000, 800, 600, 400, 3",
  })
  void onlySureNeighboursThatCannotBeTooCloseAreLeftOut(long seed, int n, float width,
      float height, int atEdges, int reach) {
    List<Vehicle> boids = PairOnceTest.flock(seed, n, width > 0 ? width : 800,
        height > 0 ? height : 600, atEdges);
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, width, height, reach);
    assertTrue(grid.shiftsAreShortest());
    int[] sure = new int[NeighbourGrid.MAX_REACH + 1];
    int[] close = new int[NeighbourGrid.MAX_REACH + 1];
    CellReach.sure(grid, FusedRules.squaredLimit(RADIUS), sure);
    CellReach.separation(grid, FusedRules.squaredLimit(SEPARATION), close);
    int[] runs = new int[2 * BlockRuns.MAX_FORWARD_RUNS];
    float[] shifts = new float[2 * BlockRuns.MAX_FORWARD_RUNS];
    BlockRuns.Runs split = new BlockRuns.Runs();
    int surePairs = 0;
    int leftOut = 0;
    for (int slot = 0; slot < n; slot++) {
      Vehicle me = boids.get(grid.boidAt(slot));
      Set<Integer> listed = new HashSet<>();
      BlockRuns.forward(grid, slot, sure, close, split);
      for (int r = 0; r < split.count; r++) {
        for (int k = split.runs[2 * r]; k < split.runs[2 * r + 1]; k++) {
          assertTrue(listed.add(k), "slot " + k + " listed twice for slot " + slot);
          Vehicle other = boids.get(grid.boidAt(k));
          double dx = grid.x(k) + (split.shifts[2 * r] - (double) grid.x(slot));
          assertEquals(GroupRules.wrap((double) other.position.x - me.position.x, width), dx);
          if (split.sure[r]) {
            double d = GroupRules.distance(me, other, width, height);
            assertTrue(d < RADIUS, "a sure pair " + d + " px apart");
            surePairs++;
          }
        }
      }
      int count = BlockRuns.forward(grid, slot, runs, shifts);
      for (int r = 0; r < count; r++) {
        for (int k = runs[2 * r]; k < runs[2 * r + 1]; k++) {
          if (!listed.remove(k)) {   // left out: a neighbour, neither too close nor in my place
            double d = GroupRules.distance(me, boids.get(grid.boidAt(k)), width, height);
            assertTrue(d > 0 && d >= SEPARATION && d < RADIUS, "left out at " + d + " px");
            leftOut++;
          }
        }
      }
      assertTrue(listed.isEmpty(), "listed outside the forward half: " + listed);
    }
    assertTrue(surePairs > n, "the test needs sure pairs, had " + surePairs);
    // at a fifth or a third of the radius every sure cell may hold a boid too close
    assertEquals(reach == NeighbourGrid.MAX_REACH, leftOut > n, leftOut + " pairs left out");
  }

  @Test
  void aBoidInTheSamePlaceIsNoNeighbourThoughItsCellIsSure() {
    double[][] sums = PairOnceTest.sums(800, 600, PairOnceTest.boid(100, 100, 1, 0),
        PairOnceTest.boid(100, 100, 0, 2), PairOnceTest.boid(110, 100, -1, -1));
    // d > 0 leaves a and b out of each other's sums; each has c at (10, 0): away (−0.1, 0)
    PairOnceTest.assertSums(sums[0], -0.1, 0, 1, -1, -1, 10, 0, 1, "a");
    PairOnceTest.assertSums(sums[1], -0.1, 0, 1, -1, -1, 10, 0, 1, "b");
    // c: a and b both at (−10, 0): away 2 × (0.1, 0), velocity (1, 0) + (0, 2)
    PairOnceTest.assertSums(sums[2], 0.2, 0, 2, 1, 2, -20, 0, 2, "c");
  }

  @Test
  void sureNeighboursFarApartInTheirCellsAreCounted() {
    // in cells of a fifth of the radius (10.13 × 10.17 px), a at the top left of cell (5, 5),
    // b at the far corner of cell (8, 6), sure from a's cell: (40.5, 20.3) px apart, a
    // neighbour but not too close (PairOnceTest.sums checks a third and an eighth too)
    float cellWidth = 800f / 79;
    float cellHeight = 600f / 59;
    float ax = 5 * cellWidth;
    float ay = 5 * cellHeight;
    float bx = 9 * cellWidth - 0.01f;
    float by = 7 * cellHeight - 0.01f;
    double[][] sums = PairOnceTest.sums(800, 600, PairOnceTest.boid(ax, ay, 1, 0),
        PairOnceTest.boid(bx, by, 0, 2));
    PairOnceTest.assertSums(sums[0], 0, 0, 0, 0, 2, (double) bx - ax, (double) by - ay, 1, "a");
    PairOnceTest.assertSums(sums[1], 0, 0, 0, 1, 0, (double) ax - bx, (double) ay - by, 1, "b");
  }
}
