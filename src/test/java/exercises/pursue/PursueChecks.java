package exercises.pursue;

import exercises.CheckTimeout;
import exercises.Sentences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What a correct pursue does, checked on its numbers. {@link PursueCheck} runs these against
 * the learner's {@link Pursue}; {@link PursueSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class PursueChecks {

  static final float EPSILON = 1e-4f;

  /** The implementation under check. */
  abstract Pursue pursue();

  @Test
  void theLookAheadIsTheDistanceOverTheMaxspeed() {
    Vehicle pursuer = vehicle(0, 0, 0, 0, 4);
    // |(300, 400)| = 500; 500 / 4 = 125 frames
    assertNumber(125, pursue().lookAhead(pursuer, vehicle(300, 400, 1, 1, 3)),
        "the look-ahead 500 px away at maxspeed 4");
    pursuer.maxspeed = 2;
    // 500 / 2 = 250: a slower pursuer needs longer
    assertNumber(250, pursue().lookAhead(pursuer, vehicle(300, 400, 1, 1, 3)),
        "the look-ahead 500 px away at maxspeed 2");
    // |(−60, 80)| = 100; 100 / 2 = 50
    assertNumber(50, pursue().lookAhead(pursuer, vehicle(-60, 80, 0, 0, 3)),
        "the look-ahead 100 px away at maxspeed 2");
  }

  @Test
  void aPursuerThatCannotMoveLooksNoFramesAhead() {
    Vehicle pursuer = vehicle(0, 0, 0, 0, 0);
    assertEquals(0, pursue().lookAhead(pursuer, vehicle(300, 400, 1, 1, 3)), 0);
  }

  @Test
  void aQuarryAtRestIsSoughtWhereItIs() {
    // future = (100, 0) + 0 × 50 = (100, 0); desired = (100, 0) scaled to 4 = (4, 0)
    assertVector(4, 0, pursue().desired(vehicle(0, 0, 1, 0, 4), vehicle(100, 0, 0, 0, 3), 50),
        "the desired velocity towards a quarry at rest");
  }

  @Test
  void aMovingQuarryIsAimedAtWhereItWillBe() {
    Vehicle pursuer = vehicle(0, 0, 0, 0, 5);
    // future = (300, 0) + (0, 2) × 200 = (300, 400); (300, 400) / 500 × 5 = (3, 4)
    assertVector(3, 4, pursue().desired(pursuer, vehicle(300, 0, 0, 2, 3), 200),
        "the desired velocity 200 frames ahead of a moving quarry");
  }

  @Test
  void theVideosFixedLookAheadOfTenFrames() {
    Vehicle pursuer = vehicle(20, -20, 0, 0, 3);
    // future = (100, 50) + (−2, 1) × 10 = (80, 60); (60, 80) / 100 × 3 = (1.8, 2.4)
    assertVector(1.8f, 2.4f, pursue().desired(pursuer, vehicle(100, 50, -2, 1, 3), 10),
        "the desired velocity 10 frames ahead");
  }

  @Test
  void togetherTheyAimAtTheQuarryTFramesAhead() {
    Vehicle pursuer = vehicle(0, 0, 0, 0, 4);
    Vehicle quarry = vehicle(200, 0, 0, 1, 3);
    float frames = pursue().lookAhead(pursuer, quarry);
    // T = 200 / 4 = 50; future = (200, 50); (200, 50) / √42500 × 4
    float length = (float) Math.sqrt(42500);
    assertVector(800 / length, 200 / length, pursue().desired(pursuer, quarry, frames),
        "the desired velocity T = 50 frames ahead");
  }

  @Test
  void neitherVehicleIsChanged() {
    Vehicle pursuer = vehicle(10, 20, 1, 2, 4);
    Vehicle quarry = vehicle(110, 20, -1, 3, 3);
    pursue().lookAhead(pursuer, quarry);
    pursue().desired(pursuer, quarry, 30);
    assertVector(10, 20, pursuer.position, "the pursuer's position");
    assertVector(1, 2, pursuer.velocity, "the pursuer's velocity");
    assertVector(0, 0, pursuer.acceleration, "the pursuer's acceleration");
    assertVector(110, 20, quarry.position, "the quarry's position");
    assertVector(-1, 3, quarry.velocity, "the quarry's velocity");
  }

  static Vehicle vehicle(float x, float y, float vx, float vy, float maxspeed) {
    Vehicle v = new Vehicle(x, y);
    v.velocity.set(vx, vy);
    v.maxspeed = maxspeed;
    return v;
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }

  static void assertNumber(float expected, float actual, String what) {
    Sentences.assertNumber(expected, actual, what, EPSILON);
  }
}
