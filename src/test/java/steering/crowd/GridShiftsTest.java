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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The grid's shift per run gives, for every candidate within the radius, exactly the offset
 * the rules' wrap gives; worlds too small for shifts (or boids outside the world) fall back to
 * wrapping each offset and still get the rules' forces; and the squared-distance limits keep a
 * neighbour exactly at the distance out, as the square root does.
 */
class GridShiftsTest {

  static final float RADIUS = 50;

  /** width, height, whether shifts apply (cells at least 50 × 1.0001 ÷ 5 = 10.001 px wide). */
  @ParameterizedTest(name = "world {0} × {1}")
  @CsvSource({
      "800, 600, true",
      "120, 120, true",    // floor(120 / 10.001) = 11 cells each way: just enough (SPAN)
      "105, 800, false",   // floor(105 / 10.001) = 10 columns: fewer than SPAN
      "40, 40, false",     // 3 × 3 cells: each neighbours itself on both sides
      "20, 800, false",    // one column
  })
  void shiftedOffsetsAreTheShortestOnes(float width, float height, boolean shifts) {
    List<Vehicle> boids = edgeHuggers(width, height);
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, width, height);
    assertEquals(shifts, grid.shiftsAreShortest(), grid.columns() + " × " + grid.rows());
    int[] runs = new int[2 * NeighbourGrid.MAX_RUNS];
    float[] shift = new float[2 * NeighbourGrid.MAX_RUNS];
    int compared = 0;
    for (int slot = 0; slot < boids.size(); slot++) {
      int count = grid.candidates(slot, runs, shift);
      for (int r = 0; r < count; r++) {
        for (int k = runs[2 * r]; k < runs[2 * r + 1]; k++) {
          double dx = grid.x(k) + (shift[2 * r] - (double) grid.x(slot));
          double dy = grid.y(k) + (shift[2 * r + 1] - (double) grid.y(slot));
          if (!shifts) {
            assertEquals(0, shift[2 * r], "no shift when each offset is wrapped");
            dx = GroupRules.wrap(dx, width);
            dy = GroupRules.wrap(dy, height);
          }
          Vehicle me = boids.get(grid.boidAt(slot));
          Vehicle other = boids.get(grid.boidAt(k));
          if (GroupRules.distance(me, other, width, height) < RADIUS) {
            assertEquals(GroupRules.wrap((double) other.position.x - me.position.x, width), dx);
            assertEquals(GroupRules.wrap((double) other.position.y - me.position.y, height), dy);
            compared++;
          }
        }
      }
    }
    assertTrue(compared > boids.size(), "too few neighbours compared: " + compared);
    NeighbourGridTest.assertSameNeighbours(boids, width, height);
    FusedRulesTest.assertSameForces(boids, width, height, GroupRules.DESIRED_SEPARATION,
        RADIUS);
  }

  @Test
  void aBoidOutsideTheWorldTurnsShiftsOff() {
    List<Vehicle> boids = RandomFlocks.scatter(11, 600, 800, 600);
    boids.get(0).position.set(810, -5);   // the same place as (10, 595) once wrapped
    NeighbourGrid grid = new NeighbourGrid();
    grid.rebuild(boids, RADIUS, 800, 600);
    assertFalse(grid.shiftsAreShortest());
    FusedRulesTest.assertSameForces(boids, 800, 600, GroupRules.DESIRED_SEPARATION, RADIUS);
  }

  @Test
  void aLimitKeepsOutExactlyWhatTheSquareRootKeepsOut() {
    for (float r : new float[] {50, 25, 0.1f, 1e-3f, 7.77f, 3.4e18f, Math.nextDown(60f)}) {
      double limit = FusedRules.squaredLimit(r);
      assertTrue(Math.sqrt(limit) >= r, r + ": the limit itself is out");
      assertTrue(Math.sqrt(Math.nextDown(limit)) < r, r + ": just below the limit is in");
    }
    assertEquals(2500, FusedRules.squaredLimit(50));   // 50²: sqrt(2500 − ulp) rounds below 50
    assertEquals(0, FusedRules.squaredLimit(0));
  }

  /** offset (30, 40): exactly 50 px, no neighbour; (30, 39.99): a neighbour. */
  @ParameterizedTest(name = "other at (130, {0}): neighbour {1}")
  @CsvSource({"140, false", "139.99, true"})
  void aNeighbourExactlyAtTheDistanceStaysOut(float otherY, boolean neighbour) {
    Vehicle me = new Vehicle(100, 100);
    me.maxspeed = 4;
    me.maxforce = 0.1f;
    Vehicle other = new Vehicle(130, otherY);
    other.velocity.set(1, 0);
    Flock flock = RandomFlocks.flockOf(List.of(me, other), 800, 600);
    flock.separationWeight = 0;   // 50 px is beyond separation's 25 anyway
    flock.finder = new CrowdNeighbours();
    flock.flock();
    // alignment: desired (maxspeed, 0) = (4, 0), force limited to maxforce 0.1 along x;
    // cohesion: towards (30, 39.99), |.| = √2499.2001 ≈ 49.992, limited to 0.1 along it
    float expectedX = neighbour ? 0.1f + 0.1f * 30 / 49.992f : 0;
    assertEquals(expectedX, me.steering.x, 1e-5f, "steering.x");
    assertEquals(neighbour ? 0.1f * 39.99f / 49.992f : 0, me.steering.y, 1e-5f, "steering.y");
  }

  /** 300 boids: half anywhere, half within 12 px of an edge or a corner. */
  private static List<Vehicle> edgeHuggers(float width, float height) {
    List<Vehicle> boids = RandomFlocks.scatter(10, 300, width, height);
    Random random = new Random(10);
    float band = Math.min(12, Math.min(width, height) / 4);
    for (Vehicle b : boids.subList(0, 150)) {
      float x = random.nextFloat() * band;
      float y = random.nextFloat() * band;
      b.position.set(random.nextBoolean() ? x : width - band + x,
          random.nextBoolean() ? y : height - band + y);
    }
    return boids;
  }
}
