package steering;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.generators.SourceDSL.floats;
import static org.quicktheories.generators.SourceDSL.lists;
import static steering.Limits.assertWithin;
import static steering.VectorAssert.assertFinite;
import static steering.VehiclePropertiesTest.EXAMPLES;
import static steering.VehiclePropertiesTest.FRAMES;
import static steering.VehiclePropertiesTest.stepSanely;

/**
 * Properties of followLeader and pursue(leader, offset) over random vehicles (see
 * {@link SteeringArbitraries}: huge and tiny values too): nothing becomes NaN or infinite, the
 * force is never more than maxforce (one behavior steers at a time), no speed after update()
 * exceeds maxspeed, or the call is refused and changes nothing; and the points they steer by
 * lie where their formulas put them.
 */
class LeaderFollowingPropertiesTest {

  /** How far from the origin a crowd's vehicles start, in pixels. */
  static final float NEAR = 80;

  @Test
  void followLeaderStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), SteeringArbitraries.start(),
            SteeringArbitraries.start(), SteeringArbitraries.start())
        .checkAssert((follower, leader, near, far) -> {
          Vehicle v = follower.vehicle();
          Vehicle l = leader.vehicle();
          List<Vehicle> others = new ArrayList<>(List.of(l, near.vehicle(), far.vehicle()));
          for (int frame = 0; frame < FRAMES; frame++) {
            stepSanely(v, () -> v.followLeader(l, others), frame);
            for (Vehicle other : others) {
              Refusals.attempt(other, other::update);
            }
          }
        });
  }

  /**
   * Everyone within a few dozen pixels of each other, so that every rule gets its turn: in the
   * leader's sight (evade), crowded (separate) or neither (arrive); one force, at most maxforce.
   */
  @Test
  void followLeaderInACrowdAppliesOneForceAtMostMaxforce() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(nearby(), nearby(), lists().of(nearby()).ofSizeBetween(0, 4))
        .checkAssert((follower, leader, crowd) -> {
          Vehicle v = follower.vehicle();
          Vehicle l = leader.vehicle();
          List<Vehicle> others = new ArrayList<>(List.of(l));
          crowd.forEach(start -> others.add(start.vehicle()));
          for (int frame = 0; frame < FRAMES; frame++) {
            PVector force = v.followLeader(l, others);
            assertWithin(force, v.maxforce, "frame " + frame + " force");
            assertWithin(v.steering, v.maxforce, "frame " + frame + " this step's forces");
            v.update();
            others.forEach(Vehicle::update);
          }
        });
  }

  /** A vehicle within 80 px of the origin, at an everyday speed, with everyday limits. */
  static Gen<SteeringArbitraries.Start> nearby() {
    Gen<Float> near = floats().between(-NEAR, NEAR);
    Gen<Float> speed = floats().between(-5, 5);
    return near.zip(near, PVector::new).zip(speed.zip(speed, PVector::new),
        floats().between(0.5f, 6), floats().between(0.01f, 1),
        (position, velocity, maxspeed, maxforce) -> new SteeringArbitraries.Start(position,
            velocity, maxspeed, maxforce, 1));
  }

  @Test
  void offsetPursuitStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), SteeringArbitraries.start(),
            SteeringArbitraries.point())
        .checkAssert((wingman, leader, offset) -> {
          Vehicle v = wingman.vehicle();
          Vehicle l = leader.vehicle();
          for (int frame = 0; frame < FRAMES; frame++) {
            stepSanely(v, () -> v.pursue(l, offset), frame);
            Refusals.attempt(l, l::update);
          }
        });
  }

  /**
   * The behind point and the sight zone's centre are LEADER_BEHIND_DIST either side of the
   * leader along its heading; the slot is |offset| from the leader, at the offset's angle to
   * its heading.
   */
  @Test
  void thePointsLieWhereTheFormulasPutThem() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(ChapterPropertiesTest.everydayStart(), SteeringArbitraries.everydayPoint())
        .checkAssert((leader, offset) -> {
          Vehicle l = leader.vehicle();
          PVector heading = LeaderFollowing.heading(l);
          assertEquals(1, heading.mag(), 1e-5, "a unit heading");
          PVector behind = PVector.sub(LeaderFollowing.behind(l), l.position);
          PVector ahead = PVector.sub(LeaderFollowing.sightCentre(l), l.position);
          double tolerance = 1e-3;   // coordinates up to 1000 px, rounded to float
          assertEquals(LeaderFollowing.LEADER_BEHIND_DIST, behind.mag(), tolerance, "behind");
          assertEquals(-LeaderFollowing.LEADER_BEHIND_DIST, behind.dot(heading), tolerance,
              "behind, along the heading");
          assertEquals(LeaderFollowing.LEADER_BEHIND_DIST, ahead.dot(heading), tolerance,
              "ahead, along the heading");
          PVector slot = PVector.sub(OffsetPursuit.slot(l, offset), l.position);
          assertFinite(slot, "slot");
          assertEquals(offset.mag(), slot.mag(), tolerance, "slot distance");
          // ahead in the leader's frame is offset.x, to its right offset.y (y down)
          assertEquals(offset.x, slot.dot(heading), tolerance, "slot ahead");
          assertEquals(offset.y, slot.dot(new PVector(-heading.y, heading.x)), tolerance,
              "slot to the right");
          assertTrue(Float.isFinite(slot.x) && Float.isFinite(slot.y));
        });
  }
}
