package steering;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.SteeringArbitraries.Start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.generators.SourceDSL.lists;
import static steering.Limits.assertWithin;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Queuing: brake while someone is just ahead")
class QueuingTest {

  static final int EXAMPLES = 200;
  static final int MOST_OTHERS = 12;

  private static List<Vehicle> others(Vehicle... vehicles) {
    return Arrays.asList(vehicles);
  }

  @Test
  @DisplayName("the point ahead: position + heading × LOOK_AHEAD (20 px)")
  void aheadPoint() {
    assertVec(20, 0, Queuing.aheadPoint(moving(0, 0, 4, 0)), "heading east");
    // heading (3, 4) / 5 × 20 = (12, 16)
    assertVec(112, 116, Queuing.aheadPoint(moving(100, 100, 0.6f, 0.8f)), "heading (3, 4)");
    assertVec(5, 5, Queuing.aheadPoint(moving(5, 5, 0, 0)), "at rest");
  }

  @Test
  @DisplayName("a neighbour within 12 px of the point ahead brakes: force = −velocity × 0.5")
  void brakesForTheNeighbourAhead() {
    Vehicle v = moving(0, 0, 4, 0);
    v.maxforce = 10;   // large enough not to limit
    Vehicle ahead = moving(30, 0, 0, 0);   // 10 px beyond the point ahead (20, 0)
    assertSame(ahead, Queuing.neighbourAhead(v, others(v, ahead)));
    PVector force = v.queue(others(v, ahead));
    // desired = (4, 0) × (1 − 0.5) = (2, 0); force = desired − velocity = (−2, 0)
    assertVec(2, 0, v.desired, "desired");
    assertVec(-2, 0, force, "force");
    assertVec(-2, 0, v.acceleration, "applied");
    v.update();
    assertVec(2, 0, v.velocity, "half the speed after one frame");
  }

  @Test
  @DisplayName("the braking force is limited to maxforce, and slows without turning round")
  void limited() {
    Vehicle v = moving(0, 0, 3, 4);
    Vehicle ahead = moving(12, 16, 0, 0);
    PVector force = v.queue(others(ahead));
    // −(3, 4) × 0.5 = (−1.5, −2), limited to 0.1: (−0.06, −0.08)
    assertVec(-0.06f, -0.08f, force, "force");
    assertEquals(0.1f, force.mag(), 1e-6);
    for (int frame = 0; frame < 200; frame++) {
      v.queue(others(ahead));
      v.update();
      assertTrue(v.velocity.x >= 0 && v.velocity.y >= 0, "frame " + frame + ": " + v.velocity);
    }
  }

  @Test
  @DisplayName("nobody near the point ahead, a vehicle at rest, itself: no force")
  void noBrake() {
    Vehicle v = moving(0, 0, 4, 0);
    assertNull(Queuing.neighbourAhead(v, others(moving(32, 0, 0, 0))));    // 12 px: not within
    assertNull(Queuing.neighbourAhead(v, others(moving(20, 12, 0, 0))));   // beside the point
    assertNull(Queuing.neighbourAhead(v, others(moving(-20, 0, 0, 0))));   // behind
    assertNull(Queuing.neighbourAhead(v, others(v)));                      // itself
    assertTrue(Queuing.neighbourAhead(v, others(moving(31.9f, 0, 0, 0))) != null);
    Vehicle resting = moving(0, 0, 0, 0);
    assertNull(Queuing.neighbourAhead(resting, others(moving(1, 0, 0, 0))));
    assertVec(0, 0, v.queue(others(moving(-20, 0, 0, 0))), "force");
    assertVec(0, 0, v.acceleration, "nothing applied");
    assertVec(0, 0, v.desired, "no desired velocity");
  }

  @Test
  @DisplayName("a null list, a null vehicle in it, a vehicle that cannot steer: refused, named")
  void refusals() {
    Vehicle v = moving(0, 0, 4, 0);
    assertMessage("others must not be null", () -> v.queue(null));
    assertMessage("vehicle must not be null", () -> Queuing.queue(null, others(v)));
    assertMessage("others[1] must not be null", () -> v.queue(others(v, null)));
    Vehicle broken = moving(20, 0, 0, 4);
    broken.velocity.x = Float.NaN;
    assertMessage("others[0].velocity must have finite coordinates, was (NaN, 4.0)",
        () -> v.queue(others(broken)));
    assertMessage("velocity must have finite coordinates, was (NaN, 4.0)",
        () -> broken.queue(others(v)));
    String before = Refusals.state(v);
    assertThrows(RuntimeException.class, () -> v.queue(others(broken)));
    assertEquals(before, Refusals.state(v), "refused, yet the vehicle changed");
  }

  @Test
  @DisplayName("any vehicles, anywhere, any limits: finite, within maxforce, never speeding up")
  void staysFiniteAndWithinMaxforce() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(lists().of(FlockPropertiesTest.boid()).ofSizeBetween(1, MOST_OTHERS))
        .checkAssert(starts -> {
          List<Vehicle> crowd = new ArrayList<>();
          for (Start s : starts) {
            crowd.add(s.vehicle());
          }
          Vehicle v = crowd.get(0);
          double speed = Limits.length(v.velocity);
          PVector[] applied = new PVector[1];
          if (!Refusals.attempt(v, () -> applied[0] = v.queue(crowd))) {
            return;   // too large a result for a float: refused, nothing changed
          }
          assertAllFinite(v);
          assertWithin(applied[0], v.maxforce, "queue force");
          // braking points against the velocity: with a mass of 1 or more (half the speed at
          // most, per unit of mass) the next speed is no more than this one's
          if (applied[0].mag() > 0 && v.mass >= 1 && Refusals.attempt(v, v::update)) {
            assertAllFinite(v);
            assertTrue(Limits.length(v.velocity) <= speed * (1 + Limits.RELATIVE_TOLERANCE)
                + Limits.MEASURABLE, "sped up from " + speed + " to " + v.velocity);
          }
        });
  }

  private static void assertMessage(String message, Runnable call) {
    RuntimeException e = assertThrows(RuntimeException.class, call::run);
    assertTrue(e instanceof IllegalArgumentException || e instanceof IllegalStateException,
        e.toString());
    assertEquals(message, e.getMessage());
  }
}
