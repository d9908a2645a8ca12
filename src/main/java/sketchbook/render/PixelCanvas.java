package sketchbook.render;

import java.awt.AlphaComposite;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.stream.IntStream;
import processing.awt.PGraphicsJava2D;
import processing.core.PGraphics;

/**
 * The int pixels behind a JAVA2D canvas, when {@link PixelSprite}s may be written into them
 * directly: an int image drawn with a whole-pixel translation at most, no clip and the plain
 * "over" blend. Anything else (a scale, a clip, another blend) must go through Java2D.
 */
public final class PixelCanvas {

  private static final int OPAQUE = 0xFF;

  private final int[] pixels;
  private final int width;
  private final int height;
  private final int shiftX;
  private final int shiftY;
  private final boolean opaque;

  private PixelCanvas(BufferedImage image, AffineTransform t) {
    pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    width = image.getWidth();
    height = image.getHeight();
    shiftX = (int) t.getTranslateX();
    shiftY = (int) t.getTranslateY();
    opaque = image.getType() == BufferedImage.TYPE_INT_RGB;
  }

  /** The canvas of {@code g} when sprites may be written into it; otherwise null. */
  public static PixelCanvas of(PGraphicsJava2D g) {
    if (!(g.image instanceof BufferedImage image) || !PixelSprite.canStampInto(image)) {
      return null;
    }
    AffineTransform t = g.g2.getTransform();
    boolean wholePixels = (t.getType() & ~AffineTransform.TYPE_TRANSLATION) == 0
        && t.getTranslateX() == Math.rint(t.getTranslateX())
        && t.getTranslateY() == Math.rint(t.getTranslateY());
    boolean plain = g.g2.getClip() == null && AlphaComposite.SrcOver.equals(g.g2.getComposite());
    return wholePixels && plain ? new PixelCanvas(image, t) : null;
  }

  /**
   * Mutates the canvas: a 1-pixel line ({@link PixelLine}) from (x0, y0) to (x1, y1) in
   * {@code argb}, in the canvas's coordinates, cut to 0 ≤ x < {@code right}, 0 ≤ y <
   * {@code bottom} (the world, when the canvas is wider than it) and to the canvas.
   */
  void line(float x0, float y0, float x1, float y1, int argb, int right, int bottom) {
    PixelLine.draw(pixels, width, opaque, x0 + shiftX, y0 + shiftY, x1 + shiftX, y1 + shiftY,
        argb, Math.max(shiftX, 0), Math.max(shiftY, 0), Math.min(right + shiftX, width),
        Math.min(bottom + shiftY, height));
  }

  /**
   * Mutates the canvas: copies the opaque picture {@code from} ({@code w × h} int pixels, row
   * after row) with its corner at (x, y), in the canvas's coordinates; what falls outside is cut.
   */
  public void copy(int[] from, int w, int h, int x, int y) {
    int left = x + shiftX;
    int top = y + shiftY;
    int x0 = Math.max(0, -left);
    int x1 = Math.min(w, width - left);
    for (int row = Math.max(0, -top); row < h && top + row < height; row++) {
      if (x1 > x0) {
        System.arraycopy(from, row * w + x0, pixels, (top + row) * width + left + x0, x1 - x0);
      }
    }
  }

  /**
   * Mutates the canvas and {@code from}: lays the picture {@code from} ({@code w × h} ARGB
   * pixels, not premultiplied, row after row) over it, its corner at the drawing's origin,
   * blended "over" as a {@link PixelSprite} is; what falls outside is cut. A pixel of the
   * picture that has expired by its {@code drawnIn} and {@code oldest}
   * ({@link TrailLayer#expired(int, int)}) is cleared in {@code from}, not laid. The canvas's
   * rows go in {@code shares} bands, one thread each ({@link #inRowBands}); every pixel is
   * blended once, so the picture is the same from any number of threads.
   */
  void over(int[] from, int[] drawnIn, int oldest, int w, int h, int shares) {
    int left = Math.max(0, -shiftX);
    int right = Math.min(w, width - shiftX);
    inRowBands(shares, (top, bottom) -> {
      int firstRow = Math.max(top - shiftY, 0);
      int endRow = Math.min(bottom - shiftY, h);
      for (int row = firstRow; row < endRow; row++) {
        int source = row * w;
        int target = (row + shiftY) * width + shiftX;
        for (int x = left; x < right; x++) {
          int colour = from[source + x];
          if (colour == 0) {
            continue;   // a transparent pixel, most of a trail's layer, costs a test
          }
          if (TrailLayer.expired(drawnIn[source + x], oldest)) {
            from[source + x] = 0;
            continue;
          }
          int alpha = colour >>> 24;
          if (alpha == OPAQUE) {
            pixels[target + x] = colour;
          } else if (alpha != 0) {
            int under = pixels[target + x];
            pixels[target + x] = opaque || under >>> 24 == OPAQUE
                ? PixelSprite.overOpaque(colour, under) : PixelSprite.over(colour, under, false);
          }
        }
      }
    });
  }

  /**
   * Mutates the canvas: writes the one-pixel {@code sprite} at (x, y), in its coordinates; a
   * pixel off the canvas is left out.
   */
  void stampPixel(PixelSprite sprite, int x, int y) {
    sprite.stampPixel(pixels, width, height, opaque, x + shiftX, y + shiftY);
  }

  /** Mutates the canvas: writes {@code sprite} centred on (x, y), in the canvas's coordinates. */
  void stamp(PixelSprite sprite, int x, int y) {
    sprite.stamp(pixels, width, height, opaque, x + shiftX, y + shiftY);
  }

  /** The canvas's own row {@code row} in the drawing's coordinates (before the translation). */
  int drawingRow(int row) {
    return row - shiftY;
  }

  /** The canvas's own column {@code column} in the drawing's coordinates. */
  int drawingColumn(int column) {
    return column - shiftX;
  }

  /** Its rows: the canvas's height. */
  int height() {
    return height;
  }

  /** Its columns: the canvas's width. */
  int width() {
    return width;
  }

  /** Drawing into the canvas's own rows top ≤ row &lt; bottom only. */
  interface RowBand {
    void draw(int top, int bottom);
  }

  /**
   * Draws the canvas in {@code shares} bands of its rows, one thread each (1: the whole canvas,
   * on this thread). Each band writes only its own rows, so a band that draws everything in the
   * same order as one thread would gives the same pixels.
   */
  void inRowBands(int shares, RowBand band) {
    IntStream each = IntStream.range(0, shares);
    (shares > 1 ? each.parallel() : each).forEach(share ->
        band.draw(share * height / shares, (share + 1) * height / shares));
  }

  /**
   * Mutates the canvas's rows top ≤ row &lt; bottom (the canvas's own rows, not shifted) only:
   * writes the part of {@code sprite} centred on (x, y) that falls in them.
   */
  void stampRows(PixelSprite sprite, int x, int y, int top, int bottom) {
    sprite.stampRows(pixels, width, top, bottom, opaque, x + shiftX, y + shiftY);
  }

  /** Mutates the canvas: writes {@code sprite} centred on (x, y), in the canvas's coordinates. */
  void stamp(RunSprite sprite, int x, int y) {
    sprite.stamp(pixels, width, height, opaque, x + shiftX, y + shiftY);
  }

  /** The current frame of {@code g} as an image of {@code type}, at its full pixel density. */
  public static BufferedImage snapshot(PGraphics g, int type) {
    g.loadPixels();
    BufferedImage image = new BufferedImage(g.pixelWidth, g.pixelHeight, type);
    image.setRGB(0, 0, g.pixelWidth, g.pixelHeight, g.pixels, 0, g.pixelWidth);
    return image;
  }
}
