package steering.crowd;

import steering.RandomFlocks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import processing.core.PVector;
import steering.GroupRules;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

/**
 * A crowd's separation: the book's rule with hand-worked numbers, the same forces as
 * GroupRules.separate over the whole frame, whatever the order of the list, and bad input
 * refused before anything changes. Vehicles have the defaults maxspeed 4, maxforce 0.1, mass 1.
 */
class CrowdTest {

  /** The Nature of Code's desired separation. */
  static final float S = 25;
  /**
   * Forces (at most maxforce, 0.05 to 0.2) from sums of a few dozen neighbours added in another
   * order, in floats by the book's rules and in doubles here: a ten-thousandth of maxforce.
   */
  static final float ROUNDING = 2e-5f;
  /** Desired velocities, up to maxspeed (2 to 6): the same share of it. */
  static final float DESIRED_ROUNDING = 1e-3f;

  @Test
  void twoVehiclesTenPixelsApartPushEachOtherAway() {
    Vehicle a = moving(0, 0, 1, 0);
    Vehicle b = moving(10, 0, 0, 2);
    new Crowd().separate(List.of(a, b), S);
    // a: offset to b o = (10, 0), |o|² = 100: away = −o / 100 = (−0.1, 0); one neighbour;
    // desired = (−0.1, 0) setMag(4) = (−4, 0); force = (−4, 0) − (1, 0) = (−5, 0), limited
    // to 0.1: (−0.1, 0)
    assertVec(-4, 0, a.desired, "a desired");
    assertVec(-0.1f, 0, a.steering, "a steering");
    assertVec(-0.1f, 0, a.acceleration, "a acceleration (mass 1)");
    // b: o = (−10, 0), away (0.1, 0), desired (4, 0); force (4, 0) − (0, 2) = (4, −2), limited:
    // 0.1 · (4, −2) / √20 = (0.0894427, −0.0447214)
    assertVec(4, 0, b.desired, "b desired");
    assertVec(0.0894427f, -0.0447214f, b.steering, "b steering");
    assertVec(10, 0, b.position, "nobody moves");

    Vehicle c = moving(0, 0, 1, 0);
    Vehicle d = moving(10, 0, 0, 2);
    new Crowd().separate(List.of(c, d), S, 1.5f);
    // the same forces × 1.5: (−0.15, 0) and (0.1341641, −0.0670820)
    assertVec(-0.15f, 0, c.steering, "weighted c");
    assertVec(0.1341641f, -0.0670820f, d.steering, "weighted d");
  }

  @Test
  void threeInARowTheMiddleOnesPushesCancel() {
    Vehicle a = moving(0, 0, 0, 0);
    Vehicle b = moving(10, 0, 0, 1);
    Vehicle c = moving(20, 0, 0, 0);
    new Crowd().separate(List.of(a, b, c), S);
    // a: from b −(10, 0) / 100 = (−0.1, 0), from c −(20, 0) / 400 = (−0.05, 0); mean
    // (−0.075, 0), setMag(4) = (−4, 0); force (−4, 0) limited to 0.1 = (−0.1, 0)
    assertVec(-4, 0, a.desired, "a desired");
    assertVec(-0.1f, 0, a.steering, "a");
    // b: from a (0.1, 0), from c (−0.1, 0): they cancel, desired = velocity (0, 1), no force
    assertVec(0, 1, b.desired, "b desired");
    assertVec(0, 0, b.steering, "b");
    // c: mirror of a
    assertVec(0.1f, 0, c.steering, "c");
  }

  @Test
  void aNearerNeighbourPushesHarder() {
    Vehicle a = moving(0, 0, 0, 0);
    new Crowd().separate(List.of(a, moving(10, 0, 0, 0), moving(0, 20, 0, 0)), S);
    // from (10, 0): (−0.1, 0); from (0, 20): −(0, 20) / 400 = (0, −0.05); mean (−0.05,
    // −0.025), |mean| = √0.003125 = 0.0559017; × 4 / 0.0559017 = (−3.577709, −1.788854)
    assertVec(-3.577709f, -1.788854f, a.desired, "desired");
    // force = desired limited to 0.1: (−0.0894427, −0.0447214)
    assertVec(-0.0894427f, -0.0447214f, a.steering, "steering");
  }

  @Test
  void nobodyInRangeGivesAZeroForceAndDesiredIsTheVelocity() {
    Vehicle a = moving(0, 0, 1, 0);
    Vehicle b = moving(30, 0, 0, 2);
    new Crowd().separate(List.of(a, b), S);
    // 30 > 25: nobody too close; desired = velocity, force = velocity − velocity = 0
    assertVec(1, 0, a.desired, "a desired");
    assertVec(0, 2, b.desired, "b desired");
    assertVec(0, 0, a.steering, "a");
    assertVec(0, 0, b.acceleration, "b");
  }

  @Test
  void aNeighbourExactlyAtTheDesiredSeparationStaysOut() {
    Vehicle a = moving(0, 0, 1, 0);
    // (15, 20): 15² + 20² = 225 + 400 = 625 = 25², exactly on the circle; (25, 0) too
    new Crowd().separate(List.of(a, moving(15, 20, 0, 0), moving(0, -25, 0, 0)), S);
    assertVec(1, 0, a.desired, "desired = velocity");
    assertVec(0, 0, a.steering, "no force");
    // and a hair inside, at (15, 19.99): it counts
    Vehicle b = moving(0, 0, 1, 0);
    new Crowd().separate(List.of(b, moving(15, 19.99f, 0, 0)), S);
    assertTrue(b.steering.mag() > 0, "inside the circle: pushed, " + b.steering);
  }

  @Test
  void aVehicleOnTopOfAnotherIsNotPushedByIt() {
    Vehicle a = moving(5, 5, 1, 0);
    Vehicle b = moving(5, 5, 0, 1);
    new Crowd().separate(List.of(a, b), S);
    // d = 0 is left out, as in the book: desired = velocity
    assertVec(1, 0, a.desired, "a");
    assertVec(0, 0, a.steering, "a");
  }

  /**
   * Every vehicle gets what GroupRules.separate gives it over a copy of the frame (the copies
   * never move, as a ghost of the frame before does not), in scattered crowds with clumps: a
   * crowd the book's loop separates, and one the grid does.
   */
  @Test
  void theSameForcesAsGroupRulesOverTheWholeFrame() {
    for (long seed = 1; seed <= 5; seed++) {
      List<Vehicle> crowd = clumpyCrowd(seed, seed % 2 == 0 ? 300 : Crowd.BOOK_UP_TO + 300);
      List<Vehicle> frame = RandomFlocks.copy(crowd);
      float weight = seed == 1 ? 1 : 1.5f;
      new Crowd().separate(crowd, S, weight);
      int pushed = 0;
      for (int i = 0; i < crowd.size(); i++) {
        GroupRules.separate(frame.get(i), frame, S, weight);
        Vehicle mine = crowd.get(i);
        Vehicle book = frame.get(i);
        String what = "seed " + seed + ", vehicle " + i;
        assertVec(book.desired.x, book.desired.y, mine.desired, DESIRED_ROUNDING,
            what + " desired");
        assertVec(book.steering.x, book.steering.y, mine.steering, ROUNDING, what);
        assertVec(book.acceleration.x, book.acceleration.y, mine.acceleration, ROUNDING, what);
        pushed += mine.steering.mag() > 0 ? 1 : 0;
      }
      // the clumps make sure many are pushed, the scattered ones that many are not
      assertTrue(pushed > 100 && pushed < crowd.size(), pushed + " pushed, seed " + seed);
    }
  }

  @Test
  void theOrderOfTheListChangesNothing() {
    List<Vehicle> crowd = clumpyCrowd(7, Crowd.BOOK_UP_TO + 100);   // the grid
    List<Vehicle> shuffled = RandomFlocks.copy(crowd);
    Integer[] order = new Integer[crowd.size()];
    Arrays.setAll(order, i -> i);
    Collections.shuffle(Arrays.asList(order), new Random(8));
    List<Vehicle> reordered = new ArrayList<>();
    for (int i : order) {
      reordered.add(shuffled.get(i));
    }
    new Crowd().separate(crowd, S, 1.5f);
    new Crowd().separate(reordered, S, 1.5f);
    for (int i = 0; i < crowd.size(); i++) {
      assertVec(crowd.get(i).steering.x, crowd.get(i).steering.y, shuffled.get(i).steering,
          ROUNDING, "vehicle " + i);
      assertVec(crowd.get(i).position.x, crowd.get(i).position.y, shuffled.get(i).position,
          0, "nobody moves");
    }
  }

  @Test
  void badInputIsRefusedAndChangesNothing() {
    Vehicle a = moving(0, 0, 1, 0);
    Vehicle b = moving(10, 0, 0, 2);
    List<Vehicle> two = List.of(a, b);
    Crowd crowd = new Crowd();
    refused(() -> crowd.separate(null, S), "vehicles must not be null", a, b);
    refused(() -> crowd.separate(Arrays.asList(a, null, b), S), "vehicles[1] must not be null",
        a, b);
    refused(() -> crowd.separate(two, -1), "desiredSeparation", a, b);
    refused(() -> crowd.separate(two, Float.NaN), "desiredSeparation", a, b);
    refused(() -> crowd.separate(two, Float.POSITIVE_INFINITY), "desiredSeparation", a, b);
    refused(() -> crowd.separate(two, S, -0.5f), "weight", a, b);
    refused(() -> crowd.separate(two, S, Float.NaN), "weight", a, b);

    Vehicle broken = moving(5, 0, 0, 0);
    broken.position.x = Float.NaN;
    refused(() -> crowd.separate(List.of(a, b, broken), S), "vehicles[2]: position", a, b);
    Vehicle light = moving(5, 0, 0, 0);
    light.mass = 1e-38f;   // 0.1 / 1e-38 = 1e37: beyond what a vehicle takes
    refused(() -> crowd.separate(List.of(a, b, light), S, 1e6f), "vehicles[2]: mass", a, b);
  }

  /** The call throws with {@code named} in its message, and a and b are as they were. */
  private static void refused(Executable call, String named, Vehicle a, Vehicle b) {
    Exception e = assertThrows(RuntimeException.class, call);
    assertTrue(e instanceof IllegalArgumentException || e instanceof IllegalStateException,
        e.toString());
    assertTrue(e.getMessage().contains(named), e.getMessage());
    for (Vehicle v : List.of(a, b)) {
      assertEquals(new PVector(), v.acceleration, "acceleration unchanged");
      assertEquals(new PVector(), v.steering, "steering unchanged");
      assertEquals(new PVector(), v.desired, "desired unchanged");
    }
  }

  /** n vehicles: half scattered over 800 × 600, half in tight clumps of 15 within 6 px. */
  static List<Vehicle> clumpyCrowd(long seed, int n) {
    Random random = new Random(seed);
    List<Vehicle> crowd = RandomFlocks.scatter(seed, n / 2, 800, 600);
    float cx = 0;
    float cy = 0;
    for (int i = 0; crowd.size() < n; i++) {
      if (i % 15 == 0) {
        cx = 50 + random.nextFloat() * 700;
        cy = 50 + random.nextFloat() * 500;
      }
      Vehicle v = moving(cx + (random.nextFloat() * 2 - 1) * 6,
          cy + (random.nextFloat() * 2 - 1) * 6, random.nextFloat() - 0.5f, 0);
      v.maxspeed = 3;
      v.maxforce = 0.2f;
      crowd.add(v);
    }
    return crowd;
  }
}
