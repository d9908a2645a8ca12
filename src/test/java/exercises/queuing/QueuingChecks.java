package exercises.queuing;

import exercises.CheckTimeout;
import exercises.Sentences;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * What a correct braking rule does, on hand-worked cases, through {@code vehicle.steer}, and on
 * a whole run. {@link QueuingCheck} runs these against the learner's {@link Braking};
 * {@link QueuingSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class QueuingChecks {

  static final float EPSILON = 1e-4f;
  /** The sketch's numbers: 20 px ahead, within 12 px of that point, brake by half. */
  static final float LOOK_AHEAD = 20;
  static final float RADIUS = 12;
  static final float BRAKING = 0.5f;

  /** The implementation under check. */
  abstract Braking braking();

  static Vehicle moving(float x, float y, float vx, float vy) {
    Vehicle v = new Vehicle(x, y);
    v.velocity.set(vx, vy);
    return v;
  }

  /** At the origin heading east at 4 px a frame: the point ahead is (20, 0). */
  static Vehicle eastbound() {
    return moving(0, 0, 4, 0);
  }

  PVector desired(Vehicle v, List<Vehicle> others, float lookAhead, float radius,
      float braking) {
    return braking().desired(v, others, lookAhead, radius, braking);
  }

  PVector desired(Vehicle v, List<Vehicle> others) {
    return desired(v, others, LOOK_AHEAD, RADIUS, BRAKING);
  }

  @Test
  void aNeighbourJustAheadMakesItBrakeToHalfItsVelocity() {
    Vehicle v = eastbound();
    // the other at (30, 0) is 10 px from the point ahead (20, 0): desired = (4, 0) × 0.5
    assertVector(2, 0, desired(v, List.of(v, moving(30, 0, 0, 0))),
        "the desired velocity with a vehicle 30 px ahead");
  }

  @Test
  void nobodyJustAheadIsNoBrake() {
    Vehicle v = eastbound();
    assertNone(desired(v, List.of(v)), "the vehicle alone (itself in the list)");
    assertNone(desired(v, List.of(moving(-20, 0, 0, 0))), "a vehicle 20 px behind");
    // (20, 12) is exactly 12 px from the point ahead: not within it
    assertNone(desired(v, List.of(moving(20, 12, 0, 0))), "a vehicle 12 px beside the point ahead");
    assertNone(desired(v, List.of(moving(33, 0, 0, 0))), "a vehicle 33 px ahead");
  }

  @Test
  void theLookAheadAndTheRadiusDecideWhoIsInTheWay() {
    Vehicle v = eastbound();
    List<Vehicle> far = List.of(moving(45, 0, 0, 0));
    assertNone(desired(v, far, 20, 12, BRAKING), "a vehicle 45 px ahead, looking 20 px ahead");
    // looking 40 px ahead: the point (40, 0) is 5 px from it
    assertVector(2, 0, desired(v, far, 40, 12, BRAKING),
        "the desired velocity with a vehicle 45 px ahead, looking 40 px ahead");
    List<Vehicle> aside = List.of(moving(20, 15, 0, 0));
    assertNone(desired(v, aside, 20, 12, BRAKING), "a vehicle 15 px beside the point ahead,"
        + " radius 12");
    assertVector(2, 0, desired(v, aside, 20, 16, BRAKING),
        "the desired velocity with a vehicle 15 px beside the point ahead, radius 16");
  }

  @Test
  void theBrakingShareScalesTheVelocity() {
    Vehicle v = eastbound();
    List<Vehicle> ahead = List.of(moving(25, 0, 0, 0));
    assertVector(3, 0, desired(v, ahead, LOOK_AHEAD, RADIUS, 0.25f),
        "the desired velocity braking by 0.25");
    assertVector(0.8f, 0, desired(v, ahead, LOOK_AHEAD, RADIUS, 0.8f),
        "the desired velocity braking by 0.8");
  }

  @Test
  void aSlantedHeadingLooksAlongTheVelocity() {
    Vehicle v = moving(100, 100, 3, 4);
    // heading (0.6, 0.8): the point ahead is (112, 116); the other is 5 px beyond it
    assertVector(1.5f, 2, desired(v, List.of(moving(115, 120, 0, 0))),
        "the desired velocity heading (3, 4) with a vehicle at (115, 120)");
    // (120, 100) is 20 px to the east: 17.9 px from the point ahead
    assertNone(desired(v, List.of(moving(120, 100, 0, 0))),
        "a vehicle 20 px east of one heading (3, 4)");
  }

  @Test
  void aVehicleAtRestHasNoAhead() {
    Vehicle resting = moving(0, 0, 0, 0);
    assertNone(desired(resting, List.of(moving(1, 0, 0, 0))), "a vehicle at rest");
  }

  @Test
  void throughSteerTheForceIsMinusVelocityTimesTheBrakingShare() {
    Vehicle v = eastbound();
    v.maxforce = 10;
    PVector desired = desired(v, List.of(moving(30, 0, 0, 0)));
    assertVector(2, 0, desired, "the desired velocity with a vehicle 30 px ahead");
    // desired (2, 0) − velocity (4, 0) = (−2, 0), within maxforce 10
    assertVector(-2, 0, v.steer(desired), "the steering force");
    Vehicle limited = eastbound();
    // (−2, 0) limited to maxforce 0.1
    assertVector(-0.1f, 0, limited.steer(desired(limited, List.of(moving(30, 0, 0, 0)))),
        "the steering force limited to maxforce 0.1");
  }

  @Test
  void steeredByItAFollowerStopsBehindAStandingVehicle() {
    Vehicle standing = moving(200, 0, 0, 0);
    Vehicle follower = moving(0, 0, 2, 0);
    follower.maxspeed = 2;
    follower.maxforce = 0.2f;
    List<Vehicle> both = List.of(standing, follower);
    PVector beyond = new PVector(400, 0);
    for (int frame = 1; frame <= RUN_FRAMES; frame++) {
      PVector desired = desired(follower, both);
      if (desired != null) {
        follower.steer(desired);
      } else {
        follower.seek(beyond);
      }
      follower.update();
      float gap = PVector.dist(follower.position, standing.position);
      if (gap < follower.r + standing.r) {
        fail("In frame " + frame + " the follower's centre is " + gap + " px from the standing"
            + " vehicle's; it should stop before they overlap (12 px).");
      }
    }
    float gap = PVector.dist(follower.position, standing.position);
    if (gap > QUEUED) {
      fail("After " + RUN_FRAMES + " frames the follower waits " + gap + " px behind the"
          + " standing vehicle; it should close up to within " + QUEUED + " px.");
    }
  }

  @Test
  void nothingIsChanged() {
    Vehicle v = eastbound();
    Vehicle other = moving(30, 0, 1, 2);
    List<Vehicle> others = new ArrayList<>(List.of(v, other));
    PVector desired = desired(v, others);
    assertVector(0, 0, v.position, "the vehicle's position");
    assertVector(4, 0, v.velocity, "the vehicle's velocity");
    assertVector(0, 0, v.acceleration, "the acceleration (desired must not apply a force)");
    assertVector(30, 0, other.position, "the other's position");
    assertVector(1, 2, other.velocity, "the other's velocity");
    assertEquals(List.of(v, other), others, "The list should not change.");
    if (desired != null) {
      desired.mult(3);
      assertVector(4, 0, v.velocity, "the velocity after the returned vector was changed (it"
          + " must be a new vector, not the velocity itself)");
    }
  }

  static final int RUN_FRAMES = 300;
  /** A follower that queued up waits within this distance of the one ahead. */
  static final float QUEUED = 40;

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }

  static void assertNone(PVector actual, String what) {
    if (actual != null) {
      fail("With " + what + " nobody is in the way, so the answer should be null but is ("
          + actual.x + ", " + actual.y + ").");
    }
  }
}
