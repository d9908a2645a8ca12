package steering.crowd;

/**
 * The candidates of a boid in a {@link NeighbourGrid} whose shifts are the shortest
 * ({@link NeighbourGrid#shiftsAreShortest()}), as runs of consecutive slots, each with the
 * shift (±width, ±height or 0) that brings its boids next to the boid's cell: either the
 * whole block around the boid's cell (the grid's reach each way, less the corners:
 * {@link CellReach#halfWidth}), or its forward half, which lists each pair of boids once.
 *
 * <p><b>The forward half.</b> Cell offsets (dx, dy) within the block come in opposite pairs,
 * (dx, dy) and (−dx, −dy); exactly one of them is "forward": dy &gt; 0, or dy = 0 and dx &gt; 0.
 * So from a boid in cell (cx, cy) the forward half is
 * <pre>
 *   its own cell, only the slots after its own;
 *   cells cx + 1 .. cx + reach of row cy;
 *   cells cx − w .. cx + w of each row cy + dy, dy = 1 .. reach, w = halfWidth(dy).
 * </pre>
 * Two boids of one cell meet once (the later slot is after the earlier one), and two boids of
 * different cells within reach once (from the cell that sees the other forward). In a wrapped
 * world at least 2 reach + 1 cells each way the offset between two cells within reach is one
 * and the same however it is measured, so no pair comes twice across the edges; in an open
 * world nothing wraps. The own cell and the cells to its right in its row are one run: cells
 * of a row sit one after the other in slot order.
 */
final class BlockRuns {

  /** The forward half is at most this many runs: 2 in the boid's row, 2 in each row below. */
  static final int MAX_FORWARD_RUNS = 2 + 2 * NeighbourGrid.MAX_REACH;

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
    int last = cx + grid.reach;
    int count = run(slot + 1, grid.cellStart(rowStart + Math.min(last, columns - 1) + 1), 0, 0,
        runs, shifts, 0);
    if (last >= columns && grid.worldWidth > 0) {
      count = run(grid.cellStart(rowStart), grid.cellStart(rowStart + last - columns + 1),
          grid.worldWidth, 0, runs, shifts, count);
    }
    for (int dy = 1; dy <= grid.reach; dy++) {
      count = row(grid, cx, cy + dy, grid.halfWidth(dy), runs, shifts, count);
    }
    return count;
  }

  /**
   * The forward half of {@link #forward} without the sure cells that need no pair measured: a
   * sure cell lies wholly within the neighbour distance of the boid's cell (by |dy|,
   * {@code sureReach} cells each way, −1 for none: {@link CellReach#sure}), so its
   * boids are neighbours whatever their places, and only those that may also be too close
   * ({@code separationReach}: {@link CellReach#separation}) or in the very same place
   * (the boid's own cell) are listed, in runs marked {@link Runs#sure}; the other cells of the
   * forward half are listed as before, unmarked.
   */
  static void forward(NeighbourGrid grid, int slot, int[] sureReach, int[] separationReach,
      Runs out) {
    int columns = grid.columns;
    int cell = grid.cellOfSlot(slot);
    int cx = cell % columns;
    int cy = cell / columns;
    int rowStart = cy * columns;
    out.count = 0;
    boolean ownIsSure = sureReach[0] >= 0;
    // the own cell's slots after the boid's, and the cells to its right: the sure ones that
    // are listed, or all of them
    int listed = ownIsSure ? Math.max(0, Math.min(sureReach[0], separationReach[0]))
        : grid.reach;
    out.append(run(slot + 1, grid.cellStart(rowStart + Math.min(cx + listed, columns - 1) + 1),
        0, 0, out.runs, out.shifts, out.count), ownIsSure);
    if (cx + listed >= columns && grid.worldWidth > 0) {
      out.append(run(grid.cellStart(rowStart), grid.cellStart(rowStart + cx + listed - columns
          + 1), grid.worldWidth, 0, out.runs, out.shifts, out.count), ownIsSure);
    }
    if (ownIsSure) {   // the cells after the sure ones
      out.append(columns(grid, rowStart, cx + sureReach[0] + 1, cx + grid.reach, 0, out.runs,
          out.shifts, out.count), false);
    }
    for (int dy = 1; dy <= grid.reach; dy++) {
      int start = rowStart(grid, cy + dy);
      if (start < 0) {
        continue;
      }
      float shiftY = shiftY(grid, cy + dy);
      int reach = grid.halfWidth(dy);
      int sure = Math.min(sureReach[dy], reach);   // cells cx − sure .. cx + sure are sure
      if (sure < 0) {
        out.append(columns(grid, start, cx - reach, cx + reach, shiftY, out.runs, out.shifts,
            out.count), false);
        continue;
      }
      int close = Math.min(separationReach[dy], sure);   // of those, these may be too close
      out.append(columns(grid, start, cx - reach, cx - sure - 1, shiftY, out.runs,
          out.shifts, out.count), false);
      out.append(columns(grid, start, cx - close, cx + close, shiftY, out.runs, out.shifts,
          out.count), true);
      out.append(columns(grid, start, cx + sure + 1, cx + reach, shiftY, out.runs,
          out.shifts, out.count), false);
    }
  }

  /**
   * The sure cells around {@code cell} (its own among them when {@code sureReach[0]} &ge; 0),
   * both halves, as runs with their shifts into {@code out}.
   */
  static void sure(NeighbourGrid grid, int cell, int[] sureReach, Runs out) {
    int cx = cell % grid.columns;
    int cy = cell / grid.columns;
    out.count = 0;
    for (int dy = -grid.reach; dy <= grid.reach; dy++) {
      int inner = sureReach[Math.abs(dy)];
      int start = rowStart(grid, cy + dy);
      if (inner >= 0 && start >= 0) {
        out.count = columns(grid, start, cx - inner, cx + inner, shiftY(grid, cy + dy),
            out.runs, out.shifts, out.count);
      }
    }
  }

  /** A list of runs [from, to) of slots with their shifts, and which of them are sure. */
  static final class Runs {
    /** The split forward half, or the sure cells around a cell, is at most this many runs. */
    static final int MAX = 2 * NeighbourGrid.SPAN + 6 * (NeighbourGrid.MAX_REACH + 1);
    final int[] runs = new int[2 * MAX];
    final float[] shifts = new float[2 * MAX];
    final boolean[] sure = new boolean[MAX];
    int count;

    /** Keeps the runs just written (up to {@code newCount}), marked {@code isSure}. */
    void append(int newCount, boolean isSure) {
      for (int run = count; run < newCount; run++) {
        sure[run] = isSure;
      }
      count = newCount;
    }
  }

  /**
   * Appends the runs of one row of the block around column {@code cx}: cells cx − reach ..
   * cx + reach of {@code row} (reach at most the grid's), which may lie across the top or
   * bottom of a wrapped world (and is left out beyond an open world's). Returns the new number
   * of runs.
   */
  static int row(NeighbourGrid grid, int cx, int row, int reach, int[] runs, float[] shifts,
      int count) {
    int rowStart = rowStart(grid, row);
    if (rowStart < 0) {
      return count;
    }
    return columns(grid, rowStart, cx - reach, cx + reach, shiftY(grid, row), runs, shifts,
        count);
  }

  /**
   * The first cell of {@code row}, brought inside a wrapped world (a row across the top or
   * bottom); −1 for a row beyond an open world's.
   */
  static int rowStart(NeighbourGrid grid, int row) {
    if (row < 0 || row >= grid.rows) {
      if (grid.worldWidth == 0) {
        return -1;
      }
      row = row < 0 ? row + grid.rows : row - grid.rows;
    }
    return row * grid.columns;
  }

  /** The shift that brings {@code row} next to the block: ∓height across the top or bottom. */
  static float shiftY(NeighbourGrid grid, int row) {
    return row < 0 ? -grid.worldHeight : row >= grid.rows ? grid.worldHeight : 0;
  }

  /**
   * Appends the runs of columns first .. last of the row starting at cell {@code rowStart}:
   * columns before 0 or past the last come from across the left or right edge with a shift of
   * ∓width in a wrapped world (a wrapped world is wider than the block, so they never meet the
   * columns inside it) and are left out in an open one. Returns the new number of runs. An
   * empty range (first past last) adds nothing without a test of its own: such a test, first
   * true when the flock gathers into finer cells, made the JIT recompile the step just then.
   */
  static int columns(NeighbourGrid grid, int rowStart, int first, int last, float shiftY,
      int[] runs, float[] shifts, int count) {
    int columns = grid.columns;
    boolean wraps = grid.worldWidth > 0;
    if (first < 0) {
      if (wraps) {
        count = cells(grid, rowStart + first + columns, rowStart + Math.min(last, -1) + columns,
            -grid.worldWidth, shiftY, runs, shifts, count);
      }
      first = 0;
    }
    if (last >= columns) {
      if (wraps) {
        count = cells(grid, rowStart + Math.max(first, columns) - columns,
            rowStart + last - columns, grid.worldWidth, shiftY, runs, shifts, count);
      }
      last = columns - 1;
    }
    return first <= last
        ? cells(grid, rowStart + first, rowStart + last, 0, shiftY, runs, shifts, count) : count;
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
