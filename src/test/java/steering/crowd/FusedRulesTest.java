package steering.crowd;

import steering.RandomFlocks;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import steering.Flock;
import steering.GroupRules;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

/**
 * The flock's one-pass rules ({@link FusedRules}, through a {@link Flock} with the crowd engine)
 * give each of the three rules the force {@link GroupRules}' separate loops give over the whole
 * list, up to float rounding, in open and wrapped worlds and across the edges; and sharing the
 * boids out among threads changes nothing, bit for bit.
 */
class FusedRulesTest {

  /**
   * Forces (at most maxforce, 0.05 to 0.2) from sums of a few dozen neighbours added in another
   * order, in floats by the book's rules and in doubles here: a ten-thousandth of maxforce.
   */
  static final float ROUNDING = 2e-5f;
  /** Desired velocities, up to maxspeed (2 to 6): the same share of it. */
  static final float DESIRED_ROUNDING = 1e-3f;
  /** One rule at a time: separation, alignment, cohesion; then all three at once. */
  static final float[][] WEIGHTS = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1.5f, 1, 1}};

  /** seed, boids, world (0: open, scattered over 800 × 600), separation, neighbour distance. */
  @ParameterizedTest(name = "seed {0}: {1} boids in {2} × {3}, distances {4} and {5}")
  @CsvSource({
      "1, 1500, 800, 600, 25, 50",
      "2, 800, 0, 0, 25, 50",
      "3, 200, 90, 70, 25, 50",     // 5 × 4 cells: too few for shifts, each offset wrapped
      "4, 1000, 800, 600, 60, 30",  // separation reaching farther than the neighbours
      "5, 600, 300, 200, 0, 50",    // no separation at all
  })
  void eachRuleEqualsItsOwnLoopOverTheWholeList(long seed, int n, float width, float height,
      float separation, float neighbour) {
    List<Vehicle> boids = RandomFlocks.scatter(seed, n, width > 0 ? width : 800,
        height > 0 ? height : 600);
    assertSameForces(boids, width, height, separation, neighbour);
  }

  /** Half the flock hugs the edges, so most neighbours are across them. */
  @Test
  void acrossTheWrappedEdges() {
    Random random = new Random(6);
    List<Vehicle> boids = RandomFlocks.scatter(6, 400, 800, 600);
    for (Vehicle b : boids.subList(0, 200)) {
      // within 20 px of an edge: x in [0, 20) or [780, 800), and the same for y
      float x = random.nextFloat() * 20;
      float y = random.nextFloat() * 20;
      b.position.set(random.nextBoolean() ? x : 800 - x, random.nextBoolean() ? y : 600 - y);
    }
    int across = 0;
    for (Vehicle a : boids) {
      for (Vehicle b : boids) {
        double plain = GroupRules.distance(a, b, GroupRules.NO_WRAP, GroupRules.NO_WRAP);
        double wrapped = GroupRules.distance(a, b, 800, 600);
        across += wrapped < GroupRules.NEIGHBOUR_DISTANCE && plain > wrapped + 1 ? 1 : 0;
      }
    }
    assertTrue(across > 1000, "the test needs many pairs across the edges, had " + across);
    assertSameForces(boids, 800, 600, GroupRules.DESIRED_SEPARATION,
        GroupRules.NEIGHBOUR_DISTANCE);
  }

  @Test
  void parallelIsTheSameAsOneThreadBitForBit() {
    // 5,000 boids: 20 chunks of CrowdNeighbours.CHUNK, so both cores take some
    List<Vehicle> boids = RandomFlocks.scatter(7, 5000, 800, 600);
    List<Vehicle> alone = RandomFlocks.copy(boids);
    Flock shared = RandomFlocks.flockOf(boids, 800, 600);
    Flock oneThread = RandomFlocks.flockOf(alone, 800, 600);
    CrowdNeighbours sharedCrowd = new CrowdNeighbours();
    CrowdNeighbours oneThreadCrowd = new CrowdNeighbours();
    shared.finder = sharedCrowd;
    oneThread.finder = oneThreadCrowd;
    oneThreadCrowd.parallel = false;
    assertTrue(sharedCrowd.parallel, "parallel is the default");
    for (int frame = 0; frame < 20; frame++) {
      shared.step();
      oneThread.step();
      for (int i = 0; i < boids.size(); i++) {
        String what = "frame " + frame + ", boid " + i;
        assertBits(alone.get(i).steering.x, boids.get(i).steering.x, what + " steering.x");
        assertBits(alone.get(i).steering.y, boids.get(i).steering.y, what + " steering.y");
        assertBits(alone.get(i).position.x, boids.get(i).position.x, what + " position.x");
        assertBits(alone.get(i).position.y, boids.get(i).position.y, what + " position.y");
        assertBits(alone.get(i).velocity.x, boids.get(i).velocity.x, what + " velocity.x");
        assertBits(alone.get(i).velocity.y, boids.get(i).velocity.y, what + " velocity.y");
      }
    }
  }

  /** For each weighting, every boid's force equals the whole-list rules' (the book's finder). */
  static void assertSameForces(List<Vehicle> boids, float width, float height,
      float separation, float neighbour) {
    int pushed = 0;
    for (float[] w : WEIGHTS) {
      List<Vehicle> fused = RandomFlocks.copy(boids);
      List<Vehicle> scanned = RandomFlocks.copy(boids);
      Flock withGrid = configured(fused, width, height, separation, neighbour, w);
      Flock withoutGrid = configured(scanned, width, height, separation, neighbour, w);
      withGrid.finder = new CrowdNeighbours();
      withGrid.flock();
      withoutGrid.flock();
      for (int i = 0; i < boids.size(); i++) {
        Vehicle expected = scanned.get(i);
        String what = "weights " + w[0] + "/" + w[1] + "/" + w[2] + ", boid " + i;
        assertVec(expected.steering.x, expected.steering.y, fused.get(i).steering, ROUNDING,
            what + " steering");
        assertVec(expected.acceleration.x, expected.acceleration.y,
            fused.get(i).acceleration, ROUNDING, what + " acceleration");
        assertVec(expected.desired.x, expected.desired.y, fused.get(i).desired,
            DESIRED_ROUNDING, what + " desired (the last rule's)");
        pushed += expected.steering.mag() > 0 ? 1 : 0;
      }
    }
    assertTrue(pushed > boids.size(), "most boids should feel some force, " + pushed + " did");
  }

  private static Flock configured(List<Vehicle> boids, float width, float height,
      float separation, float neighbour, float[] weights) {
    Flock flock = RandomFlocks.flockOf(boids, width, height);
    flock.desiredSeparation = separation;
    flock.neighbourDistance = neighbour;
    flock.separationWeight = weights[0];
    flock.alignmentWeight = weights[1];
    flock.cohesionWeight = weights[2];
    return flock;
  }

  private static void assertBits(float expected, float actual, String what) {
    assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(actual),
        what + ": " + expected + " vs " + actual);
  }
}
