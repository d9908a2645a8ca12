package steering;

import java.util.stream.IntStream;

/**
 * The order in which the pair-once step ({@link PairSums}) works through a grid's rows, so
 * that several threads may share it and still give the same sums, bit for bit, as one.
 *
 * <p>A boid's pairs reach at most {@link NeighbourGrid#REACH} rows down (the forward half of
 * its block, {@link BlockRuns#forward}), and both boids of a pair get their share, so the
 * boids of a band of rows write into the sums of their own rows and the next REACH rows. The
 * rows are cut into an even number of bands, each at least REACH rows tall:
 * <pre>
 *   phase 1: bands 0, 2, 4, ... (side by side on the threads)
 *   phase 2: bands 1, 3, 5, ...
 * </pre>
 * Band b writes into band b and the top of band b + 1 (band 0, across the bottom edge of a
 * wrapped world: the count is even, so the last band is in phase 2 and band 0 in phase 1), so
 * two bands of one phase never write the same sums. Within a band the slots go in order, and
 * the phases one after the other, so every sum receives its parts in one fixed order however
 * many threads run. Too few rows for two bands: one band, all rows, in one thread.
 */
final class RowBands {

  /** The work for one band: its rows [firstRow, endRow). */
  interface Band {
    void rows(int firstRow, int endRow);
  }

  private RowBands() {
  }

  /** How many bands for {@code rows} rows: the most (even, each REACH rows or more), or 1. */
  static int count(int rows) {
    int most = rows / NeighbourGrid.REACH;
    most -= most % 2;
    return Math.max(1, most);
  }

  /** The first row of band b of {@code count} (b = count: the end of the last band). */
  static int start(int band, int count, int rows) {
    return (int) ((long) band * rows / count);   // each band floor(rows / count) rows or more
  }

  /** Runs every band of {@code rows} rows, phase 1 then phase 2 (in parallel: each phase's). */
  static void run(int rows, boolean parallel, Band band) {
    int count = count(rows);
    for (int phase = 0; phase < 2 && phase < count; phase++) {
      int first = phase;
      IntStream bands = IntStream.range(0, (count - phase + 1) / 2).map(j -> first + 2 * j);
      (parallel && count > 1 ? bands.parallel() : bands).forEach(b ->
          band.rows(start(b, count, rows), start(b + 1, count, rows)));
    }
  }
}
