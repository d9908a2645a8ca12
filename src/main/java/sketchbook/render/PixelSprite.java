package sketchbook.render;

import java.awt.Image;
import java.awt.image.BufferedImage;

/**
 * A small picture kept as the list of its pixels that show (alpha above 0): each one's offset
 * from the picture's centre and its ARGB colour. Stamping it writes those pixels straight into
 * the int array behind a {@code BufferedImage}, with the usual "over" blend (colours not
 * premultiplied, a = alpha / 255):
 * <pre>
 *   out alpha  = a + under alpha × (1 − a)
 *   out colour = (colour × a + under colour × under alpha × (1 − a)) / out alpha
 * </pre>
 * (on an opaque background: colour × a + under × (1 − a)). A fully opaque pixel is a plain
 * write. Next to a Java2D {@code drawImage}, which looks up and blends every pixel of the
 * picture's square, this touches only the few dozen pixels of a small triangle. The opaque
 * pixels are kept first and the translucent ones' colour × a worked out in advance, so stamping
 * needs no test of each pixel's alpha (two thirds of a small triangle's pixels are its
 * antialiased edge, and which ones is no pattern a processor could guess).
 */
public final class PixelSprite {

  private static final int OPAQUE = 0xFF;
  /** Added before dividing by 255, so the blend rounds to the nearest. */
  private static final int ROUNDING = 0x7F;

  /** The pixels: offset from the centre and colour, the opaque ones first. */
  private final int[] dx;
  private final int[] dy;
  private final int[] argb;
  /** Pixels [0, opaqueCount) are opaque: a plain write. */
  private final int opaqueCount;
  /**
   * For each translucent pixel, the half of the blend over an opaque pixel that depends on the
   * picture only: red and blue × alpha (+ 0x7F, to round) side by side in one int, red in the
   * high 16 bits ({@link #blendOverOpaque}), green × alpha (+ 0x7F), and 255 − alpha.
   */
  private final int[] redBluePart;
  private final int[] greenPart;
  private final int[] rest;
  /** How far the pixels that show reach from the centre, across or down. */
  private final int reach;

  /** The pixels of {@code image} that show, centred on (width / 2, height / 2). */
  PixelSprite(BufferedImage image) {
    int w = image.getWidth();
    int h = image.getHeight();
    int[] colours = image.getRGB(0, 0, w, h, null, 0, w);
    int shown = 0;
    int opaque = 0;
    for (int c : colours) {
      shown += c >>> 24 != 0 ? 1 : 0;
      opaque += c >>> 24 == OPAQUE ? 1 : 0;
    }
    dx = new int[shown];
    dy = new int[shown];
    argb = new int[shown];
    redBluePart = new int[shown];
    greenPart = new int[shown];
    rest = new int[shown];
    opaqueCount = opaque;
    int nextOpaque = 0;
    int nextTranslucent = opaque;
    int farthest = 0;
    for (int i = 0; i < colours.length; i++) {
      int c = colours[i];
      int a = c >>> 24;
      if (a == 0) {
        continue;
      }
      int k = a == OPAQUE ? nextOpaque++ : nextTranslucent++;
      dx[k] = i % w - w / 2;
      dy[k] = i / w - h / 2;
      argb[k] = c;
      redBluePart[k] = (((c >> 16) & 0xFF) * a + ROUNDING) << 16 | ((c & 0xFF) * a + ROUNDING);
      greenPart[k] = ((c >> 8) & 0xFF) * a + ROUNDING;
      rest[k] = OPAQUE - a;
      farthest = Math.max(farthest, Math.max(Math.abs(dx[k]), Math.abs(dy[k])));
    }
    reach = farthest;
  }

  /** One sprite for each of {@code pictures} (each a {@code BufferedImage}). */
  static PixelSprite[] of(Image[] pictures) {
    PixelSprite[] sprites = new PixelSprite[pictures.length];
    for (int i = 0; i < pictures.length; i++) {
      sprites[i] = new PixelSprite((BufferedImage) pictures[i]);
    }
    return sprites;
  }

  /** True when {@link #stamp} can write into {@code image}: int pixels, not premultiplied. */
  public static boolean canStampInto(BufferedImage image) {
    return image.getType() == BufferedImage.TYPE_INT_RGB
        || image.getType() == BufferedImage.TYPE_INT_ARGB;
  }

  /**
   * Blends the picture into {@code pixels} (an image {@code width × height}, row after row,
   * opaque when {@code opaque}, e.g. TYPE_INT_RGB) centred on (x, y); pixels outside are cut.
   */
  void stamp(int[] pixels, int width, int height, boolean opaque, int x, int y) {
    stampRows(pixels, width, 0, height, opaque, x, y);
  }

  /**
   * As {@link #stamp}, writing only the rows top ≤ row &lt; bottom: threads that each own some
   * rows of the image, stamping the same pictures in the same order, give the same pixels as
   * one thread stamping them all.
   */
  void stampRows(int[] pixels, int width, int top, int bottom, boolean opaque, int x, int y) {
    if (y + reach < top || y - reach >= bottom) {
      return;   // none of its rows
    }
    if (!(x >= reach && y >= top + reach && x < width - reach && y < bottom - reach)) {
      stampCut(pixels, width, top, bottom, opaque, x, y);
      return;
    }
    int centre = y * width + x;
    for (int k = 0; k < opaqueCount; k++) {
      pixels[centre + dy[k] * width + dx[k]] = argb[k];
    }
    for (int k = opaqueCount; k < argb.length; k++) {
      int at = centre + dy[k] * width + dx[k];
      pixels[at] = blended(k, pixels[at], opaque);
    }
  }

  /**
   * As {@link #stamp}, for a picture of one pixel that shows (a shade of a line's or a
   * circle's colour), if it falls inside the image: a loop for one pixel costs more than it.
   */
  void stampPixel(int[] pixels, int width, int height, boolean opaque, int x, int y) {
    if (argb.length == 0) {
      return;   // a shade of no alpha
    }
    int px = x + dx[0];
    int py = y + dy[0];
    if (px >= 0 && py >= 0 && px < width && py < height) {
      int at = py * width + px;
      pixels[at] = blended(0, pixels[at], opaque);   // an opaque pixel blends to itself
    }
  }

  /** As {@link #stampRows}, near the edges: pixels outside the rows or the image are cut. */
  private void stampCut(int[] pixels, int width, int top, int bottom, boolean opaque, int x,
      int y) {
    for (int k = 0; k < argb.length; k++) {
      int px = x + dx[k];
      int py = y + dy[k];
      if (px < 0 || py < top || px >= width || py >= bottom) {
        continue;
      }
      int at = py * width + px;
      pixels[at] = k < opaqueCount ? argb[k] : blended(k, pixels[at], opaque);
    }
  }

  /** Translucent pixel k over {@code under} (opaque when {@code opaque}). */
  private int blended(int k, int under, boolean opaque) {
    return opaque || under >>> 24 == OPAQUE
        ? blendOverOpaque(redBluePart[k], greenPart[k], rest[k], under)
        : over(argb[k], under, false);
  }

  /**
   * {@code over(src, under, true)} from the picture's half of it worked out in advance
   * ({@link #redBluePart}): red and blue go through together, each in 16 bits of one int, as
   * neither sum (at most 255 × 255 + 0x7F) reaches the other's bits. x / 255 is
   * (x + 1 + x / 256) / 256, exact for every x below 65535.
   */
  static int blendOverOpaque(int redBluePart, int greenPart, int rest, int under) {
    int redBlue = (under & 0xFF00FF) * rest + redBluePart;
    int green = ((under >> 8) & 0xFF) * rest + greenPart;
    redBlue = ((redBlue + 0x10001 + ((redBlue >>> 8) & 0xFF00FF)) >>> 8) & 0xFF00FF;
    green = (green + 1 + (green >>> 8)) >>> 8;
    return 0xFF000000 | redBlue | green << 8;
  }

  /**
   * {@code src} (ARGB, not premultiplied) over the opaque {@code under}: the blend a sprite's
   * translucent pixel gets, for a colour not worked out in advance (no division: a picture the
   * size of the world has hundreds of thousands of them).
   */
  static int overOpaque(int src, int under) {
    int a = src >>> 24;
    int redBluePart = (((src >> 16) & 0xFF) * a + ROUNDING) << 16 | ((src & 0xFF) * a + ROUNDING);
    int greenPart = ((src >> 8) & 0xFF) * a + ROUNDING;
    return blendOverOpaque(redBluePart, greenPart, OPAQUE - a, under);
  }

  /** src over dst, both ARGB not premultiplied; dst's alpha is 255 when {@code opaque}. */
  static int over(int src, int dst, boolean opaque) {
    int a = src >>> 24;
    if (opaque || dst >>> 24 == 0xFF) {
      // the formula below with under alpha 1, rounded the same; ÷ a constant is cheap
      int rest = 0xFF - a;
      int r = (((src >> 16) & 0xFF) * a + ((dst >> 16) & 0xFF) * rest + 0x7F) / 0xFF;
      int g = (((src >> 8) & 0xFF) * a + ((dst >> 8) & 0xFF) * rest + 0x7F) / 0xFF;
      int b = ((src & 0xFF) * a + (dst & 0xFF) * rest + 0x7F) / 0xFF;
      return 0xFF000000 | r << 16 | g << 8 | b;
    }
    int underAlpha = dst >>> 24;
    int under = underAlpha * (0xFF - a);            // under alpha × (1 − a), × 255²
    int total = a * 0xFF + under;                   // out alpha, × 255²
    if (total == 0) {
      return 0;
    }
    int half = total / 2;                           // rounds to the nearest
    int r = (((src >> 16) & 0xFF) * a * 0xFF + ((dst >> 16) & 0xFF) * under + half) / total;
    int g = (((src >> 8) & 0xFF) * a * 0xFF + ((dst >> 8) & 0xFF) * under + half) / total;
    int b = ((src & 0xFF) * a * 0xFF + (dst & 0xFF) * under + half) / total;
    int outAlpha = (total + 0x7F) / 0xFF;
    return outAlpha << 24 | r << 16 | g << 8 | b;
  }
}
