package steering.crowd;

import baseline.Serpentine;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import processing.core.PVector;
import steering.Path;
import steering.PathFollower;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The segment index must pick exactly what the book's loop over every segment picks: the same
 * segment (the lowest-numbered one among equally close segments) and a bitwise-equal normal
 * point, for random paths and random points (seeded, so a failure repeats), and it must notice
 * every way a sketch can change a path's points, between frames as within them.
 */
@DisplayName("SegmentGrid: the book's loop's answer, found faster")
class SegmentGridTest {

  static final int QUERIES = 3000;

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  @DisplayName("random walks, open and closed, 32 to 3,000 segments: same segment and point")
  void randomWalks(long seed) {
    Random random = new Random(seed);
    int points = 33 + random.nextInt(3000);
    Path path = new Path(10, random.nextBoolean());
    float x = 400;
    float y = 300;
    for (int i = 0; i < points; i++) {
      path.addPoint(x, y);
      x += random.nextGaussian() * 15;
      y += random.nextGaussian() * 15;
    }
    assertSameAsScan(path, random, QUERIES);
  }

  @ParameterizedTest(name = "{0} segments")
  @ValueSource(ints = {32, 100, 1000, 10000})
  @DisplayName("the benchmarks' serpentine paths")
  void serpentines(int segments) {
    Path path = Serpentine.make(segments, 800, 600, segments);
    assertSameAsScan(path, new Random(segments), QUERIES);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {11, 12, 13})
  @DisplayName("whole-number lattice paths with repeated points: many exact ties")
  void latticeTies(long seed) {
    Random random = new Random(seed);
    Path path = new Path(5, seed % 2 == 0);
    int x = 0;
    int y = 0;
    for (int i = 0; i < 400; i++) {
      // a walk on a 10 px lattice in a small box: segments overlap and coincide
      path.addPoint(10 * x, 10 * y);
      if (random.nextInt(10) == 0) {
        path.addPoint(10 * x, 10 * y);   // a zero-length segment
      }
      if (random.nextBoolean()) {
        x = Math.floorMod(x + (random.nextBoolean() ? 1 : -1), 12);
      } else {
        y = Math.floorMod(y + (random.nextBoolean() ? 1 : -1), 8);
      }
    }
    Random queries = new Random(seed);
    for (int i = 0; i < QUERIES; i++) {
      // points on a 5 px lattice lie exactly half-way between lattice lines: exact ties
      PVector p = new PVector(5 * queries.nextInt(30) - 20, 5 * queries.nextInt(22) - 20);
      assertSameAnswer(path, p);
    }
    assertTrue(grid(path).indexed(), "the lattice path is indexed: the grid was what got tested");
  }

  @Test
  @DisplayName("a tie between two parallel segments goes to the lower-numbered one")
  void tieGoesToTheLowerSegment() {
    Path path = new Path(5);
    for (int i = 0; i < 40; i++) {        // back and forth between y = 0 and y = 20
      path.addPoint(i % 2 == 0 ? 0 : 100, (i / 2) % 2 == 0 ? 0 : 20);
    }
    grid(path);
    PVector normal = new PVector();
    int segment = PathFollower.closestSegment(path, new PVector(50, 10), normal);
    // segment 0 runs (0,0)-(100,0); segment 1 runs (100,0)-(0,20) and passes through (50,10)
    assertEquals(1, segment);
    assertEquals(50, normal.x, 1e-4f);      // (50, 10) up to the projection's rounding
    assertEquals(10, normal.y, 1e-4f);
    PVector offLine = new PVector(50, -10);  // 10 from segment 0 and from (0,0)-(100,0) again
    int again = PathFollower.closestSegment(path, offLine, normal);
    assertEquals(0, again, "segments 0, 4, 8... coincide: the first of them");
    assertSameAnswer(path, offLine);
  }

  @Test
  @DisplayName("points far outside the path's bounding box")
  void farAway() {
    Path path = Serpentine.make(500, 800, 600, 9);
    Random random = new Random(9);
    for (int i = 0; i < QUERIES; i++) {
      float angle = random.nextFloat() * 7;
      float reach = 500 + random.nextFloat() * 100_000;
      assertSameAnswer(path, new PVector(400 + reach * (float) Math.cos(angle),
          300 + reach * (float) Math.sin(angle)));
    }
  }

  @Test
  @DisplayName("short paths get the book's loop; long ones cells, kept while nothing changes")
  void builtWhenWorthIt() {
    Path brief = Serpentine.make(SegmentGrid.MIN_SEGMENTS - 1, 800, 600, 1);
    assertSameAnswer(brief, new PVector(10, 10));
    assertFalse(grid(brief).indexed());
    Path path = Serpentine.make(SegmentGrid.MIN_SEGMENTS, 800, 600, 1);
    assertSameAnswer(path, new PVector(10, 10));
    assertTrue(grid(path).indexed());
    assertSameAnswer(path, new PVector(500, 10));
    assertEquals(1, grid(path).builds, "nothing changed: the same cells");
  }

  @Test
  @DisplayName("adding, replacing, removing points and closing the path rebuild the grid")
  void noticesChangesThroughTheList() {
    Path path = Serpentine.make(200, 800, 600, 3);
    path.closed = false;
    PVector far = new PVector(2000, 2000);
    assertSameAnswer(path, far);

    path.addPoint(1990, 1990);                                   // through addPoint
    assertEquals(199, answer(path, far), "the new last segment ends next to the point");

    path.points.add(new PVector(2000, 2010));                   // straight into the list
    assertEquals(200, answer(path, far), "(1990,1990)-(2000,2010) passes 4.5 px away");
    path.points.set(201, new PVector(1980, 1980));               // replaced
    assertEquals(199, answer(path, far), "both segments end at (1990,1990): the first wins");
    assertSameAnswer(path, far);

    path.points.remove(path.points.size() - 1);
    path.points.remove(path.points.size() - 1);
    assertSameAnswer(path, far);

    int builds = grid(path).builds;
    path.closed = true;
    assertSameAnswer(path, far);
    assertEquals(builds + 1, grid(path).builds, "closing the path built the cells again");
  }

  @Test
  @DisplayName("a point moved in place is noticed by the very next query")
  void noticesPointsMovedInPlace() {
    Path path = Serpentine.make(400, 800, 600, 4);
    PVector there = new PVector(-500, -500);
    assertSameAnswer(path, there);

    path.points.get(123).set(-490, -490);
    int moved = answer(path, there);
    assertTrue(moved == 122 || moved == 123, "segments 122 and 123 end at the moved point");
    assertSameAnswer(path, there);

    path.points.get(321).x = -495;
    path.points.get(321).y = -495;
    int movedAgain = answer(path, there);
    assertTrue(movedAgain == 320 || movedAgain == 321, "segments 320, 321 end at the moved point");
    assertSameAnswer(path, there);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {21, 22, 23})
  @DisplayName("points moving between frames (in place, replaced, through subList): same answers")
  void pointsMovingBetweenFrames(long seed) {
    Random random = new Random(seed);
    Path path = Serpentine.make(300, 800, 600, (int) seed);
    for (int frame = 0; frame < 60; frame++) {
      for (int k = 0; k < 1 + random.nextInt(5); k++) {
        int i = random.nextInt(path.points.size());
        // a step of up to 40 px: the path bends, and stays worth indexing
        float x = path.points.get(i).x + (random.nextFloat() - 0.5f) * 80;
        float y = path.points.get(i).y + (random.nextFloat() - 0.5f) * 80;
        switch (random.nextInt(3)) {
          case 0 -> path.points.get(i).set(x, y);                 // in place
          case 1 -> path.points.set(i, new PVector(x, y));         // replaced
          default -> path.points.subList(i, i + 1).set(0, new PVector(x, y));
        }
      }
      for (int q = 0; q < 50; q++) {
        assertSameAnswer(path, new PVector(random.nextFloat() * 900 - 50,
            random.nextFloat() * 700 - 50));
      }
    }
    assertTrue(grid(path).indexed(), "the path is indexed, so the grid was what got tested");
  }

  /** The segment the follower picks (through the grid when the path has one). */
  static int answer(Path path, PVector p) {
    grid(path);
    return PathFollower.closestSegment(path, p, new PVector());
  }

  /** The path's grid, plugged in on first use. */
  static SegmentGrid grid(Path path) {
    if (!(path.finder instanceof SegmentGrid)) {
      path.finder = new SegmentGrid();
    }
    return (SegmentGrid) path.finder;
  }

  static void assertSameAsScan(Path path, Random random, int queries) {
    float minX = Float.MAX_VALUE;
    float minY = Float.MAX_VALUE;
    float maxX = -Float.MAX_VALUE;
    float maxY = -Float.MAX_VALUE;
    for (PVector p : path.points) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    float spanX = maxX - minX;
    float spanY = maxY - minY;
    for (int i = 0; i < queries; i++) {
      // mostly inside the bounding box, some around it
      assertSameAnswer(path, new PVector(minX - spanX / 4 + random.nextFloat() * spanX * 1.5f,
          minY - spanY / 4 + random.nextFloat() * spanY * 1.5f));
    }
    assertTrue(grid(path).indexed(), "the path is indexed, so the grid was what got tested");
  }

  static void assertSameAnswer(Path path, PVector p) {
    PVector scanned = new PVector();
    SegmentGrid grid = grid(path);
    path.finder = null;                                        // the book's loop
    int expected = PathFollower.closestSegment(path, p, scanned);
    path.finder = grid;
    PVector found = new PVector();
    int actual = PathFollower.closestSegment(path, p, found);
    String where = "for (" + p.x + ", " + p.y + ")";
    assertEquals(expected, actual, "segment " + where);
    assertEquals(Float.floatToIntBits(scanned.x), Float.floatToIntBits(found.x), "x " + where);
    assertEquals(Float.floatToIntBits(scanned.y), Float.floatToIntBits(found.y), "y " + where);
  }
}
