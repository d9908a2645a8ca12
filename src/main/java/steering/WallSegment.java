package steering;

import processing.core.PVector;

/**
 * One straight wall from {@link #from} to {@link #to}, solid on both sides: the geometry the
 * wall behaviors ask of it (Buckland, <em>Programming Game AI by Example</em>, ch. 3 and its
 * {@code Wall2D}).
 *
 * <ul>
 *   <li>{@link #crossing}: where the line from a to b crosses the wall, as a share t of the way
 *       from a to b. With r = b − a and s = to − from, the two lines meet where
 *       {@code a + t·r = from + u·s}; crossing both sides with r and with s gives
 *       {@code t = (from − a) × s / (r × s)} and {@code u = (from − a) × r / (r × s)}
 *       ({@code ×} the 2D cross product, {@code p.x·q.y − p.y·q.x}). They cross when both t
 *       and u lie in [0, 1]; parallel lines ({@code r × s = 0}) never do.
 *   <li>{@link #nearestPoint}: the foot of the perpendicular from a point, kept on the wall:
 *       {@code from + s · clamp((p − from) · s / |s|², 0, 1)}, the scalar projection of
 *       PathFollowing.
 *   <li>{@link #normalToward}: the wall's unit normal, the perpendicular of s, turned to face
 *       the side a point is on: a wall has no inside of its own, so the vehicle's side decides.
 * </ul>
 * A wall of no length is refused: it has no direction and so no normal.
 */
public final class WallSegment {

  /** The wall's two ends. Not to be changed once made: the normal is worked out from them. */
  public final PVector from;
  public final PVector to;

  /**
   * A wall from (x1, y1) to (x2, y2).
   *
   * @throws IllegalArgumentException for a coordinate that is not finite or beyond
   *     ±{@link Check#LARGEST}, or two ends at one point
   */
  public WallSegment(float x1, float y1, float x2, float y2) {
    from = new PVector(x1, y1);
    to = new PVector(x2, y2);
    Check.vector("wall start", from);
    Check.vector("wall end", to);
    if (x1 == x2 && y1 == y2) {
      throw new IllegalArgumentException("a wall needs two different ends, both were ("
          + x1 + ", " + y1 + ")");
    }
  }

  /** A wall between two points (copied). */
  public WallSegment(PVector from, PVector to) {
    this(checked("wall start", from).x, from.y, checked("wall end", to).x, to.y);
  }

  /** The wall's length, |to − from|. */
  public float length() {
    return PVector.dist(from, to);
  }

  /**
   * The share t in [0, 1] of the way from a to b at which the line a-b crosses this wall, or
   * -1 when it does not (parallel lines never cross; touching an end counts). See the class
   * comment for the formula.
   */
  public float crossing(PVector a, PVector b) {
    float rx = b.x - a.x;
    float ry = b.y - a.y;
    float sx = to.x - from.x;
    float sy = to.y - from.y;
    float rCrossS = rx * sy - ry * sx;
    if (rCrossS == 0) {
      return -1;   // parallel: no single point where they meet
    }
    float qx = from.x - a.x;
    float qy = from.y - a.y;
    float t = (qx * sy - qy * sx) / rCrossS;   // along a-b
    float u = (qx * ry - qy * rx) / rCrossS;   // along the wall
    return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : -1;
  }

  /** The point of the wall nearest to {@code p}: the foot of the perpendicular, kept on it. */
  public PVector nearestPoint(PVector p) {
    PVector s = PVector.sub(to, from);
    float along = PVector.sub(p, from).dot(s) / s.magSq();
    along = Math.max(0, Math.min(1, along));
    return PVector.add(from, s.mult(along));
  }

  /** How far {@code p} is from the wall: to its nearest point. */
  public float distance(PVector p) {
    return PVector.dist(p, nearestPoint(p));
  }

  /**
   * The wall's unit normal on {@code p}'s side: the perpendicular of to − from, turned round if
   * it points away from p. A point on the wall's line gets the one turned a quarter turn
   * clockwise on screen (y down) from to − from. A new vector.
   */
  public PVector normalToward(PVector p) {
    PVector along = PVector.sub(to, from).normalize();
    PVector normal = new PVector(-along.y, along.x);   // a quarter turn clockwise on screen
    if (PVector.sub(p, from).dot(normal) < 0) {
      normal.mult(-1);
    }
    return normal;
  }

  @Override
  public String toString() {
    return "wall (" + from.x + ", " + from.y + ") to (" + to.x + ", " + to.y + ")";
  }

  private static PVector checked(String name, PVector p) {
    Check.vector(name, p);
    return p;
  }
}
