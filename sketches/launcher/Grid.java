package launcher;

/**
 * Where the launcher puts each thumbnail: a title bar, then cells of up to {@link #MAX_COLUMNS}
 * thumbnails a row, each with its caption underneath. Pure arithmetic, so the window size,
 * the drawing and the mouse all agree on the same rectangles.
 */
final class Grid {

  static final int MAX_COLUMNS = 5;
  /** A thumbnail is a sketch's 800 × 600 window at 0.25 scale. */
  static final int THUMB_WIDTH = 200;
  static final int THUMB_HEIGHT = 150;
  static final int GAP = 24;
  static final int TITLE_HEIGHT = 64;
  /** The title, then up to two lines of what the sketch teaches. */
  static final int CAPTION_HEIGHT = 60;
  /** The key that opens each cell: 1 to 9, then letters. */
  static final String KEYS = "123456789abcdefghijklmnopqrstuvwxyz";
  static final int FOOTER_HEIGHT = 28;

  /** Room a window's frame takes beside and above its content (borders, title bar). */
  static final int FRAME_WIDTH = 16;
  static final int FRAME_HEIGHT = 40;
  /** Pixels one click of the mouse wheel scrolls. */
  static final int WHEEL_STEP = 60;

  final int count;
  final int columns;
  final int rows;
  /** The height of the window onto the grid: all of it, or less, scrolled with the wheel. */
  final int viewHeight;

  /** The layout of the contact sheet and of a window on a screen of unknown size. */
  Grid(int count) {
    this(count, Math.min(count, MAX_COLUMNS), Integer.MAX_VALUE);
  }

  private Grid(int count, int columns, int mostHeight) {
    if (count > KEYS.length()) {
      throw new IllegalArgumentException("at most " + KEYS.length() + " sketches have a key");
    }
    this.count = count;
    this.columns = Math.max(1, columns);
    this.rows = Math.max(1, (count + this.columns - 1) / this.columns);
    this.viewHeight = Math.max(TITLE_HEIGHT + cellHeight(), Math.min(height(), mostHeight));
  }

  /**
   * The layout for a window on a screen whose usable area (without task bars) is
   * {@code usableWidth} × {@code usableHeight}: as many columns as fit across, and a window as
   * tall as fits; the rows below it are scrolled into view with the wheel.
   */
  static Grid forScreen(int count, int usableWidth, int usableHeight) {
    int across = (usableWidth - FRAME_WIDTH - GAP) / (THUMB_WIDTH + GAP);
    return new Grid(count, Math.min(count, Math.max(1, across)), usableHeight - FRAME_HEIGHT);
  }

  /** How far the grid scrolls: what of it lies below the window. */
  int mostScroll() {
    return height() - viewHeight;
  }

  /** {@code scroll} kept between the top and the bottom of the grid. */
  int clampScroll(int scroll) {
    return Math.max(0, Math.min(mostScroll(), scroll));
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

  /** The key that opens cell {@code i}. */
  static char key(int i) {
    return KEYS.charAt(i);
  }

  /** The cell a key opens; -1 for a key that opens none. */
  int cellFor(char key) {
    int i = KEYS.indexOf(Character.toLowerCase(key));
    return i < count ? i : -1;
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
