package sketchbook.render;

import java.util.Arrays;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import steering.Path;

/**
 * The part of a path's band that lies on the canvas, for a band too wide to stroke. The band is
 * every point within {@code radius} of a segment: for each segment a capsule (a rectangle with
 * a half-disc at each end). Where a horizontal line crosses a capsule is one stretch of x,
 * found in closed form; so each row of pixels gets one stretch per segment, and the stretches
 * that overlap are joined (so a translucent band is blended once, as one stroke would) and
 * filled. The work depends on the canvas's height and the number of segments, not on the
 * radius, and it is done in doubles, so a radius of 1e18 is drawn as exactly as one of 1e3.
 * {@link Path#display} strokes the band, as the book does; Java2D takes minutes to stroke one
 * far wider than the canvas (a radius from a slider or a path file), so {@link PathPicture}
 * draws such a band with this class.
 */
final class WideBand {

  /** The middle of a row of pixels, from its top. */
  private static final double ROW_MIDDLE = 0.5;

  private WideBand() {
  }

  /**
   * True when stroking the band is quick: its radius is no more than the canvas's diagonal.
   * (Stroking takes time with the width of the round ends, well beyond the canvas.)
   */
  static boolean strokable(Path path, PGraphics g) {
    return path.radius <= Math.hypot(g.width, g.height);
  }

  /**
   * The path as {@link Path#display} draws it, the band filled instead of stroked; for a path
   * just checked ({@link PathPicture#draw} checks it first).
   */
  static void display(Path path, PGraphics g, int bandColor, int lineColor) {
    g.pushStyle();
    fill(path, g, bandColor);
    g.noFill();
    g.stroke(lineColor);
    g.strokeWeight(1);
    g.beginShape();
    for (PVector p : path.points) {
      g.vertex(p.x, p.y);
    }
    g.endShape(path.closed ? PConstants.CLOSE : PConstants.OPEN);
    g.popStyle();
  }

  /** Fills the band's rows of the canvas, row by row, with {@code bandColor}. */
  static void fill(Path path, PGraphics g, int bandColor) {
    int segments = path.segmentCount();
    double[] from = new double[Math.max(segments, 1)];
    double[] to = new double[from.length];
    double[] stretch = new double[2];
    g.noStroke();
    g.fill(bandColor);
    for (int row = 0; row < g.height; row++) {
      double y = row + ROW_MIDDLE;
      int found = 0;
      for (int s = 0; s < segments; s++) {
        if (across(path.segmentStart(s), path.segmentEnd(s), path.radius, y, stretch)) {
          from[found] = Math.max(stretch[0], 0);
          to[found] = Math.min(stretch[1], g.width);
          if (from[found] < to[found]) {
            found++;
          }
        }
      }
      fillJoined(g, row, from, to, found);
    }
  }

  /** Fills the union of the stretches [from[i], to[i]) of one row, each part once. */
  private static void fillJoined(PGraphics g, int row, double[] from, double[] to, int found) {
    if (found == 0) {
      return;
    }
    Integer[] order = new Integer[found];
    for (int i = 0; i < found; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (i, j) -> Double.compare(from[i], from[j]));
    double left = from[order[0]];
    double right = to[order[0]];
    for (int k = 1; k < found; k++) {
      int i = order[k];
      if (from[i] > right) {
        g.rect((float) left, row, (float) (right - left), 1);
        left = from[i];
      }
      right = Math.max(right, to[i]);
    }
    g.rect((float) left, row, (float) (right - left), 1);
  }

  /**
   * Where the line at height y crosses the capsule of radius r round segment a-b: stored as
   * (from, to) in {@code out}; false when it misses. The capsule is convex, so its crossing is
   * one stretch: the widest reach of the crossings of its two end discs and its rectangle.
   */
  static boolean across(PVector a, PVector b, double r, double y, double[] out) {
    double from = Double.POSITIVE_INFINITY;
    double to = Double.NEGATIVE_INFINITY;
    for (PVector end : new PVector[] {a, b}) {
      double dy = Math.abs(y - end.y);
      if (dy <= r) {
        double half = Math.sqrt((r - dy) * (r + dy));   // (r - dy)(r + dy): no r² to overflow
        from = Math.min(from, end.x - half);
        to = Math.max(to, end.x + half);
      }
    }
    double length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length > 0) {
      double ux = (b.x - a.x) / length;
      double uy = (b.y - a.y) / length;
      // the rectangle: 0 <= (q - a)·u <= length and -r <= (q - a)·n <= r, with n = (-uy, ux);
      // each is linear in x, so each keeps a stretch of the line
      double[] range = {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
      double dy = y - a.y;
      boolean crosses = within(ux, dy * uy, 0, length, range)
          && within(-uy, dy * ux, -r, r, range);
      if (crosses) {
        from = Math.min(from, a.x + range[0]);
        to = Math.max(to, a.x + range[1]);
      }
    }
    out[0] = from;
    out[1] = to;
    return from <= to;
  }

  /**
   * Narrows {@code range} (of dx = x - a.x) to where low <= k·dx + c <= high; false when
   * nothing is left.
   */
  private static boolean within(double k, double c, double low, double high, double[] range) {
    if (k == 0) {
      return c >= low && c <= high;
    }
    double first = (low - c) / k;
    double second = (high - c) / k;
    range[0] = Math.max(range[0], Math.min(first, second));
    range[1] = Math.min(range[1], Math.max(first, second));
    return range[0] <= range[1];
  }
}
