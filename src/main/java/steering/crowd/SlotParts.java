package steering.crowd;

/**
 * How the pair-once step ({@link PairSums}) shares a frame among threads and still gives the
 * same sums, bit for bit, however many run: the boids' slots are cut into {@link #PARTS} runs
 * ({@link #MAX_PARTS} in a heavy frame) of about the same work; each part adds its pairs into
 * sums of its own, and at the end the parts' sums are added together, part 0 + part 1 + ...,
 * in that order. Which pairs a part measures, and in what order it adds them, depend on the
 * frame only, never on the threads.
 *
 * <p>The work of a boid is the number of candidates in the forward half of its block
 * ({@link BlockRuns#forward}). Within a cell each boid has one fewer than the one before it
 * (the rest of its own cell is in its forward half), so a cell of m boids whose first has F
 * costs m·F − m(m − 1)/2: one call to BlockRuns per cell. Parts end on cell boundaries: part k
 * ends at the first cell that takes the running total to (k + 1)/PARTS of the whole. A flock
 * that gathers into a few rows still shares out evenly (bands of whole rows did not: one band
 * of three rows could hold half the work).
 */
final class SlotParts {

  /** Parts of a frame: two per core of a 2-core machine. */
  static final int PARTS = 4;
  /**
   * Parts of a heavy frame, of {@link #FINE_FROM} candidates or more: the threads take parts in
   * turn, so with smaller parts one that runs slower (its core shared with the JIT compiler,
   * say) takes fewer. A light frame keeps fewer, as each part zeroes and adds up sums for
   * every boid.
   */
  static final int MAX_PARTS = 8;
  /** A frame of this many candidates (a few milliseconds on one core) is cut finer. */
  static final long FINE_FROM = 1_000_000;

  private SlotParts() {
  }

  /**
   * The first slot of each part and the end of the last, into {@code ends} (MAX_PARTS + 1
   * long): ascending from 0 to the grid's number of slots (a part may be empty). Returns the
   * number of parts: {@link #PARTS}, or MAX_PARTS for a heavy frame.
   */
  static int cut(NeighbourGrid grid, int[] ends) {
    int cells = grid.columns() * grid.rows();
    int[] runs = new int[2 * BlockRuns.MAX_FORWARD_RUNS];
    float[] shifts = new float[2 * BlockRuns.MAX_FORWARD_RUNS];
    long total = 0;
    long[] work = new long[cells];
    for (int c = 0; c < cells; c++) {
      long m = grid.cellStart(c + 1) - grid.cellStart(c);
      if (m > 0) {
        int count = BlockRuns.forward(grid, grid.cellStart(c), runs, shifts);
        long first = 0;
        for (int r = 0; r < count; r++) {
          first += runs[2 * r + 1] - runs[2 * r];
        }
        work[c] = m * first - m * (m - 1) / 2;
        total += work[c];
      }
    }
    int parts = total >= FINE_FROM ? MAX_PARTS : PARTS;
    ends[0] = 0;
    int part = 0;
    long done = 0;
    for (int c = 0; c < cells && part < parts - 1; c++) {
      done += work[c];
      while (part < parts - 1 && done * parts >= total * (part + 1)) {
        ends[++part] = grid.cellStart(c + 1);
      }
    }
    while (part < parts) {
      ends[++part] = grid.cellStart(cells);
    }
    return parts;
  }
}
