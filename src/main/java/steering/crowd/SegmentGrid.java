package steering.crowd;

import java.util.Arrays;
import java.util.List;
import processing.core.PVector;
import steering.Path;
import steering.PathFollower;
import steering.SegmentFinder;

/**
 * A uniform grid over a path's segments, so that finding the segment closest to a point costs
 * about the same however long the path is: it depends on how densely the segments lie around
 * the point, not on how many there are. A sketch plugs it into a path with
 * {@code path.finder = new SegmentGrid()}; without it the path is searched the book's way,
 * {@link PathFollower#closestOnEverySegment}.
 *
 * <p>The grid covers the bounding box of the path's points with square cells, about one per
 * segment. Every segment is listed in each cell its bounding box (widened by a small margin)
 * touches. A query starts in the cell of the point and visits rings of cells around it, each
 * ring one cell further out, measuring every segment listed there exactly as the book's loop
 * does ({@link PathFollower#getNormalPoint}, then {@link PVector#dist}). Nothing outside
 * the cells visited so far can be nearer than the distance from the point to the edge of that
 * block of cells, so the search stops once that edge is farther than the best distance found
 * (plus {@link #TOLERANCE} for float rounding).
 *
 * <p><b>Same answer as the book's loop, ties included.</b> The loop keeps a segment only when
 * its distance is strictly less than the best so far, so it returns the lowest-numbered
 * segment among those at the smallest (float) distance. The grid compares (distance, segment
 * number) the same way, and every segment it skips is farther than the best it found.
 *
 * <p>The cells are built from the path as it is at the first query, and built again at the
 * first query after it changes: each query compares the path's {@link Path#version()} with
 * its {@link PathSnapshot}. The version counts the changes to the points found by the path's
 * last {@link Path#check()}, which {@link PathFollower} makes before every search. A path with
 * fewer than {@link #MIN_SEGMENTS} segments, or whose segments' bounding boxes would fill too
 * many cells (a tangle of long diagonal segments), is searched with the book's loop.
 * Not for use by several threads at once.
 */
public final class SegmentGrid implements SegmentFinder {

  /** Below this many segments the book's loop is as fast as any index. */
  public static final int MIN_SEGMENTS = 32;
  /** Relative allowance for float rounding in the distances the search compares. */
  static final double TOLERANCE = 1e-4;
  /** Most cell entries per segment before the grid is not worth it. */
  private static final int MAX_ENTRIES_PER_SEGMENT = 16;

  /** The path the cells were built from; null: not built yet. */
  private PathSnapshot snapshot;
  /** False when the path is searched with the book's loop (too short, or too tangled). */
  private boolean indexed;
  private int segments;
  private double originX;
  private double originY;
  private double cellSize;
  private int columns;
  private int rows;
  /** Segments of cell c are cellSegments[cellStart[c] .. cellStart[c + 1]). */
  private int[] cellStart;
  private int[] cellSegments;
  /** Scale of the coordinates, for the rounding allowance. */
  private double magnitude;
  /** visited[s] == query: segment s was measured in this query already. */
  private int[] visited;
  private int query;
  /** The closest segment so far in the current query, and its distance. */
  private int bestSegment;
  private float best;
  /** Allowance for rounding, for the current query point. */
  private double slack;
  /** How many times the cells were built, for tests. */
  int builds;

  @Override
  public int closestSegment(Path path, PVector p, PVector normalPoint) {
    if (snapshot == null || !snapshot.matches(path)) {
      build(path);
    }
    if (!indexed) {
      return PathFollower.closestOnEverySegment(path, p, normalPoint);
    }
    return nearest(path, p, normalPoint);
  }

  /** True when the path, as it was at the last query, was searched through the cells. */
  public boolean indexed() {
    return indexed;
  }

  /** Lists every segment in the cells it touches; leaves {@code indexed} false if not worth it. */
  private void build(Path path) {
    builds++;
    snapshot = new PathSnapshot(path);
    indexed = false;
    segments = path.segmentCount();
    if (segments < MIN_SEGMENTS) {
      return;
    }
    List<PVector> points = path.points;
    double minX = Double.POSITIVE_INFINITY;
    double minY = Double.POSITIVE_INFINITY;
    double maxX = Double.NEGATIVE_INFINITY;
    double maxY = Double.NEGATIVE_INFINITY;
    for (PVector p : points) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    double width = maxX - minX;
    double height = maxY - minY;
    magnitude = 1 + Math.max(Math.max(Math.abs(minX), Math.abs(maxX)),
        Math.max(Math.abs(minY), Math.abs(maxY)));
    // about one cell per segment; a flat path gets a row of cells as long as it has segments
    double size = Math.max(Math.sqrt(width * height / segments),
        Math.max(width, height) / segments);
    cellSize = size > 0 ? size : 1;   // every point in one place: one cell
    originX = minX;
    originY = minY;
    columns = (int) Math.min(segments, Math.floor(width / cellSize) + 1);
    rows = (int) Math.min(segments, Math.floor(height / cellSize) + 1);
    double margin = TOLERANCE * (magnitude + cellSize);

    // count, then fill: cellSegments lists every cell's segments one after another
    int[] start = new int[columns * rows + 1];
    long entries = 0;
    int[] range = new int[4];
    for (int s = 0; s < segments; s++) {
      cellRange(path, s, margin, range);
      entries += (long) (range[2] - range[0] + 1) * (range[3] - range[1] + 1);
      if (entries > (long) MAX_ENTRIES_PER_SEGMENT * segments) {
        return;
      }
      for (int cy = range[1]; cy <= range[3]; cy++) {
        for (int cx = range[0]; cx <= range[2]; cx++) {
          start[cy * columns + cx + 1]++;
        }
      }
    }
    for (int c = 0; c < columns * rows; c++) {
      start[c + 1] += start[c];
    }
    int[] fill = Arrays.copyOf(start, columns * rows);
    int[] listed = new int[(int) entries];
    for (int s = 0; s < segments; s++) {
      cellRange(path, s, margin, range);
      for (int cy = range[1]; cy <= range[3]; cy++) {
        for (int cx = range[0]; cx <= range[2]; cx++) {
          listed[fill[cy * columns + cx]++] = s;
        }
      }
    }
    cellStart = start;
    cellSegments = listed;
    visited = new int[segments];
    query = 0;
    indexed = true;
  }

  /**
   * The segment closest to {@code p} among those the cells list, its normal point written to
   * {@code normalPoint}; -1 when no distance is finite.
   */
  private int nearest(Path path, PVector p, PVector normalPoint) {
    if (++query == Integer.MAX_VALUE) {
      Arrays.fill(visited, 0);
      query = 1;
    }
    best = Float.POSITIVE_INFINITY;
    bestSegment = -1;
    double px = p.x;
    double py = p.y;
    slack = TOLERANCE * (magnitude + Math.abs(px) + Math.abs(py));
    int cx = clampCell((px - originX) / cellSize, columns);
    int cy = clampCell((py - originY) / cellSize, rows);
    for (int ring = 0; ; ring++) {
      int left = cx - ring;
      int right = cx + ring;
      int top = cy - ring;
      int bottom = cy + ring;
      // only the part of the ring that a segment nearer than the best so far could be in
      double reach = best + slack;
      int fromX = Math.max(left, clampCell((px - reach - originX) / cellSize, columns));
      int toX = Math.min(right, clampCell((px + reach - originX) / cellSize, columns));
      int fromY = Math.max(top, clampCell((py - reach - originY) / cellSize, rows));
      int toY = Math.min(bottom, clampCell((py + reach - originY) / cellSize, rows));
      for (int y = fromY; y <= toY; y++) {
        if (y == top || y == bottom) {
          for (int x = fromX; x <= toX; x++) {
            visitCell(path, p, x, y, normalPoint);
          }
        } else {  // a row inside the ring: only its two ends are new
          if (left == fromX) {
            visitCell(path, p, left, y, normalPoint);
          }
          if (right == toX) {
            visitCell(path, p, right, y, normalPoint);
          }
        }
      }
      double outside = distanceToUnvisited(px, py, left, right, top, bottom);
      if (outside == Double.POSITIVE_INFINITY || outside > best + slack) {
        return bestSegment;
      }
    }
  }

  /** Measures the segments of cell (x, y) not yet measured, keeping the closest. */
  private void visitCell(Path path, PVector p, int x, int y, PVector normalPoint) {
    double reach = best + slack;
    if (cellDistanceSquared(p, x, y) > reach * reach) {
      return;  // nothing in this cell can beat the best so far
    }
    int cell = y * columns + x;
    for (int k = cellStart[cell]; k < cellStart[cell + 1]; k++) {
      int s = cellSegments[k];
      if (visited[s] != query) {
        measure(path, p, s, normalPoint);
      }
    }
  }

  /** Measures segment s exactly as the book's loop does, keeping it if it is the closest yet. */
  private void measure(Path path, PVector p, int s, PVector normalPoint) {
    visited[s] = query;
    PVector normal = PathFollower.getNormalPoint(p, path.segmentStart(s), path.segmentEnd(s));
    float distance = PVector.dist(p, normal);
    // the book's rule: smallest distance, then lowest segment number
    if (distance < best || (distance == best && s < bestSegment)) {
      best = distance;
      bestSegment = s;
      normalPoint.set(normal);
    }
  }

  /**
   * How far (px, py) is from the nearest cell outside the block left..right × top..bottom;
   * infinite when the block covers the whole grid. Sides at the grid's edge do not count:
   * nothing lies beyond them.
   */
  private double distanceToUnvisited(double px, double py, int left, int right, int top,
      int bottom) {
    double d = Double.POSITIVE_INFINITY;
    if (left > 0) {
      d = Math.min(d, px - (originX + left * cellSize));
    }
    if (right < columns - 1) {
      d = Math.min(d, originX + (right + 1) * cellSize - px);
    }
    if (top > 0) {
      d = Math.min(d, py - (originY + top * cellSize));
    }
    if (bottom < rows - 1) {
      d = Math.min(d, originY + (bottom + 1) * cellSize - py);
    }
    return d;
  }

  /** The squared distance from p to cell (x, y): no segment listed only there is nearer. */
  private double cellDistanceSquared(PVector p, int x, int y) {
    double left = originX + x * cellSize;
    double top = originY + y * cellSize;
    double dx = Math.max(Math.max(left - p.x, p.x - (left + cellSize)), 0);
    double dy = Math.max(Math.max(top - p.y, p.y - (top + cellSize)), 0);
    return dx * dx + dy * dy;
  }

  /** The cells (x0, y0, x1, y1) that segment s's widened bounding box touches. */
  private void cellRange(Path path, int s, double margin, int[] range) {
    PVector a = path.segmentStart(s);
    PVector b = path.segmentEnd(s);
    range[0] = clampCell((Math.min(a.x, b.x) - margin - originX) / cellSize, columns);
    range[1] = clampCell((Math.min(a.y, b.y) - margin - originY) / cellSize, rows);
    range[2] = clampCell((Math.max(a.x, b.x) + margin - originX) / cellSize, columns);
    range[3] = clampCell((Math.max(a.y, b.y) + margin - originY) / cellSize, rows);
  }

  private static int clampCell(double cell, int count) {
    if (!(cell >= 0)) {
      return 0;  // negative, or NaN
    }
    return cell >= count - 1 ? count - 1 : (int) cell;
  }
}
