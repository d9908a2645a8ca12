package sketchbook.render;

import java.awt.image.BufferedImage;
import java.util.Arrays;

/**
 * A small picture kept as runs of equal pixels, row by row: a translucent disc is a few edge
 * pixels and one run of one colour across each row. Stamping blends each run into the canvas's
 * int pixels with {@link PixelSprite#over}, the same "over" as a {@link PixelSprite}, but
 * works a blend out only when the pixel underneath differs from the one before: across a run
 * over paper, or over the same overlap of discs, it is one comparison a pixel. A
 * {@link PixelSprite} works out every pixel: for 1,000 translucent 25-pixel discs about 1.6
 * times as slow as Java2D's own {@code drawImage}, where these runs are as fast or a little faster;
 * for thin outlines, of single pixels, the {@link PixelSprite} is the faster.
 */
final class RunSprite {

  /** Per run: its row and first column from the picture's centre, its length, its colour. */
  private final int[] runs;
  /** How far the pixels reach from the centre, on any side. */
  private final int reach;
  /** Pixels that show, over runs: 1 for a thin outline, about 10 for a 25-pixel disc. */
  final float meanRun;

  /** The runs of pixels of {@code image} that show, centred on (width / 2, height / 2). */
  RunSprite(BufferedImage image) {
    int w = image.getWidth();
    int h = image.getHeight();
    int[] colours = image.getRGB(0, 0, w, h, null, 0, w);
    int[] found = new int[4 * colours.length];
    int n = 0;
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; ) {
        int colour = colours[y * w + x];
        int length = 1;
        while (x + length < w && colours[y * w + x + length] == colour) {
          length++;
        }
        if (colour >>> 24 != 0) {
          found[n++] = y - h / 2;
          found[n++] = x - w / 2;
          found[n++] = length;
          found[n++] = colour;
        }
        x += length;
      }
    }
    runs = Arrays.copyOf(found, n);
    int shown = 0;
    for (int k = 2; k < n; k += 4) {
      shown += runs[k];
    }
    meanRun = n == 0 ? 0 : shown / (n / 4f);
    reach = Math.max(w, h);
  }

  /**
   * Mutates {@code pixels} (an image {@code width × height}, row after row, opaque when
   * {@code opaque}): blends the picture centred on (x, y); pixels outside are cut.
   */
  void stamp(int[] pixels, int width, int height, boolean opaque, int x, int y) {
    boolean inside = x >= reach && y >= reach && x < width - reach && y < height - reach;
    for (int k = 0; k < runs.length; k += 4) {
      int py = y + runs[k];
      int from = x + runs[k + 1];
      int to = from + runs[k + 2];
      if (!inside) {
        if (py < 0 || py >= height) {
          continue;
        }
        from = Math.max(from, 0);
        to = Math.min(to, width);
      }
      int colour = runs[k + 3];
      boolean plain = colour >>> 24 == 0xFF;
      int under = 0;
      int blended = plain ? colour : PixelSprite.over(colour, under, opaque);
      for (int at = py * width + from, stop = py * width + to; at < stop; at++) {
        if (!plain && pixels[at] != under) {
          under = pixels[at];
          blended = PixelSprite.over(colour, under, opaque);
        }
        pixels[at] = blended;
      }
    }
  }
}
