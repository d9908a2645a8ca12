package sketchbook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import sketchbook.PaperCanvas;

/**
 * {@link SmoothLines} at the canvas's edges: a line is cut to the canvas by its own loops, so
 * the pixels on a small canvas are exactly those the same lines give on a larger canvas
 * around it, none lost or moved at any edge.
 */
class SmoothLinesTest {

  static final int SMALL = 60;
  /** The larger canvas reaches this far past the small one on every side. */
  static final int MARGIN = 40;
  static final int LINE_COLOR = 0xC0595F66;

  @Test
  void linesAcrossEveryEdgeLeaveThePixelsOnTheCanvasAsALargerCanvasHasThem() {
    float[] xy = {
        -20, 10, 30, 25,      // across the left edge, shallow
        50, -15, 40, 45,      // across the top, steep
        45, 30, 90, 50,       // across the right edge
        20, 40, 28, 85,       // across the bottom, steep
        58, 10, 63, 50,       // across the right edge, steep
        10, 55, 50, 66,       // across the bottom, shallow
        -10, -10, 70, 70,     // corner to corner, through the whole canvas
        62, 5, 75, 55,        // wholly off the canvas, to its right
    };
    int lines = xy.length / 4;
    PGraphicsJava2D small = PaperCanvas.begin(SMALL, SMALL);
    draw(small, xy, lines);
    int[] cut = PaperCanvas.end(small, true);
    PGraphicsJava2D large = PaperCanvas.begin(SMALL + 2 * MARGIN, SMALL + 2 * MARGIN);
    large.translate(MARGIN, MARGIN);   // whole pixels: still written straight into its pixels
    draw(large, xy, lines);
    int[] whole = PaperCanvas.end(large, true);
    int inked = 0;
    for (int y = 0; y < SMALL; y++) {
      for (int x = 0; x < SMALL; x++) {
        int expected = whole[(y + MARGIN) * (SMALL + 2 * MARGIN) + x + MARGIN];
        assertEquals(Integer.toHexString(expected), Integer.toHexString(cut[y * SMALL + x]),
            "pixel (" + x + ", " + y + ")");
        inked += expected != Palette.PAPER ? 1 : 0;
      }
    }
    assertTrue(inked > 4 * SMALL, "the lines should ink the canvas, inked " + inked);
  }

  private static void draw(PGraphicsJava2D g, float[] xy, int lines) {
    PixelCanvas canvas = PixelCanvas.of(g);
    assertNotNull(canvas, "the canvas should take written pixels");
    SmoothLines.draw(canvas, xy, lines, LINE_COLOR);
  }
}
