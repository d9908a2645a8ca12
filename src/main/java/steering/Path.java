package steering;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;

/**
 * A path for {@link Vehicle#follow(Path)}: a polyline of points with a radius, the half-width
 * of the road a vehicle may wander in before it steers back. An open path runs from the first
 * point to the last; a closed one also joins the last point back to the first, so a vehicle
 * laps it forever.
 *
 * <p>Paths are stored as JSON in {@code data/paths/} (see {@link PathFile}):
 * {@code {"radius": 20, "closed": false, "points": [[x, y], ...]}}.
 */
public class Path {

  /** Half-width of the path, in pixels. */
  public float radius;
  public final List<PVector> points = new ArrayList<>();
  /** A closed path also has a segment from the last point back to the first. */
  public boolean closed;

  public Path(float radius) {
    this(radius, false);
  }

  public Path(float radius, boolean closed) {
    Check.notNegative("radius", radius, "the path's half-width");
    this.radius = radius;
    this.closed = closed;
  }

  /** Appends a point to the end of the path. */
  public void addPoint(float x, float y) {
    Check.finite("x", x);
    Check.finite("y", y);
    points.add(new PVector(x, y));
  }

  /** Number of segments: one between each pair of neighbours, plus the closing one. */
  public int segmentCount() {
    int n = points.size();
    if (n < 2) {
      return 0;
    }
    return closed ? n : n - 1;
  }

  public PVector segmentStart(int i) {
    return points.get(i);
  }

  public PVector segmentEnd(int i) {
    return points.get((i + 1) % points.size());
  }

  public PVector start() {
    return points.get(0);
  }

  public PVector end() {
    return points.get(points.size() - 1);
  }

  /** Reads a path file; see {@link PathFile#load(File)} for the errors it reports. */
  public static Path load(File file) {
    return PathFile.load(file);
  }

  /** Writes this path to a file, replacing it; see {@link PathFile#save(Path, File)}. */
  public void save(File file) {
    PathFile.save(this, file);
  }

  /** Draws the road (a wide translucent band, 2 × radius across) and its centre line. */
  public void display(PGraphics g, int bandColor, int lineColor) {
    g.pushStyle();
    g.noFill();
    g.strokeJoin(PConstants.ROUND);
    g.strokeCap(PConstants.ROUND);
    g.stroke(bandColor);
    g.strokeWeight(radius * 2);
    drawPolyline(g);
    g.stroke(lineColor);
    g.strokeWeight(1);
    drawPolyline(g);
    g.popStyle();
  }

  private void drawPolyline(PGraphics g) {
    g.beginShape();
    for (PVector p : points) {
      g.vertex(p.x, p.y);
    }
    g.endShape(closed ? PConstants.CLOSE : PConstants.OPEN);
  }
}
