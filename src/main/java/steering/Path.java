package steering;

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
 * <p>Every point is finite and within ±{@link #MAX_COORDINATE}. A point that is not is refused
 * when it is put in the list, naming it; a point moved in place, or a {@link #radius} set to a
 * bad value, is named by the next {@link #check()}, which {@link Vehicle#follow(Path)} and
 * {@link #display} call first (and so does saving it to a file, in {@code steering.files}).
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
  public final List<PVector> points = new PointList();
  /** A closed path also has a segment from the last point back to the first. */
  public boolean closed;
  /**
   * Finds the segment closest to a vehicle's prediction; null (as a path starts): the book's
   * loop over every segment ({@link PathFollower#closestOnEverySegment}). A long path may be
   * given an index that answers the same, faster (for example
   * {@code path.finder = new steering.crowd.SegmentGrid()}).
   */
  public SegmentFinder finder;

  /** The points as {@link #check()} last saw them, to notice a point moved in place. */
  private PVector[] checkedPoints = new PVector[0];
  /** Their coordinates then: x of point i at 2i, y at 2i + 1. */
  private float[] checkedXy = new float[0];
  /** The list's change count when the points were last checked; -1: not yet. */
  private int checkedChanges = -1;
  /** Points found moved in place, counted by {@link #check()}. */
  private int moves;

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
   * first that is not, {@code points[i]}. Each point is compared with the copy kept from the
   * last check, so a point moved in place ({@code points.get(i).x = ...}) is checked and counted
   * as a change ({@link #version()}).
   */
  public void check() {
    if (!(radius >= 0) || Float.isInfinite(radius)) {
      throw new IllegalArgumentException(
          "radius (the path's half-width) must be 0 or more, was " + radius);
    }
    int changes = ((PointList) points).changes();
    if (changes != checkedChanges) {
      // the list changed (every change to it is counted): check and copy every point
      checkedChanges = -1;   // until every point has passed
      int n = points.size();
      checkedPoints = new PVector[n];
      checkedXy = new float[2 * n];
      for (int i = 0; i < n; i++) {
        keep(i, points.get(i));
      }
      checkedChanges = changes;
      return;
    }
    // the same PVectors as last time: compare their coordinates with the copies
    PVector[] kept = checkedPoints;
    float[] xy = checkedXy;
    for (int i = 0; i < kept.length; i++) {
      PVector p = kept[i];
      if (p.x != xy[2 * i] | p.y != xy[2 * i + 1]) {   // NaN differs from everything
        keep(i, p);
        moves++;
      }
    }
  }

  /** Checks point i and keeps it, and a copy of its coordinates. */
  private void keep(int i, PVector p) {
    PointList.point(i, p);
    checkedPoints[i] = p;
    checkedXy[2 * i] = p.x;
    checkedXy[2 * i + 1] = p.y;
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
   * Counts every change to the list of points, and every point found moved in place by
   * {@link #check()}: an index over the segments built at one version fits while it lasts.
   */
  public int version() {
    return ((PointList) points).changes() + moves;
  }

  /** The version and whether the path is closed, in one number. */
  public long shape() {
    return ((long) version() << 1) | (closed ? 1 : 0);
  }

  /**
   * Draws the road (a wide translucent band, 2 × radius across) and its centre line. A band
   * wider than the canvas's diagonal is not stroked (Java2D would trace round ends millions of
   * pixels wide for minutes): {@link WideBand} fills the part of it on the canvas instead.
   */
  public void display(PGraphics g, int bandColor, int lineColor) {
    check();
    g.pushStyle();
    if (WideBand.strokable(this, g)) {
      g.noFill();
      g.strokeJoin(PConstants.ROUND);
      g.strokeCap(PConstants.ROUND);
      g.stroke(bandColor);
      g.strokeWeight(radius * 2);
      drawPolyline(g);
    } else {
      WideBand.fill(this, g, bandColor);
    }
    g.noFill();
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
