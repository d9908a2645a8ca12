package launcher;

import java.io.IOException;
import processing.core.PConstants;
import processing.core.PGraphics;
import sketchbook.Headless;
import sketchbook.OffscreenSketch;
import sketchbook.Palette;
import sketchbook.SteeringSketch;
import sketchbook.UsageException;

/**
 * One live thumbnail: a second copy of the sketch running offscreen (never the one that opens
 * in a window), one frame per launcher frame, drawn scaled down with its number, title and the
 * sketch's own one-line {@code about()}.
 */
final class Thumbnail {

  /** Thumbnails show trails, with the same seed every time, so the sheet is repeatable. */
  static final String[] ARGS = {"--keys", "t", "--seed", "7"};
  private static final float TITLE_SIZE = 16;
  private static final float ABOUT_SIZE = 13;
  private static final float BORDER = 1.5f;
  /** Space above each caption line. */
  private static final float CAPTION_PADDING = 6;
  private static final int HIGHLIGHT = Palette.TRAIL;

  final String title;
  final SteeringSketch sketch;

  private Thumbnail(String title, SteeringSketch sketch) {
    this.title = title;
    this.sketch = sketch;
  }

  /** Starts {@code sketch} offscreen for a thumbnail titled {@code title}. */
  static Thumbnail start(String title, SteeringSketch sketch) {
    try {
      return new Thumbnail(title, OffscreenSketch.start(sketch, ARGS));
    } catch (UsageException | IOException e) {
      throw new IllegalStateException(title + " cannot start offscreen: " + e.getMessage(), e);
    }
  }

  /** The sketch draws its next frame, offscreen. */
  void step() {
    Headless.frame(sketch);
  }

  /** Draws the latest frame into cell {@code i} of {@code grid}, with its caption. */
  void display(PGraphics g, Grid grid, int i, boolean highlighted) {
    float x = grid.x(i);
    float y = grid.y(i);
    g.image(sketch.g, x, y, Grid.THUMB_WIDTH, Grid.THUMB_HEIGHT);
    g.noFill();
    g.stroke(highlighted ? HIGHLIGHT : Palette.INK);
    g.strokeWeight(highlighted ? 2 * BORDER : BORDER);
    g.rect(x, y, Grid.THUMB_WIDTH, Grid.THUMB_HEIGHT);

    g.fill(Palette.INK);
    g.textAlign(PConstants.LEFT, PConstants.TOP);
    g.textSize(TITLE_SIZE);
    float captionY = y + Grid.THUMB_HEIGHT + CAPTION_PADDING;
    g.text((i + 1) + "  " + title, x, captionY);
    g.textSize(ABOUT_SIZE);
    g.text(sketch.about(), x, captionY + TITLE_SIZE + CAPTION_PADDING);
  }
}
