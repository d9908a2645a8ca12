package steering;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import steering.neighbours.BinNeighbours;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

/** A whole flock's frame: the weighted rules, wrap-around, and the same frame for everyone. */
class FlockTest {

  static final float WIDTH = 800;
  static final float HEIGHT = 600;
  /** Float sums of ~20 neighbours in a different order: far below anything visible. */
  static final float ROUNDING = 1e-6f;

  @Test
  void eachBoidGetsTheWeightedSumOfTheRules() {
    Vehicle a = moving(0, 0, 1, 0);
    Vehicle b = moving(10, 0, 0, 2);
    Flock flock = new Flock();
    flock.add(a);
    flock.add(b);
    flock.flock();
    // a, as in GroupRulesTest: 1.5 (-0.1, 0) + 0.1 (-1, 4)/sqrt(17) + (0.1, 0)
    assertVec(-0.0742536f, 0.0970143f, a.steering, "a");
    // b: separate desired (4, 0), force (4, -2) limited: 0.1 (2, -1)/sqrt(5) = (0.0894427,
    // -0.0447214), × 1.5 = (0.1341641, -0.0670820); align desired (4, 0), force (4, -2)
    // limited = (0.0894427, -0.0447214); cohere desired (-4, 0), force (-4, -2) limited:
    // (-0.0894427, -0.0447214); sum (0.1341641, -0.1565248)
    assertVec(0.1341641f, -0.1565248f, b.steering, "b");

    Vehicle c = moving(0, 0, 1, 0);
    Flock tuned = new Flock();
    tuned.add(c);
    tuned.add(moving(10, 0, 0, 2));
    tuned.cohesionWeight = 3;
    tuned.separationWeight = 0;
    tuned.flock();
    // align (-0.0242536, 0.0970143) + 3 × (0.1, 0)
    assertVec(0.2757464f, 0.0970143f, c.steering, "tuned weights");
  }

  @Test
  void neighboursAcrossTheBorderOfAWrappedWorld() {
    Vehicle left = new Vehicle(5, 300);
    Vehicle right = new Vehicle(795, 300);
    Flock flock = new Flock(WIDTH, HEIGHT);
    flock.add(left);
    flock.add(right);
    flock.flock();
    // left: right is 10 px away across the edge. separate: desired (4, 0), limited (0.1, 0),
    // × 1.5 = (0.15, 0); align: average velocity 0, desired 0, force 0; cohere: desired
    // (-4, 0), limited (-0.1, 0); sum (0.05, 0)
    assertVec(0.05f, 0, left.steering, "left");
    assertVec(-0.05f, 0, right.steering, "right");

    Vehicle openLeft = new Vehicle(5, 300);
    Flock open = new Flock();
    open.add(openLeft);
    open.add(new Vehicle(795, 300));
    open.flock();
    assertVec(0, 0, openLeft.steering, "the same pair without wrap: 790 px apart");
  }

  @Test
  void stepMovesEveryoneAndWrapsThemBackIn() {
    Vehicle alone = moving(799, 599, 4, 0);
    Vehicle other = moving(100, 100, 0, -3);
    Flock flock = new Flock(WIDTH, HEIGHT);
    flock.add(alone);
    flock.add(other);
    flock.step();
    // nobody in range: no force; (799 + 4, 599) wraps to (3, 599); (100, 97)
    assertVec(3, 599, alone.position, "wrapped at the right edge");
    assertVec(100, 97, other.position, "moved");
    Vehicle up = moving(10, 1, 0, -3);
    Flock second = new Flock(WIDTH, HEIGHT);
    second.add(up);
    second.run();
    assertVec(10, 598, up.position, "(10, 1 - 3) wraps to (10, 598)");
  }

  /**
   * Shuffling the list changes nothing but float rounding: every force is worked out from the
   * frame as it was. The book's loop (each boid flocks and moves before the next) does depend
   * on the order, which shows the comparison can tell the two apart.
   */
  @Test
  void oneFrameDoesNotDependOnTheOrderOfTheList() {
    List<Vehicle> boids = RandomFlocks.scatter(11, 300, 400, 300);
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < boids.size(); i++) {
      order.add(i);
    }
    Collections.shuffle(order, new Random(5));
    List<Supplier<NeighbourFinder>> finders = List.of(BookNeighbours::new, BinNeighbours::new);
    for (Supplier<NeighbourFinder> finder : finders) {
      List<Vehicle> a = RandomFlocks.copy(boids);
      List<Vehicle> b = RandomFlocks.copy(boids);
      Flock first = RandomFlocks.flockOf(a, 400, 300);
      Flock second = RandomFlocks.flockOf(inOrder(b, order), 400, 300);
      first.finder = finder.get();
      second.finder = finder.get();
      String grid = first.finder.name();
      first.step();
      second.step();
      for (int i = 0; i < a.size(); i++) {
        assertVec(a.get(i).steering.x, a.get(i).steering.y, b.get(i).steering, ROUNDING,
            grid + ", boid " + i + " force");
        assertVec(a.get(i).position.x, a.get(i).position.y, b.get(i).position, ROUNDING * 1000,
            "boid " + i + " position");
      }
    }
    List<Vehicle> a = RandomFlocks.copy(boids);
    List<Vehicle> b = RandomFlocks.copy(boids);
    bookFrame(a);
    bookFrame(inOrder(b, order));
    float bookDifference = largestDifference(a, b);
    assertTrue(bookDifference > 1000 * ROUNDING,
        "the book's one-by-one loop should depend on the order, differed by " + bookDifference);
  }

  /** The Nature of Code's loop: each boid flocks, then moves, before the next one looks. */
  static void bookFrame(List<Vehicle> boids) {
    for (Vehicle b : boids) {
      GroupRules.flock(b, boids, 25, 50, 1.5f, 1, 1, GroupRules.FULL_VIEW, false, 400, 300);
      b.update();
    }
  }

  /** The same vehicles, listed in the given order of indices. */
  static List<Vehicle> inOrder(List<Vehicle> boids, List<Integer> order) {
    List<Vehicle> result = new ArrayList<>();
    for (int i : order) {
      result.add(boids.get(i));
    }
    return result;
  }

  static float largestDifference(List<Vehicle> a, List<Vehicle> b) {
    float most = 0;
    for (int i = 0; i < a.size(); i++) {
      most = Math.max(most, Math.abs(a.get(i).position.x - b.get(i).position.x));
      most = Math.max(most, Math.abs(a.get(i).position.y - b.get(i).position.y));
    }
    assertEquals(a.size(), b.size());
    return most;
  }
}
