package exercises.wander;

import exercises.CheckTimeout;
import exercises.Sentences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What a correct wander point is, for known angles, distances, radii and headings.
 * {@link WanderCheck} runs these against the learner's {@link WanderPoint};
 * {@link WanderSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class WanderChecks {

  static final float EPSILON = 1e-3f;
  static final float HALF_PI = (float) (Math.PI / 2);

  /** The implementation under check. */
  abstract WanderPoint wanderPoint();

  @Test
  void atAngleZeroThePointIsStraightAheadBeyondTheCentre() {
    // at rest, heading 0: centre (100, 100) + 80 · (1, 0) = (180, 100); + 25 · (1, 0)
    assertVector(205, 100, wanderPoint().target(vehicle(100, 100, 0, 0), 0, 80, 25),
        "the wander point");
  }

  @Test
  void theAngleIsMeasuredFromTheHeading() {
    // heading π/2 (moving down): centre (0, 80);
    // direction π/2 + π/2 = π: (0, 80) + 25 · (−1, 0)
    assertVector(-25, 80, wanderPoint().target(vehicle(0, 0, 0, 2), HALF_PI, 80, 25),
        "the wander point");
  }

  @Test
  void aLongerDistanceMovesTheCircleFurtherAhead() {
    // heading 0: centre (120, 0); direction π/2: (120, 0) + 25 · (0, 1) = (120, 25)
    assertVector(120, 25, wanderPoint().target(vehicle(0, 0, 3, 0), HALF_PI, 120, 25),
        "the wander point");
  }

  @Test
  void aBiggerRadiusPutsThePointFurtherFromTheCentre() {
    // heading 0: centre (120, 0); direction −π/2: (120, 0) + 50 · (0, −1) = (120, −50)
    assertVector(120, -50, wanderPoint().target(vehicle(0, 0, 3, 0), -HALF_PI, 120, 50),
        "the wander point");
  }

  @Test
  void aSlantedHeadingTurnsTheWholeCircle() {
    // velocity (3, 4): heading (0.6, 0.8); centre 50 · (0.6, 0.8) = (30, 40);
    // angle 0: + 10 · (0.6, 0.8) = (36, 48)
    assertVector(36, 48, wanderPoint().target(vehicle(0, 0, 3, 4), 0, 50, 10),
        "the wander point");
    // angle π/2: direction (−0.8, 0.6); (30, 40) + 10 · (−0.8, 0.6) = (22, 46)
    assertVector(22, 46, wanderPoint().target(vehicle(0, 0, 3, 4), HALF_PI, 50, 10),
        "the wander point");
  }

  @Test
  void radiusZeroIsTheCentre() {
    // velocity (0, −1): heading −π/2; centre (10, 10) + 80 · (0, −1) = (10, −70)
    assertVector(10, -70, wanderPoint().target(vehicle(10, 10, 0, -1), 1.2f, 80, 0),
        "the wander point");
  }

  @Test
  void theDesiredVelocityPointsAtThePointAtMaxspeed() {
    // at rest, heading 0: point (80, 0) + 25 · (0, 1) = (80, 25); desired (80, 25) / √7025 × 4
    float length = (float) Math.sqrt(7025);
    assertVector(320 / length, 100 / length,
        wanderPoint().desired(vehicle(0, 0, 0, 0), HALF_PI, 80, 25),
        "the desired velocity");
  }

  @Test
  void theVehicleIsNotChanged() {
    Vehicle v = vehicle(5, 6, 1, 2);
    wanderPoint().target(v, 0.5f, 80, 25);
    wanderPoint().desired(v, 0.5f, 80, 25);
    assertVector(5, 6, v.position, "the vehicle's position");
    assertVector(1, 2, v.velocity, "the vehicle's velocity");
    assertVector(0, 0, v.acceleration, "the vehicle's acceleration");
  }

  static Vehicle vehicle(float x, float y, float vx, float vy) {
    Vehicle v = new Vehicle(x, y);
    v.velocity.set(vx, vy);
    return v;
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
