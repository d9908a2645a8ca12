package steering;

import java.util.ArrayList;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;

/**
 * A path for {@link Vehicle#follow(Path)}: a polyline of points with a radius, the half-width
 * of the road a vehicle may wander in before it steers back. An open path runs from the first
 * point to the last; a closed one also joins the last point back to the first, so a vehicle
 * laps it forever.
 *
 * <p>Every point is finite and within ±{@link #MAX_COORDINATE}. {@link #addPoint} checks its
 * point at once; a point put in the list directly or moved in place, or a bad
 * {@link #radius}, is named by the next {@link #check()}, which {@link Vehicle#follow(Path)}
 * and {@link #display} call first (and so does saving it to a file, in {@code steering.files}).
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
  /** The points, in order. */
  public final ArrayList<PVector> points = new ArrayList<>();
  /** A closed path also has a segment from the last point back to the first. */
  public boolean closed;
  /**
   * Finds the segment closest to a vehicle's prediction; null (as a path starts): the book's
   * loop over every segment ({@link PathFollower#closestOnEverySegment}). A long path may be
   * given an index that answers the same, faster (for example
   * {@code path.finder = new steering.crowd.SegmentGrid()}).
   */
  public SegmentFinder finder;

  /** The points as {@link #check()} last saw them, and their x, y (at 2i, 2i + 1). */
  private PVector[] checkedPoints = new PVector[0];
  private float[] checkedXy = new float[0];
  /** Checks that found the points changed: {@link #version()}. */
  private int changes;

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
    PVector p = new PVector(x, y);
    point(points.size(), p);
    points.add(p);
  }

  /**
   * The radius and every point are valid; throws {@link IllegalArgumentException} naming the
   * first that is not, {@code points[i]}. Mutates the copy of the points kept from the last
   * check: a point added, removed, replaced or moved in place is checked, and counted as a
   * change ({@link #version()}).
   */
  public void check() {
    if (!(radius >= 0) || Float.isInfinite(radius)) {
      throw new IllegalArgumentException(
          "radius (the path's half-width) must be 0 or more, was " + radius);
    }
    int n = points.size();
    boolean changed = n != checkedPoints.length;
    if (changed) {
      changes++;
      checkedPoints = new PVector[n];
      checkedXy = new float[2 * n];
    }
    for (int i = 0; i < n; i++) {
      PVector p = points.get(i);
      if (p == null || p != checkedPoints[i]
          || p.x != checkedXy[2 * i] || p.y != checkedXy[2 * i + 1]) {
        if (!changed) {
          changes++;   // before the point is checked: a bad one leaves the version changed
          changed = true;
        }
        point(i, p);
        checkedPoints[i] = p;
        checkedXy[2 * i] = p.x;
        checkedXy[2 * i + 1] = p.y;
      }
    }
  }

  /** Point {@code index}: there, finite and within ±{@link #MAX_COORDINATE}. */
  private static void point(int index, PVector p) {
    String name = "points[" + index + "]";
    if (p == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    if (!Float.isFinite(p.x) || !Float.isFinite(p.y)) {
      throw new IllegalArgumentException(
          name + " must have finite coordinates, was " + Check.shown(p));
    }
    if (Math.abs(p.x) > MAX_COORDINATE || Math.abs(p.y) > MAX_COORDINATE) {
      throw new IllegalArgumentException(name + " must lie within ±" + MAX_COORDINATE_SHOWN
          + " (so that following it cannot overflow a float), was " + Check.shown(p));
    }
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

  /**
   * Counts the checks that found the points changed: an index over the segments built at one
   * version fits while it lasts. Read it after {@link #check()}.
   */
  public int version() {
    return changes;
  }

  /** The version and whether the path is closed, in one number. */
  public long shape() {
    return ((long) version() << 1) | (closed ? 1 : 0);
  }

  /** Draws the road (a translucent band, 2 × radius across) and its centre line. */
  public void display(PGraphics g, int bandColor, int lineColor) {
    check();
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
