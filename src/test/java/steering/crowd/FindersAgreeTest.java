package steering.crowd;

import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import steering.BookNeighbours;
import steering.Flock;
import steering.NeighbourFinder;
import steering.RandomFlocks;
import steering.Vehicle;
import steering.neighbours.BinNeighbours;
import steering.neighbours.QuadtreeNeighbours;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

/**
 * The ways a flock finds neighbours, the book's (every boid checks every other), the bin
 * lattice, the crowd engine and the quadtree, give every boid the same force up to float
 * rounding: in clumped flocks (most boids in a few tight groups, so the crowd engine takes its
 * finer cells) and scattered ones, open and wrapped, with flocks over the wrapped edges and
 * worlds too small for three cells across; with a view angle (each boid sees a cone ahead) and
 * Flake's view rule too. And each finder counts the distances it looked at.
 */
class FindersAgreeTest {

  /**
   * Forces of at most maxforce (0.05 to 0.2), summed from up to a few hundred neighbours in
   * another order, in floats by the book's rules and in doubles by the crowd engine: measured
   * at most 1.7e-5 of maxforce apart (bins, clumped), so a ten-thousandth of it.
   */
  static final float ROUNDING = 1e-4f;
  /** The Flock's neighbour distance: a world this many times as wide has 3 × 3 distinct cells. */
  static final float CELLS_ACROSS = 3 * 50;
  /** Boids in a clump lie within this many pixels of its centre. */
  static final float CLUMP = 30;

  /**
   * seed, boids, clumps (0: scattered), world (0: open, the boids over 800 × 600), view angle
   * in degrees, Flake's view rule on.
   */
  @ParameterizedTest(name = "seed {0}: {1} boids in {2} clumps, world {3} × {4}, view {5}°,"
      + " clear view {6}")
  @CsvSource({
      "1, 1500, 0, 800, 600, 360, false",
      "2, 1200, 6, 800, 600, 360, false",   // tight clumps: the crowd engine's finer cells
      "3, 1000, 4, 0, 0, 360, false",       // open world, clumped
      "4, 800, 3, 400, 300, 360, false",    // clumps on the edges and corners, across them
      "5, 300, 2, 120, 90, 360, false",     // two cells across: fewer than 3 × 3 distinct cells
      "6, 200, 1, 60, 60, 360, false",      // one cell: everyone is a candidate of everyone
      "7, 600, 6, 800, 600, 270, false" ,   // a view angle: each boid scans its own block
      "8, 800, 3, 400, 300, 120, true",     // a narrow view and the fourth rule, over the edges
      "9, 500, 4, 0, 0, 300, true"  ,        // open world
      "10, 300, 2, 120, 90, 200, true",     // a world too small for the crowd's shifts
  })
  void theFindersGiveTheSameForces(long seed, int n, int clumps, float width,
      float height, float viewAngle, boolean clearView) {
    List<Vehicle> boids = flock(seed, n, clumps, width > 0 ? width : 800,
        height > 0 ? height : 600, width > 0);
    List<Vehicle> book = RandomFlocks.copy(boids);
    Flock byBook = step(book, width, height, viewAngle, clearView, BookNeighbours::new);
    for (Supplier<NeighbourFinder> finder : List.<Supplier<NeighbourFinder>>of(
        BinNeighbours::new, CrowdNeighbours::new, QuadtreeNeighbours::new)) {
      List<Vehicle> found = RandomFlocks.copy(boids);
      Flock flock = step(found, width, height, viewAngle, clearView, finder);
      int pushed = 0;
      for (int i = 0; i < n; i++) {
        String what = flock.finder.name() + ", boid " + i;
        Vehicle expected = book.get(i);
        float rounding = ROUNDING * expected.maxforce;
        assertVec(expected.steering.x, expected.steering.y, found.get(i).steering, rounding,
            what + " steering");
        assertVec(expected.velocity.x, expected.velocity.y, found.get(i).velocity, rounding,
            what + " velocity after the step");
        pushed += expected.steering.mag() > 0 ? 1 : 0;
      }
      assertTrue(pushed > n / 2, "most boids should feel a force, " + pushed + " did");
      long checks = flock.finder.distanceChecks();
      long bookChecks = byBook.finder.distanceChecks();
      String said = flock.finder.name() + " checked " + checks + ", the book " + bookChecks;
      boolean wide = width == 0 || Math.min(width, height) >= CELLS_ACROSS;
      assertTrue(wide ? checks < bookChecks : checks <= bookChecks, said);
    }
    assertEquals((long) n * n, byBook.finder.distanceChecks(), "the book: n × n");
  }

  /** One step of these boids with the finder. */
  private static Flock step(List<Vehicle> boids, float width, float height, float viewAngle,
      boolean clearView, Supplier<NeighbourFinder> finder) {
    Flock flock = RandomFlocks.flockOf(boids, width, height);
    flock.viewAngle = viewAngle;
    flock.clearView = clearView;
    flock.finder = finder.get();
    flock.step();
    return flock;
  }

  /**
   * n boids with varied limits: scattered, or gathered in clumps CLUMP wide round random
   * centres; in a wrapped world the first clump sits on a corner, so it straddles all edges.
   */
  private static List<Vehicle> flock(long seed, int n, int clumps, float width, float height,
      boolean wraps) {
    List<Vehicle> boids = RandomFlocks.scatter(seed, n, width, height);
    if (clumps == 0) {
      return boids;
    }
    Random random = new Random(seed);
    float[] centres = new float[2 * clumps];
    for (int c = 0; c < clumps; c++) {
      centres[2 * c] = c == 0 && wraps ? 0 : random.nextFloat() * width;
      centres[2 * c + 1] = c == 0 && wraps ? 0 : random.nextFloat() * height;
    }
    for (int i = 0; i < n; i++) {
      int c = i % clumps;
      float x = centres[2 * c] + (random.nextFloat() * 2 - 1) * CLUMP;
      float y = centres[2 * c + 1] + (random.nextFloat() * 2 - 1) * CLUMP;
      boids.get(i).position.set(wraps ? inside(x, width) : x, wraps ? inside(y, height) : y);
    }
    return boids;
  }

  private static float inside(float x, float size) {
    float at = x % size;
    at = at < 0 ? at + size : at;
    return at < size ? at : 0;
  }
}
