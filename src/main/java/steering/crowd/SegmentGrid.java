package steering.crowd;

import java.util.Arrays;
import java.util.List;
import processing.core.PVector;
import steering.Path;
import steering.PathFollower;

/**
 * A uniform grid over a path's segments, so that finding the segment closest to a point costs
 * about the same however long the path is: it depends on how densely the segments lie around
 * the point, not on how many there are.
 *
 * <p>The grid covers the bounding box of the path's points with square cells, about one per
 * segment. Every segment is listed in each cell its bounding box (widened by a small margin)
 * touches. A query starts in the cell of the point and visits rings of cells around it, each
 * ring one cell further out, measuring every segment listed there exactly as the full scan
 * does ({@link PathFollower#closestPointOnSegment}, then {@link PVector#dist}). Nothing outside
 * the cells visited so far can be nearer than the distance from the point to the edge of that
 * block of cells, so the search stops once that edge is farther than the best distance found
 * (plus {@link #TOLERANCE} for float rounding).
 *
 * <p><b>Same answer as the full scan, ties included.</b> The full scan keeps a segment only
 * when its distance is strictly less than the best so far, so it returns the lowest-numbered
 * segment among those at the smallest (float) distance. The grid compares (distance, segment
 * number) the same way, and every segment it skips is farther than the best it found.
 *
 * <p>A grid is a snapshot: {@link Path} builds one when first asked and builds a new one after
 * its points change (see {@link Path#pointsMoved()} and {@link PathSnapshot}). A path whose
 * segments' bounding boxes would fill too many cells (a tangle of long diagonal segments) gets
 * no grid and is scanned.
 * Not for use by several threads at once.
 */
public final class SegmentGrid {

  /** Below this many segments scanning them all is as fast as any index. */
  public static final int MIN_SEGMENTS = 32;
  /** Relative allowance for float rounding in the distances the search compares. */
  static final double TOLERANCE = 1e-4;
  /** Most cell entries per segment before the grid is not worth it. */
  private static final int MAX_ENTRIES_PER_SEGMENT = 16;

  private final int segments;
  /** The path as it was when the grid was built. */
  private final PathSnapshot snapshot;
  private final double originX;
  private final double originY;
  private final double cellSize;
  private final int columns;
  private final int rows;
  /** Segments of cell c are cellSegments[cellStart[c] .. cellStart[c + 1]). */
  private final int[] cellStart;
  private final int[] cellSegments;
  /** Scale of the coordinates, for the rounding allowance. */
  private final double magnitude;
  /** visited[s] == query: segment s was measured in this query already. */
  private final int[] visited;
  private int query;
  /** The closest segment so far in the current query, and its distance. */
  private int bestSegment;
  private float best;
  /** Allowance for rounding, for the current query point. */
  private double slack;

  private SegmentGrid(Path path, double cellSize, double originX, double originY, int columns,
      int rows, int[] cellStart, int[] cellSegments, double magnitude) {
    this.segments = path.segmentCount();
    this.snapshot = new PathSnapshot(path);
    this.cellSize = cellSize;
    this.originX = originX;
    this.originY = originY;
    this.columns = columns;
    this.rows = rows;
    this.cellStart = cellStart;
    this.cellSegments = cellSegments;
    this.magnitude = magnitude;
    this.visited = new int[segments];
  }

  /** A grid for this path, or null when it has too few segments or too tangled a shape. */
  public static SegmentGrid build(Path path) {
    int segments = path.segmentCount();
    if (segments < MIN_SEGMENTS) {
      return null;
    }
    List<PVector> points = path.points;
    double minX = Double.POSITIVE_INFINITY;
    double minY = Double.POSITIVE_INFINITY;
    double maxX = Double.NEGATIVE_INFINITY;
    double maxY = Double.NEGATIVE_INFINITY;
    for (PVector p : points) {
      if (!Float.isFinite(p.x) || !Float.isFinite(p.y)) {
        return null;  // only a sketch writing into the list directly can do this: just scan
      }
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    double width = maxX - minX;
    double height = maxY - minY;
    double magnitude = 1 + Math.max(Math.max(Math.abs(minX), Math.abs(maxX)),
        Math.max(Math.abs(minY), Math.abs(maxY)));
    // about one cell per segment; a flat path gets a row of cells as long as it has segments
    double cellSize = Math.max(Math.sqrt(width * height / segments),
        Math.max(width, height) / segments);
    if (!(cellSize > 0)) {
      cellSize = 1;  // every point in one place
    }
    int columns = (int) Math.min(segments, Math.floor(width / cellSize) + 1);
    int rows = (int) Math.min(segments, Math.floor(height / cellSize) + 1);
    double margin = TOLERANCE * (magnitude + cellSize);

    // count, then fill: cellSegments lists every cell's segments one after another
    int[] cellStart = new int[columns * rows + 1];
    long entries = 0;
    int[] range = new int[4];
    for (int s = 0; s < segments; s++) {
      cellRange(path, s, minX, minY, cellSize, columns, rows, margin, range);
      entries += (long) (range[2] - range[0] + 1) * (range[3] - range[1] + 1);
      if (entries > (long) MAX_ENTRIES_PER_SEGMENT * segments) {
        return null;
      }
      for (int cy = range[1]; cy <= range[3]; cy++) {
        for (int cx = range[0]; cx <= range[2]; cx++) {
          cellStart[cy * columns + cx + 1]++;
        }
      }
    }
    for (int c = 0; c < columns * rows; c++) {
      cellStart[c + 1] += cellStart[c];
    }
    int[] fill = Arrays.copyOf(cellStart, columns * rows);
    int[] cellSegments = new int[(int) entries];
    for (int s = 0; s < segments; s++) {
      cellRange(path, s, minX, minY, cellSize, columns, rows, margin, range);
      for (int cy = range[1]; cy <= range[3]; cy++) {
        for (int cx = range[0]; cx <= range[2]; cx++) {
          cellSegments[fill[cy * columns + cx]++] = s;
        }
      }
    }
    return new SegmentGrid(path, cellSize, minX, minY, columns, rows, cellStart, cellSegments,
        magnitude);
  }

  /**
   * The segment closest to {@code p}, its closest point written to {@code normalPoint}; -1 when
   * no distance is finite. {@code hint} is a segment likely to be close (the one found last
   * frame, or -1): measured first, it lets the search skip more cells; it never changes the
   * answer. {@code candidate} is scratch space.
   */
  public int nearest(Path path, PVector p, int hint, PVector candidate, PVector normalPoint) {
    if (++query == Integer.MAX_VALUE) {
      Arrays.fill(visited, 0);
      query = 1;
    }
    best = Float.POSITIVE_INFINITY;
    bestSegment = -1;
    double px = p.x;
    double py = p.y;
    slack = TOLERANCE * (magnitude + Math.abs(px) + Math.abs(py));
    if (hint >= 0 && hint < segments) {
      measure(path, p, hint, candidate, normalPoint);
      measure(path, p, hint + 1 == segments ? 0 : hint + 1, candidate, normalPoint);
    }
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
            visitCell(path, p, x, y, candidate, normalPoint);
          }
        } else {  // a row inside the ring: only its two ends are new
          if (left == fromX) {
            visitCell(path, p, left, y, candidate, normalPoint);
          }
          if (right == toX) {
            visitCell(path, p, right, y, candidate, normalPoint);
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
  private void visitCell(Path path, PVector p, int x, int y, PVector candidate,
      PVector normalPoint) {
    double reach = best + slack;
    if (cellDistanceSquared(p, x, y) > reach * reach) {
      return;  // nothing in this cell can beat the best so far
    }
    int cell = y * columns + x;
    for (int k = cellStart[cell]; k < cellStart[cell + 1]; k++) {
      int s = cellSegments[k];
      if (visited[s] != query) {
        measure(path, p, s, candidate, normalPoint);
      }
    }
  }

  /** Measures segment s exactly as the full scan does, keeping it if it is the closest yet. */
  private void measure(Path path, PVector p, int s, PVector candidate, PVector normalPoint) {
    visited[s] = query;
    PathFollower.closestPointOnSegment(p, path.segmentStart(s), path.segmentEnd(s), candidate);
    float distance = PVector.dist(p, candidate);
    // the full scan's rule: smallest distance, then lowest segment number
    if (distance < best || (distance == best && s < bestSegment)) {
      best = distance;
      bestSegment = s;
      normalPoint.set(candidate);
    }
  }

  /** False once the path is not the one this grid was built from (see {@link PathSnapshot}). */
  public boolean matches(Path path) {
    return snapshot.matches(path);
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
  private static void cellRange(Path path, int s, double originX, double originY,
      double cellSize, int columns, int rows, double margin, int[] range) {
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
