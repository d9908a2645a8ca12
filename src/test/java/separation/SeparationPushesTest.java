package separation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.Vehicle;

/**
 * The pushes the separation board draws are measured on the rule the vehicles step by, never
 * the board's copy of the book: with GroupRules.separate they are the book's unit(p − other) / d;
 * with a rule that divides by d² instead (as a learner's {@code diff.div(d * d)} would), they
 * are that rule's, and the board marks where they part from the book's. Every value below is
 * worked out by hand for a vehicle at (400, 300) with maxspeed 3.
 */
class SeparationPushesTest {

  static final float SEPARATION = 25;
  static final float MAXSPEED = 3;
  static final float EPSILON = 1e-3f;

  /**
   * GroupRules.separate with the push edited from 1 / d to 1 / d²: the loop of the book's
   * separation with that one line changed, standing for a learner's edit.
   */
  static PVector squared(Vehicle v, List<Vehicle> others, float desiredSeparation) {
    PVector sum = new PVector();
    int count = 0;
    for (Vehicle other : others) {
      float d = PVector.dist(v.position, other.position);
      if (d > 0 && d < desiredSeparation) {
        PVector diff = PVector.sub(v.position, other.position);
        diff.normalize();
        diff.div(d * d);
        sum.add(diff);
        count++;
      }
    }
    if (count > 0) {
      sum.div(count);
      sum.setMag(v.maxspeed);
      return v.steer(sum);
    }
    return v.steer(v.velocity);
  }

  /** A separation that is not one push per neighbour added up: only the nearest pushes. */
  static PVector nearestOnly(Vehicle v, List<Vehicle> others, float desiredSeparation) {
    Vehicle nearest = null;
    for (Vehicle other : others) {
      float d = PVector.dist(v.position, other.position);
      if (d > 0 && d < desiredSeparation && (nearest == null
          || d < PVector.dist(v.position, nearest.position))) {
        nearest = other;
      }
    }
    return v.steer(nearest == null ? v.velocity
        : PVector.sub(v.position, nearest.position).setMag(v.maxspeed));
  }

  /**
   * The book's separation, but its desired velocity turned towards the velocity it has: the
   * pushes measured at rest are the book's, and no longer add up to what it asks of a vehicle
   * that moves.
   */
  static PVector leaningOnVelocity(Vehicle v, List<Vehicle> others, float desiredSeparation) {
    PVector sum = new PVector();
    for (Vehicle other : others) {
      float d = PVector.dist(v.position, other.position);
      if (d > 0 && d < desiredSeparation) {
        sum.add(PVector.sub(v.position, other.position).normalize().div(d));
      }
    }
    return sum.mag() > 0 ? v.steer(sum.setMag(v.maxspeed).add(v.velocity))
        : v.steer(v.velocity);
  }

  @Test
  void theBooksPushesAreOneOverDAndAddUpToDesired() {
    Vehicle me = vehicle(400, 300);
    me.velocity.set(1, -0.5f);   // moving: the pushes do not look at the velocity
    Vehicle right = vehicle(410, 300);
    Vehicle above = vehicle(400, 280);
    List<Vehicle> everyone = List.of(me, right, above, vehicle(430, 300));
    List<PVector> pushes = SeparationPushes.of(me, List.of(right, above), everyone, SEPARATION,
        SeparationPushes.RUN);
    // (−1, 0) / 10 + (0, 1) / 20 = (−0.1, 0.05), |…| = 0.111803; set to 3: × 26.8328
    assertVector(-2.68328f, 0, pushes.get(0));
    assertVector(0, 1.34164f, pushes.get(1));
    List<PVector> book = SeparationBoard.booksPushes(me, List.of(right, above), everyone,
        SEPARATION);
    assertEquals(-1, SeparationBoard.mostApart(pushes, book), "the code's are the book's");
  }

  @Test
  void aRuleThatDividesByDSquaredGivesItsOwnPushes() {
    Vehicle me = vehicle(400, 300);
    Vehicle right = vehicle(410, 300);
    Vehicle above = vehicle(400, 280);
    List<Vehicle> everyone = List.of(me, right, above, vehicle(430, 300));
    List<PVector> pushes = SeparationPushes.of(me, List.of(right, above), everyone, SEPARATION,
        SeparationPushesTest::squared);
    // (−1, 0) / 100 + (0, 1) / 400 = (−0.01, 0.0025), |…| = 0.0103078; set to 3: × 291.043
    assertVector(-2.91043f, 0, pushes.get(0));
    assertVector(0, 0.72761f, pushes.get(1));
    // the book's are (−2.683, 0) and (0, 1.342): the one 20 px off differs most
    List<PVector> book = SeparationBoard.booksPushes(me, List.of(right, above), everyone,
        SEPARATION);
    assertEquals(1, SeparationBoard.mostApart(pushes, book));
  }

  /**
   * Two neighbours in line with the vehicle, 10 px to the right and 15 px to the left: their
   * sum alone cannot tell their lengths apart, so each is measured against a stand-in 10 px
   * above. (−1, 0) / 10 + (1, 0) / 15 = (−1/30, 0), set to 3: × 90.
   */
  @Test
  void neighboursInLineAreMeasuredAgainstOneAtRightAngles() {
    Vehicle me = vehicle(400, 300);
    Vehicle right = vehicle(410, 300);
    Vehicle left = vehicle(385, 300);
    List<PVector> pushes = SeparationPushes.of(me, List.of(right, left),
        List.of(me, right, left), SEPARATION, SeparationPushes.RUN);
    assertVector(-9, 0, pushes.get(0));
    assertVector(6, 0, pushes.get(1));
  }

  /** A rule whose pushes do not add up gives none, rather than a wrong picture. */
  @Test
  void aRuleThatIsNotASumOfPushesGivesNone() {
    Vehicle me = vehicle(400, 300);
    Vehicle right = vehicle(410, 300);
    Vehicle above = vehicle(400, 280);
    assertNull(SeparationPushes.of(me, List.of(right, above), List.of(me, right, above),
        SEPARATION, SeparationPushesTest::nearestOnly));
    me.velocity.set(0, -2);
    assertNull(SeparationPushes.of(me, List.of(right, above), List.of(me, right, above),
        SEPARATION, SeparationPushesTest::leaningOnVelocity));
    assertEquals(List.of(), SeparationPushes.of(me, List.of(), List.of(me), SEPARATION,
        SeparationPushes.RUN));
  }

  private static Vehicle vehicle(float x, float y) {
    Vehicle v = new Vehicle(x, y);
    v.maxspeed = MAXSPEED;
    return v;
  }

  private static void assertVector(float x, float y, PVector actual) {
    assertEquals(x, actual.x, EPSILON, "x of " + actual);
    assertEquals(y, actual.y, EPSILON, "y of " + actual);
  }
}
