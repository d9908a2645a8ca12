package steering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bands of the pair-once step ({@link RowBands}): an even number of them, each at least
 * REACH rows tall, covering every row once; the bands of one phase never write the same rows
 * (a band writes its own rows and the next REACH, across the bottom edge too); one thread
 * runs the first phase before the second, and several start an odd band only once the even
 * bands it shares rows with have ended.
 */
class RowBandsTest {

  static final int REACH = NeighbourGrid.REACH;

  @ParameterizedTest(name = "{0} rows")
  @ValueSource(ints = {1, 5, 6, 7, 8, 9, 11, 12, 35, 36, 100, 1001})
  void evenBandsOfAtLeastReachRowsCoverEveryRowOnce(int rows) {
    int count = RowBands.count(rows);
    if (rows < 2 * REACH) {
      assertEquals(1, count, "too few rows for two bands: one, in one thread");
    } else {
      assertEquals(0, count % 2, "an even number of bands");
      // 35 rows: 11 bands of 3 would fit, so 10; 7 rows: 2; 1001 rows: 333 → 332
      assertEquals(rows / REACH - (rows / REACH) % 2, count, "as many as fit, made even");
    }
    assertEquals(0, RowBands.start(0, count, rows));
    assertEquals(rows, RowBands.start(count, count, rows));
    for (int b = 0; b < count; b++) {
      int tall = RowBands.start(b + 1, count, rows) - RowBands.start(b, count, rows);
      assertTrue(tall >= Math.min(REACH, rows), "band " + b + " is " + tall + " rows");
    }
  }

  /** Wrapped: band b writes rows start(b) .. start(b + 1) + REACH − 1, modulo the rows. */
  @ParameterizedTest(name = "{0} rows")
  @ValueSource(ints = {6, 7, 8, 13, 35, 36, 100})
  void bandsOfOnePhaseNeverWriteTheSameRows(int rows) {
    int count = RowBands.count(rows);
    for (int phase = 0; phase < 2; phase++) {
      int[] writer = new int[rows];
      java.util.Arrays.fill(writer, -1);
      for (int b = phase; b < count; b += 2) {
        for (int r = RowBands.start(b, count, rows);
            r < RowBands.start(b + 1, count, rows) + REACH; r++) {
          int row = r % rows;
          assertTrue(writer[row] == -1 || writer[row] == b, "phase " + (phase + 1) + ": row "
              + row + " written by bands " + writer[row] + " and " + b);
          writer[row] = b;
        }
      }
    }
  }

  @ParameterizedTest(name = "{0} rows")
  @ValueSource(ints = {5, 7, 35, 100})
  void oneThreadRunsTheEvenBandsThenTheOddOnes(int rows) {
    int count = RowBands.count(rows);
    List<Integer> ran = new ArrayList<>();
    RowBands.run(rows, false, (first, end) -> ran.add(band(first, end, count, rows)));
    List<Integer> expected = new ArrayList<>();
    for (int b = 0; b < count; b += 2) {
      expected.add(b);
    }
    for (int b = 1; b < count; b += 2) {
      expected.add(b);
    }
    assertEquals(expected, ran);
  }

  /** In parallel an odd band starts only once both its even neighbours have ended. */
  @ParameterizedTest(name = "{0} rows")
  @ValueSource(ints = {6, 7, 35, 100, 1001})
  void inParallelAnOddBandWaitsForTheEvenBandsAboveAndBelow(int rows) {
    int count = RowBands.count(rows);
    for (int repeat = 0; repeat < 20; repeat++) {
      AtomicInteger clock = new AtomicInteger();
      int[] started = new int[count];
      int[] ended = new int[count];
      AtomicInteger runs = new AtomicInteger();
      RowBands.run(rows, true, (first, end) -> {
        int b = band(first, end, count, rows);
        started[b] = clock.incrementAndGet();
        Thread.onSpinWait();
        ended[b] = clock.incrementAndGet();
        runs.incrementAndGet();
      });
      assertEquals(count, runs.get(), "every band once");
      for (int b = 1; b < count; b += 2) {
        int below = (b + 1) % count;
        assertTrue(started[b] > ended[b - 1], "band " + b + " started before " + (b - 1)
            + " ended");
        assertTrue(started[b] > ended[below], "band " + b + " started before " + below
            + " ended");
      }
    }
  }

  /** Which band [first, end) is; fails unless it is exactly one band. */
  private static int band(int first, int end, int count, int rows) {
    for (int b = 0; b < count; b++) {
      if (RowBands.start(b, count, rows) == first) {
        assertEquals(RowBands.start(b + 1, count, rows), end, "band " + b + "'s end");
        return b;
      }
    }
    throw new AssertionError("no band starts at row " + first);
  }
}
