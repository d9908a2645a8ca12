package sketchbook;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import sketchbook.render.Palette;
import sketchbook.render.PixelSprite;

/** An offscreen JAVA2D canvas painted paper-coloured, for the batch-drawing tests. */
public final class PaperCanvas {

  private PaperCanvas() {
  }

  /** A width × height canvas, begun and painted paper-coloured. */
  public static PGraphicsJava2D begin(int width, int height) {
    PGraphicsJava2D g = new PGraphicsJava2D();
    g.setParent(new PApplet());
    g.setPrimary(false);
    g.setSize(width, height);
    g.beginDraw();
    g.background(Palette.PAPER);
    return g;
  }

  /**
   * Ends the drawing and returns a copy of the pixels; when {@code writePixels}, the canvas
   * must be one that pixels are written into (else the test would compare drawImage twice).
   */
  public static int[] end(PGraphicsJava2D g, boolean writePixels) {
    g.endDraw();
    assertTrue(!writePixels || PixelSprite.canStampInto((BufferedImage) g.image),
        "the canvas should take written pixels, was type " + ((BufferedImage) g.image).getType());
    g.loadPixels();
    return g.pixels.clone();
  }

  /**
   * Asserts that every channel of every pixel of {@code written} is within {@code rounding} of
   * {@code copied} (two blends that round the same sum differently), naming the first pixel
   * that is not; returns how many pixels of {@code written} are not paper.
   */
  public static int assertSameWithin(int rounding, int[] written, int[] copied, int width) {
    int inked = 0;
    for (int i = 0; i < written.length; i++) {
      for (int shift = 0; shift <= 16; shift += 8) {
        int a = (written[i] >> shift) & 0xFF;
        int b = (copied[i] >> shift) & 0xFF;
        assertTrue(Math.abs(a - b) <= rounding, "pixel (" + i % width + ", " + i / width
            + "): " + Integer.toHexString(written[i]) + " vs " + Integer.toHexString(copied[i]));
      }
      inked += written[i] != (Palette.PAPER | 0xFF000000) ? 1 : 0;
    }
    return inked;
  }
}
