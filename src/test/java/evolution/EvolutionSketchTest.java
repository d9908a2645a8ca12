package evolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.Offscreen;
import sketchbook.render.Palette;

/** The sketch around the ecosystem: its trace columns, its keys, and a seed repeating a run. */
class EvolutionSketchTest {

  static final int FRAMES = 40;

  @TempDir
  Path temp;

  @Test
  void theTraceEndsEachRowWithTheCreaturesGenesAndHealth() throws IOException {
    Path csv = temp.resolve("evolution.csv");
    Evolution sketch = Offscreen.start(new Evolution(), "--headless", "--seed", "3",
        "--frames", String.valueOf(FRAMES), "--trace", csv.toString());
    Offscreen.runToEnd(sketch, FRAMES + 10);

    List<String> rows = Files.readAllLines(csv);
    assertEquals("frame,vehicle,x,y,vx,vy,fx,fy,food_weight,poison_weight,food_perception,"
        + "poison_perception,health", rows.get(0));
    // the last frame's rows are the creatures living at the end, in their order
    List<Creature> creatures = sketch.ecosystem.creatures;
    List<String> last = rows.subList(rows.size() - creatures.size(), rows.size());
    for (int i = 0; i < creatures.size(); i++) {
      String[] cells = last.get(i).split(",");
      Creature c = creatures.get(i);
      assertEquals(FRAMES + "," + i, cells[0] + "," + cells[1]);
      assertEquals(c.vehicle.position.x, Float.parseFloat(cells[2]));
      assertEquals(c.dna.foodWeight, Float.parseFloat(cells[8]));
      assertEquals(c.dna.poisonWeight, Float.parseFloat(cells[9]));
      assertEquals(c.dna.foodPerception, Float.parseFloat(cells[10]));
      assertEquals(c.dna.poisonPerception, Float.parseFloat(cells[11]));
      assertEquals(c.health, Float.parseFloat(cells[12]));
    }
    // frame 1: every creature of the start lost one step's health (none touched anything)
    assertEquals(String.valueOf(Creature.START_HEALTH - Creature.HEALTH_LOSS),
        rows.get(1).split(",")[12]);
  }

  @Test
  void xRunsFiveThenTwentyStepsAFrameThenOneAgain() {
    Evolution sketch = Offscreen.start(new Evolution(), "--headless", "--seed", "3");
    int[] stepsPerFrame = new int[4];
    for (int k = 0; k < stepsPerFrame.length; k++) {
      int before = sketch.ecosystem.steps;
      Offscreen.frames(sketch, 1);
      stepsPerFrame[k] = sketch.ecosystem.steps - before;
      sketch.pressKey('x');
    }
    assertEquals("[1, 5, 20, 1]", java.util.Arrays.toString(stepsPerFrame));
  }

  @Test
  void theSameSeedRepeatsARunAndZeroStartsItAgain() {
    Evolution a = Offscreen.start(new Evolution(), "--headless", "--seed", "5", "--keys", "x");
    Evolution b = Offscreen.start(new Evolution(), "--headless", "--seed", "5", "--keys", "x");
    Offscreen.frames(a, FRAMES);
    Offscreen.frames(b, FRAMES);
    assertEquals(trace(a), trace(b));

    String start = trace(Offscreen.start(new Evolution(), "--headless", "--seed", "5"));
    assertNotEquals(start, trace(a));
    a.pressKey('0');
    assertEquals(start, trace(a), "0: the same new population, with --seed");
  }

  @Test
  void eSwitchesSelectionAndTheRateKeysReachTheEcosystem() {
    Evolution sketch = Offscreen.start(new Evolution(), "--headless", "--seed", "3");
    sketch.pressKey('e');
    sketch.pressKey('=');
    sketch.pressKey('l');
    sketch.pressKey('n');
    Offscreen.frames(sketch, 1);

    assertEquals(false, sketch.ecosystem.selection);
    assertEquals(Ecosystem.MUTATION_RATE + Evolution.MUTATION_STEP,
        sketch.ecosystem.mutationRate, 1e-6);
    assertEquals(Ecosystem.FOOD_RATE + Evolution.FOOD_STEP, sketch.ecosystem.foodRate, 1e-6);
    assertEquals(Ecosystem.POISON_RATE - Evolution.POISON_STEP, sketch.ecosystem.poisonRate,
        1e-6);
    String hud = String.join("\n", sketch.hudLines());
    assertTrue(hud.contains("selection off (e)") && hud.contains("mutation rate 0.06"), hud);
  }

  @Test
  void trailsOutliveTheirCreatures() {
    // t: the trails keep drawing where creatures that have died went, in the dying red
    Evolution sketch = Offscreen.start(new Evolution(), "--headless", "--seed", "7", "--keys",
        "txx");
    Offscreen.frames(sketch, FRAMES);
    assertTrue(sketch.ecosystem.deaths > 0, "no creature died in " + FRAMES + " frames");
    assertEquals(Palette.POISON, sketch.healthColor(null));
  }

  /** Every creature's place, genes and health, as text. */
  private static String trace(Evolution sketch) {
    StringBuilder s = new StringBuilder();
    for (Creature c : sketch.ecosystem.creatures) {
      s.append(c.vehicle.position).append(c.dna).append(c.health).append('\n');
    }
    return s.append(sketch.ecosystem.food).append(sketch.ecosystem.poison).toString();
  }
}
