package steering;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whole runs: followers behind a leader that moves steadily, and a wingman holding its slot.
 */
@DisplayName("Leader following and offset pursuit, run for ten seconds")
class LeaderFollowingRunTest {

  /** Ten seconds at 60 frames a second. */
  static final int FRAMES = 600;
  static final int FOLLOWERS = 10;
  /** The leader's steady speed, in pixels a frame. */
  static final float LEADER_SPEED = 1.5f;
  /** Followers start at rest anywhere within this many pixels of the leader, ahead too. */
  static final float START_SPREAD = 150;

  @Test
  @DisplayName("after 600 frames: 9 in 10 behind, none in sight, none overlapping, all near")
  void followersFallInBehind() {
    for (long seed = 1; seed <= 5; seed++) {
      Random random = new Random(seed);
      Vehicle leader = VectorAssert.moving(0, 0, LEADER_SPEED, 0);
      List<Vehicle> followers = new ArrayList<>();
      for (int i = 0; i < FOLLOWERS; i++) {
        followers.add(new Vehicle(spread(random), spread(random)));
      }
      List<Vehicle> everyone = new ArrayList<>(followers);
      everyone.add(leader);
      for (int frame = 0; frame < FRAMES; frame++) {
        for (Vehicle follower : followers) {
          List<Vehicle> others = new ArrayList<>(everyone);
          others.remove(follower);
          follower.followLeader(leader, others);
        }
        for (Vehicle v : everyone) {
          v.update();
        }
      }
      int behind = 0;
      float farthest = 0;
      for (Vehicle follower : followers) {
        PVector offset = PVector.sub(follower.position, leader.position);
        if (offset.dot(leader.velocity) < 0) {
          behind++;
        }
        farthest = Math.max(farthest, offset.mag());
        assertTrue(!LeaderFollowing.inSight(follower, leader), "seed " + seed
            + ": a follower in the leader's sight zone at " + follower.position);
        for (Vehicle other : everyone) {
          if (other != follower) {
            assertTrue(PVector.dist(follower.position, other.position) >= follower.r + other.r,
                "seed " + seed + ": overlapping at " + follower.position);
          }
        }
      }
      // measured, seeds 1 to 5: all 10 behind, the farthest 138 to 157 px (2.3 to 2.6 × 60)
      assertTrue(behind >= FOLLOWERS * 9 / 10, "seed " + seed + ": " + behind + " behind");
      assertTrue(farthest <= 4 * LeaderFollowing.LEADER_BEHIND_DIST, "seed " + seed
          + ": a follower " + farthest + " px from the leader");
    }
  }

  @Test
  @DisplayName("a wingman holds its slot: within 5 px sideways and 30 px along the track")
  void wingmanHoldsItsSlot() {
    PVector offset = new PVector(-40, 30);   // 40 px behind, 30 px to the right
    Vehicle leader = VectorAssert.moving(0, 0, LEADER_SPEED, 0);
    Vehicle wingman = new Vehicle(-150, 120);
    float worstSide = 0;
    float worstAlong = 0;
    for (int frame = 0; frame < FRAMES; frame++) {
      wingman.pursue(leader, offset);
      leader.update();
      wingman.update();
      if (frame >= FRAMES / 2) {   // once it has had time to get there
        PVector error = PVector.sub(wingman.position, OffsetPursuit.slot(leader, offset));
        worstSide = Math.max(worstSide, Math.abs(error.y));
        worstAlong = Math.max(worstAlong, Math.abs(error.x));
      }
    }
    // measured: 0.0 px sideways, 13.6 px behind: 1.5 × 50 / (4 + 1.5), as OffsetPursuit says
    assertTrue(worstSide <= 5, worstSide + " px sideways");
    assertTrue(worstAlong <= 30, worstAlong + " px along the track");
  }

  private static float spread(Random random) {
    return (random.nextFloat() * 2 - 1) * START_SPREAD;
  }
}
