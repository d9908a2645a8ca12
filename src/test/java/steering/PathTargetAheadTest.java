package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;
import static steering.VehicleFollowTest.path;

/**
 * The path target lies TARGET_OFFSET = 25 px further along the path than the normal point:
 * when the normal point's segment ends sooner, the rest of the 25 px continues along the next
 * segment (wrapping round on a closed path), so the vehicle aims round a corner, not past it.
 */
@DisplayName("Path target: 25 px along the path, round corners")
class PathTargetAheadTest {

  @Test
  @DisplayName("10 px before a right-angle corner the last 15 px go down the next segment")
  void roundInsideCorner() {
    Vehicle v = moving(165, -15, 2, 0);                   // predicted (190,-15)
    v.follow(path(10, false, 0, 0, 200, 0, 200, 200));
    // segment 0: (190,0) at 15; segment 1 clamps to (200,0) at sqrt(10^2 + 15^2) = 18.0
    assertVec(190, 0, v.normalPoint, "normalPoint");
    assertVec(200, 15, v.pathTarget, "pathTarget");      // 10 to the corner, then 25 - 10 = 15 down
    assertTrue(v.steeringToPath);                          // 15 > 10
  }

  @Test
  @DisplayName("outside a corner both segments give the corner; the target goes down the next one")
  void outsideCorner() {
    Vehicle v = moving(190, -10, 4, 0);                   // predicted (215,-10)
    v.follow(path(10, false, 0, 0, 200, 0, 200, 200));
    assertVec(200, 0, v.normalPoint, "normalPoint");     // both at sqrt(15^2 + 10^2) = 18.0
    assertVec(200, 25, v.pathTarget, "pathTarget");      // 0 left on segment 0, 25 down segment 1
  }

  @Test
  @DisplayName("right to left, then up: the target turns the corner upwards")
  void rightToLeftThenUp() {
    Vehicle v = moving(140, 125, -2, 0);                  // predicted (115,125)
    v.follow(path(10, false, 300, 100, 100, 100, 100, 0));
    // segment 0: (115,100) at 25; segment 1 clamps to (100,100) at sqrt(15^2 + 25^2) = 29.2
    assertVec(115, 100, v.normalPoint, "normalPoint");
    assertVec(100, 90, v.pathTarget, "pathTarget");      // 15 to the corner, 10 up
  }

  @Test
  @DisplayName("a short middle segment is walked through to the one after it")
  void throughShortSegment() {
    Vehicle v = moving(70, -20, 1, 0);                    // predicted (95,-20)
    v.follow(path(10, false, 0, 0, 100, 0, 100, 10, 200, 10));
    // segment 0: (95,0) at 20; segment 1: (100,0) at 20.6; segment 2: (100,10) at 30.4
    assertVec(95, 0, v.normalPoint, "normalPoint");
    assertVec(110, 10, v.pathTarget, "pathTarget");      // 5 to (100,0), 10 to (100,10), 10 more
  }

  @Test
  @DisplayName("on a closed path the closing segment carries on into the first")
  void closedWrapsRound() {
    Vehicle v = moving(80, 135, 0, -1);                   // predicted (80,110)
    v.follow(path(10, true, 100, 100, 300, 100, 300, 300, 100, 300));
    // closing segment (100,300)->(100,100): (100,110) at 20; segment 0: (100,100) at 22.4
    assertVec(100, 110, v.normalPoint, "normalPoint");
    assertVec(115, 100, v.pathTarget, "pathTarget");     // 10 up to (100,100), 15 right
  }

  @Test
  @DisplayName("past the end of an open path the target lies ahead of the prediction")
  void pastOpenEnd() {
    Vehicle v = moving(390, 120, 3, 0);                   // predicted (415,120)
    v.follow(path(10, false, 0, 0, 200, 0, 200, 100, 400, 100));
    assertVec(400, 100, v.normalPoint, "normalPoint");
    assertVec(440, 120, v.pathTarget, "pathTarget");     // prediction + 25 along the last segment
  }

  @Test
  @DisplayName("a closed path shorter than 25 px gives a finite target on the path")
  void tinyClosedPath() {
    Path tiny = path(1, true, 0, 0, 4, 0, 4, 3);          // perimeter 4 + 3 + 5 = 12 < 25
    Vehicle v = new Vehicle(0, -20);
    v.follow(tiny);
    assertAllFinite(v);
    assertEquals(0, PathFollowingRunTest.distanceToPath(tiny, v.pathTarget), 1e-4);
    for (int frame = 0; frame < 500; frame++) {
      v.follow(tiny);
      v.update();
      assertAllFinite(v);
    }
  }
}
