package steering;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import processing.core.PVector;

/**
 * Walls of any shape: lines of straight {@link WallSegment}s, each line open (a free-standing
 * wall) or closed (a room, a pillar), as a walls file describes them (see WallFile). Unlike
 * {@link Walls}, the window's rectangle, nothing here is square to the screen.
 *
 * <p>The closed shapes mark out where a vehicle may be, by the even-odd rule: a point is
 * {@link #inside} when a ray from it crosses the closed shapes' walls an odd number of times.
 * So inside a room is inside, inside a pillar standing in the room (crossed twice) is not, and
 * so is everywhere outside the room. Open walls enclose nothing: containment does not see
 * them, a feeler does. A layout without a closed shape has no inside at all.
 */
public final class WallLayout {

  /** One line of walls: its corners in order, and whether the last joins the first. */
  public record Shape(List<PVector> points, boolean closed) {
  }

  /** The nearest point of a wall to some point: the wall, the point on it, how far away. */
  public record Nearest(WallSegment wall, PVector point, float distance) {
  }

  /**
   * The first wall a line from one point to another crosses, and where: {@code t} of the way
   * along it (0 to 1), as {@link WallSegment#crossing} gives it.
   */
  public record Crossing(WallSegment wall, float t) {
  }

  private final List<Shape> shapes = new ArrayList<>();
  private final List<WallSegment> segments = new ArrayList<>();
  /** The walls of the closed shapes: the only ones containment sees. */
  private final List<WallSegment> closedSegments = new ArrayList<>();

  /** No walls yet. */
  public WallLayout() {
  }

  /**
   * Mutates: adds a line of walls through {@code points} (copied), from each point to the next
   * and, when {@code closed}, from the last back to the first.
   *
   * @throws IllegalArgumentException for fewer than two points (three when closed), a point
   *     that is missing or not finite, or two points in a row at one place
   */
  public WallLayout add(List<PVector> points, boolean closed) {
    if (points == null) {
      throw new IllegalArgumentException("points must not be null");
    }
    int fewest = closed ? 3 : 2;
    if (points.size() < fewest) {
      throw new IllegalArgumentException("a" + (closed ? " closed" : "n open") + " shape needs"
          + " at least " + fewest + " points, had " + points.size());
    }
    List<PVector> copies = new ArrayList<>();
    for (int i = 0; i < points.size(); i++) {
      Check.vector("point " + i, points.get(i));
      copies.add(points.get(i).copy());
    }
    List<WallSegment> made = new ArrayList<>();
    int count = closed ? copies.size() : copies.size() - 1;
    for (int i = 0; i < count; i++) {
      PVector a = copies.get(i);
      PVector b = copies.get((i + 1) % copies.size());
      if (a.x == b.x && a.y == b.y) {
        throw new IllegalArgumentException("points " + i + " and " + (i + 1) % copies.size()
            + " are the same point (" + a.x + ", " + a.y + "): a wall needs two ends");
      }
      made.add(new WallSegment(a, b));
    }
    shapes.add(new Shape(Collections.unmodifiableList(copies), closed));
    segments.addAll(made);
    if (closed) {
      closedSegments.addAll(made);
    }
    return this;
  }

  /** Mutates: adds one free-standing wall from a to b (an open shape of two points). */
  public WallLayout addWall(PVector a, PVector b) {
    return add(List.of(a, b), false);
  }

  /** The shapes, in the order they were added. */
  public List<Shape> shapes() {
    return Collections.unmodifiableList(shapes);
  }

  /** Every wall of every shape. */
  public List<WallSegment> segments() {
    return Collections.unmodifiableList(segments);
  }

  /** The walls of the closed shapes, the ones that mark out the inside. */
  public List<WallSegment> closedSegments() {
    return Collections.unmodifiableList(closedSegments);
  }

  /** A layout of the same shapes, to change without changing this one. */
  public WallLayout copy() {
    WallLayout copy = new WallLayout();
    for (Shape shape : shapes) {
      copy.add(shape.points(), shape.closed());
    }
    return copy;
  }

  /** True when the layout has a closed shape, and so an inside. */
  public boolean hasInside() {
    return !closedSegments.isEmpty();
  }

  /**
   * True when {@code p} is inside, by the even-odd rule over the closed shapes: a ray from p
   * to the right crosses their walls an odd number of times.
   */
  public boolean inside(PVector p) {
    Check.finiteVector("point", p);
    boolean odd = false;
    for (WallSegment wall : closedSegments) {
      PVector a = wall.from;
      PVector b = wall.to;
      // the wall spans p's height (one end above, one at or below), and crosses right of p
      if ((a.y > p.y) != (b.y > p.y)) {
        float xAtP = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
        if (xAtP > p.x) {
          odd = !odd;
        }
      }
    }
    return odd;
  }

  /** The nearest point of any wall to {@code p}; null when there are no walls. */
  public Nearest nearest(PVector p) {
    return nearestOf(segments, p);
  }

  /** The nearest point of a closed shape's wall to {@code p}; null when there are none. */
  public Nearest nearestClosed(PVector p) {
    return nearestOf(closedSegments, p);
  }

  /** The first wall the line from {@code from} to {@code to} crosses; null when it crosses none. */
  public Crossing firstCrossing(PVector from, PVector to) {
    return firstCrossingOf(segments, from, to);
  }

  /** The first closed shape's wall the line from {@code from} to {@code to} crosses; or null. */
  public Crossing firstClosedCrossing(PVector from, PVector to) {
    return firstCrossingOf(closedSegments, from, to);
  }

  private static Crossing firstCrossingOf(List<WallSegment> walls, PVector from, PVector to) {
    Crossing first = null;
    for (WallSegment wall : walls) {
      float t = wall.crossing(from, to);
      if (t >= 0 && (first == null || t < first.t())) {
        first = new Crossing(wall, t);
      }
    }
    return first;
  }

  private static Nearest nearestOf(List<WallSegment> walls, PVector p) {
    Check.finiteVector("point", p);
    Nearest nearest = null;
    for (WallSegment wall : walls) {
      PVector point = wall.nearestPoint(p);
      float distance = PVector.dist(p, point);
      if (nearest == null || distance < nearest.distance()) {
        nearest = new Nearest(wall, point, distance);
      }
    }
    return nearest;
  }

  static void check(WallLayout walls) {
    if (walls == null) {
      throw new IllegalArgumentException("walls must not be null");
    }
  }
}
