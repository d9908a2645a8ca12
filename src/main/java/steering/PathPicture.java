package steering;

import processing.core.PGraphics;
import processing.core.PMatrix;

/**
 * A long path drawn once into an image, which is then drawn each frame instead of the path.
 * Stroking a wide, round-jointed polyline of a thousand segments with antialiasing takes
 * JAVA2D over 10 ms, most of a frame; copying the image takes a fraction of that. The picture
 * is drawn again whenever the path, its radius, the colours or the canvas size change. It is
 * only used when nothing is translated, rotated or scaled (the image covers the canvas as it
 * is); otherwise the path is drawn directly.
 */
final class PathPicture {

  /** Paths with fewer points are simply drawn each frame. */
  static final int FROM_POINTS = 200;

  private PGraphics image;
  private long shape;
  private float radius;
  private int bandColor;
  private int lineColor;

  /** Draws the path's picture; false when it cannot be used here (the caller draws directly). */
  boolean display(Path path, PGraphics g, int band, int line) {
    if (path.points.size() < FROM_POINTS || !untransformed(g)) {
      return false;
    }
    if (image == null || image.width != g.width || image.height != g.height
        || shape != path.shape() || radius != path.radius || bandColor != band
        || lineColor != line) {
      if (image == null || image.width != g.width || image.height != g.height) {
        image = g.parent.createGraphics(g.width, g.height);
      }
      image.beginDraw();
      image.clear();
      path.draw(image, band, line);
      image.endDraw();
      shape = path.shape();
      radius = path.radius;
      bandColor = band;
      lineColor = line;
    }
    g.image(image, 0, 0);
    return true;
  }

  /** True when g draws with the identity matrix. */
  private static boolean untransformed(PGraphics g) {
    PMatrix m = g.getMatrix();
    float[] a = m.get(null);
    if (a.length == 6) {
      return a[0] == 1 && a[1] == 0 && a[2] == 0 && a[3] == 0 && a[4] == 1 && a[5] == 0;
    }
    for (int i = 0; i < a.length; i++) {
      if (a[i] != (i % 5 == 0 ? 1 : 0)) {
        return false;
      }
    }
    return true;
  }
}
