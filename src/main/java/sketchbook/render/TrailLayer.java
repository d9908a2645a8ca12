package sketchbook.render;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.Arrays;
import java.util.stream.IntStream;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PImage;

/**
 * A transparent picture the size of the world that keeps the trails from frame to frame, so a
 * frame only adds each vehicle's newest move. Every pixel also remembers the frame that last
 * drew on it, so the moves older than a trail's length can be taken away again without
 * redrawing anything ({@link #expire}): a pixel last drawn before the oldest frame kept counts
 * as transparent from then on, and is cleared as the layer is next laid on a frame, in the same
 * pass.
 *
 * <p>The moves are drawn here, not through Processing: an antialiased stroke costs JAVA2D
 * several microseconds, thousands of them a frame. A move is a line {@link #WEIGHT} wide with
 * round ends; a pixel whose centre is {@code d} from the line is covered
 * {@code clamp(WEIGHT / 2 + 1/2 − d, 0, 1)} (exact for a straight line along a row), times the
 * colour's own alpha (a translucent colour, as the ghost's, gives a faded trail). Over a
 * pixel of the same colour the larger coverage wins, so the moves of one trail join like one
 * polyline; over another colour the move is blended on top. The same numbers come out in JAVA2D
 * and P2D; the picture is put on the frame in one pass over its pixels (JAVA2D) or one image
 * copy.
 */
final class TrailLayer {

  /** The trail's line width, as the trails were always drawn. */
  static final float WEIGHT = 1.5f;
  /** Beyond the line's half-width a pixel can still be partly covered: half a pixel. */
  private static final float FRINGE = 0.5f;
  private static final int OPAQUE = 0xFF;
  /**
   * The passes over every pixel of the world (taking away old moves, laying the layer on the
   * frame) go in this many bands of rows, one thread each: they are the largest drawing of a
   * frame with a trail for each of Flocking's 300 boids (its ghost's), 1–3 ms each on one core.
   */
  static final int SHARES = 2;

  final int width;
  final int height;
  /** ARGB, not premultiplied; shared with {@link #image}. */
  private final int[] pixels;
  /** The frame number each pixel was last drawn in. */
  private final int[] drawnIn;
  private final BufferedImage image;
  /** Pixels last drawn before this frame are gone, whatever {@link #pixels} still holds. */
  private int oldest = Integer.MIN_VALUE;
  /** For P2D: the same pixels, uploaded when changed. */
  private PImage texture;
  /** False: the layer is one drawImage even where pixels could be written (to compare). */
  boolean writePixels = true;

  TrailLayer(int width, int height) {
    this.width = width;
    this.height = height;
    image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
    pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    drawnIn = new int[width * height];
  }

  /** Makes every pixel transparent. */
  void clear() {
    Arrays.fill(pixels, 0);
    oldest = Integer.MIN_VALUE;
  }

  /**
   * Takes away every pixel last drawn before frame {@code oldest}: from now on they count as
   * transparent, and they are cleared as the layer is laid on a frame ({@link #drawOnto}), in
   * its pass over the pixels: a pass of their own over the whole world cost as much. What is
   * taken away stays away (until {@link #clear}), even if a longer trail asks for less.
   */
  void expire(int oldest) {
    this.oldest = Math.max(this.oldest, oldest);
  }

  /** True when pixel i was last drawn before the oldest frame kept: transparent. */
  private boolean expired(int i) {
    return expired(drawnIn[i], oldest);
  }

  /** True when a pixel last drawn in frame {@code drawnIn} is older than the {@code oldest} kept. */
  static boolean expired(int drawnIn, int oldest) {
    return drawnIn < oldest;
  }

  /** Clears every expired pixel, in {@link #SHARES} bands of rows, one thread each. */
  private void clearExpired() {
    IntStream.range(0, SHARES).parallel().forEach(share -> {
      int end = (share + 1) * height / SHARES * width;
      for (int i = share * height / SHARES * width; i < end; i++) {
        if (pixels[i] != 0 && expired(i)) {
          pixels[i] = 0;
        }
      }
    });
  }

  /** Draws the move from (ax, ay) to (bx, by) in {@code color}, as drawn in frame {@code frame}. */
  void move(float ax, float ay, float bx, float by, int color, int frame) {
    float reach = WEIGHT / 2 + FRINGE;
    int left = Math.max(0, (int) Math.floor(Math.min(ax, bx) - reach));
    int right = Math.min(width - 1, (int) Math.ceil(Math.max(ax, bx) + reach));
    int top = Math.max(0, (int) Math.floor(Math.min(ay, by) - reach));
    int bottom = Math.min(height - 1, (int) Math.ceil(Math.max(ay, by) + reach));
    float dx = bx - ax;
    float dy = by - ay;
    float lengthSquared = dx * dx + dy * dy;
    int rgb = color & 0xFFFFFF;
    int alpha = color >>> 24;
    for (int y = top; y <= bottom; y++) {
      for (int x = left; x <= right; x++) {
        // distance from the pixel's centre to the nearest point of the move
        float px = x + 0.5f - ax;
        float py = y + 0.5f - ay;
        float t = lengthSquared == 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
        float ex = px - t * dx;
        float ey = py - t * dy;
        float cover = reach - (float) Math.sqrt(ex * ex + ey * ey);
        if (cover > 0) {
          int i = y * width + x;
          int under = expired(i) ? 0 : pixels[i];
          pixels[i] = blend(under, rgb, Math.round(Math.min(1, cover) * alpha));
          drawnIn[i] = frame;
        }
      }
    }
  }

  /** {@code rgb} at {@code alpha} over {@code under}: the larger alpha if the colour is the same. */
  static int blend(int under, int rgb, int alpha) {
    int underAlpha = under >>> 24;
    if ((under & 0xFFFFFF) == rgb || underAlpha == 0) {
      return Math.max(alpha, underAlpha) << 24 | rgb;
    }
    // "over" for colours that are not premultiplied, in 0..255 integers
    int rest = underAlpha * (OPAQUE - alpha) / OPAQUE;
    int outAlpha = alpha + rest;
    int out = 0;
    for (int shift = 16; shift >= 0; shift -= 8) {
      int top = rgb >> shift & 0xFF;
      int bottom = under >> shift & 0xFF;
      out |= (top * alpha + bottom * rest + outAlpha / 2) / outAlpha << shift;
    }
    return outAlpha << 24 | out;
  }

  /** The pixel at (x, y), ARGB. */
  int get(int x, int y) {
    int i = y * width + x;
    return expired(i) ? 0 : pixels[i];
  }

  /**
   * Puts the layer on {@code g} at the world's origin: in JAVA2D written straight into the
   * canvas's pixels where it allows ({@link PixelCanvas}), by {@link #SHARES} threads, clearing
   * the expired pixels it meets; Java2D's drawImage takes as long on one.
   */
  void drawOnto(PGraphics g) {
    PixelCanvas canvas = writePixels && g instanceof PGraphicsJava2D java2d
        ? PixelCanvas.of(java2d) : null;
    if (canvas != null) {
      canvas.over(pixels, drawnIn, oldest, width, height, SHARES);
      return;
    }
    clearExpired();   // the picture is handed on whole: no pixel may be left to clear
    if (g instanceof PGraphicsJava2D java2d) {
      java2d.g2.drawImage(image, 0, 0, null);
      return;
    }
    if (texture == null) {
      texture = new PImage(width, height, PConstants.ARGB);
      texture.pixels = pixels;
    }
    texture.updatePixels();
    g.pushStyle();
    g.imageMode(PConstants.CORNER);
    g.image(texture, 0, 0);
    g.popStyle();
  }
}
