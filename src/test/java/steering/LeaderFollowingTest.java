package steering;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.LeaderFollowing.Rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("LeaderFollowing and OffsetPursuit: the points, by hand, and the rule that steers")
class LeaderFollowingTest {

  /** At (100, 50) heading (3, 4): its heading is (0.6, 0.8). */
  private static Vehicle leader() {
    return moving(100, 50, 3, 4);
  }

  private static List<Vehicle> others(Vehicle... vehicles) {
    return Arrays.asList(vehicles);
  }

  @Test
  @DisplayName("behind = position − heading × 60; the sight zone's centre = position + heading × 60")
  void behindAndSight() {
    assertEquals(60, LeaderFollowing.LEADER_BEHIND_DIST);
    // (100, 50) − (0.6, 0.8) × 60 = (100 − 36, 50 − 48)
    assertVec(64, 2, LeaderFollowing.behind(leader()), "behind");
    assertVec(136, 98, LeaderFollowing.sightCentre(leader()), "sight centre");
    assertTrue(LeaderFollowing.inSight(new Vehicle(136 + 49, 98), leader()), "49 px from it");
    assertTrue(!LeaderFollowing.inSight(new Vehicle(136 + 51, 98), leader()), "51 px from it");
  }

  @Test
  @DisplayName("a leader at rest faces +x: behind it is 60 px to its left")
  void leaderAtRest() {
    assertVec(1, 0, LeaderFollowing.heading(new Vehicle(10, 20)), "heading");
    assertVec(-50, 20, LeaderFollowing.behind(new Vehicle(10, 20)), "behind");
  }

  @Test
  @DisplayName("the offset in the leader's frame: x ahead, y to its right (y down)")
  void slotInTheLeadersFrame() {
    Vehicle southbound = moving(100, 50, 0, 2);   // ahead = (0, 1); its right is west, (−1, 0)
    PVector offset = new PVector(-40, 30);       // 40 px behind, 30 px to the right
    // (100, 50) + (0, 1) × −40 + (−1, 0) × 30
    assertVec(70, 10, OffsetPursuit.slot(southbound, offset), "slot");
    // heading east the frame is the world's: the slot is the offset added
    assertVec(60, 80, OffsetPursuit.slot(moving(100, 50, 5, 0), offset), "slot heading east");
    // heading (0.6, 0.8): ahead × −40 = (−24, −32), right (−0.8, 0.6) × 30 = (−24, 18)
    assertVec(52, 36, OffsetPursuit.slot(leader(), offset), "slot heading (3, 4)");
  }

  @Test
  @DisplayName("the future slot: T = distance to the slot / maxspeed ahead, + the offset; arrive")
  void futureSlot() {
    Vehicle southbound = moving(100, 50, 0, 2);
    Vehicle wingman = new Vehicle(100, -50);
    wingman.maxforce = 10;                     // large enough not to limit
    PVector offset = new PVector(-40, 30);
    // the slot now is (70, 10), √(30² + 60²) = 67.082 px off: T = 67.082 / 4 = 16.7705
    assertEquals(16.770510f, OffsetPursuit.lookAhead(wingman, southbound, offset), 1e-4);
    // future = (100, 50 + 2 × 16.7705) = (100, 83.541); + (−30, −40)
    assertVec(70, 43.541020f, OffsetPursuit.futureSlot(wingman, southbound, offset), 1e-4f,
        "future slot");
    PVector force = wingman.pursue(southbound, offset);
    // arrive at (70, 43.541), 98.2 px off, beyond the slowing radius: at maxspeed 4
    float d = (float) Math.hypot(30, 93.541020);
    assertVec(-30 / d * 4, 93.541020f / d * 4, wingman.desired, 1e-4f, "desired");
    assertVec(-30 / d * 4, 93.541020f / d * 4, force, 1e-4f, "force (from rest)");
  }

  @Test
  @DisplayName("in the sight zone: evade the leader's future position")
  void evadeInSight() {
    Vehicle follower = new Vehicle(136, 98);   // the sight zone's centre, 60 px from the leader
    follower.maxforce = 10;
    assertEquals(Rule.EVADE, LeaderFollowing.rule(follower, leader(), others()));
    follower.followLeader(leader(), others());
    // T = 60 / 4 = 15: future = (100, 50) + (3, 4) × 15 = (145, 110); away: (−9, −12) at 4
    assertVec(-2.4f, -3.2f, follower.desired, "desired");
  }

  @Test
  @DisplayName("out of sight and crowded: separate; out of sight and alone: arrive behind")
  void separateElseArrive() {
    Vehicle follower = new Vehicle(64, -100);   // 102 px beyond the behind point (64, 2)
    follower.maxforce = 10;
    Vehicle near = new Vehicle(74, -100);       // 10 px to its right
    assertEquals(Rule.SEPARATE, LeaderFollowing.rule(follower, leader(), others(near)));
    follower.followLeader(leader(), others(near));
    assertVec(-4, 0, follower.desired, "separation: away at maxspeed");
    Vehicle alone = new Vehicle(64, -100);
    alone.maxforce = 10;
    assertEquals(Rule.ARRIVE, LeaderFollowing.rule(alone, leader(), others(leader())));
    alone.followLeader(leader(), others(leader()));
    assertVec(0, 4, alone.desired, "arrive: towards (64, 2) at maxspeed");
    Vehicle close = new Vehicle(64, -23);       // 25 px from behind: half of maxspeed
    close.followLeader(leader(), others());
    assertVec(0, 2, close.desired, "arrive: inside the slowing radius, 25 / 50 of maxspeed");
  }

  @Test
  @DisplayName("the force is at most maxforce")
  void limited() {
    Vehicle follower = new Vehicle(64, -100);
    assertEquals(0.1f, follower.followLeader(leader(), others()).mag(), 1e-6);
    Vehicle wingman = new Vehicle(-500, 0);
    assertEquals(0.1f, wingman.pursue(leader(), new PVector(-40, 30)).mag(), 1e-6);
  }

  @Test
  @DisplayName("no leader, no list, itself as leader, a NaN offset: refused")
  void refusals() {
    Vehicle v = new Vehicle(0, 0);
    v.velocity.set(1, 2);
    Vehicle leader = leader();
    assertMessage("leader must not be null", () -> v.followLeader(null, others()));
    assertMessage("others must not be null", () -> v.followLeader(leader, null));
    assertMessage("others[1] must not be null", () -> v.followLeader(leader,
        others(leader, null)));
    assertMessage("leader is the follower itself: a vehicle cannot follow itself",
        () -> v.followLeader(v, others(leader)));
    Vehicle broken = leader();
    broken.position.x = Float.NaN;
    assertMessage("leader.position must have finite coordinates, was (NaN, 50.0)",
        () -> v.followLeader(broken, others()));
    assertMessage("leader must not be null", () -> v.pursue(null, new PVector(-40, 30)));
    assertMessage("leader is the wingman itself: a vehicle cannot follow itself",
        () -> v.pursue(v, new PVector(-40, 30)));
    assertMessage("offset must not be null", () -> v.pursue(leader, (PVector) null));
    assertMessage("offset must have finite coordinates, was (NaN, 30.0)",
        () -> v.pursue(leader, new PVector(Float.NaN, 30)));
    RuntimeException far = assertThrows(IllegalArgumentException.class,
        () -> v.pursue(moving(0, 1e18f, 0, 0), new PVector(-1e18f, 1e18f)));
    assertTrue(far.getMessage().startsWith("slot (the leader's position + the offset)"
        + " must lie within ±1e18, was ("), far.getMessage());
    String before = Refusals.state(v);
    assertThrows(RuntimeException.class, () -> v.followLeader(v, others(leader)));
    assertThrows(RuntimeException.class, () -> v.pursue(leader, new PVector(Float.NaN, 0)));
    assertEquals(before, Refusals.state(v), "refused, yet the vehicle changed");
  }

  private static void assertMessage(String message, Runnable call) {
    RuntimeException e = assertThrows(RuntimeException.class, call::run);
    assertTrue(e instanceof IllegalArgumentException || e instanceof IllegalStateException,
        e.toString());
    assertEquals(message, e.getMessage());
  }

  /** As separate(vehicles) in the book, the follower may pass the whole list, itself in it. */
  @Test
  void theFollowerInItsOwnListIsSkipped() {
    Vehicle leader = leader();
    Vehicle a = new Vehicle(leader.position.x - 200, leader.position.y + 10);
    Vehicle b = new Vehicle(a.position.x, a.position.y);
    Vehicle other = new Vehicle(a.position.x + 10, a.position.y);
    PVector withItself = a.followLeader(leader, others(leader, other, a));
    PVector without = b.followLeader(leader, others(leader, other));
    assertEquals(without.x, withItself.x, 0);
    assertEquals(without.y, withItself.y, 0);
    assertTrue(without.mag() > 0, "the follower 10 px from another separates");
  }
}
