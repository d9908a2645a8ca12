package steering;

import processing.core.PApplet;
import processing.core.PVector;

/**
 * The geometry of path following (The Nature of Code, "Path Following"; Reynolds 1999). The
 * path is a road in the plane, 2D by nature.
 *
 * <ol>
 *   <li>Predict the vehicle's position {@link #LOOK_AHEAD} pixels ahead along its velocity.
 *   <li>For every segment a-b, find the <em>normal point</em>: the scalar projection of
 *       (prediction - a) onto the segment's direction says how far along the segment the foot
 *       of the perpendicular lies; kept between 0 and the segment's length, it stays on the
 *       segment whichever way the segment points.
 *   <li>The normal point closest to the prediction wins; the target is {@link #TARGET_OFFSET}
 *       pixels further along that segment. Where the segment ends sooner, the distance left
 *       carries on along the next one, so at a corner the vehicle aims round it. A prediction
 *       past the end of an open path aims {@link #TARGET_OFFSET} further on along the last
 *       segment, so a vehicle that runs off the end carries on straight ahead.
 * </ol>
 * A long path may carry a {@link SegmentFinder} ({@link Path#finder}) that finds the closest
 * segment without measuring them all; it gives the same answer as the loop here.
 * Whether to seek the target (only when the prediction is outside the path's radius) is the
 * vehicle's decision; this class only finds the points.
 */
public final class PathFollower {

  /** How far ahead of the vehicle, in pixels, the position is predicted. */
  public static final float LOOK_AHEAD = 25;
  /** How far along the path, past the normal point, the steering target lies. */
  public static final float TARGET_OFFSET = 25;

  /**
   * Fills in {@code predicted}, {@code normalPoint} and {@code target} for this vehicle.
   *
   * @return false when the path has no segment (fewer than two points): nothing to follow
   */
  static boolean findTarget(Vehicle vehicle, Path path,
      PVector predicted, PVector normalPoint, PVector target) {
    // predicted = position + velocity scaled to LOOK_AHEAD
    predicted.set(vehicle.velocity).setMag(LOOK_AHEAD).add(vehicle.position);

    int closestSegment = search(path, predicted, normalPoint);   // follow checked the path
    if (closestSegment < 0) {
      return false;
    }
    if (isPastTheEnd(path, closestSegment, predicted)) {
      // nothing left to follow: aim ahead of the prediction, along the last segment
      PVector direction = PVector.sub(path.end(), path.segmentStart(closestSegment));
      direction.setMag(TARGET_OFFSET);
      target.set(PVector.add(predicted, direction));
    } else {
      target.set(pointAhead(path, closestSegment, normalPoint, TARGET_OFFSET));
    }
    return true;
  }

  /**
   * The segment whose normal point is closest to {@code p}, that point stored in
   * {@code normalPoint}; -1 for a path without segments. The path's {@link SegmentFinder} when
   * it has one, else {@link #closestOnEverySegment}. Checks the path first (a bad point is
   * named), as {@link Vehicle#follow(Path)} does.
   */
  public static int closestSegment(Path path, PVector p, PVector normalPoint) {
    path.check();
    return search(path, p, normalPoint);
  }

  /** {@link #closestSegment} of a path just checked. */
  private static int search(Path path, PVector p, PVector normalPoint) {
    if (path.finder != null) {
      return path.finder.closestSegment(path, p, normalPoint);
    }
    return closestOnEverySegment(path, p, normalPoint);
  }

  /** The book's search: every segment's normal point, keeping the first of the closest. */
  public static int closestOnEverySegment(Path path, PVector p, PVector normalPoint) {
    float worldRecord = Float.POSITIVE_INFINITY;
    int closestSegment = -1;
    for (int i = 0; i < path.segmentCount(); i++) {
      PVector normal = getNormalPoint(p, path.segmentStart(i), path.segmentEnd(i));
      float distance = PVector.dist(p, normal);
      if (distance < worldRecord) {
        worldRecord = distance;
        closestSegment = i;
        normalPoint.set(normal);
      }
    }
    return closestSegment;
  }

  /**
   * The point of segment a-b closest to p: the scalar projection of (p - a) onto the
   * segment's direction, kept between 0 and the segment's length, measured from a. A
   * zero-length segment has no direction (normalize leaves it zero) and gives a.
   */
  public static PVector getNormalPoint(PVector p, PVector a, PVector b) {
    PVector ap = PVector.sub(p, a);
    PVector ab = PVector.sub(b, a);
    float length = ab.mag();
    ab.normalize();
    float along = PApplet.constrain(ap.dot(ab), 0, length);
    ab.mult(along);
    return PVector.add(a, ab);
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
   * The point {@code distance} pixels along the path from {@code from} (which lies on segment
   * {@code segment}). Past the end of an open path it continues in the direction of the last
   * segment.
   */
  static PVector pointAhead(Path path, int segment, PVector from, float distance) {
    PVector at = from.copy();
    float remaining = distance;
    int lastSegment = path.segmentCount() - 1;
    // a closed path shorter than the distance: stop after one lap
    for (int walked = 0; walked <= lastSegment; walked++) {
      PVector end = path.segmentEnd(segment);
      float toEnd = PVector.dist(at, end);
      boolean last = !path.closed && segment == lastSegment;
      if (remaining <= toEnd || last) {
        PVector direction = PVector.sub(end, path.segmentStart(segment));
        direction.setMag(remaining);
        return at.add(direction);
      }
      at.set(end);
      remaining -= toEnd;
      segment = (segment + 1) % path.segmentCount();
    }
    return at;
  }
}
