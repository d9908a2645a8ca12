package steering;

/**
 * The candidates of a boid in a {@link NeighbourGrid} whose shifts are the shortest
 * ({@link NeighbourGrid#shiftsAreShortest()}), as runs of consecutive slots, each with the
 * shift (±width, ±height or 0) that brings its boids next to the boid's cell: either the
 * whole SPAN × SPAN block around the boid's cell, or its forward half, which lists each pair
 * of boids once.
 *
 * <p><b>The forward half.</b> Cell offsets (dx, dy) within the block come in opposite pairs,
 * (dx, dy) and (−dx, −dy); exactly one of them is "forward": dy &gt; 0, or dy = 0 and dx &gt; 0.
 * So from a boid in cell (cx, cy) the forward half is
 * <pre>
 *   its own cell, only the slots after its own;
 *   cells cx + 1 .. cx + REACH of row cy;
 *   cells cx − REACH .. cx + REACH of each row cy + 1 .. cy + REACH.
 * </pre>
 * Two boids of one cell meet once (the later slot is after the earlier one), and two boids of
 * different cells within reach once (from the cell that sees the other forward). In a wrapped
 * world at least SPAN cells each way the offset between two cells within reach is one and the
 * same however it is measured, so no pair comes twice across the edges; in an open world
 * nothing wraps. The own cell and the cells to its right in its row are one run: cells of a
 * row sit one after the other in slot order.
 */
final class BlockRuns {

  /** The forward half is at most this many runs: 2 in the boid's row, 2 in each row below. */
  static final int MAX_FORWARD_RUNS = 2 + 2 * NeighbourGrid.REACH;

  private BlockRuns() {
  }

  /**
   * The forward half of the block of the boid in {@code slot} as runs [from, to) in pairs in
   * {@code runs} and their shifts (x, y) in {@code shifts} (both at least
   * {@link #MAX_FORWARD_RUNS} × 2 long). Returns how many runs. The boid's own slot is never
   * in them.
   */
  static int forward(NeighbourGrid grid, int slot, int[] runs, float[] shifts) {
    int columns = grid.columns;
    int cell = grid.cellOfSlot(slot);
    int cx = cell % columns;
    int cy = cell / columns;
    int rowStart = cy * columns;
    int last = cx + NeighbourGrid.REACH;
    int count = run(slot + 1, grid.cellStart(rowStart + Math.min(last, columns - 1) + 1), 0, 0,
        runs, shifts, 0);
    if (last >= columns && grid.worldWidth > 0) {
      count = run(grid.cellStart(rowStart), grid.cellStart(rowStart + last - columns + 1),
          grid.worldWidth, 0, runs, shifts, count);
    }
    for (int dy = 1; dy <= NeighbourGrid.REACH; dy++) {
      count = row(grid, cx, cy + dy, runs, shifts, count);
    }
    return count;
  }

  /**
   * Appends the runs of one row of the block around column {@code cx}: cells cx − REACH ..
   * cx + REACH of {@code row}, which may lie across the top or bottom of a wrapped world (and
   * is left out beyond an open world's). Returns the new number of runs.
   */
  static int row(NeighbourGrid grid, int cx, int row, int[] runs, float[] shifts, int count) {
    int columns = grid.columns;
    int rows = grid.rows;
    boolean wraps = grid.worldWidth > 0;
    float shiftY = 0;
    if (row < 0 || row >= rows) {
      if (!wraps) {
        return count;
      }
      shiftY = row < 0 ? -grid.worldHeight : grid.worldHeight;  // that row, across the edge
      row = row < 0 ? row + rows : row - rows;
    }
    int rowStart = row * columns;
    int first = cx - NeighbourGrid.REACH;
    int last = cx + NeighbourGrid.REACH;
    if (first < 0) {   // a wrapped world is wider than the block: only one side crosses
      if (wraps) {
        count = cells(grid, rowStart + first + columns, rowStart + columns - 1,
            -grid.worldWidth, shiftY, runs, shifts, count);
      }
      first = 0;
    }
    if (last >= columns) {
      if (wraps) {
        count = cells(grid, rowStart, rowStart + last - columns, grid.worldWidth, shiftY, runs,
            shifts, count);
      }
      last = columns - 1;
    }
    return cells(grid, rowStart + first, rowStart + last, 0, shiftY, runs, shifts, count);
  }

  /** Appends the slots of cells firstCell..lastCell as one run with its shift. */
  private static int cells(NeighbourGrid grid, int firstCell, int lastCell, float shiftX,
      float shiftY, int[] runs, float[] shifts, int count) {
    return run(grid.cellStart(firstCell), grid.cellStart(lastCell + 1), shiftX, shiftY, runs,
        shifts, count);
  }

  /** Appends the run of slots [from, to) with its shift (null shifts: none), unless empty. */
  private static int run(int from, int to, float shiftX, float shiftY, int[] runs,
      float[] shifts, int count) {
    if (from >= to) {
      return count;
    }
    runs[2 * count] = from;
    runs[2 * count + 1] = to;
    if (shifts != null) {
      shifts[2 * count] = shiftX;
      shifts[2 * count + 1] = shiftY;
    }
    return count + 1;
  }
}
