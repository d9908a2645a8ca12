package steering.crowd;

import steering.Path;

/**
 * What a path was when a {@link SegmentGrid} was built from it, so the grid can tell when it no
 * longer fits: which path, its {@link Path#version()} (which counts every change to its points
 * that a {@link Path#check()} found: added, removed, replaced or moved in place), whether it
 * was closed, and how many points it had.
 */
final class PathSnapshot {

  private final Path path;
  private final int version;
  private final boolean closed;
  private final int points;

  /** The path as it is now; check it first, so that its version counts every change. */
  PathSnapshot(Path path) {
    this.path = path;
    this.version = path.version();
    this.closed = path.closed;
    this.points = path.points.size();
  }

  /** False once {@code path} is another path, or this one changed since the snapshot. */
  boolean matches(Path path) {
    return path == this.path && path.version() == version && path.closed == closed
        && path.points.size() == points;
  }
}
