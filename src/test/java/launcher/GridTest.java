package launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The launcher's layout: window size and which thumbnail the mouse is on. */
class GridTest {

  @Test
  void threeSketchesSitInOneRowOfThree() {
    Grid grid = new Grid(3);

    assertEquals(3, grid.columns);
    assertEquals(1, grid.rows);
    // 3 thumbnails of 320 and 4 gaps of 24
    assertEquals(3 * 320 + 4 * 24, grid.width());
    assertEquals(64 + 240 + 44 + 24 + 28, grid.height());
    assertEquals(24, grid.x(0));
    assertEquals(24 + 344, grid.x(1));
    assertEquals(24 + 2 * 344, grid.x(2));
  }

  @Test
  void aFourthSketchStartsASecondRow() {
    Grid grid = new Grid(4);

    assertEquals(2, grid.rows);
    assertEquals(24, grid.x(3));
    assertEquals(64 + 240 + 44 + 24, grid.y(3));
    assertEquals(64 + 2 * (240 + 44 + 24) + 28, grid.height());
  }

  @Test
  void theMouseFindsTheThumbnailOrCaptionUnderIt() {
    Grid grid = new Grid(3);

    assertEquals(0, grid.cellAt(24, 64));                  // top-left corner of the first
    assertEquals(0, grid.cellAt(24 + 319, 64 + 239));      // bottom-right pixel of it
    assertEquals(0, grid.cellAt(100, 64 + 240 + 30));      // on its caption
    assertEquals(1, grid.cellAt(24 + 344 + 10, 100));
    assertEquals(2, grid.cellAt(24 + 2 * 344 + 300, 200));
    assertEquals(-1, grid.cellAt(24 + 320 + 5, 100));      // in the gap between two
    assertEquals(-1, grid.cellAt(100, 30));                // on the title
    assertEquals(-1, grid.cellAt(100, 64 + 240 + 44 + 1)); // below the captions
  }
}
