package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Vehicle.stayWithin: near a wall desire maxspeed away from it, keep the other part")
class WallsTest {

  /** A 400 × 300 window with a 50 px margin: turn inside x < 50, x > 350, y < 50, y > 250. */
  private final Walls walls = Walls.window(400, 300, 50);

  /** The desired velocity and force of a vehicle at (x, y) moving at (vx, vy), maxforce 10. */
  private static Vehicle steered(Walls walls, float x, float y, float vx, float vy) {
    Vehicle v = moving(x, y, vx, vy);
    v.maxforce = 10;                                // large enough not to limit
    v.stayWithin(walls);
    return v;
  }

  @Test
  @DisplayName("left wall: desired.x = +maxspeed, y kept, then scaled to maxspeed")
  void leftWall() {
    Vehicle v = steered(walls, 20, 150, -3, 3);
    assertVec(3.2f, 2.4f, v.desired, "desired");     // (4, 3) / 5 * 4
    assertVec(6.2f, -0.6f, v.steering, "steering");  // (3.2,2.4) - (-3,3)
  }

  @Test
  @DisplayName("right wall: desired.x = -maxspeed")
  void rightWall() {
    Vehicle v = steered(walls, 380, 150, 3, 3);
    assertVec(-3.2f, 2.4f, v.desired, "desired");    // (-4, 3) / 5 * 4
  }

  @Test
  @DisplayName("top wall: desired.y = +maxspeed")
  void topWall() {
    Vehicle v = steered(walls, 200, 20, 3, -3);
    assertVec(2.4f, 3.2f, v.desired, "desired");     // (3, 4) / 5 * 4
  }

  @Test
  @DisplayName("bottom wall: desired.y = -maxspeed")
  void bottomWall() {
    Vehicle v = steered(walls, 200, 280, 3, 3);
    assertVec(2.4f, -3.2f, v.desired, "desired");    // (3, -4) / 5 * 4
  }

  @Test
  @DisplayName("top-left corner: away from both walls")
  void corner() {
    Vehicle v = steered(walls, 20, 20, -1, -1);
    assertVec(2.828427f, 2.828427f, v.desired, "desired");   // (4, 4) / √32 * 4
    Vehicle bottomRight = steered(walls, 390, 290, 1, 1);
    assertVec(-2.828427f, -2.828427f, bottomRight.desired, "bottom-right desired");
  }

  @Test
  @DisplayName("the force is limited to maxforce as in every behavior")
  void forceLimited() {
    Vehicle v = moving(20, 150, -3, 3);
    PVector force = v.stayWithin(walls);
    assertVec(0.0995350f, -0.0096324f, force, "force");   // (6.2,-0.6) / 6.22896 * 0.1
  }

  @Test
  @DisplayName("past the wall, outside the rectangle, it still turns back")
  void outside() {
    Vehicle v = steered(walls, -10, 150, -4, 0);
    assertVec(4, 0, v.desired, "desired");           // (4, 0): straight back in
  }

  @Test
  @DisplayName("well inside, and exactly on the margin's line: no force, nothing applied")
  void inside() {
    for (PVector at : new PVector[] {new PVector(200, 150), new PVector(50, 50),
        new PVector(350, 250)}) {
      Vehicle v = moving(at.x, at.y, 1, 2);
      v.acceleration.set(0.01f, 0.02f);
      v.desired.set(3, 3);
      PVector force = v.stayWithin(walls);
      assertVec(0, 0, force, "force at " + at);
      assertVec(0.01f, 0.02f, v.acceleration, "acceleration untouched at " + at);
      assertVec(0, 0, v.desired, "no force, so no desired velocity left behind at " + at);
      assertVec(0, 0, v.steering, "nothing applied at " + at);
    }
    Vehicle justIn = steered(walls, 49.9f, 150, 0, 0);
    assertVec(4, 0, justIn.desired, "49.9 < 50: turning");
  }

  @Test
  @DisplayName("any rectangle: walls at 100..300 × -50..50 with margin 10")
  void offsetRectangle() {
    Walls box = new Walls(100, -50, 300, 50, 10);
    assertEquals(100, box.left);
    assertEquals(50, box.bottom);
    assertVec(4, 0, steered(box, 105, 0, 0, 0).desired, "left");
    assertVec(0, -4, steered(box, 200, 45, 0, 0).desired, "bottom");
    assertVec(0, 0, steered(box, 200, 0, 0, 0).steering, "inside");
  }
}
