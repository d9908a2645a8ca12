package steering.crowd;

import java.util.Arrays;
import java.util.List;
import steering.GroupRules;
import steering.Vehicle;

/**
 * A bin-lattice (The Nature of Code's answer to "how do I get thousands of boids?"): a uniform
 * grid over the boids' positions whose cells are at least the query radius ÷ the reach wide
 * ({@link #REACH}, 3, unless a rebuild asks for up to {@link #MAX_REACH}). Two boids closer
 * than that radius are then at most reach cells apart each way, so a boid's neighbours are
 * among the boids of the (2 reach + 1)² block around its cell, less the corner cells too far
 * away to hold one ({@link CellReach#halfWidth}): only those are measured. The finer the
 * cells, the closer the block fits the circle of 3.14 r²: 3 × 3 cells of a whole radius cover
 * 9 r², 7 × 7 of a third 5.4 r², and the rounded block of cells of an eighth 4.0 r², but a boid
 * has more rows of cells to visit.
 *
 * <p>Rebuilt every frame in O(n), with a counting sort: count the boids of each cell, turn the
 * counts into start offsets (a running sum), then drop each boid's index into its cell's slot.
 * The result is one flat array of boid indices, cell after cell; the arrays are kept and
 * reused, so a rebuild allocates nothing once they are large enough. At constant density a
 * boid has about the same number of candidates however big the flock, so a whole frame
 * costs O(n) instead of the O(n²) of every boid scanning every other.
 *
 * <p><b>A snapshot in cell order.</b> The same sort also copies every boid's position and
 * velocity into float arrays, slot after slot in cell order, so a boid's candidates are a few
 * runs of consecutive slots (the cells of one row of the block are neighbours in the array
 * too) and the rules read contiguous memory instead of chasing vehicles around the heap: that
 * keeps the cost per boid the same in a flock of 2,000 or of 20,000.
 *
 * <p><b>Across the edges, one shift per run.</b> In a wrap-around world ({@link GridLayout}) a
 * row of the block that crosses an edge is split into the part inside and the part across, and
 * the part across comes with a shift of ±width (or ±height for a row across the top or
 * bottom): adding it to a candidate's position gives the shortest offset, so the rules need no
 * wrap per candidate. That holds while the world is at least 2 reach + 1 cells each way and
 * every boid is inside it ({@link #shiftsAreShortest}); in a smaller world the same cell can
 * be near on both sides, so the runs list each cell once, unshifted, and the caller wraps each
 * offset.
 * ({@link BlockRuns} writes the shifted runs: the whole block, or its forward half.)
 *
 * <p>{@link #rebuild} and {@link #neighbours} are for one thread at a time; once rebuilt, the
 * snapshot and {@link #candidates} may be read by several threads at once.
 */
final class NeighbourGrid extends GridLayout {

  /**
   * Cells are at least the radius ÷ the reach wide, so a boid's neighbours are at most that
   * many cells away each way: this reach unless {@link #rebuild(List, float, float, float, int)}
   * asks for another.
   */
  static final int REACH = 3;
  /** The largest reach a rebuild may ask for. */
  static final int MAX_REACH = 8;
  /** The block around a boid's cell is at most SPAN × SPAN cells. */
  static final int SPAN = 2 * MAX_REACH + 1;
  /** A boid's candidates are at most this many runs of slots: one per cell of the block. */
  static final int MAX_RUNS = SPAN * SPAN;

  /** This rebuild's reach, in cells. */
  int reach = REACH;
  /** Boids of cell c are boidsByCell[cellStart[c] .. cellStart[c + 1]). */
  private int[] cellStart = new int[1];
  private int[] boidsByCell = new int[0];
  private int[] cellOf = new int[0];
  private int[] fill = new int[0];
  /** The snapshot, by slot (the place in boidsByCell): position, velocity, and the boid's index. */
  private float[] x = new float[0];
  private float[] y = new float[0];
  private float[] vx = new float[0];
  private float[] vy = new float[0];
  /** The (up to SPAN) columns and rows around a cell, without repeats. */
  private final int[] nearColumns = new int[SPAN];
  private final int[] nearRows = new int[SPAN];
  /** See {@link #shiftsAreShortest()}. */
  private boolean shiftsShortest;

  /**
   * Sorts the boids into cells at least {@code radius} ÷ {@link #REACH} wide, in a world of
   * width × height that wraps (0 × 0: no wrap). Positions must be finite.
   */
  void rebuild(List<Vehicle> boids, float radius, float width, float height) {
    rebuild(boids, radius, width, height, REACH);
  }

  /**
   * The same with cells at least {@code radius} ÷ {@code reach} wide (1 to MAX_REACH): finer
   * cells fit the circle of radius more closely, at the price of more rows to visit.
   */
  void rebuild(List<Vehicle> boids, float radius, float width, float height, int reach) {
    if (reach < 1 || reach > MAX_REACH) {
      throw new IllegalArgumentException("reach must be 1 to " + MAX_REACH + ", was " + reach);
    }
    this.reach = reach;
    int n = boids.size();
    layout(boids, radius * (1 + MARGIN) / reach, width, height);
    int cells = columns * rows;
    if (cellStart.length < cells + 1) {
      cellStart = new int[cells + 1];
      fill = new int[cells];
    }
    if (cellOf.length < n) {
      cellOf = new int[n];
      boidsByCell = new int[n];
      x = new float[n];
      y = new float[n];
      vx = new float[n];
      vy = new float[n];
    }
    Arrays.fill(cellStart, 0, cells + 1, 0);
    boolean inside = true;
    for (int i = 0; i < n; i++) {
      Vehicle b = boids.get(i);
      int cell = row(b.position.y) * columns + column(b.position.x);
      cellOf[i] = cell;
      cellStart[cell + 1]++;
      inside &= b.position.x >= 0 && b.position.x < width
          && b.position.y >= 0 && b.position.y < height;
    }
    shiftsShortest = width == 0 || (inside && columns >= span() && rows >= span());
    for (int c = 0; c < cells; c++) {
      cellStart[c + 1] += cellStart[c];  // counts become start offsets
    }
    System.arraycopy(cellStart, 0, fill, 0, cells);
    for (int i = 0; i < n; i++) {
      int slot = fill[cellOf[i]]++;
      Vehicle b = boids.get(i);
      boidsByCell[slot] = i;
      x[slot] = b.position.x;
      y[slot] = b.position.y;
      vx[slot] = b.velocity.x;
      vy[slot] = b.velocity.y;
    }
  }

  /**
   * The candidates of the boid in {@code slot}: the slots of its cell and the cells around it,
   * as runs [from, to) written in pairs to {@code runs} (at least {@link #MAX_RUNS} × 2 long;
   * the caller's own, so threads do not share it). Returns how many runs. Each slot appears in
   * one run at most, the boid's own included.
   */
  int candidates(int slot, int[] runs) {
    return candidates(slot, runs, null);
  }

  /**
   * The same runs, and for each run the shift (x, y) to add to its boids' positions, written
   * in pairs to {@code shifts} (as long as {@code runs}; null: not wanted). When
   * {@link #shiftsAreShortest()}, a candidate's shifted position minus the boid's is the
   * shortest offset across the edges for every candidate within the radius; otherwise every
   * shift is 0 and each offset must be wrapped on its own ({@link GroupRules#wrap}).
   */
  int candidates(int slot, int[] runs, float[] shifts) {
    int cell = cellOf[boidsByCell[slot]];
    if (!shiftsShortest) {
      int count = distinctRuns(cell, runs);
      if (shifts != null) {
        Arrays.fill(shifts, 0, 2 * count, 0);
      }
      return count;
    }
    int cx = cell % columns;
    int cy = cell / columns;
    int count = 0;
    for (int dy = -reach; dy <= reach; dy++) {
      count = BlockRuns.row(this, cx, cy + dy, halfWidth(Math.abs(dy)), runs, shifts, count);
    }
    return count;
  }

  /**
   * True when adding a run's shift gives the shortest offset across the edges for every
   * candidate within the radius: in an open world, or in a wrapped one at least
   * {@link #span()} cells across each way whose boids are all inside it. (A candidate is at
   * most reach + 1 cells away after its shift; were that not the shortest offset, the shortest
   * would be longer than the world's size minus that, more than reach cells: out of reach.)
   */
  boolean shiftsAreShortest() {
    return shiftsShortest;
  }

  /** The block around a boid's cell is at most span() × span() cells. */
  int span() {
    return 2 * reach + 1;
  }

  /** How many cells each way the block reaches in the row dy rows away ({@link CellReach}). */
  int halfWidth(int dy) {
    return CellReach.halfWidth(reach, dy);
  }

  /**
   * The block around {@code cell} in a world too small for shifts: the distinct columns and
   * rows around it (the same cell may be near on both sides), adjacent columns merged into runs.
   */
  private int distinctRuns(int cell, int[] runs) {
    int[] near = new int[SPAN];   // small and local: no state shared between threads
    int nx = around(cell % columns, columns, worldWidth > 0, near);
    Arrays.sort(near, 0, nx);
    int[] nearY = new int[SPAN];
    int ny = around(cell / columns, rows, worldHeight > 0, nearY);
    int count = 0;
    for (int r = 0; r < ny; r++) {
      int rowStart = nearY[r] * columns;
      int c = 0;
      while (c < nx) {
        int last = c;   // adjacent columns are adjacent cells, so their slots form one run
        while (last + 1 < nx && near[last + 1] == near[last] + 1) {
          last++;
        }
        runs[count++] = cellStart[rowStart + near[c]];
        runs[count++] = cellStart[rowStart + near[last] + 1];
        c = last + 1;
      }
    }
    return count / 2;
  }

  /** The first slot of {@code cell} (cells 0 .. columns × rows; the last one: the end). */
  int cellStart(int cell) {
    return cellStart[cell];
  }

  /** The cell of the boid in {@code slot}, as row × columns + column. */
  int cellOfSlot(int slot) {
    return cellOf[boidsByCell[slot]];
  }

  /** The index in the list of the boid in {@code slot}. */
  int boidAt(int slot) {
    return boidsByCell[slot];
  }

  float x(int slot) {
    return x[slot];
  }

  float y(int slot) {
    return y[slot];
  }

  float vx(int slot) {
    return vx[slot];
  }

  float vy(int slot) {
    return vy[slot];
  }

  /**
   * Replaces {@code out} with boid i's neighbours: the boids of its cell and the cells around
   * it that are closer than {@code radius} (at most the radius of the last rebuild), measured
   * as the rules measure ({@link GroupRules#distance}). Boid i itself is left out.
   */
  void neighbours(int i, List<Vehicle> boids, float radius, List<Vehicle> out) {
    out.clear();
    Vehicle me = boids.get(i);
    int cx = cellOf[i] % columns;
    int cy = cellOf[i] / columns;
    int nx = around(cx, columns, worldWidth > 0, nearColumns);
    int ny = around(cy, rows, worldHeight > 0, nearRows);
    for (int r = 0; r < ny; r++) {
      for (int c = 0; c < nx; c++) {
        int cell = nearRows[r] * columns + nearColumns[c];
        for (int k = cellStart[cell]; k < cellStart[cell + 1]; k++) {
          int j = boidsByCell[k];
          Vehicle other = boids.get(j);
          if (j != i && GroupRules.distance(me, other, worldWidth, worldHeight) < radius) {
            out.add(other);
          }
        }
      }
    }
  }

  /**
   * Writes the indices within the reach of {@code at} (wrapping or clamped), each once; returns how
   * many.
   */
  private int around(int at, int count, boolean wraps, int[] out) {
    int n = 0;
    for (int step = -reach; step <= reach; step++) {
      int k = at + step;
      if (wraps) {
        k = Math.floorMod(k, count);
      } else if (k < 0 || k >= count) {
        continue;
      }
      boolean seen = false;
      for (int j = 0; j < n; j++) {
        seen |= out[j] == k;
      }
      if (!seen) {
        out[n++] = k;
      }
    }
    return n;
  }
}
