package sketchbook.render;

import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PMatrix;
import processing.core.PVector;
import steering.Path;

/**
 * A long path drawn once into an image, which is then drawn each frame instead of the path:
 * {@code picture.draw(path, g, band, line)} in place of {@code path.display(g, band, line)},
 * for sketches with long roads.
 * Stroking a wide, round-jointed polyline of a thousand segments with antialiasing takes
 * JAVA2D over 10 ms, most of a frame; copying the image takes a fraction of that. The picture
 * is drawn again whenever the path, its points, its radius, the colours or the canvas size
 * change. It is only used for a path of {@link #FROM_POINTS} points or more, when nothing is
 * translated, rotated or scaled (the image covers the canvas as it is); otherwise the path
 * draws itself ({@link Path#display}). A band wider than the canvas's diagonal (a radius from a
 * slider or a path file) is never stroked, which would take Java2D minutes: {@link WideBand}
 * fills the part of it on the canvas, whatever the path's length.
 *
 * <p>The picture is stroked in pieces (see {@link #strokeInPieces}): Java2D fills one stroke
 * scanline by scanline over every edge of its outline, so a single stroke of a hundred
 * thousand segments that criss-cross the canvas takes minutes, while the pieces take seconds.
 * Where pieces overlap, a translucent band would be blended twice, darker than one stroke draws
 * it; so the band is stroked opaque and then made translucent as a whole, by
 * scaling the alpha of every pixel of the picture.
 */
public final class PathPicture {

  /** Paths with fewer points are simply drawn each frame. */
  static final int FROM_POINTS = 200;
  /** Most segments stroked at once into the picture. */
  static final int SEGMENTS_PER_PIECE = 1000;
  /** A stroke into the picture ends once it is this long, in pixels. */
  static final double PIECE_LENGTH = 2000;
  /** The alpha bits of a colour. */
  private static final int OPAQUE = 0xFF000000;

  private PGraphics image;
  /** The path pictured, and its {@link Path#shape()} then. */
  private Path pictured;
  private long shape;
  private float radius;
  private int bandColor;
  private int lineColor;

  /** Draws the path: its picture when it can be used here, otherwise the path itself. */
  public void draw(Path path, PGraphics g, int band, int line) {
    path.check();   // names a bad point, and counts any change to the points (a new shape)
    if (!WideBand.strokable(path, g)) {
      WideBand.display(path, g, band, line);
      return;
    }
    if (path.points.size() < FROM_POINTS || !untransformed(g)) {
      path.display(g, band, line);
      return;
    }
    if (image == null || image.width != g.width || image.height != g.height
        || pictured != path || shape != path.shape() || radius != path.radius
        || bandColor != band || lineColor != line) {
      if (image == null || image.width != g.width || image.height != g.height) {
        image = g.parent.createGraphics(g.width, g.height);
      }
      redraw(path, band, line);
      pictured = path;
      shape = path.shape();
      radius = path.radius;
      bandColor = band;
      lineColor = line;
    }
    g.image(image, 0, 0);
  }

  /** The band, opaque then made translucent, and the centre line over it. */
  private void redraw(Path path, int band, int line) {
    image.beginDraw();
    image.clear();
    image.pushStyle();
    image.noFill();
    image.strokeJoin(PConstants.ROUND);
    image.strokeCap(PConstants.ROUND);
    image.stroke(band | OPAQUE);
    image.strokeWeight(path.radius * 2);
    strokeInPieces(path, image);
    image.loadPixels();
    int alpha = band >>> 24;
    for (int i = 0; i < image.pixels.length; i++) {
      int p = image.pixels[i];
      int a = ((p >>> 24) * alpha + 127) / 255;
      image.pixels[i] = (a << 24) | (p & ~OPAQUE);
    }
    image.updatePixels();
    image.stroke(line);
    image.strokeWeight(1);
    strokeInPieces(path, image);
    image.popStyle();
    image.endDraw();
  }

  /**
   * The path's segments as strokes end to end, each of up to {@link #SEGMENTS_PER_PIECE}
   * segments and about {@link #PIECE_LENGTH} pixels: many short segments go in one stroke, long
   * ones that cross the canvas a few at a time.
   */
  private static void strokeInPieces(Path path, PGraphics g) {
    int n = path.points.size();
    int segments = path.segmentCount();
    int first = 0;
    while (first < segments) {
      g.beginShape();
      PVector previous = path.points.get(first);
      g.vertex(previous.x, previous.y);
      double length = 0;
      int last = first;
      while (last < segments && last - first < SEGMENTS_PER_PIECE && length < PIECE_LENGTH) {
        last++;
        PVector p = path.points.get(last % n);   // last == n: a closed path's closing segment
        length += Math.hypot(p.x - previous.x, p.y - previous.y);
        g.vertex(p.x, p.y);
        previous = p;
      }
      g.endShape();
      first = last;
    }
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
