package steering;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

/**
 * The weighted forms of seek, separate and follow (for crowds that sum behaviors), and the
 * flock's offset between two boids; forces worked out by hand from the formulas.
 */
class WeightedBehaviorsTest {

  /** Large enough that no force here is limited, so desired − velocity shows through. */
  static final float NO_LIMIT = 10;

  static Vehicle at(float x, float y) {
    Vehicle v = new Vehicle(x, y);
    v.maxforce = NO_LIMIT;
    return v;
  }

  @Test
  void seekWithAWeightMultipliesTheForceAfterTheLimit() {
    Vehicle free = at(0, 0);
    // desired = (30, 40) scaled to 4 = (2.4, 3.2); force = desired − 0, × 0.5
    assertVec(1.2f, 1.6f, free.seek(new PVector(30, 40), 0.5f), "unlimited force × 0.5");
    assertVec(2.4f, 3.2f, free.desired, "desired");

    Vehicle limited = new Vehicle(0, 0);  // maxforce 0.1
    // (2.4, 3.2) limited to 0.1 = (0.06, 0.08), then × 0.5
    assertVec(0.03f, 0.04f, limited.seek(new PVector(30, 40), 0.5f), "limited force × 0.5");
  }

  @Test
  void separateWithAWeightAndSeekAddUpInTheSteeringSum() {
    Vehicle a = at(0, 0);
    a.velocity.set(0, 1);
    // separation: away (-1, 0) / 10, scaled to 4: desired (-4, 0); force (-4, -1) × 1.5
    assertVec(-6, -1.5f, GroupRules.separate(a, List.of(at(10, 0)), 25, 1.5f), "separate");
    // seek (0, 100): desired (0, 4); force (0, 3) × 0.5 = (0, 1.5)
    a.seek(new PVector(0, 100), 0.5f);
    assertVec(-6, 0, a.steering, "the step's sum (-6, -1.5) + (0, 1.5)");
    assertVec(-6, 0, a.acceleration, "acceleration (mass 1)");
  }

  @Test
  void separateWithAWeightBeyondTheDistanceIsNoForce() {
    Vehicle a = at(0, 0);
    // the neighbour is 30 px away, the desired separation 25: nobody is too close
    assertVec(0, 0, GroupRules.separate(a, List.of(at(30, 0)), 25, 1.5f), "force");
    // with a desired separation of 40 it is: desired (-4, 0), force (-4, 0) × 2
    assertVec(-8, 0, GroupRules.separate(a, List.of(at(30, 0)), 40, 2), "force at 40");
  }

  @Test
  void followWithAWeightMultipliesTheForceToThePath() {
    Path road = new Path(10);
    road.addPoint(0, 0);
    road.addPoint(400, 0);
    Vehicle v = at(50, 50);
    v.velocity.set(4, 0);
    // predicted (75, 50); normal point (75, 0), 50 px off (radius 10); target (100, 0);
    // desired = (50, -50) scaled to 4 = (2.828427, -2.828427); force = desired − (4, 0)
    // = (-1.171573, -2.828427), × 2
    assertVec(-2.343146f, -5.656854f, v.follow(road, 2), "force × 2");
    assertVec(100, 0, v.pathTarget, "target");

    Vehicle onRoad = at(50, 5);
    onRoad.velocity.set(4, 0);
    // predicted (75, 5) is inside the radius: no force whatever the weight
    assertVec(0, 0, onRoad.follow(road, 3), "on the road");
  }

  @Test
  void aBadWeightIsRefusedBeforeAnythingChanges() {
    Vehicle v = at(0, 0);
    IllegalArgumentException seek = assertThrows(IllegalArgumentException.class,
        () -> v.seek(new PVector(30, 40), -1));
    assertTrue(seek.getMessage().contains("weight"), seek.getMessage());
    IllegalArgumentException separate = assertThrows(IllegalArgumentException.class,
        () -> GroupRules.separate(v, List.of(at(10, 0)), 25, Float.NaN));
    assertTrue(separate.getMessage().contains("weight"), separate.getMessage());
    Path road = new Path(10);
    road.addPoint(0, 0);
    road.addPoint(400, 0);
    v.velocity.set(4, 0);
    assertThrows(IllegalArgumentException.class, () -> v.follow(road, Float.MAX_VALUE * 2));
    IllegalArgumentException overflow = assertThrows(IllegalArgumentException.class,
        () -> v.seek(new PVector(30, 40), Float.MAX_VALUE));
    assertTrue(overflow.getMessage().contains("steering force × weight"), overflow.getMessage());
    assertVec(0, 0, v.desired, "desired untouched");
    assertVec(0, 0, v.acceleration, "acceleration untouched");
    assertVec(0, 0, v.predicted, "predicted untouched");
  }

  @Test
  void theOffsetBetweenTwoBoidsIsTheShortestAcrossTheEdges() {
    Vehicle from = new Vehicle(790, 10);
    Vehicle to = new Vehicle(5, 595);
    // dx = 5 − 790 = −785, +800 = 15; dy = 595 − 10 = 585, −600 = −15
    assertVec(15, -15, new Flock(800, 600).offset(from, to), "wrapped");
    assertVec(-785, 585, new Flock().offset(from, to), "open world");
    assertEquals(21.213203f, new Flock(800, 600).offset(from, to).mag(), 1e-4f, "|(15, -15)|");
  }
}
