package steering;

import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

/**
 * Flake's view rule: a neighbour within the narrow cone ahead and the blocking distance makes
 * the boid steer sideways, to the side it already leans to; off, the flock is the book's.
 * Every boid here: maxspeed 4, maxforce 0.1, flying (1, 0) from (0, 0).
 */
class ClearViewTest {

  /** The fourth rule alone: the three weights at 0. */
  private static Flock viewRuleOnly(Vehicle... boids) {
    Flock flock = new Flock();
    flock.separationWeight = 0;
    flock.alignmentWeight = 0;
    flock.cohesionWeight = 0;
    flock.clearView = true;
    for (Vehicle b : boids) {
      flock.add(b);
    }
    return flock;
  }

  /**
   * Dead ahead at (10, 0): the line of sight turned a quarter turn is (0, 10), square to the
   * velocity (dot 0): kept, the boid's right on screen. desired (0, 4), force (−1, 4) limited
   * 0.1 (−1, 4)/√17 = (−0.0242536, 0.0970143). The blocker, looking away, feels nothing.
   */
  @Test
  void aBlockerDeadAheadSendsTheBoidToItsRight() {
    Vehicle a = moving(0, 0, 1, 0);
    Vehicle blocker = moving(10, 0, 1, 0);
    viewRuleOnly(a, blocker).flock();
    assertVec(-0.0242536f, 0.0970143f, a.steering, "behind the blocker");
    assertVec(0, 0, blocker.steering, "the blocker sees no one ahead");
  }

  /**
   * A blocker ahead and below, at (10, 5), 26.6° off: the quarter turns of (10, 5) are
   * (−5, 10) and (5, −10); the velocity leans to the second (dot 5), away from the blocker.
   * desired 4 (1, −2)/√5 = (1.7888544, −3.5777088), force (0.7888544, −3.5777088) limited to
   * 0.1: (0.0215320, −0.0976544).
   */
  @Test
  void aBlockerOffToOneSideSendsTheBoidTheOtherWay() {
    Vehicle a = moving(0, 0, 1, 0);
    viewRuleOnly(a, moving(10, 5, 1, 0)).flock();
    assertVec(0.0215320f, -0.0976544f, a.steering, "up, away from the blocker below");
  }

  /** Outside the 90° cone (60° off), beyond 40 px, or beyond the neighbour distance: no force. */
  @Test
  void onlyANeighbourCloseAndInTheNarrowConeBlocks() {
    Vehicle wide = moving(0, 0, 1, 0);
    viewRuleOnly(wide, moving(10, 17.32f, 1, 0)).flock();
    assertVec(0, 0, wide.steering, "60° off");
    Vehicle far = moving(0, 0, 1, 0);
    viewRuleOnly(far, moving(45, 0, 1, 0)).flock();
    assertVec(0, 0, far.steering, "45 px ahead, beyond 40");
    Vehicle shortSighted = moving(0, 0, 1, 0);
    Flock flock = viewRuleOnly(shortSighted, moving(10, 0, 1, 0));
    flock.neighbourDistance = 8;
    flock.flock();
    assertVec(0, 0, shortSighted.steering, "10 px ahead, neighbour distance 8");
    Vehicle atRest = moving(0, 0, 0, 0);
    assertFalse(ClearView.blocks(atRest, new processing.core.PVector(10, 0)), "at rest");
    assertTrue(ClearView.blocks(moving(0, 0, 1, 0), new processing.core.PVector(10, 9)),
        "42° off: in the cone");
  }

  /** A blocker the view angle hides (a 60° view, the blocker 40° off) does not block. */
  @Test
  void aBlockerMustBeSeen() {
    Vehicle a = moving(0, 0, 1, 0);
    Flock flock = viewRuleOnly(a, moving(10, 8.39f, 1, 0));
    flock.viewAngle = 60;
    flock.flock();
    assertVec(0, 0, a.steering, "40° off, view 30° each side");
  }

  /** Off (the default, or set off), 60 frames end bit for bit where they ended before it. */
  @Test
  void offTheFlockIsTheBooks() {
    assertFalse(new Flock().clearView, "off by default");
    assertEquals(FieldOfViewTest.BOOK_BEFORE, FieldOfViewTest.fingerprint(BookNeighbours::new,
        true));
  }
}
