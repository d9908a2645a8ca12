package steering;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static steering.GroupRules.FULL_VIEW;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

/**
 * Separation, alignment and cohesion with forces worked out by hand from the formulas
 * (maxspeed 4; maxforce 10 where the force should not be limited, so the desired velocity
 * shows through: force = desired − velocity).
 */
class GroupRulesTest {

  /** Large enough that none of these forces is limited. */
  static final float NO_LIMIT = 10;

  static Vehicle at(float x, float y) {
    Vehicle v = new Vehicle(x, y);
    v.maxforce = NO_LIMIT;
    return v;
  }

  @Test
  void separationFromOneNeighbourTenPixelsAway() {
    Vehicle a = at(0, 0);
    a.velocity.set(0, 1);
    PVector force = a.separate(List.of(at(10, 0)));
    // away = (-1, 0) / 10; average of one = itself; scaled to 4: (-4, 0); minus (0, 1)
    assertVec(-4, 0, a.desired, "desired");
    assertVec(-4, -1, force, "force");
    assertVec(-4, -1, a.acceleration, "acceleration (mass 1)");
  }

  @Test
  void separationIsLimitedToMaxforceAndDividedByMass() {
    Vehicle a = new Vehicle(0, 0);  // maxforce 0.1
    a.mass = 2;
    PVector force = a.separate(List.of(new Vehicle(10, 0)));
    // desired (-4, 0), force (-4, 0) limited to 0.1: (-0.1, 0); acceleration = force / 2
    assertVec(-0.1f, 0, force, "force");
    assertVec(-0.05f, 0, a.acceleration, "acceleration");
  }

  @Test
  void nearerNeighboursPushHarder() {
    Vehicle a = at(0, 0);
    PVector force = a.separate(List.of(at(10, 0), at(0, 20)));
    // (-1, 0)/10 + (0, -1)/20 = (-0.1, -0.05); average (-0.05, -0.025), length 0.0559017;
    // scaled to 4: 4 * (-0.894427, -0.447214) = (-3.577709, -1.788854)
    assertVec(-3.577709f, -1.788854f, force, "force");
  }

  @Test
  void threeInARow() {
    Vehicle a = at(0, 0);
    Vehicle b = at(10, 0);
    Vehicle c = at(20, 0);
    List<Vehicle> all = List.of(a, b, c);
    // a: (-1, 0)/10 + (-1, 0)/20 = (-0.15, 0), average (-0.075, 0), scaled: (-4, 0)
    assertVec(-4, 0, a.separate(all), "a's separation");
    // b: (1, 0)/10 + (-1, 0)/10 = 0: the pushes cancel and, as in the book, nothing is applied
    b.acceleration.set(0.01f, 0.02f);
    assertVec(0, 0, b.separate(all), "b's separation");
    assertVec(0.01f, 0.02f, b.acceleration, "b's acceleration, unchanged");
    // c's cohesion: average offset ((-20) + (-10)) / 2 = -15, so desired (-4, 0)
    assertVec(-4, 0, c.cohere(all), "c's cohesion");
  }

  @Test
  void alignmentSteersToTheAverageVelocityAtMaxspeed() {
    Vehicle a = moving(0, 0, 1, 0);
    a.maxforce = NO_LIMIT;
    Vehicle b = moving(10, 0, 2, 0);
    Vehicle c = moving(20, 0, 0, 2);
    PVector force = a.align(List.of(a, b, c));
    // average of (2, 0) and (0, 2) = (1, 1), scaled to 4: (2.828427, 2.828427); minus (1, 0)
    assertVec(2.828427f, 2.828427f, a.desired, "desired");
    assertVec(1.828427f, 2.828427f, force, "force");
  }

  @Test
  void cohesionSeeksTheAveragePosition() {
    Vehicle a = at(0, 0);
    PVector force = a.cohere(List.of(at(10, 0), at(0, 30)));
    // average position (5, 15), length 15.811388; scaled to 4: (1.264911, 3.794733)
    assertVec(1.264911f, 3.794733f, force, "force");
  }

  @Test
  void noOneInRangeGivesZeroForce() {
    Vehicle a = at(0, 0);
    a.velocity.set(1, 1);
    a.acceleration.set(0.01f, 0.02f);
    List<Vehicle> far = List.of(at(30, 0), at(0, -60));  // 30 > 25; 60 > 50
    assertVec(0, 0, a.separate(far), "separation");
    assertVec(0, 0, a.align(List.of(at(0, -60))), "alignment");
    assertVec(0, 0, a.cohere(List.of(at(0, -60))), "cohesion");
    assertVec(0, 0, a.flock(List.of(at(0, -60))), "flock");
    assertVec(0.01f, 0.02f, a.acceleration, "acceleration, unchanged");
    assertVec(0, 0, a.steering, "this step's steering");
    assertVec(0, 0, a.separate(List.of()), "separation from nobody");
  }

  @Test
  void aNeighbourExactlyAtTheDistanceIsLeftOut() {
    Vehicle a = at(0, 0);
    assertVec(0, 0, a.separate(List.of(at(25, 0))), "d = 25, not < 25");
    assertVec(-4, 0, a.separate(List.of(at(24.5f, 0))), "d = 24.5");
    assertVec(0, 0, a.cohere(List.of(at(30, 40))), "d = 50 exactly (3-4-5)");
    assertVec(0, 0, a.align(List.of(moving(30, 40, 1, 0))), "d = 50 exactly");
    // d = 49.92 is in: seek (30, 39.9), length 49.92; scaled to 4: (2.403846, 3.197115)
    assertVec(2.403846f, 3.197115f, a.cohere(List.of(at(30, 39.9f))), "d = 49.92");
  }

  @Test
  void aVehicleInItsOwnListIsSkipped() {
    Vehicle a = at(0, 0);
    Vehicle b = at(10, 0);
    assertVec(-4, 0, a.separate(List.of(a, b)), "a among the others");
    Vehicle alone = at(5, 5);
    assertVec(0, 0, alone.cohere(List.of(alone)), "only itself: no neighbour");
  }

  @Test
  void distancesCanBeTuned() {
    Vehicle a = at(0, 0);
    // 30 px apart: out of the default 25, inside 40; desired (-4, 0)
    assertVec(-4, 0, GroupRules.separate(a, List.of(at(30, 0)), 40), "separation within 40");
    assertVec(4, 0, GroupRules.cohere(a, List.of(at(70, 0)), 80), "cohesion within 80");
    assertVec(0, 0, GroupRules.cohere(a, List.of(at(70, 0)), 60), "cohesion within 60");
  }

  @Test
  void flockIsTheWeightedSumOfTheLimitedForces() {
    Vehicle a = moving(0, 0, 1, 0);  // maxspeed 4, maxforce 0.1
    Vehicle b = moving(10, 0, 0, 2);
    PVector force = a.flock(List.of(b));
    // separate: desired (-4, 0), force (-5, 0) limited to 0.1 = (-0.1, 0); × 1.5 = (-0.15, 0)
    // align: desired (0, 4), force (-1, 4) limited: 0.1 * (-1, 4) / sqrt(17)
    //        = (-0.0242536, 0.0970143)
    // cohere: desired (4, 0), force (3, 0) limited: (0.1, 0)
    // sum: (-0.15 - 0.0242536 + 0.1, 0.0970143) = (-0.0742536, 0.0970143)
    assertVec(-0.0742536f, 0.0970143f, force, "flock force");
    assertVec(-0.0742536f, 0.0970143f, a.steering, "this step's steering");
    assertVec(-0.0742536f, 0.0970143f, a.acceleration, "acceleration");

    Vehicle c = moving(0, 0, 1, 0);
    PVector tuned = GroupRules.flock(c, List.of(b), 25, 50, 0, 2, 0);
    // alignment alone, × 2: (-0.0485071, 0.1940285)
    assertVec(-0.0485071f, 0.1940285f, tuned, "alignment × 2 only");
  }

  @Test
  void acrossTheEdgeOfAWrappedWorld() {
    float w = 800;
    float h = 600;
    Vehicle a = at(5, 300);
    Vehicle b = at(795, 300);
    // wrapped, b is 10 px to the left of a: away from it is +x; its position is -x
    PVector away = GroupRules.separate(a, List.of(b), 25, 1, FULL_VIEW, w, h);
    assertVec(4, 0, away, "separation across the left edge");
    Vehicle a2 = at(5, 300);
    assertVec(-4, 0, GroupRules.cohere(a2, List.of(b), 50, 1, FULL_VIEW, w, h),
        "cohesion across it");
    Vehicle top = at(400, 3);
    Vehicle bottom = at(400, 597);
    // 6 px apart across the top edge: bottom is above top
    assertVec(0, -4, GroupRules.cohere(top, List.of(bottom), 50, 1, FULL_VIEW, w, h),
        "cohesion, top");
    assertVec(0, -4, GroupRules.separate(bottom, List.of(top), 25, 1, FULL_VIEW, w, h),
        "separation");
    // the same pair in an open world: 790 px apart, no force
    Vehicle open = at(5, 300);
    assertVec(0, 0, open.separate(List.of(b)), "separation without wrap");
    assertEquals(10, GroupRules.distance(a, b, w, h), 1e-9, "wrapped distance");
  }
}
