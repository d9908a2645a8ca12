package steering.crowd;

import steering.RandomFlocks;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link BlockRuns#columns}: a range of columns that is empty (first past last) adds no run,
 * wherever it lies, inside the grid or past either edge, in a wrapped world or an open one.
 * A row's sure columns leave such ranges on both sides when they reach the block's edge.
 */
class BlockRunsTest {

  static final float RADIUS = 50;
  static final int RUNS_BEFORE = 3;

  /** first and last count from column 0, or from the column past the last when fromRight. */
  @ParameterizedTest(name = "columns {0} to {1}, from the right {2}, wrapped {3}")
  @CsvSource({
      "5, 4, false, true", "5, 4, false, false",       // inside the grid
      "0, -1, false, true", "0, -1, false, false",     // just before the left edge
      "-1, -2, false, true", "-1, -2, false, false",   // wholly across the left edge
      "0, -1, true, true", "0, -1, true, false",       // just past the right edge
      "1, 0, true, true", "1, 0, true, false",         // wholly across the right edge
      "-3, -4, true, true", "-3, -4, true, false"})    // inside, near the right edge
  void anEmptyRangeOfColumnsAddsNoRun(int first, int last, boolean fromRight,
      boolean wrapped) {
    NeighbourGrid grid = new NeighbourGrid();
    float size = wrapped ? 800 : 0;
    grid.rebuild(RandomFlocks.scatter(5, 500, 800, 800), RADIUS, size, size);
    if (fromRight) {
      first += grid.columns;
      last += grid.columns;
    }
    int[] runs = new int[2 * BlockRuns.Runs.MAX];
    float[] shifts = new float[BlockRuns.Runs.MAX];
    Arrays.fill(runs, -7);
    Arrays.fill(shifts, -7);
    int rowStart = 3 * grid.columns;
    assertEquals(RUNS_BEFORE, BlockRuns.columns(grid, rowStart, first, last, 0, runs, shifts,
        RUNS_BEFORE));
    int[] untouched = new int[runs.length];
    Arrays.fill(untouched, -7);
    assertArrayEquals(untouched, runs);
  }
}
