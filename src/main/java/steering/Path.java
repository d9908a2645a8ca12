package steering;

import java.io.File;
import java.util.List;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.PathPicture;
import steering.crowd.SegmentGrid;
import steering.files.PathFile;

/**
 * A path for {@link Vehicle#follow(Path)}: a polyline of points with a radius, the half-width
 * of the road a vehicle may wander in before it steers back. An open path runs from the first
 * point to the last; a closed one also joins the last point back to the first, so a vehicle
 * laps it forever.
 *
 * <p>Paths are stored as JSON in {@code data/paths/} (see {@link PathFile}):
 * {@code {"radius": 20, "closed": false, "points": [[x, y], ...]}}.
 *
 * <p>Every point is finite and within ±{@link #MAX_COORDINATE}; a point that is not is refused
 * when it is added (through {@link #addPoint} or {@code points} itself), naming it. A point
 * moved in place, or a {@link #radius} set to a bad value, is named by the next
 * {@link Vehicle#follow(Path)}, {@link #display} or {@link #save}.
 */
public class Path {

  /**
   * Largest coordinate of a point, either sign. Then every difference of two points, and the
   * square of its length, fits a float: (2 · 1e18)² · 2 = 8e36 &lt; 3.4e38.
   */
  public static final float MAX_COORDINATE = 1e18f;
  /** {@link #MAX_COORDINATE} as the messages show it. */
  public static final String MAX_COORDINATE_SHOWN = "1e18";

  /** Half-width of the path, in pixels. */
  public float radius;
  /**
   * The points, in order. Adding, removing or replacing points (through {@link #addPoint} or
   * the list itself) is noticed; after moving a point in place ({@code points.get(i).x = ...})
   * call {@link #pointsMoved()}.
   */
  public final List<PVector> points = new PointList();
  /** A closed path also has a segment from the last point back to the first. */
  public boolean closed;

  /** The spatial index over the segments, built when first needed. */
  private SegmentGrid grid;
  /** The {@link #shape()} for which no index could be built (too tangled): scan till it changes. */
  private long unindexedShape = -1;
  /** A long path's picture, drawn once and reused. */
  private final PathPicture picture = new PathPicture();
  /** Bumped by {@link #pointsMoved()}. */
  private int moves;
  /** The {@link #version()} whose points were last checked; -1: not yet. */
  private int checkedVersion = -1;

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

  /**
   * The radius and every point are valid; throws {@link IllegalArgumentException} naming the
   * first that is not. The points are checked again only after they change.
   */
  public void check() {
    if (!(radius >= 0) || Float.isInfinite(radius)) {
      throw new IllegalArgumentException(
          "radius (the path's half-width) must be 0 or more, was " + radius);
    }
    int version = version();
    if (version != checkedVersion) {
      for (int i = 0; i < points.size(); i++) {
        Check.point(i, points.get(i));
      }
      checkedVersion = version;
    }
  }

  /**
   * Tells the path that points were moved in place, so the index it keeps for
   * {@link Vehicle#follow(Path)} is rebuilt. (Adding, removing or replacing points is noticed
   * without it.)
   */
  public void pointsMoved() {
    moves++;
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

  /** The first point; throws {@link IllegalStateException} when there is none. */
  public PVector start() {
    return points.get(firstOrLast(0));
  }

  /** The last point; throws {@link IllegalStateException} when there is none. */
  public PVector end() {
    return points.get(firstOrLast(points.size() - 1));
  }

  private int firstOrLast(int index) {
    if (points.isEmpty()) {
      throw new IllegalStateException("the path has no points");
    }
    return index;
  }

  /** Counts every change to the list of points and every {@link #pointsMoved()}. */
  public int version() {
    return ((PointList) points).changes() + moves;
  }

  /** The index over the segments, current for the points as they are now; null: scan them. */
  public SegmentGrid grid() {
    if (segmentCount() < SegmentGrid.MIN_SEGMENTS) {
      return null;
    }
    if (grid != null && grid.matches(this)) {
      return grid;
    }
    if (grid == null && unindexedShape == shape()) {
      return null;
    }
    grid = SegmentGrid.build(this);
    unindexedShape = grid == null ? shape() : -1;
    return grid;
  }

  /** The version and whether the path is closed, in one number. */
  public long shape() {
    return ((long) version() << 1) | (closed ? 1 : 0);
  }

  /** Reads a path file; see {@link PathFile#load(File)} for the errors it reports. */
  public static Path load(File file) {
    return PathFile.load(file);
  }

  /** Writes this path to a file, replacing it; see {@link PathFile#save(Path, File)}. */
  public void save(File file) {
    PathFile.save(this, file);
  }

  /**
   * Draws the road (a wide translucent band, 2 × radius across) and its centre line. A long
   * path is drawn once into a picture that is reused while it does not change
   * ({@link PathPicture}).
   */
  public void display(PGraphics g, int bandColor, int lineColor) {
    check();
    if (!picture.display(this, g, bandColor, lineColor)) {
      draw(g, bandColor, lineColor);
    }
  }

  /** The band and the centre line, drawn now. */
  public void draw(PGraphics g, int bandColor, int lineColor) {
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
