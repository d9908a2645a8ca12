package exercises.walls;

import exercises.CheckTimeout;
import exercises.Sentences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Vehicle;
import steering.Walls;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a correct containment desire is, checked on its values. {@link WallsCheck} runs these
 * against the learner's {@link Containment}; {@link WallsSolutionTest} against the reference.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class WallsChecks {

  static final float EPSILON = 1e-4f;
  /** Walls from (40, 40) to (760, 560), margin 50: turn at x < 90, x > 710, y < 90, y > 510. */
  static final Walls WALLS = new Walls(40, 40, 760, 560, 50);

  /** The implementation under check. */
  abstract Containment containment();

  private PVector desired(Walls walls, float x, float y, float vx, float vy) {
    Vehicle v = new Vehicle(x, y);   // maxspeed 4
    v.velocity.set(vx, vy);
    return containment().desiredVelocity(v, walls);
  }

  @Test
  void nearTheLeftWallTheDesireIsToGoRight() {
    // (60 < 90): desired = (+4, 3), |(4, 3)| = 5, scaled to 4: (3.2, 2.4)
    assertVector(3.2f, 2.4f, desired(WALLS, 60, 300, -3, 3),
        "the desired velocity near the left wall");
  }

  @Test
  void nearTheRightWallTheDesireIsToGoLeft() {
    // (730 > 710): desired = (-4, -3) scaled to 4: (-3.2, -2.4)
    assertVector(-3.2f, -2.4f, desired(WALLS, 730, 300, 3, -3),
        "the desired velocity near the right wall");
  }

  @Test
  void nearTheTopWallTheDesireIsToGoDown() {
    // (60 < 90): desired = (3, +4) scaled to 4: (2.4, 3.2)
    assertVector(2.4f, 3.2f, desired(WALLS, 400, 60, 3, -3),
        "the desired velocity near the top wall");
  }

  @Test
  void nearTheBottomWallTheDesireIsToGoUp() {
    // (540 > 510): desired = (-3, -4) scaled to 4: (-2.4, -3.2)
    assertVector(-2.4f, -3.2f, desired(WALLS, 400, 540, -3, 3),
        "the desired velocity near the bottom wall");
  }

  @Test
  void inACornerTheDesireIsAwayFromBothWalls() {
    // top left: (+4, +4), |.| = √32 = 5.656854, scaled to 4: (2.828427, 2.828427)
    assertVector(2.828427f, 2.828427f, desired(WALLS, 50, 50, -1, -1),
        "the desired velocity in the top-left corner");
    // bottom right: (-4, -4) scaled to 4
    assertVector(-2.828427f, -2.828427f, desired(WALLS, 750, 550, 2, 0),
        "the desired velocity in the bottom-right corner");
  }

  @Test
  void pastAWallTheDesireStillLeadsBackIn() {
    // x = 10 is left of the wall at 40: desired = (+4, 0)
    assertVector(4, 0, desired(WALLS, 10, 300, -4, 0),
        "the desired velocity outside the walls, on the left");
    // y = 600 is below the wall at 560: desired = (0, -4)
    assertVector(0, -4, desired(WALLS, 400, 600, 0, 2),
        "the desired velocity outside the walls, below them");
  }

  @Test
  void wellInsideAndOnTheMarginsLineThereIsNoDesire() {
    assertNull(desired(WALLS, 400, 300, 1, 2), "in the middle");
    assertNull(desired(WALLS, 90, 300, -4, 0), "x = 90 = 40 + 50: on the line, not closer");
    assertNull(desired(WALLS, 400, 510, 0, 4), "y = 510 = 560 - 50: on the line");
  }

  @Test
  void aWiderMarginReachesFurtherIn() {
    Walls wide = new Walls(40, 40, 760, 560, 100);   // turn at x < 140
    // (120, 300), velocity (0, 0): desired = (+4, 0), already of length 4
    assertVector(4, 0, desired(wide, 120, 300, 0, 0),
        "the desired velocity with a margin of 100, 80 px from the wall");
    assertNull(desired(WALLS, 120, 300, 0, 0), "margin 50, 80 px from the wall");
    // the right wall with margin 100: turn at x > 660
    assertVector(-4, 0, desired(wide, 680, 300, 0, 0),
        "the desired velocity with a margin of 100, near the right wall");
  }

  @Test
  void aSlowerVehicleDesiresItsOwnMaxspeed() {
    Vehicle v = new Vehicle(60, 300);
    v.maxspeed = 2;
    v.velocity.set(-1, 1.5f);
    // desired = (+2, 1.5), |.| = 2.5, scaled to 2: (1.6, 1.2)
    assertVector(1.6f, 1.2f, containment().desiredVelocity(v, WALLS),
        "the desired velocity at maxspeed 2");
    Vehicle fast = new Vehicle(400, 530);
    fast.maxspeed = 6;
    fast.velocity.set(8, 0);
    // desired = (8, -6), |.| = 10, scaled to 6: (4.8, -3.6)
    assertVector(4.8f, -3.6f, containment().desiredVelocity(fast, WALLS),
        "the desired velocity at maxspeed 6");
  }

  @Test
  void steeredByItAVehicleNeverLeavesTheRectangle() {
    Vehicle v = new Vehicle(400, 300);
    v.maxforce = 0.2f;            // turns round in 4² / (2 × 0.2) = 40 px, within the margin
    v.velocity.set(3.2f, -2.4f);  // heading for the top-right corner at maxspeed 4
    for (int frame = 1; frame <= 1000; frame++) {
      PVector desired = containment().desiredVelocity(v, WALLS);
      if (desired != null) {
        v.steer(desired);
      }
      v.update();
      PVector p = v.position;
      assertTrue(p.x > 40 && p.x < 760 && p.y > 40 && p.y < 560,
          "In frame " + frame + " the vehicle is at " + p + ", outside the walls.");
    }
  }

  @Test
  void neitherTheVehicleNorTheWallsAreChanged() {
    Vehicle v = new Vehicle(60, 60);
    v.velocity.set(-1, -2);
    Walls walls = new Walls(40, 40, 760, 560, 50);
    containment().desiredVelocity(v, walls);
    assertVector(60, 60, v.position, "the vehicle's position");
    assertVector(-1, -2, v.velocity, "the vehicle's velocity");
    assertVector(0, 0, v.acceleration, "the acceleration (only the sketch steers)");
    assertEquals(4, v.maxspeed, "maxspeed");
    assertEquals(50, walls.margin, "margin");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
