package exercises.separation;

import exercises.CheckTimeout;
import exercises.Sentences;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What a correct separation does, checked on its desired velocity and, through
 * {@code vehicle.steer}, its force. {@link SeparationCheck} runs these against the learner's
 * {@link Separate}; {@link SeparationSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class SeparationChecks {

  static final float EPSILON = 1e-4f;

  /** The implementation under check. */
  abstract Separate separate();

  static Vehicle at(float x, float y) {
    return new Vehicle(x, y);
  }

  @Test
  void twoVehiclesTenPixelsApartPushStraightApart() {
    Vehicle a = at(200, 200);
    Vehicle b = at(210, 200);
    List<Vehicle> both = List.of(a, b);
    // a: away = (-10, 0) normalized / 10 = (-0.1, 0); one of them; scaled to maxspeed 4
    assertVector(-4, 0, separate().desired(a, both, 25),
        "vehicle a's desired velocity (itself in the list is skipped)");
    // b: away = (1, 0) / 10, scaled to 4
    assertVector(4, 0, separate().desired(b, both, 25), "vehicle b's desired velocity");
  }

  @Test
  void inARowTheNearerNeighbourPushesHarder() {
    Vehicle left = at(100, 100);
    Vehicle middle = at(110, 100);
    Vehicle right = at(130, 100);
    List<Vehicle> row = List.of(left, middle, right);
    // middle: from left (1, 0) / 10 = (0.1, 0); from right (-1, 0) / 20 = (-0.05, 0);
    // average (0.025, 0): away from the nearer one, scaled to 4
    assertVector(4, 0, separate().desired(middle, row, 25),
        "the middle vehicle's desired velocity");
    // left: only middle is within 25 (right is 30 away): (-4, 0)
    assertVector(-4, 0, separate().desired(left, row, 25), "the left vehicle's desired velocity");
  }

  @Test
  void twoNeighboursAtRightAnglesAreWeightedByOneOverTheDistance() {
    Vehicle a = at(0, 0);
    // (-1, 0) / 10 + (0, -1) / 20 = (-0.1, -0.05); average (-0.05, -0.025);
    // scaled to 4: 4 · (-0.894427, -0.447214)
    assertVector(-3.577709f, -1.788854f,
        separate().desired(a, List.of(at(10, 0), at(0, 20)), 25), "the desired velocity");
  }

  @Test
  void withNobodyTooCloseTheVehicleCarriesOnAsItIs() {
    Vehicle a = at(0, 0);
    a.velocity.set(1, 2);
    // 30 and 40 px away, desired separation 25: nobody is too close
    assertVector(1, 2, separate().desired(a, List.of(a, at(30, 0), at(0, 40)), 25),
        "the desired velocity with nobody too close (the velocity itself)");
    assertVector(0, 0, a.steer(separate().desired(a, List.of(at(30, 0)), 25)),
        "the steering force (none is needed)");
  }

  @Test
  void aNeighbourExactlyAtTheDesiredSeparationIsNotTooClose() {
    Vehicle a = at(0, 0);
    a.velocity.set(-1, 0);
    // d = 25 is not < 25
    assertVector(-1, 0, separate().desired(a, List.of(at(15, 20)), 25),
        "the desired velocity with the other exactly at the desired separation, 25");
    // with 25.01 it is: away (-15, -20) / 25, scaled to 4 = (-2.4, -3.2)
    assertVector(-2.4f, -3.2f, separate().desired(a, List.of(at(15, 20)), 25.01f),
        "the desired velocity with a desired separation of 25.01");
  }

  @Test
  void theDesiredSeparationDecidesWhoIsTooClose() {
    Vehicle a = at(0, 0);
    List<Vehicle> others = List.of(at(30, 0), at(0, 45));
    // 30 < 40, 45 is not: away from the first only
    assertVector(-4, 0, separate().desired(a, others, 40),
        "the desired velocity with a desired separation of 40");
    // both within 50: (-1, 0) / 30 + (0, -1) / 45 = (-0.033333, -0.022222), scaled to 4:
    // 4 · (-0.832050, -0.554700)
    assertVector(-3.328201f, -2.218801f, separate().desired(a, others, 50),
        "the desired velocity with a desired separation of 50");
    // neither within 20
    assertVector(0, 0, separate().desired(a, others, 20),
        "the desired velocity with a desired separation of 20 (nobody too close: the velocity"
            + " (0, 0))");
  }

  @Test
  void theDesiredSpeedIsTheVehiclesOwnMaxspeed() {
    Vehicle a = at(0, 0);
    a.maxspeed = 2.5f;
    // away (0, -1) / 5, scaled to 2.5
    assertVector(0, -2.5f, separate().desired(a, List.of(at(0, 5)), 25),
        "the desired velocity at maxspeed 2.5");
    a.maxspeed = 6;
    // away (-0.6, -0.8) / 20, scaled to 6
    assertVector(-3.6f, -4.8f, separate().desired(a, List.of(at(12, 16)), 25),
        "the desired velocity at maxspeed 6");
  }

  @Test
  void throughSteerFromRestTheForceIsMaxforceAway() {
    Vehicle a = at(200, 200);
    a.maxforce = 0.25f;
    // desired (-4, 0); steering = (-4, 0) − (0, 0), limited to 0.25
    assertVector(-0.25f, 0, a.steer(separate().desired(a, List.of(at(210, 200)), 25)),
        "the steering force");
  }

  @Test
  void nothingIsChanged() {
    Vehicle a = at(0, 0);
    a.velocity.set(1, 2);
    Vehicle b = at(10, 0);
    b.velocity.set(3, 4);
    List<Vehicle> others = new ArrayList<>(List.of(a, b));
    separate().desired(a, others, 25);
    assertVector(0, 0, a.position, "the vehicle's position");
    assertVector(1, 2, a.velocity, "the vehicle's velocity");
    assertVector(0, 0, a.acceleration, "the acceleration (desired must not apply a force)");
    assertVector(10, 0, b.position, "the other's position");
    assertVector(3, 4, b.velocity, "the other's velocity");
    assertEquals(List.of(a, b), others, "the list");
    PVector desired = separate().desired(a, List.of(at(30, 0)), 25);
    desired.mult(2);
    assertVector(1, 2, a.velocity, "the returned vector is a copy, not the velocity itself");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
