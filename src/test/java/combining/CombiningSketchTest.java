package combining;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.panel.BoardView;
import steering.Combination;
import steering.Combination.Method;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sketch's force budget is the run's own numbers; its counts make the three ways a number;
 * the whiteboard draws the budget. Numbers measured with seed 7 are in the comments.
 */
class CombiningSketchTest {

  static final float EPSILON = 1e-4f;
  /** Walls and circles weighted 1, like seek: o and u nine times each, from 10. */
  static final String EQUAL_WEIGHTS = "ooooooooouuuuuuuuu";
  static final int FRAMES = 300;

  private static Combining started(String... extra) {
    List<String> args = new ArrayList<>(List.of("--headless", "--seed", "7"));
    args.addAll(List.of(extra));
    return Offscreen.start(new Combining(), args.toArray(String[]::new));
  }

  @Test
  void theBudgetIsTheCombinationTheVehicleSteeredBy() {
    Combining sketch = started();
    Offscreen.frames(sketch, 30);
    Vehicle ringed = sketch.whiteboard.subject();
    Combination last = sketch.combined.get(ringed);
    assertEquals(List.of("walls", "circles", "separation", "seek"),
        last.parts().stream().map(p -> p.name).toList());
    // the force applied is what was let through, to the bit
    assertEquals(last.total, ringed.steering);
    List<String> hud = sketch.hudLines();
    for (Combination.Part part : last.parts()) {
      String row = String.format("%s %.3f × %s = %.3f → %.3f", part.name, part.asked.mag(),
          ForceBudget.shown(part.weight), part.weighted.mag(), part.letThrough.mag());
      assertTrue(hud.stream().anyMatch(line -> line.startsWith(row)), row + " in " + hud);
    }
    assertTrue(hud.contains(String.format("let through in all: %.3f", last.total.mag())),
        hud.toString());
  }

  @Test
  void withEqualWeightsTheRunningSumKeepsOutOfTheCirclesAndTheWeightedSumDoesNot() {
    Combining sum = started("--keys", EQUAL_WEIGHTS);
    Combining prioritized = started("--keys", EQUAL_WEIGHTS + "a");
    Offscreen.frames(sum, FRAMES);
    Offscreen.frames(prioritized, FRAMES);
    assertEquals(1, sum.circleWeight.value(), EPSILON);
    assertArrayEquals(new int[] {FRAMES, 0, 0}, sum.frames);
    assertArrayEquals(new int[] {0, FRAMES, 0}, prioritized.frames);
    // measured: 17 collisions with the weighted truncated sum, none with the running sum
    assertTrue(sum.collisions[0] >= 8, sum.collisions[0] + " collisions, weighted sum");
    assertEquals(0, prioritized.collisions[1], "collisions, prioritized running sum");
    assertTrue(sum.hudLines().contains("weighted truncated sum: " + sum.collisions[0] + ", "
        + sum.wallTouches[0] + ", " + FRAMES), sum.hudLines().toString());
  }

  @Test
  void aCyclesTheWaysEachCountsItsOwnFramesAndZeroStartsOver() {
    Combining sketch = started();
    for (Method way : Method.values()) {
      assertSame(way, sketch.method);
      assertTrue(sketch.hudLines().contains(way.label + " (a: the next way)"));
      Offscreen.frames(sketch, 5);
      sketch.pressKey('a');
    }
    assertSame(Method.WEIGHTED_SUM, sketch.method);
    assertArrayEquals(new int[] {5, 5, 5}, sketch.frames);
    sketch.pressKey('a');
    sketch.pressKey('0');
    assertSame(Method.WEIGHTED_SUM, sketch.method);
    assertArrayEquals(new int[] {0, 0, 0}, sketch.frames);
    assertTrue(sketch.combined.isEmpty());
  }

  /** Walls (0.1, 0) × 3 and seek (0, 0.1) × 1: worked by hand in CombinationTest. */
  static Combination wallAndSeek(Method method, Random dice) {
    Combination c = new Combination(method, dice)
        .add("walls", new PVector(0.1f, 0), 3, 0.5f)
        .add("seek", new PVector(0, 0.1f), 1, 0.8f);
    c.combine(0.1f);
    return c;
  }

  @Test
  void theBudgetSaysWhatBecameOfEachForce() {
    assertEquals(List.of("force budget of the ringed vehicle, maxforce 0.100:",
        "asked × weight = weighted → let through",
        "walls 0.100 × 3 = 0.300 → 0.095 cut",
        "seek 0.100 × 1 = 0.100 → 0.032 cut",
        "let through in all: 0.100"), lines(wallAndSeek(Method.WEIGHTED_SUM, null)));
    List<String> prioritized = lines(wallAndSeek(Method.PRIORITIZED, null));
    assertEquals("walls 0.100 × 3 = 0.300 → 0.100 cut", prioritized.get(2));
    assertEquals("seek 0.100 × 1 = 0.100 → 0.000 starved", prioritized.get(3));
    Random notWalls = new Random() {
      private final float[] draws = {0.9f, 0.1f};
      private int drawn;

      @Override
      public float nextFloat() {
        return draws[drawn++];
      }
    };
    List<String> dithered = lines(wallAndSeek(Method.DITHERED, notWalls));
    assertEquals("walls 0.100 × 3 = 0.300 → 0.000 not tried", dithered.get(2));
    assertEquals("seek 0.100 × 1 = 0.100 → 0.100 chosen: ÷ 0.8", dithered.get(3));
    List<String> none = new ArrayList<>();
    ForceBudget.addLines(none, null, 0.1f);
    assertEquals(List.of("force budget: the ringed vehicle has not stepped yet"), none);
  }

  static List<String> lines(Combination c) {
    List<String> lines = new ArrayList<>();
    ForceBudget.addLines(lines, c, 0.1f);
    return lines;
  }

  /**
   * Heading into the left wall at 4 px a frame, with no circles: the walls ask for (8, 0) cut
   * to (0.1, 0), × 10; the running sum lets 0.1 of it through, and nothing of seek.
   */
  @Test
  void theWhiteboardDrawsTheBudgetTipToTail() {
    Combining sketch = started("--keys", "a");
    sketch.obstacles.clear();
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.position.set(20, 300);
    v.velocity.set(-4, 0);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    float forces = view.vectorScale(BoardView.FORCES).times() * view.scale();
    BoardView.Drawn walls = view.arrow("walls");
    assertEquals(0, view.toScreen(v.position).dist(walls.from()), EPSILON);
    assertEquals(0.1f * forces, walls.from().dist(walls.to()), 1e-2f);
    assertTrue(view.arrow("seek").asDot(), "seek, starved, is a dot with its length");
    assertEquals(0, walls.to().dist(view.arrow("seek").from()), EPSILON);
    assertTrue(view.notes().contains("this step: prioritized running sum"),
        view.notes().toString());
    assertTrue(sketch.hudLines().contains("walls 0.100 × 10 = 1.000 → 0.100 cut"),
        sketch.hudLines().toString());
  }
}
