package steering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bands of the pair-once step ({@link RowBands}): an even number of them, each at least
 * REACH rows tall, covering every row once; the bands of one phase never write the same rows
 * (a band writes its own rows and the next REACH, across the bottom edge too); the first
 * phase runs before the second, on one thread or several.
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
  void evenBandsFirstThenOddOnesEachOnce(int rows) {
    int count = RowBands.count(rows);
    for (boolean parallel : new boolean[] {false, true}) {
      List<Integer> ran = Collections.synchronizedList(new ArrayList<>());
      RowBands.run(rows, parallel, (first, end) -> {
        int b = 0;
        while (RowBands.start(b, count, rows) != first) {
          b++;
        }
        assertEquals(RowBands.start(b + 1, count, rows), end, "band " + b + "'s end");
        ran.add(b);
      });
      assertEquals(count, ran.size(), "every band once, parallel " + parallel);
      for (int k = 0; k < count; k++) {
        assertEquals(k < (count + 1) / 2 ? 0 : 1, ran.get(k) % 2,
            "the " + k + "th band run was " + ran.get(k) + ", parallel " + parallel);
      }
      assertEquals(count, new java.util.TreeSet<>(ran).size(), "no band twice");
    }
  }
}
