package sketchbook.panel;

import java.util.List;
import org.junit.jupiter.api.Test;
import sketchbook.panel.RuleCounts.Rule;
import steering.Flock;
import steering.GroupRules;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The boards' counts are what GroupRules counts, with the flock's distances, view angle and
 * wrap: each case below is one GroupRules decides differently from a plain distance test.
 */
class RuleCountsTest {

  static final float WIDTH = 800;
  static final float HEIGHT = 600;

  @Test
  void separationCountsWithinTheDesiredSeparationButNotItself() {
    Flock book = RuleCounts.separationOnly(GroupRules.DESIRED_SEPARATION);
    Vehicle me = new Vehicle(400, 300);
    assertTrue(RuleCounts.counts(Rule.SEPARATION, me, new Vehicle(424, 300), book));
    assertFalse(RuleCounts.counts(Rule.SEPARATION, me, new Vehicle(426, 300), book));
    assertFalse(RuleCounts.counts(Rule.SEPARATION, me, new Vehicle(400, 300), book), "d = 0");
    assertEquals(1, RuleCounts.counted(Rule.SEPARATION, me,
        List.of(me, new Vehicle(410, 300), new Vehicle(440, 300)), book).size());
  }

  /** Alignment asks for the neighbours' velocity: one at rest still counts. */
  @Test
  void alignmentCountsANeighbourAtRest() {
    Vehicle me = new Vehicle(400, 300);
    Flock book = new Flock();
    assertTrue(RuleCounts.counts(Rule.ALIGNMENT, me, new Vehicle(440, 300), book));
    assertFalse(RuleCounts.counts(Rule.ALIGNMENT, me, new Vehicle(460, 300), book));
  }

  /** In a world that wraps, a boid 10 px away across the left edge is a neighbour. */
  @Test
  void aNeighbourAcrossTheEdgeCountsWhenTheWorldWraps() {
    Vehicle me = new Vehicle(5, 300);
    Vehicle across = new Vehicle(WIDTH - 5, 300);
    Flock open = new Flock();
    Flock wrapped = new Flock(WIDTH, HEIGHT);
    for (Rule rule : Rule.values()) {
      assertFalse(RuleCounts.counts(rule, me, across, open), rule + ", open world");
      assertTrue(RuleCounts.counts(rule, me, across, wrapped), rule + ", wrapped world");
    }
  }

  /** With a view angle of 90°, a boid moving +x sees one ahead of it, not one behind. */
  @Test
  void aNeighbourOutOfViewIsNotCounted() {
    Vehicle me = new Vehicle(400, 300);
    me.velocity.set(2, 0);
    Flock narrow = new Flock();
    narrow.viewAngle = 90;
    for (Rule rule : Rule.values()) {
      assertTrue(RuleCounts.counts(rule, me, new Vehicle(420, 300), narrow), rule + " ahead");
      assertFalse(RuleCounts.counts(rule, me, new Vehicle(380, 300), narrow), rule + " behind");
    }
  }
}
