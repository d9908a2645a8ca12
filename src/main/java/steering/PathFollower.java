package steering;

import processing.core.PVector;

/**
 * The geometry of path following (The Nature of Code, "Path Following"; Reynolds 1999).
 *
 * <ol>
 *   <li>Predict the vehicle's position {@link #LOOK_AHEAD} pixels ahead along its velocity.
 *   <li>For every segment, find the <em>normal point</em>: the foot of the perpendicular from
 *       the prediction to the segment's line, clamped to the segment's ends. Segments may point
 *       in any direction (vertical, right to left), so the clamp uses the projection parameter
 *       along the segment rather than comparing x coordinates.
 *   <li>Keep the normal point closest to the prediction; the target is {@link #TARGET_OFFSET}
 *       pixels further along that segment's direction.
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

  /**
   * Fills in {@code predicted}, {@code normalPoint} and {@code target} for this vehicle.
   *
   * @return false when the path has no segment (fewer than two points): nothing to follow
   */
  boolean findTarget(Vehicle vehicle, Path path,
                     PVector predicted, PVector normalPoint, PVector target) {
    // predicted = position + velocity scaled to LOOK_AHEAD
    predicted.set(vehicle.velocity).setMag(LOOK_AHEAD).add(vehicle.position);

    int segments = path.segmentCount();
    float closest = Float.POSITIVE_INFINITY;
    for (int i = 0; i < segments; i++) {
      PVector a = path.segmentStart(i);
      PVector b = path.segmentEnd(i);
      closestPointOnSegment(predicted, a, b, candidate);
      float distance = PVector.dist(predicted, candidate);
      if (distance < closest) {
        closest = distance;
        normalPoint.set(candidate);
        // target = normal point + TARGET_OFFSET along the segment's direction
        PVector.sub(b, a, direction).setMag(TARGET_OFFSET);
        target.set(normalPoint).add(direction);
      }
    }
    return segments > 0;
  }

  /**
   * The point of segment a-b closest to p, stored in {@code out}: the projection of p onto the
   * line, t = (p - a)·(b - a) / |b - a|², clamped to 0 ≤ t ≤ 1. A zero-length segment gives a.
   */
  static PVector closestPointOnSegment(PVector p, PVector a, PVector b, PVector out) {
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
