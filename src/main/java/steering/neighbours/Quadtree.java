package steering.neighbours;

import java.util.Arrays;
import java.util.List;
import steering.GroupRules;
import steering.Vehicle;

/**
 * A point quadtree (The Nature of Code, 2nd ed., example 5.13; the Coding Train's coding
 * challenge 98): a rectangle that holds up to {@link #CAPACITY} points and, when one more
 * comes, splits into four quarters and hands the newcomers to the quarter they fall in. Where
 * the points are dense the cells are small, where they are sparse, large.
 *
 * <p>A query by circle walks down only into the cells the circle touches, and measures only
 * their points: every point within the radius of the centre (distance at most the radius) is
 * found, once. In a world that wraps (width × height, as a {@code Flock}'s), distances are the
 * shortest across the edges, for points and cells alike, so one walk finds the neighbours on
 * the far side too.
 *
 * <p><b>Edges.</b> A cell's bounds are closed, and a point on the line between two quarters
 * goes to the one on the right (or below), so every point inside the tree lands in exactly one
 * cell. <b>Equal points.</b> However often a cell splits, points in the very same place stay
 * together; a cell {@link #MAX_DEPTH} levels down no longer splits and keeps any number.
 */
public final class Quadtree {

  /** Points a cell holds before it splits (The Nature of Code's and the Coding Train's 4). */
  public static final int CAPACITY = 4;
  /** A cell this many splits below the root keeps every point it is given: equal points. */
  public static final int MAX_DEPTH = 16;

  private final float left;
  private final float top;
  private final float right;
  private final float bottom;
  private final int depth;
  /** This cell's own points: ids and positions, the first {@code count}. */
  private int[] ids = new int[CAPACITY];
  private float[] xs = new float[CAPACITY];
  private float[] ys = new float[CAPACITY];
  private int count;
  /** The four quarters once split (top left, top right, bottom left, bottom right), or null. */
  private Quadtree[] quarters;

  /**
   * An empty tree over the rectangle the vehicles' positions span (a point's worth for none),
   * for a world without wrapping.
   */
  public static Quadtree around(List<Vehicle> vehicles) {
    if (vehicles.isEmpty()) {
      return new Quadtree(0, 0, 0, 0);
    }
    float left = Float.MAX_VALUE;
    float top = Float.MAX_VALUE;
    float right = -Float.MAX_VALUE;
    float bottom = -Float.MAX_VALUE;
    for (Vehicle v : vehicles) {
      left = Math.min(left, v.position.x);
      right = Math.max(right, v.position.x);
      top = Math.min(top, v.position.y);
      bottom = Math.max(bottom, v.position.y);
    }
    return new Quadtree(left, top, right, bottom);
  }

  /** An empty tree over the rectangle [left, right] × [top, bottom]. */
  public Quadtree(float left, float top, float right, float bottom) {
    this(left, top, right, bottom, 0);
    if (!(left <= right && top <= bottom) || !Float.isFinite(right - left)
        || !Float.isFinite(bottom - top)) {
      throw new IllegalArgumentException("the tree's bounds must be finite with left <= right"
          + " and top <= bottom, were " + left + ", " + top + ", " + right + ", " + bottom);
    }
  }

  private Quadtree(float left, float top, float right, float bottom, int depth) {
    this.left = left;
    this.top = top;
    this.right = right;
    this.bottom = bottom;
    this.depth = depth;
  }

  /**
   * Adds point {@code id} at (x, y), which must lie within the tree's bounds; mutates the tree
   * (a full cell splits into quarters).
   */
  public void insert(int id, float x, float y) {
    if (!contains(x, y)) {
      throw new IllegalArgumentException("point " + id + " at (" + x + ", " + y
          + ") is outside the tree [" + left + ", " + right + "] × [" + top + ", " + bottom
          + "]");
    }
    Quadtree cell = this;
    while (true) {
      if (cell.count < CAPACITY || cell.depth == MAX_DEPTH) {
        cell.keep(id, x, y);
        return;
      }
      if (cell.quarters == null) {
        cell.split();
      }
      cell = cell.quarterOf(x, y);
    }
  }

  /**
   * Hands every point within {@code radius} of (cx, cy) to {@code found}, each once, in a
   * world of width × height that wraps (0: no wrap); the centre may lie anywhere. Returns how
   * many points it measured.
   */
  public long query(float cx, float cy, float radius, float width, float height, Found found) {
    double x = width > 0 ? inside(cx, width) : cx;
    double y = height > 0 ? inside(cy, height) : cy;
    return query(x, y, (double) radius * radius, width, height, found);
  }

  private long query(double x, double y, double squared, float width, float height,
      Found found) {
    double gapX = gap(x, left, right, width);
    double gapY = gap(y, top, bottom, height);
    if (gapX * gapX + gapY * gapY > squared) {
      return 0;   // the circle misses this cell and so everything in it
    }
    long measured = count;
    for (int k = 0; k < count; k++) {
      double dx = GroupRules.wrap(xs[k] - x, width);
      double dy = GroupRules.wrap(ys[k] - y, height);
      if (dx * dx + dy * dy <= squared) {
        found.point(ids[k]);
      }
    }
    if (quarters != null) {
      for (Quadtree q : quarters) {
        measured += q.query(x, y, squared, width, height, found);
      }
    }
    return measured;
  }

  /** Hands every cell to {@code visit}, a cell before its quarters. */
  public void forEachCell(CellVisitor visit) {
    visit.cell(left, top, right, bottom, depth, count, quarters != null);
    if (quarters != null) {
      for (Quadtree q : quarters) {
        q.forEachCell(visit);
      }
    }
  }

  /** How many points the tree holds. */
  public int size() {
    int n = count;
    if (quarters != null) {
      for (Quadtree q : quarters) {
        n += q.size();
      }
    }
    return n;
  }

  /** Receives each point a query finds. */
  @FunctionalInterface
  public interface Found {
    void point(int id);
  }

  /**
   * Receives each cell: its bounds, how deep it is (the root 0), how many points it keeps, and
   * whether it has split into quarters (along {@link #middle}).
   */
  @FunctionalInterface
  public interface CellVisitor {
    void cell(float left, float top, float right, float bottom, int depth, int points,
        boolean split);
  }

  /** Where a cell from {@code from} to {@code to} splits: the line its quarters share. */
  public static float middle(float from, float to) {
    return from + (to - from) / 2;
  }

  private boolean contains(float x, float y) {
    return x >= left && x <= right && y >= top && y <= bottom;   // false for NaN
  }

  private void keep(int id, float x, float y) {
    if (count == ids.length) {   // only a cell at MAX_DEPTH grows
      ids = Arrays.copyOf(ids, 2 * count);
      xs = Arrays.copyOf(xs, 2 * count);
      ys = Arrays.copyOf(ys, 2 * count);
    }
    ids[count] = id;
    xs[count] = x;
    ys[count] = y;
    count++;
  }

  private void split() {
    float midX = midX();
    float midY = midY();
    int below = depth + 1;
    quarters = new Quadtree[] {
        new Quadtree(left, top, midX, midY, below), new Quadtree(midX, top, right, midY, below),
        new Quadtree(left, midY, midX, bottom, below),
        new Quadtree(midX, midY, right, bottom, below)};
  }

  /** The quarter (x, y) falls in; on the middle line, the one to the right or below. */
  private Quadtree quarterOf(float x, float y) {
    return quarters[(x < midX() ? 0 : 1) + (y < midY() ? 0 : 2)];
  }

  private float midX() {
    return middle(left, right);
  }

  private float midY() {
    return middle(top, bottom);
  }

  /**
   * How far x is from [from, to] along one axis: 0 within it, else the shorter way to its
   * nearer end (across the edges in a world {@code size} wide; 0: no wrap).
   */
  private static double gap(double x, float from, float to, float size) {
    if (x >= from && x <= to) {
      return 0;
    }
    return Math.min(Math.abs(GroupRules.wrap(from - x, size)),
        Math.abs(GroupRules.wrap(to - x, size)));
  }

  /** x brought inside [0, size), in double. */
  private static double inside(float x, float size) {
    double at = Math.IEEEremainder(x, size);
    return at < 0 ? at + size : at;
  }
}
