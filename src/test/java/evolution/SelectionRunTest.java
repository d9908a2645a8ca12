package evolution;

import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whole runs of the ecosystem, drawing nothing: with selection the population's genes move the
 * way that keeps it alive (towards food, away from poison); with who dies and who clones drawn
 * at random, they do not.
 *
 * <p>One run's means are noisy: a population of ten or so soon descends from a few creatures,
 * so even without selection a seed can end anywhere in the genes' ranges. So the test counts
 * seeds: with selection nearly all of them move both genes that way by the margin, without it
 * no more than half do. Measured on these eight seeds: 7 with selection, 3 without; on 40 other
 * seeds (100 to 139): 37 with, 4 without.
 */
class SelectionRunTest {

  static final int STEPS = 20_000;
  static final long[] SEEDS = {1, 2, 3, 4, 5, 6, 7, 8};
  /** A gene's mean "moved" when it ends farther than this from where it started. */
  static final float MARGIN = 0.25f;
  /** Seeds (of 8) that must move both genes the selection way, with and without selection. */
  static final int LEAST_WITH_SELECTION = 6;
  static final int MOST_WITHOUT = 4;
  /** Steps between the checks that every number is finite and the population within bounds. */
  static final int CHECK_EVERY = 500;

  @Test
  void selectionRaisesTheFoodWeightAndLowersThePoisonWeightAndChanceDoesNot() {
    int withSelection = 0;
    int without = 0;
    StringBuilder report = new StringBuilder();
    for (long seed : SEEDS) {
      withSelection += movedTheSelectionWay(seed, true, report) ? 1 : 0;
      without += movedTheSelectionWay(seed, false, report) ? 1 : 0;
    }
    assertTrue(withSelection >= LEAST_WITH_SELECTION, withSelection + " of " + SEEDS.length
        + " seeds with selection moved both genes:\n" + report);
    assertTrue(without <= MOST_WITHOUT, without + " of " + SEEDS.length
        + " seeds without selection moved both genes:\n" + report);
  }

  /** One run: true when food weight rose and poison weight fell, each by more than MARGIN. */
  private static boolean movedTheSelectionWay(long seed, boolean selection,
      StringBuilder report) {
    Ecosystem e = new Ecosystem(800, 600, Ecosystem.START_POPULATION, new Random(seed));
    e.selection = selection;
    float food = e.mean(dna -> dna.foodWeight);
    float poison = e.mean(dna -> dna.poisonWeight);
    for (int i = 1; i <= STEPS; i++) {
      e.step();
      if (i % CHECK_EVERY == 0) {
        assertFinite(e, seed);
      }
    }
    float foodChange = e.mean(dna -> dna.foodWeight) - food;
    float poisonChange = e.mean(dna -> dna.poisonWeight) - poison;
    report.append(String.format("seed %d, selection %s: food weight %+.2f, poison weight %+.2f,"
        + " %d creatures%n", seed, selection ? "on" : "off", foodChange, poisonChange,
        e.creatures.size()));
    return foodChange > MARGIN && poisonChange < -MARGIN;
  }

  private static void assertFinite(Ecosystem e, long seed) {
    int n = e.creatures.size();
    assertTrue(n >= 1 && n <= Ecosystem.MAX_POPULATION, "seed " + seed + ": " + n
        + " creatures");
    assertTrue(e.food.size() <= Ecosystem.MAX_FOOD && e.poison.size() <= Ecosystem.MAX_POISON,
        "seed " + seed + ": " + e.food.size() + " food, " + e.poison.size() + " poison");
    for (Creature c : e.creatures) {
      assertTrue(Float.isFinite(c.health) && c.health <= Creature.MAX_HEALTH
          && Float.isFinite(c.vehicle.position.x) && Float.isFinite(c.vehicle.position.y)
          && Float.isFinite(c.vehicle.velocity.x) && Float.isFinite(c.vehicle.velocity.y),
          "seed " + seed + ": a creature at " + c.vehicle.position + ", health " + c.health);
    }
  }
}
