package sketchbook.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/**
 * Many thin lines of one colour at once, for a crowd's debug view ({@link MarkBatch}).
 * Antialiased by Java2D, each line costs about 2 µs, mostly walking the rows of its bounds.
 * Here each 1-pixel line is written straight into the canvas ({@link PixelSprite}s of one
 * pixel), antialiased much as Java2D does it: the ends move to pixel centres (Java2D's default
 * stroke control), and along the longer direction u (v across it) the line is a band
 * v = v1 + (u − u1) · (v2 − v1) / (u2 − u1) ± w, with w = ½ · length / (u2 − u1) (a 1-pixel
 * line measured across a column). Each pixel it touches gets the colour at the share of the
 * pixel the band covers (its overlap at {@link #SAMPLES} points across, averaged), in
 * {@link #LEVELS} steps. Where the canvas takes no written pixels, the lines are one Java2D
 * path of plain lines, not antialiased, as the arrows' shafts are ({@link ArrowBatch}).
 */
final class SmoothLines {

  /** Coverage steps: a sixteenth of a pixel's colour is below what shows on a thin line. */
  static final int LEVELS = 16;
  /** Points across each pixel at which the band's overlap is measured. */
  static final int SAMPLES = 4;
  /** Lines reaching this far are left out: far beyond any window (and int pixel indices). */
  static final float MAX_REACH = 1 << 16;
  /** One-pixel sprites by colour, [k] with k / LEVELS of its alpha. */
  private static final Map<Integer, PixelSprite[]> SHADES = new HashMap<>();

  private SmoothLines() {
  }

  /**
   * Mutates the canvas: writes {@code lines} antialiased 1-pixel lines of {@code color}, the
   * i-th from (xy[4i], xy[4i + 1]) to (xy[4i + 2], xy[4i + 3]), with butt ends.
   */
  static void draw(PixelCanvas canvas, float[] xy, int lines, int color) {
    draw(canvas, xy, lines, shadesOf(color), 0, canvas.height());
  }

  /**
   * The same lines, in {@code shades} ({@link #shadesOf} their colour), written into the
   * canvas's rows top ≤ row &lt; bottom only (its own rows): threads that each own some rows,
   * drawing the same lines in the same order, give the same pixels as one drawing them all.
   */
  static void draw(PixelCanvas canvas, float[] xy, int lines, PixelSprite[] shades, int top,
      int bottom) {
    int firstRow = canvas.drawingRow(top);   // the rows, in the drawing's coordinates
    int endRow = canvas.drawingRow(bottom);
    int firstColumn = canvas.drawingColumn(0);   // and the canvas's columns
    int endColumn = canvas.drawingColumn(canvas.width());
    boolean[] sampled = new boolean[SAMPLES];
    float[] above = new float[SAMPLES];
    float[] below = new float[SAMPLES];
    for (int k = 0; k < 4 * lines; k += 4) {
      boolean steep = Math.abs(xy[k + 3] - xy[k + 1]) > Math.abs(xy[k + 2] - xy[k]);
      // u along the longer side, v across it; from the lower u to the higher
      int first = xy[k + (steep ? 1 : 0)] <= xy[k + (steep ? 3 : 2)] ? k : k + 2;
      int last = first == k ? k + 2 : k;
      float u1 = normalized(xy[first + (steep ? 1 : 0)]);
      float v1 = normalized(xy[first + (steep ? 0 : 1)]);
      float du = normalized(xy[last + (steep ? 1 : 0)]) - u1;
      float dv = normalized(xy[last + (steep ? 0 : 1)]) - v1;
      if (!(du > 0 && du < MAX_REACH && Math.abs(u1) < MAX_REACH
          && Math.abs(v1) < MAX_REACH && Math.abs(dv) < MAX_REACH)) {
        continue;  // a dot, NaN, or far beyond any canvas: nothing to draw
      }
      float slope = dv / du;
      float w = 0.5f * (float) Math.sqrt(du * du + dv * dv) / du;
      float end = u1 + du;
      int firstC = (int) Math.floor(u1);
      int lastC = (int) Math.floor(end);
      // columns along u: only those in the rows asked for (steep), or on the canvas
      firstC = Math.max(firstC, steep ? firstRow : firstColumn);
      lastC = Math.min(lastC, steep ? endRow - 1 : endColumn - 1);
      for (int c = firstC; c <= lastC; c++) {
        // the band's edges at the column's sample points, worked out once for all its pixels
        for (int i = 0; i < SAMPLES; i++) {
          float u = c + (i + 0.5f) / SAMPLES;
          float v = v1 + (u - u1) * slope;
          sampled[i] = u >= u1 && u <= end;   // points past the line's ends count none
          above[i] = v - w;
          below[i] = v + w;
        }
        // the band's rows anywhere in this column
        float vLeft = v1 + (Math.max(c, u1) - u1) * slope;
        float vRight = v1 + (Math.min(c + 1, end) - u1) * slope;
        int from = (int) Math.floor(Math.min(vLeft, vRight) - w);
        int to = (int) Math.floor(Math.max(vLeft, vRight) + w);
        // rows across v: only those asked for (not steep), or on the canvas
        from = Math.max(from, steep ? firstColumn : firstRow);
        to = Math.min(to, steep ? endColumn - 1 : endRow - 1);
        for (int r = from; r <= to; r++) {
          int level = Math.round(cover(r, sampled, above, below) * LEVELS);
          if (level > 0) {
            canvas.stampPixel(shades[Math.min(level, LEVELS)], steep ? r : c, steep ? c : r);
          }
        }
      }
    }
  }

  /**
   * A line end moved as Java2D's default stroke control moves an antialiased line's points (to
   * the nearest quarter past a whole pixel), so the lines fall on the same pixels.
   */
  static float normalized(float coordinate) {
    return (float) Math.floor(coordinate) + 0.5f;
  }

  /**
   * How much of the pixel in row r (v down) of a column the band covers: its overlap with the
   * pixel at the column's {@link #SAMPLES} points across (those {@code sampled}, the band from
   * {@code above} to {@code below} at each), averaged.
   */
  private static float cover(int r, boolean[] sampled, float[] above, float[] below) {
    float sum = 0;
    for (int i = 0; i < SAMPLES; i++) {
      if (sampled[i]) {
        sum += Math.max(0, Math.min(r + 1, below[i]) - Math.max(r, above[i]));
      }
    }
    return sum / SAMPLES;
  }

  /** Strokes the same lines {@code weight} wide through Java2D, without antialiasing. */
  static void stroke(Graphics2D g2, float[] xy, int lines, int color, float weight) {
    Path2D.Float path = new Path2D.Float(Path2D.WIND_NON_ZERO, 2 * lines);
    for (int k = 0; k < 4 * lines; k += 4) {
      path.moveTo(xy[k], xy[k + 1]);
      path.lineTo(xy[k + 2], xy[k + 3]);
    }
    Color colorBefore = g2.getColor();
    Stroke strokeBefore = g2.getStroke();
    Object antialiasBefore = g2.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
    g2.setColor(new Color(color, true));
    // butt caps: a 1-pixel line's round cap adds half a pixel, and a dozen edges to fill
    g2.setStroke(new BasicStroke(weight, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
    g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
    g2.draw(path);
    g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, antialiasBefore);
    g2.setStroke(strokeBefore);
    g2.setColor(colorBefore);
  }

  /** One pixel of {@code color} at every coverage step, [k] with k / LEVELS of its alpha. */
  static PixelSprite[] shadesOf(int color) {
    return SHADES.computeIfAbsent(color, SmoothLines::shades);
  }

  private static PixelSprite[] shades(int color) {
    PixelSprite[] shades = new PixelSprite[LEVELS + 1];
    for (int k = 0; k <= LEVELS; k++) {
      BufferedImage pixel = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
      int alpha = Math.round((color >>> 24) * k / (float) LEVELS);
      pixel.setRGB(0, 0, alpha << 24 | color & 0xFFFFFF);
      shades[k] = new PixelSprite(pixel);
    }
    return shades;
  }
}
