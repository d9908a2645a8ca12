package exercises.alignment;

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
 * What a correct alignment does, checked on its desired velocity and, through
 * {@code vehicle.steer}, its force. {@link AlignmentCheck} runs these against the learner's
 * {@link Align}; {@link AlignmentSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class AlignmentChecks {

  static final float EPSILON = 1e-4f;

  /** The implementation under check. */
  abstract Align align();

  static Vehicle boid(float x, float y, float vx, float vy) {
    Vehicle v = new Vehicle(x, y);
    v.velocity.set(vx, vy);
    return v;
  }

  @Test
  void oneNeighboursVelocityScaledToMaxspeed() {
    Vehicle a = boid(0, 0, 1, 0);
    // the neighbour 20 px away flies (0, 2): average (0, 2), scaled to maxspeed 4
    assertVector(0, 4, align().desired(a, List.of(a, boid(20, 0, 0, 2)), 50),
        "the desired velocity (the boid itself in the list is skipped)");
  }

  @Test
  void theAverageOfTheNeighboursVelocities() {
    Vehicle a = boid(0, 0, 0, 0);
    List<Vehicle> others = List.of(boid(10, 0, 3, 0), boid(0, 10, 0, 1));
    // average of (3, 0) and (0, 1) = (1.5, 0.5), length 1.581139; scaled to 4:
    // 4 · (0.948683, 0.316228)
    assertVector(3.794733f, 1.264911f, align().desired(a, others, 50), "the desired velocity");
  }

  @Test
  void theNeighbourDistanceDecidesWhoIsANeighbour() {
    Vehicle a = boid(0, 0, 1, 1);
    List<Vehicle> others = List.of(boid(30, 0, 2, 0), boid(0, 60, 0, -3));
    // within 40: only the first, flying (2, 0): (4, 0)
    assertVector(4, 0, align().desired(a, others, 40),
        "the desired velocity with a neighbour distance of 40");
    // within 80: average ((2, 0) + (0, -3)) / 2 = (1, -1.5), length 1.802776; scaled to 4:
    // 4 · (0.554700, -0.832050)
    assertVector(2.218801f, -3.328201f, align().desired(a, others, 80),
        "the desired velocity with a neighbour distance of 80");
    // within 20: nobody, so the boid carries on: its own velocity (1, 1)
    assertVector(1, 1, align().desired(a, others, 20),
        "the desired velocity with a neighbour distance of 20 (no neighbours)");
  }

  @Test
  void aBoidExactlyAtTheNeighbourDistanceIsNotANeighbour() {
    Vehicle a = boid(0, 0, -1, 0);
    // (30, 40) is 50 away: not < 50
    assertVector(-1, 0, align().desired(a, List.of(boid(30, 40, 0, 2)), 50),
        "the desired velocity with a boid exactly at the neighbour distance, 50");
    assertVector(0, 4, align().desired(a, List.of(boid(30, 40, 0, 2)), 50.01f),
        "the desired velocity with a neighbour distance of 50.01");
  }

  @Test
  void theDesiredSpeedIsTheBoidsOwnMaxspeed() {
    Vehicle a = boid(0, 0, 0, 0);
    a.maxspeed = 2.5f;
    // a neighbour flying (0.3, 0.4), slower than anybody's top speed: scaled up to 2.5
    assertVector(1.5f, 2, align().desired(a, List.of(boid(5, 5, 0.3f, 0.4f)), 50),
        "the desired velocity at maxspeed 2.5");
    a.maxspeed = 6;
    assertVector(3.6f, 4.8f, align().desired(a, List.of(boid(5, 5, 0.3f, 0.4f)), 50),
        "the desired velocity at maxspeed 6");
  }

  @Test
  void throughSteerTheForceTurnsTheBoidTowardsTheirHeading() {
    Vehicle a = boid(0, 0, 4, 0);
    a.maxforce = 10;
    // desired (0, 4); steering = (0, 4) − (4, 0) = (-4, 4), under maxforce 10
    assertVector(-4, 4, a.steer(align().desired(a, List.of(boid(10, 10, 0, 1)), 50)),
        "the steering force");
    Vehicle flying = boid(0, 0, 0, 4);
    // already flying their way at full speed: no force
    assertVector(0, 0, flying.steer(align().desired(flying, List.of(boid(10, 10, 0, 1)), 50)),
        "the steering force (none is needed)");
  }

  @Test
  void nothingIsChanged() {
    Vehicle a = boid(0, 0, 1, 2);
    Vehicle b = boid(10, 0, 3, 4);
    List<Vehicle> others = new ArrayList<>(List.of(a, b));
    align().desired(a, others, 50);
    assertVector(0, 0, a.position, "the vehicle's position");
    assertVector(1, 2, a.velocity, "the vehicle's velocity");
    assertVector(0, 0, a.acceleration, "the acceleration (desired must not apply a force)");
    assertVector(10, 0, b.position, "the neighbour's position");
    assertVector(3, 4, b.velocity, "the neighbour's velocity");
    assertEquals(List.of(a, b), others, "the list");
    align().desired(a, List.of(boid(100, 0, 0, 1)), 50).mult(2);
    assertVector(1, 2, a.velocity, "the returned vector is a copy, not the velocity itself");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
