package steering;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.moving;

/**
 * Whole runs of follow() + update(). The vehicles use maxspeed 2 and maxforce 0.1: at that
 * speed a right-angle turn fits inside the allowance (turning radius v^2 / a = 4 / 0.1 = 40).
 * Distances to the path are computed here in double precision, independently of PathFollower.
 */
@DisplayName("Path following over many frames")
class PathFollowingRunTest {

  private static final float RADIUS = 20;
  private static final double ALLOWANCE = RADIUS + 30;

  /** Distance from (px,py) to segment a-b, by projection in double precision. */
  static double distanceToSegment(double px, double py, PVector a, PVector b) {
    double dx = b.x - a.x;
    double dy = b.y - a.y;
    double lengthSq = dx * dx + dy * dy;
    double t = lengthSq == 0 ? 0 : ((px - a.x) * dx + (py - a.y) * dy) / lengthSq;
    t = Math.max(0, Math.min(1, t));
    return Math.hypot(a.x + t * dx - px, a.y + t * dy - py);
  }

  /** Distance from p to the nearest segment of the path (including a closing one). */
  static double distanceToPath(Path path, PVector p) {
    List<PVector> pts = path.points;
    int segments = path.closed ? pts.size() : pts.size() - 1;
    double best = Double.POSITIVE_INFINITY;
    for (int i = 0; i < segments; i++) {
      best = Math.min(best, distanceToSegment(p.x, p.y, pts.get(i), pts.get((i + 1) % pts.size())));
    }
    return best;
  }

  private static Vehicle follower(float x, float y, float vx, float vy) {
    Vehicle v = moving(x, y, vx, vy);
    v.maxspeed = 2;
    v.maxforce = 0.1f;
    return v;
  }

  @Test
  @DisplayName("open path with right angles, a vertical and a right-to-left segment: stays near, reaches the end")
  void openPathWithCorners() {
    Path path = VehicleFollowTest.path(RADIUS, false,
        50, 50, 350, 50, 350, 250, 50, 250, 50, 450);
    Vehicle v = follower(45, 55, 2, 0);
    int nextCorner = 1;                                   // corners must be passed in order
    for (int frame = 0; frame < 1500; frame++) {
      v.follow(path);
      v.update();
      assertAllFinite(v);
      double off = distanceToPath(path, v.position);
      if (off > ALLOWANCE) {
        fail("frame " + frame + ": " + v.position + " is " + off + " px from the path");
      }
      if (nextCorner < 4 && v.position.dist(path.points.get(nextCorner)) < ALLOWANCE) {
        nextCorner++;
      }
      if (v.position.dist(path.end()) <= RADIUS) {
        assertEquals(4, nextCorner, "reached the end without passing every corner");
        return;                                           // about 630 frames: 1000 px at 2 px/frame
      }
    }
    fail("never came within " + RADIUS + " px of the last point; ended at " + v.position);
  }

  @Test
  @DisplayName("off the end of an open path a vehicle carries on instead of turning back")
  void runsOffTheEnd() {
    Path path = VehicleFollowTest.path(RADIUS, false, 0, 100, 200, 100);
    Vehicle v = follower(0, 100, 2, 0);
    for (int frame = 0; frame < 300; frame++) {
      v.follow(path);
      v.update();
      assertTrue(v.velocity.x > 0, "frame " + frame + ": turned back at " + v.position);
    }
    // 2 px a frame along the road, never slower: at least 600 px from x = 0 after 300 frames
    assertTrue(v.position.x >= 600, "carried on to " + v.position);
    assertEquals(100, v.position.y, 1e-3, "straight on, along the road's line");
  }

  @Test
  @DisplayName("closed square, clockwise on screen: two laps, corners in order")
  void lapsClosedSquareClockwise() {
    assertLaps(VehicleFollowTest.path(RADIUS, true, 100, 100, 300, 100, 300, 300, 100, 300),
        follower(105, 105, 2, 0), +1);
  }

  @Test
  @DisplayName("closed square, anticlockwise on screen: runs up and right-to-left segments")
  void lapsClosedSquareAnticlockwise() {
    assertLaps(VehicleFollowTest.path(RADIUS, true, 100, 100, 100, 300, 300, 300, 300, 100),
        follower(105, 105, 0, 2), -1);
  }

  /**
   * Runs 1200 frames (a lap is 800 px, 400 frames at full speed) and checks the vehicle stays
   * near the path, winds around the centre (200,200) more than twice in the given sense, and
   * visits the corner regions in the path's order at least eight times in a row.
   */
  private static void assertLaps(Path square, Vehicle v, int sense) {
    double angle = 0;
    double previous = Math.atan2(v.position.y - 200, v.position.x - 200);
    List<Integer> corners = new ArrayList<>();
    for (int frame = 0; frame < 1200; frame++) {
      v.follow(square);
      v.update();
      assertAllFinite(v);
      double off = distanceToPath(square, v.position);
      assertTrue(off <= ALLOWANCE, "frame " + frame + ": " + off + " px from the path");

      double now = Math.atan2(v.position.y - 200, v.position.x - 200);
      double step = now - previous;
      step -= 2 * Math.PI * Math.round(step / (2 * Math.PI));  // unwrap across +-pi
      angle += step;
      previous = now;

      for (int c = 0; c < 4; c++) {
        boolean near = v.position.dist(square.points.get(c)) < 60;
        if (near && (corners.isEmpty() || corners.get(corners.size() - 1) != c)) {
          corners.add(c);
        }
      }
    }
    assertTrue(sense * angle > 2 * 2 * Math.PI, "wound " + angle / (2 * Math.PI) + " turns");
    assertTrue(corners.size() >= 9, "corners visited: " + corners);
    for (int i = 1; i < corners.size(); i++) {
      assertEquals((corners.get(i - 1) + 1) % 4, corners.get(i), "corner order " + corners);
    }
  }
}
