package launcher;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.io.IOException;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PGraphics;
import sketchbook.OffscreenSketch;
import sketchbook.SteeringSketch;
import sketchbook.controls.UsageException;
import sketchbook.render.Palette;
import sketchbook.run.Headless;

/**
 * One live thumbnail: a second copy of the sketch running offscreen (never the one that opens
 * in a window), one frame per launcher frame, drawn scaled down with its number, title and the
 * sketch's own one-line {@code about()}.
 */
final class Thumbnail {

  /** Thumbnails show trails, with the same seed every time, so the sheet is repeatable. */
  static final String[] ARGS = {"--keys", "t", "--seed", "7"};
  private static final float TITLE_SIZE = 15;
  private static final float ABOUT_SIZE = 12;
  private static final float BORDER = 1.5f;
  /** Space above each caption line. */
  private static final float CAPTION_PADDING = 6;
  private static final int HIGHLIGHT = Palette.TRAIL;

  final String title;
  /** The running copy; null when it could not start. */
  final SteeringSketch sketch;
  /** Why it could not start (such as a missing path file), shown in its place; or null. */
  final String problem;

  private Thumbnail(String title, SteeringSketch sketch, String problem) {
    this.title = title;
    this.sketch = sketch;
    this.problem = problem;
  }

  /**
   * Makes a copy of {@code sketch} and starts it offscreen. A sketch that cannot be made or
   * started gets a thumbnail saying why, and the other sketches still run.
   */
  static Thumbnail start(Catalog.Sketch sketch) {
    try {
      return new Thumbnail(sketch.name(), OffscreenSketch.start(sketch.create(), ARGS), null);
    } catch (UsageException | IOException | RuntimeException e) {
      System.err.println("Sketchbook: " + sketch.name() + " cannot start: " + e.getMessage());
      return new Thumbnail(sketch.name(), null, e.getMessage());
    }
  }

  /** The sketch draws its next frame, offscreen. */
  void step() {
    if (sketch != null) {
      Headless.frame(sketch);
    }
  }

  /**
   * The sketch's world (its frame without the side panel), scaled down with Java2D's bilinear
   * filter straight from its canvas: Processing's image() would first copy all 480,000 pixels
   * and then scale them with a slower filter, which took most of the launcher's frame time.
   */
  private static void drawScaled(PGraphics g, SteeringSketch sketch, float x, float y) {
    PGraphics frame = sketch.g;
    int density = frame.pixelDensity;
    if (g instanceof PGraphicsJava2D java2d && frame.image != null) {
      Graphics2D g2 = java2d.g2;
      Object before = g2.getRenderingHint(RenderingHints.KEY_INTERPOLATION);
      g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
          RenderingHints.VALUE_INTERPOLATION_BILINEAR);
      int left = Math.round(x);
      int top = Math.round(y);
      g2.drawImage(frame.image, left, top, left + Grid.THUMB_WIDTH, top + Grid.THUMB_HEIGHT,
          0, 0, sketch.width * density, sketch.height * density, null);
      if (before != null) {
        g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, before);
      }
    } else {
      g.copy(frame, 0, 0, sketch.width, sketch.height, Math.round(x), Math.round(y),
          Grid.THUMB_WIDTH, Grid.THUMB_HEIGHT);
    }
  }

  /** Draws the latest frame into cell {@code i} of {@code grid}, with its caption. */
  void display(PGraphics g, Grid grid, int i, boolean highlighted) {
    float x = grid.x(i);
    float y = grid.y(i);
    if (sketch != null) {
      drawScaled(g, sketch, x, y);
    } else {
      g.fill(Palette.STEERING);
      g.textAlign(PConstants.LEFT, PConstants.TOP);
      g.textSize(ABOUT_SIZE);
      g.text("cannot start: " + problem, x + CAPTION_PADDING, y + CAPTION_PADDING,
          Grid.THUMB_WIDTH - 2 * CAPTION_PADDING, Grid.THUMB_HEIGHT - 2 * CAPTION_PADDING);
    }
    g.noFill();
    g.stroke(highlighted ? HIGHLIGHT : Palette.INK);
    g.strokeWeight(highlighted ? 2 * BORDER : BORDER);
    g.rect(x, y, Grid.THUMB_WIDTH, Grid.THUMB_HEIGHT);

    g.fill(Palette.INK);
    g.textAlign(PConstants.LEFT, PConstants.TOP);
    g.textSize(TITLE_SIZE);
    float captionY = y + Grid.THUMB_HEIGHT + CAPTION_PADDING;
    g.text(Grid.key(i) + "  " + title, x, captionY);
    g.textSize(ABOUT_SIZE);
    float aboutY = captionY + TITLE_SIZE + CAPTION_PADDING;
    g.text(sketch != null ? sketch.about() : "", x, aboutY, Grid.THUMB_WIDTH,
        Grid.CAPTION_HEIGHT - (aboutY - y - Grid.THUMB_HEIGHT));
  }
}
