package steering;

import processing.core.PVector;
import steering.crowd.SegmentGrid;

/**
 * The geometry of path following (The Nature of Code, "Path Following"; Reynolds 1999).
 *
 * <ol>
 *   <li>Predict the vehicle's position {@link #LOOK_AHEAD} pixels ahead along its velocity.
 *   <li>For every segment, find the <em>normal point</em>: the foot of the perpendicular from
 *       the prediction to the segment's line, clamped to the segment's ends. Segments may point
 *       in any direction (vertical, right to left), so the clamp uses the projection parameter
 *       along the segment rather than comparing x coordinates.
 *   <li>Keep the normal point closest to the prediction (on a long path, found through a
 *       {@link SegmentGrid} instead of visiting every segment); the target is
 *       {@link #TARGET_OFFSET} pixels further along the path from it. Where the segment ends
 *       sooner, the distance left carries on along the next segment, so at a corner the
 *       vehicle aims round the corner instead of past it. A prediction past the end of an
 *       open path aims {@link #TARGET_OFFSET} further on along the last segment, so a vehicle
 *       that runs off the end carries on straight ahead instead of turning back.
 * </ol>
 * Whether to seek the target (only when the prediction is outside the path's radius) is the
 * vehicle's decision; this class only finds the points.
 */
public final class PathFollower {

  /** How far ahead of the vehicle, in pixels, the position is predicted. */
  public static final float LOOK_AHEAD = 25;
  /** How far along the path, past the normal point, the steering target lies. */
  public static final float TARGET_OFFSET = 25;

  private final PVector candidate = new PVector();
  private final PVector direction = new PVector();
  /** The segment found last time, where the next search starts; -1 at first. */
  private int lastSegment = -1;

  /**
   * Fills in {@code predicted}, {@code normalPoint} and {@code target} for this vehicle.
   *
   * @return false when the path has no segment (fewer than two points): nothing to follow
   */
  boolean findTarget(Vehicle vehicle, Path path,
                     PVector predicted, PVector normalPoint, PVector target) {
    // predicted = position + velocity scaled to LOOK_AHEAD
    predicted.set(vehicle.velocity).setMag(LOOK_AHEAD).add(vehicle.position);

    int closestSegment = closestSegment(path, predicted, normalPoint);
    if (closestSegment < 0) {
      return false;
    }
    if (isPastTheEnd(path, closestSegment, predicted)) {
      // nothing left to follow: aim ahead of the prediction, along the last segment
      PVector.sub(path.end(), path.segmentStart(closestSegment), direction)
          .setMag(TARGET_OFFSET);
      PVector.add(predicted, direction, target);
    } else {
      pointAhead(path, closestSegment, normalPoint, TARGET_OFFSET, target);
    }
    return true;
  }

  /**
   * True when {@code p} lies beyond the end of an open path, seen along its last segment: the
   * vehicle has run off the end. Aiming at the path's end would turn it round; it carries on.
   */
  static boolean isPastTheEnd(Path path, int segment, PVector p) {
    if (path.closed || segment != path.segmentCount() - 1) {
      return false;
    }
    PVector start = path.segmentStart(segment);
    PVector end = path.end();
    // (p - end) · (end - start) > 0: past the end, in the direction the segment runs
    return (p.x - end.x) * (end.x - start.x) + (p.y - end.y) * (end.y - start.y) > 0;
  }

  /**
   * The segment whose closest point to {@code p} is nearest, that point stored in
   * {@code normalPoint}; -1 for a path without segments. Among segments at the same distance
   * the lowest-numbered one wins. Long paths are searched through their {@link SegmentGrid},
   * which gives the same segment and point as scanning them all.
   */
  public int closestSegment(Path path, PVector p, PVector normalPoint) {
    SegmentGrid grid = path.grid();
    if (grid != null) {
      lastSegment = grid.nearest(path, p, lastSegment, candidate, normalPoint);
      return lastSegment;
    }
    return scanAllSegments(path, p, candidate, normalPoint);
  }

  /** The full scan: every segment, keeping the first of the closest. */
  public static int scanAllSegments(Path path, PVector p, PVector candidate, PVector normalPoint) {
    int segments = path.segmentCount();
    float closest = Float.POSITIVE_INFINITY;
    int closestSegment = -1;
    for (int i = 0; i < segments; i++) {
      closestPointOnSegment(p, path.segmentStart(i), path.segmentEnd(i), candidate);
      float distance = PVector.dist(p, candidate);
      if (distance < closest) {
        closest = distance;
        closestSegment = i;
        normalPoint.set(candidate);
      }
    }
    return closestSegment;
  }

  /**
   * The point {@code distance} pixels along the path from {@code from} (which lies on segment
   * {@code segment}), stored in {@code out}. Past the end of an open path it continues in the
   * direction of the last segment.
   */
  void pointAhead(Path path, int segment, PVector from, float distance, PVector out) {
    out.set(from);
    float remaining = distance;
    int lastSegment = path.segmentCount() - 1;
    // a closed path shorter than the distance: stop after one lap
    for (int walked = 0; walked <= lastSegment; walked++) {
      PVector end = path.segmentEnd(segment);
      float toEnd = PVector.dist(out, end);
      boolean last = !path.closed && segment == lastSegment;
      if (remaining <= toEnd || last) {
        PVector.sub(end, path.segmentStart(segment), direction).setMag(remaining);
        out.add(direction);
        return;
      }
      out.set(end);
      remaining -= toEnd;
      segment = (segment + 1) % path.segmentCount();
    }
  }

  /**
   * The point of segment a-b closest to p, stored in {@code out}: the projection of p onto the
   * line, t = (p - a)·(b - a) / |b - a|², clamped to 0 ≤ t ≤ 1. A zero-length segment gives a.
   */
  public static PVector closestPointOnSegment(PVector p, PVector a, PVector b, PVector out) {
    float abx = b.x - a.x;
    float aby = b.y - a.y;
    float lengthSq = abx * abx + aby * aby;
    float t = 0;
    if (lengthSq > 0 && lengthSq < Float.POSITIVE_INFINITY) {
      t = ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSq;
      t = t > 1 ? 1 : (t > 0 ? t : 0);  // written so that a NaN becomes 0
    }
    return out.set(a.x + abx * t, a.y + aby * t);
  }
}
