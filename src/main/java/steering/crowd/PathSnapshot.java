package steering.crowd;

import processing.core.PVector;
import steering.Path;

/**
 * What a path was when a {@link SegmentGrid} was built from it, so the grid can tell when it no
 * longer fits: the path's version (which counts every change to its list of points and every
 * {@link Path#pointsMoved()}), whether it was closed, and a copy of its points' coordinates. A
 * point moved in place without pointsMoved() changes no version, so each check also compares a
 * few copied points with the path's, going round the path from one check to the next: such a
 * move is noticed within a few queries, at a small fixed cost.
 */
final class PathSnapshot {

  /** Points compared with the path's points on each check. */
  private static final int POINTS_CHECKED_PER_QUERY = 4;

  private final int version;
  private final boolean closed;
  private final float[] xs;
  private final float[] ys;
  /** The copied point the next check starts at. */
  private int nextCheck;

  /** A copy of {@code path} as it is now. */
  PathSnapshot(Path path) {
    this.version = path.version();
    this.closed = path.closed;
    int n = path.points.size();
    this.xs = new float[n];
    this.ys = new float[n];
    for (int i = 0; i < n; i++) {
      xs[i] = path.points.get(i).x;
      ys[i] = path.points.get(i).y;
    }
  }

  /**
   * False once {@code path} is not the one copied: points added, removed or replaced,
   * {@code closed} changed, or (checked a few points per query, round the path) a point moved
   * in place. Moves on to the next points to check, so it mutates this snapshot.
   */
  boolean matches(Path path) {
    if (path.version() != version || path.closed != closed
        || path.points.size() != xs.length) {
      return false;
    }
    for (int i = 0; i < POINTS_CHECKED_PER_QUERY; i++) {
      int k = nextCheck;
      nextCheck = k + 1 == xs.length ? 0 : k + 1;
      PVector point = path.points.get(k);
      if (Float.floatToIntBits(point.x) != Float.floatToIntBits(xs[k])
          || Float.floatToIntBits(point.y) != Float.floatToIntBits(ys[k])) {
        return false;
      }
    }
    return true;
  }
}
