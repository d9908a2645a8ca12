package launcher;

import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The launcher's layout: window size, which thumbnail the mouse is on, and each one's key. */
class GridTest {

  @Test
  void fiveSketchesSitInOneRowOfFive() {
    Grid grid = new Grid(5);

    assertEquals(5, grid.columns);
    assertEquals(1, grid.rows);
    // 5 thumbnails of 200 and 6 gaps of 24
    assertEquals(5 * 200 + 6 * 24, grid.width());
    assertEquals(64 + 150 + 60 + 24 + 28, grid.height());
    assertEquals(24, grid.x(0));
    assertEquals(24 + 224, grid.x(1));
    assertEquals(24 + 4 * 224, grid.x(4));
  }

  @Test
  void aSixthSketchStartsASecondRow() {
    Grid grid = new Grid(6);

    assertEquals(2, grid.rows);
    assertEquals(24, grid.x(5));
    assertEquals(64 + 150 + 60 + 24, grid.y(5));
    assertEquals(64 + 2 * (150 + 60 + 24) + 28, grid.height());
  }

  @Test
  void theMouseFindsTheThumbnailOrCaptionUnderIt() {
    Grid grid = new Grid(3);

    assertEquals(0, grid.cellAt(24, 64));                  // top-left corner of the first
    assertEquals(0, grid.cellAt(24 + 199, 64 + 149));      // bottom-right pixel of it
    assertEquals(0, grid.cellAt(100, 64 + 150 + 30));      // on its caption
    assertEquals(1, grid.cellAt(24 + 224 + 10, 100));
    assertEquals(2, grid.cellAt(24 + 2 * 224 + 190, 200));
    assertEquals(-1, grid.cellAt(24 + 200 + 5, 100));      // in the gap between two
    assertEquals(-1, grid.cellAt(100, 30));                // on the title
    assertEquals(-1, grid.cellAt(100, 64 + 150 + 60 + 1)); // below the captions
  }

  @Test
  void keysRunOneToNineThenLetters() {
    Grid grid = new Grid(12);

    assertEquals('1', Grid.key(0));
    assertEquals('9', Grid.key(8));
    assertEquals('a', Grid.key(9));
    assertEquals('c', Grid.key(11));
    assertEquals(0, grid.cellFor('1'));
    assertEquals(9, grid.cellFor('a'));
    assertEquals(11, grid.cellFor('C'));
    assertEquals(-1, grid.cellFor('d'));   // a 13th sketch would have it
    assertEquals(-1, grid.cellFor('0'));
  }

  /**
   * A 1366 × 768 laptop (usable 1366 × 728 under a 40-pixel task bar): five columns fit across,
   * the window is as tall as fits, and the wheel scrolls the last row (a learner's own sketch)
   * fully into view.
   */
  @Test
  void onA1366By768ScreenTheWindowFitsAndTheWheelReachesTheLastRow() {
    Grid grid = Grid.forScreen(21, 1366, 728);

    assertEquals(5, grid.columns);
    assertEquals(5, grid.rows);
    assertEquals(1144, grid.width());
    assertEquals(728 - Grid.FRAME_HEIGHT, grid.viewHeight);
    assertEquals(1262 - 688, grid.mostScroll());
    int lastBottom = grid.y(20) + Grid.THUMB_HEIGHT + Grid.CAPTION_HEIGHT;
    assertTrue(lastBottom - grid.mostScroll() <= grid.viewHeight, "the last caption shows");
    assertEquals(0, grid.clampScroll(-60));
    assertEquals(grid.mostScroll(), grid.clampScroll(10_000));
  }

  /** A 1920 × 1080 screen (usable 1920 × 1040): eight columns, three rows, no scrolling. */
  @Test
  void onA1920By1080ScreenEverySketchShowsAtOnce() {
    Grid grid = Grid.forScreen(21, 1920, 1040);

    assertEquals(8, grid.columns);
    assertEquals(3, grid.rows);
    assertEquals(8 * 200 + 9 * 24, grid.width());
    assertTrue(grid.width() + Grid.FRAME_WIDTH <= 1920);
    assertEquals(64 + 3 * (150 + 60 + 24) + 28, grid.viewHeight);
    assertEquals(0, grid.mostScroll());
  }

  /** Without a screen (headless, the contact sheet) the layout is five columns, all shown. */
  @Test
  void withoutAScreenTheLayoutIsFiveColumnsAllShown() {
    Grid grid = new Grid(21);

    assertEquals(1144, grid.width());
    assertEquals(1262, grid.height());
    assertEquals(1262, grid.viewHeight);
    assertEquals(0, grid.mostScroll());
  }
}
