package steering;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

@DisplayName("Walls of any shape: a wall's crossings, nearest point and normal; the inside")
class WallGeometryTest {

  static final float EPS = 1e-5f;
  static final WallSegment FLOOR = new WallSegment(0, 0, 10, 0);

  /** A 100 px room with a 20 px pillar in the middle, both closed. */
  static WallLayout roomWithPillar() {
    return new WallLayout()
        .add(List.of(new PVector(0, 0), new PVector(100, 0), new PVector(100, 100),
            new PVector(0, 100)), true)
        .add(List.of(new PVector(40, 40), new PVector(60, 40), new PVector(60, 60),
            new PVector(40, 60)), true);
  }

  @Test
  @DisplayName("a line crosses a wall at the share t of its way; short of it, or parallel, never")
  void crossings() {
    assertEquals(0.5f, FLOOR.crossing(new PVector(5, -5), new PVector(5, 5)), EPS);
    assertEquals(0.25f, FLOOR.crossing(new PVector(2, -2), new PVector(2, 6)), EPS);
    assertEquals(-1, FLOOR.crossing(new PVector(5, -5), new PVector(5, -1)), EPS);   // short
    assertEquals(-1, FLOOR.crossing(new PVector(15, -5), new PVector(15, 5)), EPS);  // past the end
    assertEquals(-1, FLOOR.crossing(new PVector(0, 1), new PVector(10, 1)), EPS);    // parallel
  }

  @Test
  @DisplayName("the nearest point is the foot of the perpendicular, kept on the wall")
  void nearestPointAndDistance() {
    assertVec(3, 0, FLOOR.nearestPoint(new PVector(3, 4)), "over the wall");
    assertVec(0, 0, FLOOR.nearestPoint(new PVector(-3, 4)), "past its start: the end");
    assertEquals(5, FLOOR.distance(new PVector(-3, 4)), EPS);   // a 3-4-5 triangle
  }

  @Test
  @DisplayName("the normal faces the side a point is on")
  void normalOnEachSide() {
    assertVec(0, 1, FLOOR.normalToward(new PVector(3, 4)), "below (y down)");
    assertVec(0, -1, FLOOR.normalToward(new PVector(3, -4)), "above");
    WallSegment slope = new WallSegment(0, 0, 3, 4);
    assertVec(0.8f, -0.6f, slope.normalToward(new PVector(10, 0)), "right of a slope");
  }

  @Test
  @DisplayName("inside by the even-odd rule: in the room yes, in the pillar and outside no")
  void evenOddInside() {
    WallLayout walls = roomWithPillar();
    assertTrue(walls.inside(new PVector(20, 20)));
    assertFalse(walls.inside(new PVector(50, 50)), "inside the pillar");
    assertFalse(walls.inside(new PVector(150, 50)), "outside the room");
    assertEquals(8, walls.segments().size());
    WallLayout.Nearest nearest = walls.nearest(new PVector(10, 50));
    assertEquals(10, nearest.distance(), EPS);
    assertVec(0, 50, nearest.point(), "on the room's left wall");
  }

  @Test
  @DisplayName("an open wall encloses nothing: no inside, and containment does not see it")
  void openWallsHaveNoInside() {
    WallLayout walls = new WallLayout().addWall(new PVector(0, 0), new PVector(100, 0));
    assertFalse(walls.hasInside());
    assertFalse(walls.inside(new PVector(50, 10)));
    assertTrue(walls.closedSegments().isEmpty());
    assertNull(walls.nearestClosed(new PVector(50, 10)));
  }

  @Test
  @DisplayName("too few points, two in a row at one place, a wall of no length: refused, named")
  void badShapesRefused() {
    WallLayout walls = new WallLayout();
    assertEquals("a closed shape needs at least 3 points, had 2", assertThrows(
        IllegalArgumentException.class, () -> walls.add(List.of(new PVector(0, 0),
            new PVector(1, 1)), true)).getMessage());
    assertEquals("points 1 and 2 are the same point (5.0, 5.0): a wall needs two ends",
        assertThrows(IllegalArgumentException.class, () -> walls.add(List.of(new PVector(0, 0),
            new PVector(5, 5), new PVector(5, 5)), false)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> new WallSegment(1, 1, 1, 1));
    assertTrue(walls.shapes().isEmpty(), "nothing added by a refused shape");
  }
}
