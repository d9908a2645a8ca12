package steering;

import processing.core.PVector;

/**
 * Finds a path's segment closest to a point, for {@link PathFollower}: the seam where a faster
 * search plugs in. A path without one ({@link Path#finder} null) is searched the book's way,
 * measuring every segment ({@link PathFollower#closestOnEverySegment}); a finder must give the
 * same answer, only sooner: the same segment (the lowest-numbered among equally close ones) and
 * the same normal point, from {@link PathFollower#getNormalPoint}. One finder serves one path.
 * The path has been checked ({@link Path#check()}) just before each search, so its
 * {@link Path#version()} counts every change to its points, moved in place or not.
 */
public interface SegmentFinder {

  /**
   * The segment of {@code path} whose normal point is closest to {@code p}, that point written
   * to {@code normalPoint}; -1 when the path has no segment.
   */
  int closestSegment(Path path, PVector p, PVector normalPoint);
}
