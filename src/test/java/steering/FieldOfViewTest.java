package steering;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import steering.crowd.CrowdNeighbours;
import steering.neighbours.BinNeighbours;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

/**
 * A boid's field of view: the rules leave out a neighbour outside the cone ahead (the angle
 * between the velocity and the offset to it beyond half the view angle); at 360° the flock is
 * the book's, bit for bit.
 */
class FieldOfViewTest {

  /**
   * Fingerprints of 300 boids (RandomFlocks seed 11, 800 × 600 wrapped) after 60 frames, by the
   * code before there was a view angle: every position and velocity, bit for bit.
   */
  static final long BOOK_BEFORE = -2740455675225602770L;
  static final long BINS_BEFORE = -5733197473738193868L;
  static final long CROWD_BEFORE = 2610981792048334570L;

  /**
   * a at (0, 0) flying (1, 0), b 10 px behind it flying (0, 2); maxspeed 4, maxforce 0.1.
   * Seen: separation desired (4, 0), force (3, 0) limited (0.1, 0) × 1.5 = (0.15, 0);
   * alignment desired (0, 4), force (−1, 4) limited 0.1 (−1, 4)/√17 = (−0.0242536,
   * 0.0970143); cohesion desired (−4, 0), force (−5, 0) limited (−0.1, 0); sum (0.0257464,
   * 0.0970143). Unseen: every rule's desired is the velocity, no force.
   */
  @Test
  void aNeighbourStraightBehindIsSeenAt360ButNotAt270() {
    Vehicle a = moving(0, 0, 1, 0);
    GroupRules.flock(a, List.of(moving(-10, 0, 0, 2)), 25, 50, 1.5f, 1, 1, 360);
    assertVec(0.0257464f, 0.0970143f, a.steering, "360°");

    Vehicle b = moving(0, 0, 1, 0);
    GroupRules.flock(b, List.of(moving(-10, 0, 0, 2)), 25, 50, 1.5f, 1, 1, 270);
    assertVec(0, 0, b.steering, "270°: behind, unseen");
    GroupRules.flock(b, List.of(moving(-10, 0, 0, 2)), 25, 50, 1.5f, 1, 1, 359);
    assertVec(0, 0, b.steering, "359°: still half a degree short of straight behind");
  }

  /** A neighbour square to the side (90° off): seen when half the view angle reaches 90°. */
  @Test
  void aNeighbourToTheSideIsSeenFromAViewOfMoreThan180() {
    Vehicle side = moving(0, 10, 0, 2);
    Vehicle a = moving(0, 0, 1, 0);
    // seen: separation desired (0, −4), force (−1, −4) limited 0.1 (−1, −4)/√17 × 1.5
    // = (−0.0363803, −0.1455214); alignment (−0.0242536, 0.0970143); cohesion desired (0, 4),
    // force (−0.0242536, 0.0970143); sum (−0.0848875, 0.0485072)
    GroupRules.flock(a, List.of(side), 25, 50, 1.5f, 1, 1, 190);
    assertVec(-0.0848875f, 0.0485072f, a.steering, "190°: seen");
    Vehicle b = moving(0, 0, 1, 0);
    GroupRules.flock(b, List.of(side), 25, 50, 1.5f, 1, 1, 170);
    assertVec(0, 0, b.steering, "170°: unseen");
  }

  /** A neighbour 45° off ahead: in a 100° cone (50° each side), not in an 80° one. */
  @Test
  void aNeighbourAheadAt45DegreesNeedsAViewOfAtLeast90() {
    Vehicle a = moving(0, 0, 1, 0);
    assertTrue(GroupRules.sees(a, moving(10, 10, 0, 0), 100, 0, 0), "100°");
    assertFalse(GroupRules.sees(a, moving(10, 10, 0, 0), 80, 0, 0), "80°");
    assertTrue(GroupRules.sees(a, moving(10, -10, 0, 0), 100, 0, 0), "the other side, 100°");
    assertTrue(GroupRules.sees(a, moving(-10, 0, 0, 0), 360, 0, 0), "behind, 360°");
    // across the edge of a 100-wide wrapped world, 95 is 5 behind
    assertFalse(GroupRules.sees(moving(0, 50, 1, 0), moving(95, 50, 0, 0), 270, 100, 100),
        "behind across the edge");
    assertTrue(GroupRules.sees(moving(95, 50, 1, 0), moving(0, 50, 0, 0), 60, 100, 100),
        "ahead across the edge");
  }

  /** A boid at rest has no ahead: it sees all round, whatever the angle. */
  @Test
  void aBoidAtRestSeesAllRound() {
    Vehicle still = moving(0, 0, 0, 0);
    assertTrue(GroupRules.sees(still, moving(-10, 0, 0, 0), 10, 0, 0));
  }

  /** A view angle is more than 0 and at most 360 degrees, at the door. */
  @Test
  void aViewAngleOutOfRangeIsRefused() {
    Vehicle a = moving(0, 0, 1, 0);
    for (float bad : new float[] {0, -10, 361, Float.NaN}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> GroupRules.flock(a, List.of(), 25, 50, 1.5f, 1, 1, bad));
      assertTrue(e.getMessage().contains("viewAngle"), e.getMessage());
      Flock flock = new Flock();
      flock.add(moving(0, 0, 1, 0));
      flock.viewAngle = bad;
      IllegalStateException s = assertThrows(IllegalStateException.class, flock::step);
      assertTrue(s.getMessage().contains("viewAngle"), s.getMessage());
    }
  }

  /** In a flock, the view reaches the rules: the boid behind sees the one ahead, not back. */
  @Test
  void inAFlockOnlyTheBoidBehindFeelsTheOther() {
    Vehicle ahead = moving(10, 0, 1, 0);
    Vehicle behind = moving(0, 0, 1, 0);
    Flock flock = new Flock();
    flock.viewAngle = 270;
    flock.add(ahead);
    flock.add(behind);
    flock.flock();
    assertVec(0, 0, ahead.steering, "ahead sees no one");
    assertTrue(behind.steering.mag() > 0, "behind sees the one ahead: " + behind.steering);
  }

  /**
   * With the view angle left at 360°, or set to it, 60 frames of a flock end where they ended
   * before the view angle existed, bit for bit, with every finder.
   */
  @ParameterizedTest
  @ValueSource(strings = {"default", "set"})
  void aFullViewLeavesTheFlockAsItWas(String how) {
    boolean set = how.equals("set");
    assertEquals(BOOK_BEFORE, fingerprint(BookNeighbours::new, set), "book");
    assertEquals(BINS_BEFORE, fingerprint(BinNeighbours::new, set), "bins");
    assertEquals(CROWD_BEFORE, fingerprint(CrowdNeighbours::new, set), "crowd");
  }

  /** 60 frames of the fingerprinted flock; every position and velocity hashed in order. */
  static long fingerprint(Supplier<NeighbourFinder> finder, boolean setFullView) {
    List<Vehicle> boids = RandomFlocks.scatter(11, 300, 800, 600);
    Flock flock = RandomFlocks.flockOf(boids, 800, 600);
    flock.finder = finder.get();
    if (setFullView) {
      flock.viewAngle = GroupRules.FULL_VIEW;
      flock.clearView = false;
    }
    for (int f = 0; f < 60; f++) {
      flock.step();
    }
    long h = 17;
    for (Vehicle b : boids) {
      h = 31 * h + Float.floatToIntBits(b.position.x);
      h = 31 * h + Float.floatToIntBits(b.position.y);
      h = 31 * h + Float.floatToIntBits(b.velocity.x);
      h = 31 * h + Float.floatToIntBits(b.velocity.y);
    }
    return h;
  }
}
