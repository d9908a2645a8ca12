package launcher;

/**
 * Where the launcher puts each thumbnail: a title bar, then cells of up to {@link #MAX_COLUMNS}
 * thumbnails a row, each with its caption underneath. Pure arithmetic, so the window size,
 * the drawing and the mouse all agree on the same rectangles.
 */
final class Grid {

  static final int MAX_COLUMNS = 3;
  /** A thumbnail is a sketch's 800 × 600 window at 0.4 scale. */
  static final int THUMB_WIDTH = 320;
  static final int THUMB_HEIGHT = 240;
  static final int GAP = 24;
  static final int TITLE_HEIGHT = 64;
  static final int CAPTION_HEIGHT = 44;
  static final int FOOTER_HEIGHT = 28;

  final int count;
  final int columns;
  final int rows;

  Grid(int count) {
    this.count = count;
    this.columns = Math.max(1, Math.min(count, MAX_COLUMNS));
    this.rows = Math.max(1, (count + columns - 1) / columns);
  }

  int width() {
    return columns * THUMB_WIDTH + (columns + 1) * GAP;
  }

  int height() {
    return TITLE_HEIGHT + rows * cellHeight() + FOOTER_HEIGHT;
  }

  /** Left edge of cell {@code i}'s thumbnail. */
  int x(int i) {
    return GAP + (i % columns) * (THUMB_WIDTH + GAP);
  }

  /** Top edge of cell {@code i}'s thumbnail. */
  int y(int i) {
    return TITLE_HEIGHT + (i / columns) * cellHeight();
  }

  /** The cell whose thumbnail or caption is under (px, py); -1 for none. */
  int cellAt(float px, float py) {
    for (int i = 0; i < count; i++) {
      if (px >= x(i) && px < x(i) + THUMB_WIDTH && py >= y(i)
          && py < y(i) + THUMB_HEIGHT + CAPTION_HEIGHT) {
        return i;
      }
    }
    return -1;
  }

  private static int cellHeight() {
    return THUMB_HEIGHT + CAPTION_HEIGHT + GAP;
  }
}
