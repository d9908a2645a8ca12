package steering.crowd;

import java.util.Arrays;

/**
 * How far a boid's block of cells in a {@link NeighbourGrid} reaches, row by row, and which of
 * its cells need no pair measured. For cells (dx, dy) apart (in whole cells, |dx| and |dy|):
 * <ul>
 *   <li>their nearest points are ((|dx| − 1) × cell width, (|dy| − 1) × cell height) apart,
 *       0 each way when adjacent, so a cell can hold a boid within a distance only if that is
 *       less: the block's corners that cannot are cut off ({@link #halfWidth}), and a cell
 *       can hold a boid too close for separation only within {@link #separation};
 *   <li>their farthest points are ((|dx| + 1) × cell width, (|dy| + 1) × cell height) apart, so
 *       when that is within the neighbour distance every boid of the one is a neighbour of
 *       every boid of the other, wherever they sit: a "sure" cell ({@link #sure}).
 * </ul>
 * Each is written as, for each |dy| from 0 to the grid's reach, how many cells each way the
 * row dy rows away reaches (−1: none of it).
 */
final class CellReach {

  /** The sure and separation reaches keep this far (relatively) on the safe side of rounding. */
  static final double MARGIN = 1e-6;
  /** {@link #halfWidth} for each reach from 0 to {@link NeighbourGrid#MAX_REACH}. */
  private static final int[][] HALF_WIDTHS = halfWidths();

  private CellReach() {
  }

  /**
   * How many cells each way the block reaches in the row dy rows from the boid's (|dy| up to
   * {@code reach}), in cells at least the radius ÷ reach wide: (|dx| − 1)² + (|dy| − 1)²
   * &lt; reach² (reach 8: the rows 5 to 8 away reach 7, 7, 6 and 4 cells each way, not 8).
   */
  static int halfWidth(int reach, int dy) {
    return HALF_WIDTHS[reach][dy];
  }

  /**
   * Into {@code out}, the grid's sure cells: where the farthest points are closer than the
   * distance whose square's limit is {@code squaredLimit} ({@link FusedRules#squaredLimit}).
   */
  static void sure(NeighbourGrid grid, double squaredLimit, int[] out) {
    double limit = squaredLimit * (1 - MARGIN);
    Arrays.fill(out, -1);
    for (int dy = 0; dy <= grid.reach; dy++) {
      double across = (dy + 1) * grid.cellHeight();
      int dx = -1;
      while (dx < grid.reach && square((dx + 2) * grid.cellWidth()) + across * across < limit) {
        dx++;
      }
      out[dy] = dx;
    }
  }

  /** Into {@code out}, the cells where the nearest points are closer than separation. */
  static void separation(NeighbourGrid grid, double squaredLimit, int[] out) {
    double limit = squaredLimit * (1 + MARGIN);
    Arrays.fill(out, -1);
    for (int dy = 0; dy <= grid.reach; dy++) {
      double across = Math.max(dy - 1, 0) * grid.cellHeight();
      int dx = -1;
      while (dx < grid.reach
          && square(Math.max(dx, 0) * grid.cellWidth()) + across * across < limit) {
        dx++;
      }
      out[dy] = dx;
    }
  }

  /**
   * How crowded the grid's boids are at the scale of its cells: the mean, over the boids, of
   * the number in its cell (itself included), Σ m² ÷ n over the cells' counts m. 1 when every
   * boid has a cell of its own.
   */
  static double crowding(NeighbourGrid grid) {
    long squares = 0;
    int cells = grid.columns() * grid.rows();
    for (int c = 0; c < cells; c++) {
      long m = grid.cellStart(c + 1) - grid.cellStart(c);
      squares += m * m;
    }
    int n = grid.cellStart(cells);
    return n == 0 ? 0 : squares / (double) n;
  }

  private static double square(double x) {
    return x * x;
  }

  private static int[][] halfWidths() {
    int[][] all = new int[NeighbourGrid.MAX_REACH + 1][];
    for (int reach = 0; reach <= NeighbourGrid.MAX_REACH; reach++) {
      all[reach] = new int[reach + 1];
      for (int dy = 0; dy <= reach; dy++) {
        int gap = Math.max(dy - 1, 0);
        int dx = 0;
        while (dx < reach && dx * dx + gap * gap < reach * reach) {
          dx++;   // column dx + 1 is (dx, gap) cells away at the least: close enough
        }
        all[reach][dy] = dx;
      }
    }
    return all;
  }
}
