package steering;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
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
 * many threads run. Too few rows for two bands: one band, all rows, in one thread. (In
 * parallel, an odd band need not wait for the whole of phase 1, only for the two even bands
 * it shares rows with: see {@link AsReady}.)
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

  /**
   * Runs every band of {@code rows} rows: on one thread phase 1 then phase 2; in parallel each
   * band as soon as it may ({@link AsReady}), which gives each sum its parts in the same order.
   */
  static void run(int rows, boolean parallel, Band band) {
    int count = count(rows);
    if (parallel && count > 1) {
      new AsReady(count, rows, band).run();
      return;
    }
    for (int phase = 0; phase < 2; phase++) {
      for (int b = phase; b < count; b += 2) {
        band.rows(start(b, count, rows), start(b + 1, count, rows));
      }
    }
  }

  /**
   * The two phases without a wait between them: an odd band writes only into its own rows and
   * those of the even band below it, and receives only from the even band above, so it may
   * start as soon as those two even bands are done (across the edge, band 0 counts as below
   * the last band). Every sum still gets the even band's parts first, then the odd band's.
   * The common pool's threads and the caller's take ready bands from a queue until all are
   * done.
   */
  private static final class AsReady {
    /**
     * A thread with no band ready polls this many times (some tens of microseconds) before it
     * leaves the rest to the others: on a busy machine, spinning longer takes a core from them.
     */
    static final int PATIENCE = 2000;
    private final int count;
    private final int rows;
    private final Band band;
    /** For each odd band, how many of its even neighbours are not done yet. */
    private final AtomicIntegerArray waiting;
    private final Queue<Integer> ready = new ConcurrentLinkedQueue<>();
    private final AtomicInteger done = new AtomicInteger();
    private volatile boolean failed;

    AsReady(int count, int rows, Band band) {
      this.count = count;
      this.rows = rows;
      this.band = band;
      waiting = new AtomicIntegerArray(count);
      for (int b = 0; b < count; b += 2) {
        ready.add(b);
        waiting.set(b + 1, count == 2 ? 1 : 2);   // two bands: band 1's neighbours are both 0
      }
    }

    void run() {
      IntStream.rangeClosed(0, ForkJoinPool.getCommonPoolParallelism()).parallel()
          .forEach(thread -> work());
    }

    private void work() {
      int idle = 0;
      while (done.get() < count && !failed) {
        Integer b = ready.poll();
        if (b == null) {
          if (++idle > PATIENCE) {
            return;   // whoever frees the next band runs it: it polls again after freeing
          }
          Thread.onSpinWait();
          continue;
        }
        idle = 0;
        try {
          band.rows(start(b, count, rows), start(b + 1, count, rows));
        } catch (RuntimeException | Error e) {
          failed = true;
          throw e;
        }
        if (b % 2 == 0) {   // the odd bands above and below
          int above = b == 0 ? count - 1 : b - 1;
          free(above);
          if (b + 1 != above) {
            free(b + 1);
          }
        }
        done.incrementAndGet();
      }
    }

    /** One of odd band b's even neighbours is done. */
    private void free(int b) {
      if (waiting.decrementAndGet(b) == 0) {
        ready.add(b);
      }
    }
  }
}
