package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Vehicle.stayWithin(walls, weight): the containment force × weight")
class WallsWeightTest {

  /** A 400 × 300 window with a 50 px margin. */
  private final Walls walls = Walls.window(400, 300, 50);

  @Test
  @DisplayName("near the left wall: the limited force, then × 2")
  void weightMultipliesTheLimitedForce() {
    Vehicle v = moving(20, 150, -3, 3);   // maxspeed 4, maxforce 0.1
    PVector force = v.stayWithin(walls, 2);
    // desired (4, 3) / 5 * 4 = (3.2, 2.4); minus velocity = (6.2, -0.6), |.| = 6.22896
    // limited to 0.1: (0.0995350, -0.0096324); × 2:
    assertVec(0.1990700f, -0.0192648f, force, "force");
    assertVec(0.1990700f, -0.0192648f, v.steering, "steering sum");
    assertVec(3.2f, 2.4f, v.desired, "desired is not weighted");
  }

  @Test
  @DisplayName("after wander, the weighted push adds to the step's sum")
  void addsToTheStepsSum() {
    Vehicle v = moving(20, 150, -3, 0);
    v.maxforce = 10;                       // not limiting
    v.seek(new PVector(0, 150));           // desired (-4, 0) - (-3, 0) = (-1, 0)
    v.stayWithin(walls, 3);                // desired (4, 0) - (-3, 0) = (7, 0); × 3 = (21, 0)
    assertVec(20, 0, v.steering, "(-1, 0) + (21, 0)");
  }

  @Test
  @DisplayName("well inside: no force whatever the weight")
  void insideNoForce() {
    Vehicle v = moving(200, 150, 1, 2);
    assertVec(0, 0, v.stayWithin(walls, 5), "force");
    assertVec(0, 0, v.acceleration, "nothing applied");
  }

  @Test
  @DisplayName("a negative or NaN weight is refused before anything changes, even well inside")
  void badWeight() {
    for (float weight : new float[] {-1, Float.NaN}) {
      Vehicle v = moving(20, 150, -3, 3);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> v.stayWithin(walls, weight));
      assertTrue(e.getMessage().contains("weight"), e.getMessage());
      assertVec(0, 0, v.acceleration, "nothing applied");
      Vehicle inside = moving(200, 150, 1, 2);
      assertThrows(IllegalArgumentException.class, () -> inside.stayWithin(walls, weight));
    }
    assertEquals(0, moving(200, 150, 1, 2).stayWithin(walls, 0).mag());
  }
}
