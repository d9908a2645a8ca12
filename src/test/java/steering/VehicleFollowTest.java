package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

/**
 * Hand-checked path following geometry. LOOK_AHEAD = 25 and TARGET_OFFSET = 25, so:
 * predicted = position + velocity scaled to 25; normalPoint = closest point of the nearest
 * segment; pathTarget = normalPoint + segment direction scaled to 25.
 */
@DisplayName("Vehicle.follow and PathFollower geometry")
public class VehicleFollowTest {

  public static Path path(float radius, boolean closed, float... xy) {
    Path p = new Path(radius, closed);
    for (int i = 0; i < xy.length; i += 2) {
      p.addPoint(xy[i], xy[i + 1]);
    }
    return p;
  }

  @Test
  @DisplayName("the tutorial constants are 25 px")
  void constants() {
    assertTrue(PathFollower.LOOK_AHEAD == 25 && PathFollower.TARGET_OFFSET == 25);
  }

  @Nested
  @DisplayName("getNormalPoint")
  class ClosestPoint {

    private PVector closest(float px, float py, float ax, float ay, float bx, float by) {
      PVector a = new PVector(ax, ay);
      PVector b = new PVector(bx, by);
      PVector r = PathFollower.getNormalPoint(new PVector(px, py), a, b);
      assertEquals(new PVector(ax, ay), a, "a is left as it was");
      assertEquals(new PVector(bx, by), b, "b is left as it was");
      return r;
    }

    @Test
    @DisplayName("interior projections on horizontal, vertical, right-to-left and diagonal segments")
    void interior() {
      assertVec(3, 0, closest(3, 4, 0, 0, 10, 0), "horizontal");          // t = 30/100
      assertVec(5, 7, closest(-2, 7, 5, 0, 5, 10), "vertical");           // t = 70/100
      assertVec(6, 0, closest(6, -9, 10, 0, 0, 0), "right to left");      // t = (-4*-10)/100 = 0.4
      assertVec(2, 2, closest(4, 0, 0, 0, 4, 4), "diagonal");             // t = 16/32 = 0.5
    }

    @Test
    @DisplayName("projections beyond either end clamp to that end, whatever the direction")
    void clamped() {
      assertVec(10, 0, closest(15, 3, 0, 0, 10, 0), "past end");          // t = 1.5 -> 1
      assertVec(0, 0, closest(-5, 3, 0, 0, 10, 0), "before start");       // t = -0.5 -> 0
      assertVec(0, 0, closest(-5, 3, 10, 0, 0, 0), "past end, right to left");   // t = 1.5 -> 1
      assertVec(10, 0, closest(15, 3, 10, 0, 0, 0), "before start, right to left"); // t < 0
      assertVec(5, 0, closest(1, -8, 5, 10, 5, 0), "past end, upward");   // t = 18/10 -> 1
    }

    @Test
    @DisplayName("a zero-length segment gives its only point")
    void zeroLength() {
      assertVec(5, 5, closest(9, 1, 5, 5, 5, 5), "zero length");
    }
  }

  @Nested
  @DisplayName("on the path: no steering")
  class OnPath {
    private final Path horizontal = path(20, false, 0, 100, 400, 100);

    @Test
    @DisplayName("prediction 10 px from the line (radius 20): zero force, points still filled in")
    void insideRadius() {
      Vehicle v = moving(100, 110, 2, 0);
      PVector force = v.follow(horizontal);
      assertEquals(force, v.steering);   // the only force this step
      assertVec(0, 0, force, "force");
      assertVec(0, 0, v.acceleration, "acceleration");
      assertFalse(v.steeringToPath);
      assertTrue(v.hasPathTarget);
      assertVec(125, 110, v.predicted, "predicted");     // (100,110) + (2,0) scaled to 25
      assertVec(125, 100, v.normalPoint, "normalPoint"); // foot of perpendicular on y = 100
      assertVec(150, 100, v.pathTarget, "pathTarget");   // + (25,0)
      assertVec(0, 0, v.desired, "desired");             // no force, no desired velocity
    }

    @Test
    @DisplayName("prediction exactly on the radius does not steer; half a pixel beyond does")
    void onRadiusBoundary() {
      Vehicle edge = moving(100, 120, 2, 0);            // predicted (125,120): distance 20
      edge.follow(horizontal);
      assertFalse(edge.steeringToPath);
      Vehicle beyond = moving(100, 120.5f, 2, 0);       // distance 20.5 > 20
      beyond.follow(horizontal);
      assertTrue(beyond.steeringToPath);
    }
  }

  @Nested
  @DisplayName("off the path: steer towards the target")
  class OffPath {

    @Test
    @DisplayName("horizontal segment, left to right")
    void horizontal() {
      Vehicle v = moving(100, 137.5f, 3.2f, 0);
      PVector force = v.follow(path(20, false, 0, 100, 400, 100));
      assertTrue(v.steeringToPath);
      assertVec(125, 137.5f, v.predicted, "predicted");  // + (25,0)
      assertVec(125, 100, v.normalPoint, "normalPoint"); // distance 37.5 > 20
      assertVec(150, 100, v.pathTarget, "pathTarget");   // + (25,0)
      assertVec(3.2f, -2.4f, v.desired, "desired");      // (50,-37.5) / 62.5 * 4
      assertVec(0, -0.1f, force, "force");               // (0,-2.4) limited to 0.1
      assertVec(0, -0.1f, v.acceleration, "acceleration");
    }

    @Test
    @DisplayName("vertical segment, top to bottom")
    void vertical() {
      Vehicle v = moving(62.5f, 50, 0, 3.2f);
      PVector force = v.follow(path(20, false, 100, 0, 100, 400));
      assertTrue(v.steeringToPath);
      assertVec(62.5f, 75, v.predicted, "predicted");    // + (0,25)
      assertVec(100, 75, v.normalPoint, "normalPoint");  // distance 37.5
      assertVec(100, 100, v.pathTarget, "pathTarget");   // + (0,25)
      assertVec(2.4f, 3.2f, v.desired, "desired");       // (37.5,50) / 62.5 * 4
      assertVec(0.1f, 0, force, "force");                // (2.4,0) limited to 0.1
    }

    @Test
    @DisplayName("horizontal segment, right to left")
    void rightToLeft() {
      Vehicle v = moving(300, 62.5f, -3.2f, 0);
      PVector force = v.follow(path(20, false, 400, 100, 0, 100));
      assertTrue(v.steeringToPath);
      assertVec(275, 62.5f, v.predicted, "predicted");   // + (-25,0)
      assertVec(275, 100, v.normalPoint, "normalPoint"); // not clamped: 0 <= t = 0.3125 <= 1
      assertVec(250, 100, v.pathTarget, "pathTarget");   // + (-25,0), the segment's direction
      assertVec(-3.2f, 2.4f, v.desired, "desired");      // (-50,37.5) / 62.5 * 4
      assertVec(0, 0.1f, force, "force");                // (0,2.4) limited to 0.1
    }

    @Test
    @DisplayName("prediction past the end or before the start clamps the normal point")
    void clampedToEnds() {
      Path p = path(20, false, 0, 100, 200, 100);
      Vehicle past = moving(190, 140, 4, 0);             // predicted (215,140): t = 1.075
      past.follow(p);
      assertVec(200, 100, past.normalPoint, "past end");
      assertVec(240, 140, past.pathTarget, "past end target");  // prediction + (25,0)
      assertTrue(past.steeringToPath);                   // sqrt(15^2 + 40^2) = 42.7 > 20

      Vehicle before = moving(-40, 130, 1, 0);           // predicted (-15,130): t = -0.075
      before.follow(p);
      assertVec(0, 100, before.normalPoint, "before start");
      assertVec(25, 100, before.pathTarget, "before start target");
    }

    @Test
    @DisplayName("right-to-left and upward segments clamp by the projection, not by x")
    void clampedOtherDirections() {
      Vehicle left = moving(10, 60, -2, 0);               // predicted (-15,60)
      left.follow(path(20, false, 400, 100, 0, 100));
      assertVec(0, 100, left.normalPoint, "right to left end");
      assertVec(-40, 60, left.pathTarget, "right to left target");  // prediction + (-25,0)

      Vehicle up = moving(60, 10, 0, -3);                 // predicted (60,-15)
      up.follow(path(20, false, 100, 400, 100, 0));
      assertVec(100, 0, up.normalPoint, "upward end");
      assertVec(60, -40, up.pathTarget, "upward target");  // prediction + (0,-25)
    }

    @Test
    @DisplayName("at rest the prediction is the position itself")
    void atRest() {
      Vehicle v = new Vehicle(50, 150);
      v.follow(path(20, false, 0, 100, 400, 100));
      assertVec(50, 150, v.predicted, "predicted");
      assertVec(50, 100, v.normalPoint, "normalPoint");
      assertVec(75, 100, v.pathTarget, "pathTarget");
      assertTrue(v.steeringToPath);                       // 50 > 20
    }

    @Test
    @DisplayName("the nearest of several segments wins")
    void nearestSegment() {
      Vehicle v = moving(150, 100, 2, 0);                 // predicted (175,100)
      v.follow(path(10, false, 0, 0, 200, 0, 200, 200));
      // segment 0 gives (175,0) at distance 100; segment 1 gives (200,100) at distance 25
      assertVec(200, 100, v.normalPoint, "normalPoint");
      assertVec(200, 125, v.pathTarget, "pathTarget");    // + (0,25) down segment 1
    }

    @Test
    @DisplayName("a closed path uses its closing segment; the open one does not have it")
    void closingSegment() {
      float[] square = {100, 100, 300, 100, 300, 300, 100, 300};
      Vehicle closed = moving(80, 215, 0, -1);            // predicted (80,190)
      closed.follow(path(10, true, square));
      assertVec(100, 190, closed.normalPoint, "closed");  // on (100,300) -> (100,100)
      assertVec(100, 165, closed.pathTarget, "closed target"); // + (0,-25)

      Vehicle open = moving(80, 215, 0, -1);
      open.follow(path(10, false, square));
      // nearest: (100,100) at sqrt(20^2 + 90^2) = 92.2, before (100,300) at 111.8
      assertVec(100, 100, open.normalPoint, "open");
      assertVec(125, 100, open.pathTarget, "open target");
    }
  }
}
