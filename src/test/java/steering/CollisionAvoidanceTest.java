package steering;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.CollisionAvoidance.Approach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("CollisionAvoidance: steer away from where the soonest collision partner will be")
class CollisionAvoidanceTest {

  /** At the origin heading east at 4 px a frame; r = 6, so a threat comes within 6 + 6 + 8. */
  private static Vehicle eastbound() {
    Vehicle v = moving(0, 0, 4, 0);
    v.maxforce = 10;   // large enough not to limit
    return v;
  }

  private static List<Vehicle> others(Vehicle... vehicles) {
    return Arrays.asList(vehicles);
  }

  @Test
  @DisplayName("crossing at right angles: t = −(p · w) / (w · w), both positions then")
  void closestApproachOfACrossing() {
    Vehicle southbound = moving(100, -90, 0, 4);
    // p = (100, −90), w = (−4, 4): t = 760 / 32 = 23.75
    Approach a = CollisionAvoidance.closestApproach(eastbound(), southbound);
    assertEquals(23.75f, a.time(), 1e-4);
    assertVec(95, 0, a.self(), "self");
    assertVec(100, 5, a.otherAt(), "other");
    assertEquals(Math.sqrt(50), a.distance(), 1e-4);
    assertSame(southbound, a.other());
  }

  @Test
  @DisplayName("desired: from where the other will be to where I will be, at maxspeed")
  void steersAwayFromTheOthersFuturePosition() {
    Vehicle v = eastbound();
    PVector force = CollisionAvoidance.avoid(v, others(moving(100, -90, 0, 4)));
    // (95, 0) − (100, 5) = (−5, −5), at maxspeed 4
    assertVec(-2.828427f, -2.828427f, v.desired, "desired");
    assertVec(-6.828427f, -2.828427f, force, "force");   // desired − (4, 0)
  }

  @Test
  @DisplayName("a dead-on meeting: sidestep across the relative velocity, each the other way")
  void deadOnMeeting() {
    Vehicle east = eastbound();
    Vehicle south = moving(100, -100, 0, 4);
    south.maxforce = 10;
    CollisionAvoidance.avoid(east, others(south));
    // w = (−4, 4) turned a quarter turn: (−4, −4), at maxspeed
    assertVec(-2.828427f, -2.828427f, east.desired, "east's desired");
    Vehicle eastAgain = eastbound();
    CollisionAvoidance.avoid(south, others(eastAgain));
    // seen from the other vehicle w = (4, −4), turned: (4, 4): it turns the other way
    assertVec(2.828427f, 2.828427f, south.desired, "south's desired");
  }

  @Test
  @DisplayName("missing by more than both radii + the margin is no threat")
  void nearMissIsNoThreat() {
    // p = (130, −100): t = 920 / 32 = 28.75, at (115, 0) and (130, 15): 21.2 px > 20
    Vehicle v = eastbound();
    assertNull(CollisionAvoidance.threat(v, others(moving(130, -100, 0, 4))));
    assertVec(0, 0, CollisionAvoidance.avoid(v, others(moving(130, -100, 0, 4))), "force");
    assertVec(0, 0, v.acceleration, "nothing applied");
    // (126, −100): t = 28.25, at (113, 0) and (126, 13): 18.4 px < 20, a threat
    assertTrue(CollisionAvoidance.threat(v, others(moving(126, -100, 0, 4))) != null);
  }

  @Test
  @DisplayName("beyond the time horizon, parting, or moving together: no threat")
  void noThreat() {
    Vehicle v = eastbound();
    assertNull(CollisionAvoidance.threat(v, others(moving(1000, -1000, 0, 4))));  // t = 250
    assertNull(CollisionAvoidance.threat(v, others(moving(-10, 0, -4, 0))));      // parting
    assertNull(CollisionAvoidance.closestApproach(v, moving(10, 0, 4, 0)));        // together
    assertNull(CollisionAvoidance.threat(v, others(v)));                           // itself
  }

  @Test
  @DisplayName("of two on a collision course, the sooner is the threat, whatever the order")
  void soonestWins() {
    Vehicle later = moving(200, -200, 0, 4);   // t = 50
    Vehicle sooner = moving(100, 100, 0, -4);  // t = 25, from below
    Vehicle v = eastbound();
    assertSame(sooner, CollisionAvoidance.threat(v, others(later, sooner)).other());
    assertSame(sooner, CollisionAvoidance.threat(v, others(sooner, later)).other());
  }

  @Test
  @DisplayName("the force is limited to maxforce")
  void limited() {
    Vehicle v = moving(0, 0, 4, 0);
    PVector force = CollisionAvoidance.avoid(v, others(moving(100, -90, 0, 4)));
    assertEquals(0.1f, force.mag(), 1e-6);
  }

  @Test
  @DisplayName("a null list, a null vehicle in it, a vehicle that cannot steer: refused")
  void refusals() {
    Vehicle v = eastbound();
    assertMessage("others must not be null", () -> CollisionAvoidance.avoid(v, null));
    assertMessage("vehicle must not be null",
        () -> CollisionAvoidance.avoid(null, others(eastbound())));
    assertMessage("others[1] must not be null",
        () -> CollisionAvoidance.avoid(v, others(eastbound(), null)));
    Vehicle broken = moving(100, -90, 0, 4);
    broken.velocity.x = Float.NaN;
    assertMessage("others[0].velocity must have finite coordinates, was (NaN, 4.0)",
        () -> CollisionAvoidance.avoid(v, others(broken)));
    assertMessage("velocity must have finite coordinates, was (NaN, 4.0)",
        () -> CollisionAvoidance.avoid(broken, others(v)));
    String before = Refusals.state(v);
    assertThrows(RuntimeException.class, () -> CollisionAvoidance.avoid(v, others(broken)));
    assertEquals(before, Refusals.state(v), "refused, yet the vehicle changed");
  }

  private static void assertMessage(String message, Runnable call) {
    RuntimeException e = assertThrows(RuntimeException.class, call::run);
    assertTrue(e instanceof IllegalArgumentException || e instanceof IllegalStateException,
        e.toString());
    assertEquals(message, e.getMessage());
  }
}
