package steering.neighbours;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import steering.GroupRules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The quadtree finds, for a circle, exactly the points a look at every point finds (distance at
 * most the radius, the shortest way across the edges of a wrapped world), each once: random
 * points, points on the lines between cells and on the outer edges, and many points in the
 * same place, far beyond a cell's capacity.
 */
class QuadtreeTest {

  static final float WIDTH = 800;
  static final float HEIGHT = 600;
  /** Queries per world, at random centres and at the points themselves. */
  static final int QUERIES = 400;

  /** world: 0 open, else wrapped; seed. */
  @ParameterizedTest(name = "seed {0}, wraps {1}")
  @CsvSource({"1, false", "2, true", "3, true"})
  void queriesFindWhatLookingAtEveryPointFinds(long seed, boolean wraps) {
    Random random = new Random(seed);
    List<float[]> points = points(random);
    Quadtree tree = new Quadtree(0, 0, WIDTH, HEIGHT);
    for (int i = 0; i < points.size(); i++) {
      tree.insert(i, points.get(i)[0], points.get(i)[1]);
    }
    assertEquals(points.size(), tree.size(), "every point kept");
    float width = wraps ? WIDTH : 0;
    float height = wraps ? HEIGHT : 0;
    for (int q = 0; q < QUERIES; q++) {
      float cx;
      float cy;
      if (q % 2 == 0) {   // at a point: on an edge, in a pile of equal points, anywhere
        float[] p = points.get(random.nextInt(points.size()));
        cx = p[0];
        cy = p[1];
      } else {   // anywhere, even outside the world
        cx = random.nextFloat() * 1.2f * WIDTH - 0.1f * WIDTH;
        cy = random.nextFloat() * 1.2f * HEIGHT - 0.1f * HEIGHT;
      }
      float radius = q % 7 == 0 ? 0 : random.nextFloat() * 120;
      List<Integer> found = new ArrayList<>();
      tree.query(cx, cy, radius, width, height, found::add);
      TreeSet<Integer> once = new TreeSet<>(found);
      assertEquals(found.size(), once.size(), "each point once, query " + q);
      assertEquals(everyPoint(points, cx, cy, radius, width, height), once,
          "circle (" + cx + ", " + cy + ") radius " + radius + ", wraps " + wraps);
    }
  }

  /** Cells split at CAPACITY, only the deepest keep more: 100 equal points stop at MAX_DEPTH. */
  @Test
  void cellsHoldTheirCapacityExceptTheDeepestOnes() {
    Quadtree tree = new Quadtree(0, 0, WIDTH, HEIGHT);
    for (int i = 0; i < 100; i++) {
      tree.insert(i, 123.5f, 77.25f);
    }
    int[] deepest = new int[2];
    tree.forEachCell((l, t, r, b, depth, points, split) -> {
      assertTrue(points <= Quadtree.CAPACITY || depth == Quadtree.MAX_DEPTH,
          points + " points at depth " + depth);
      assertTrue(l <= 123.5f && 123.5f <= r && t <= 77.25f && 77.25f <= b || points == 0);
      if (depth == Quadtree.MAX_DEPTH) {
        deepest[0]++;
        deepest[1] += points;
      }
    });
    assertEquals(100 - Quadtree.CAPACITY * Quadtree.MAX_DEPTH, deepest[1],
        "the rest in the deepest cell");
    List<Integer> found = new ArrayList<>();
    tree.query(123.5f, 77.25f, 0, 0, 0, found::add);
    assertEquals(100, found.size(), "radius 0 finds the pile");
  }

  @Test
  void aPointOutsideTheTreeIsRefused() {
    Quadtree tree = new Quadtree(0, 0, WIDTH, HEIGHT);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> tree.insert(7, WIDTH + 1, 10));
    assertTrue(e.getMessage().contains("point 7"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> tree.insert(8, Float.NaN, 10));
    assertThrows(IllegalArgumentException.class, () -> new Quadtree(10, 0, 0, 10));
  }

  /**
   * Random points, points on the lines cells split along (halves, quarters, eighths of the
   * world) and on its outer edges and corners, and piles of equal points beyond the capacity.
   */
  private static List<float[]> points(Random random) {
    List<float[]> points = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      points.add(new float[] {random.nextFloat() * WIDTH, random.nextFloat() * HEIGHT});
    }
    for (int i = 0; i < 200; i++) {
      int eighthX = random.nextInt(9);
      int eighthY = random.nextInt(9);
      float x = WIDTH * eighthX / 8;
      float y = HEIGHT * eighthY / 8;
      switch (i % 3) {
        case 0 -> points.add(new float[] {x, random.nextFloat() * HEIGHT});
        case 1 -> points.add(new float[] {random.nextFloat() * WIDTH, y});
        default -> points.add(new float[] {x, y});
      }
    }
    for (int i = 0; i < 40; i++) {
      points.add(new float[] {WIDTH / 2, HEIGHT / 2});   // on the first split, many times
      points.add(new float[] {317.25f, 411.5f});
    }
    points.add(new float[] {0, 0});
    points.add(new float[] {WIDTH, HEIGHT});
    points.add(new float[] {WIDTH, 0});
    return points;
  }

  /** The ids of every point within radius of (cx, cy): distance at most the radius. */
  private static TreeSet<Integer> everyPoint(List<float[]> points, float cx, float cy,
      float radius, float width, float height) {
    TreeSet<Integer> within = new TreeSet<>();
    for (int i = 0; i < points.size(); i++) {
      double dx = GroupRules.wrap((double) points.get(i)[0] - cx, width);
      double dy = GroupRules.wrap((double) points.get(i)[1] - cy, height);
      if (dx * dx + dy * dy <= (double) radius * radius) {
        within.add(i);
      }
    }
    return within;
  }
}
