package steering;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertAllFinite;

/**
 * Whole runs: a vehicle with the default limits (maxspeed 4, maxforce 0.1) sets off at full
 * speed 250 px from the centre of a circle of radius 5 to 60, towards a target 250 px beyond
 * it, on a line that crosses the circle (offset by less than its radius). Placements, sizes and
 * directions are drawn from a seeded source, so every run of the test sees the same ones.
 */
@DisplayName("ObstacleAvoidance, whole runs: avoid first, seek otherwise, never inside a circle")
class ObstacleAvoidanceRunTest {

  static final int RUNS = 500;
  static final int FRAMES = 400;
  static final long SEED = 1999;
  static final float DISTANCE = 250;
  static final float MIN_RADIUS = 5;
  static final float MAX_RADIUS = 60;
  /** Room for float rounding in the force limit. */
  static final float FORCE_EPS = 1e-6f;

  /** One placement: the circle, where the vehicle starts, and the target beyond. */
  record Placement(Obstacle obstacle, PVector start, PVector heading, PVector target) {

    static Placement draw(Random random) {
      float radius = MIN_RADIUS + random.nextFloat() * (MAX_RADIUS - MIN_RADIUS);
      PVector centre = new PVector(random.nextFloat() * 800, random.nextFloat() * 600);
      PVector heading = PVector.fromAngle(random.nextFloat() * (float) (2 * Math.PI));
      PVector across = new PVector(-heading.y, heading.x);
      PVector offset = PVector.mult(across, (random.nextFloat() * 2 - 1) * radius);
      PVector start = PVector.add(centre, PVector.mult(heading, -DISTANCE)).add(offset);
      PVector target = PVector.add(centre, PVector.mult(heading, DISTANCE)).add(offset);
      return new Placement(new Obstacle(centre.x, centre.y, radius), start, heading, target);
    }

    Vehicle vehicle() {
      Vehicle v = new Vehicle(start.x, start.y);
      v.velocity.set(PVector.mult(heading, v.maxspeed));
      return v;
    }
  }

  @Test
  @DisplayName("avoid, and seek only when nothing threatens: no run ever enters its circle")
  void priorityArbitrationNeverEntersTheCircle() {
    Random random = new Random(SEED);
    int entered = 0;
    int stuck = 0;
    float closest = Float.POSITIVE_INFINITY;
    for (int run = 0; run < RUNS; run++) {
      Placement p = Placement.draw(random);
      List<Obstacle> obstacles = List.of(p.obstacle());
      Vehicle v = p.vehicle();
      boolean inside = false;
      for (int frame = 0; frame < FRAMES; frame++) {
        PVector avoiding = ObstacleAvoidance.avoid(v, obstacles);
        if (avoiding.mag() == 0) {
          v.seek(p.target());   // nothing threatens: on to the target
        }
        assertTrue(v.steering.mag() <= v.maxforce + FORCE_EPS,
            "run " + run + ", frame " + frame + ": force " + v.steering.mag());
        v.update();
        assertAllFinite(v);
        float clearance = PVector.dist(v.position, p.obstacle().position) - p.obstacle().radius;
        closest = Math.min(closest, clearance);
        inside |= p.obstacle().contains(v.position);
      }
      if (inside) {
        entered++;
      }
      // and it still gets past: by the end it is nearer the target than it started
      if (PVector.dist(v.position, p.target()) > DISTANCE) {
        stuck++;
      }
    }
    // measured: 0 of 500, never nearer the edge than 5.9 px
    assertEquals(0, entered, "runs whose vehicle entered the circle, of " + RUNS
        + "; closest edge distance " + closest);
    // the corridor's half-width keeps it about r = 6 px clear of the edge
    assertTrue(closest > 0, "closest edge distance " + closest);
    assertEquals(0, stuck, "runs that did not get past the circle, of " + RUNS);
  }

  @Test
  @DisplayName("seeking alone, most of the same runs go through the circle")
  void seekingAloneGoesThrough() {
    Random random = new Random(SEED);
    int entered = 0;
    for (int run = 0; run < RUNS; run++) {
      Placement p = Placement.draw(random);
      Vehicle v = p.vehicle();
      boolean inside = false;
      for (int frame = 0; frame < FRAMES; frame++) {
        v.seek(p.target());
        v.update();
        inside |= p.obstacle().contains(v.position);
      }
      if (inside) {
        entered++;
      }
    }
    // measured: 497 of 500
    assertTrue(entered > RUNS * 9 / 10, entered + " of " + RUNS + " runs entered the circle");
  }

  @Test
  @DisplayName("a weighted sum, avoid + seek every frame, lets the seek pull most runs in")
  void weightedSumGoesThroughToo() {
    Random random = new Random(SEED);
    int entered = 0;
    for (int run = 0; run < RUNS; run++) {
      Placement p = Placement.draw(random);
      List<Obstacle> obstacles = List.of(p.obstacle());
      Vehicle v = p.vehicle();
      boolean inside = false;
      for (int frame = 0; frame < FRAMES; frame++) {
        ObstacleAvoidance.avoid(v, obstacles);
        v.seek(p.target());
        v.update();
        inside |= p.obstacle().contains(v.position);
      }
      if (inside) {
        entered++;
      }
    }
    // measured: 445 of 500
    assertTrue(entered > RUNS / 2, entered + " of " + RUNS + " runs entered the circle");
  }
}
