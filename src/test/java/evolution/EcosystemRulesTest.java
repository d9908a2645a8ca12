package evolution;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ecosystem's rules, one at a time, with numbers worked out by hand. */
class EcosystemRulesTest {

  static final float EXACT = 1e-6f;
  static final Dna PLAIN = new Dna(1, -1, 50, 50);

  static Creature at(float x, float y, Dna dna) {
    return new Creature(x, y, new PVector(1, 0), dna);
  }

  /** An empty world with no items appearing and no floor under the population. */
  static Ecosystem empty(Random random) {
    Ecosystem e = new Ecosystem(800, 600, 0, random);
    e.food.clear();
    e.poison.clear();
    e.foodRate = 0;
    e.poisonRate = 0;
    e.minPopulation = 0;
    return e;
  }

  @Test
  void eatingFoodAddsItsValueRemovesItAndFindsTheNearestLeft() {
    Creature c = at(100, 100, PLAIN);
    c.health = 0.5f;
    List<PVector> food = new java.util.ArrayList<>(List.of(new PVector(103, 104),   // 5 px
        new PVector(140, 100), new PVector(130, 100)));

    PVector nearest = c.eat(food, Creature.FOOD_VALUE, 50);

    assertEquals(0.5f + 0.3f, c.health, EXACT);
    assertEquals(2, food.size(), "the food within 6 px is eaten");
    assertEquals(new PVector(130, 100), nearest, "30 px away, the nearer of the two left");
    assertNull(c.eat(food, Creature.FOOD_VALUE, 25), "nothing within 25 px");
  }

  @Test
  void healthStaysAtMostFullAndPoisonTakesAWholeHealth() {
    Creature c = at(100, 100, PLAIN);
    c.eat(new java.util.ArrayList<>(List.of(new PVector(100, 100))), Creature.FOOD_VALUE, 0);
    assertEquals(1, c.health, EXACT, "full health 1 + 0.3 stays 1");

    c.health = 0.8f;
    c.eat(new java.util.ArrayList<>(List.of(new PVector(101, 100))), -Creature.POISON_VALUE, 0);
    assertEquals(-0.2f, c.health, EXACT);
    assertTrue(c.dead());
  }

  @Test
  void livingCostsHealthLossAStepAndAStarvedCreatureDiesLeavingFood() {
    Ecosystem e = empty(new FixedRandom(0.999f, 0));
    Creature c = at(400, 300, PLAIN);
    c.health = 0.005f;
    e.creatures.add(c);

    e.step();   // 0.005 − 0.003 = 0.002: alive, not touching anything
    assertEquals(0.002f, c.health, EXACT);
    assertEquals(1, e.creatures.size());
    e.step();   // 0.002 − 0.003 < 0: dead
    assertEquals(0, e.creatures.size());
    assertEquals(1, e.deaths);
    assertEquals(List.of(c.vehicle.position), e.food, "one food where it died");
  }

  @Test
  void aCloneWithoutMutationHasItsParentsGenesPlaceAndVelocityAndFullHealth() {
    Creature parent = at(200, 150, new Dna(0.5f, -1.5f, 20, 80));
    parent.health = 0.3f;
    Creature child = parent.offspring(new Random(1), 0);

    assertEquals(0.5f, child.dna.foodWeight);
    assertEquals(-1.5f, child.dna.poisonWeight);
    assertEquals(20, child.dna.foodPerception);
    assertEquals(80, child.dna.poisonPerception);
    assertEquals(parent.vehicle.position, child.vehicle.position);
    assertEquals(parent.vehicle.velocity, child.vehicle.velocity);
    assertEquals(Creature.START_HEALTH, child.health);
  }

  @Test
  void aMutationMovesEachGeneByItsSizeAndClampsItToItsRange() {
    // every draw 0: every gene mutates (0 < rate) by −size (min + 0 · (max − min))
    Dna dna = new Dna(0.5f, -1.95f, 5, 60).mutated(new FixedRandom(0, 0), 0.1f);
    assertEquals(0.4f, dna.foodWeight, EXACT);
    assertEquals(-2, dna.poisonWeight, EXACT, "−1.95 − 0.1 clamped to −2");
    assertEquals(0, dna.foodPerception, EXACT, "5 − 10 clamped to 0");
    assertEquals(50, dna.poisonPerception, EXACT);

    Dna top = new Dna(2, 2, 100, 100);
    for (int i = 0; i < 1000; i++) {
      top = top.mutated(new Random(i), 1);
      assertTrue(top.foodWeight <= 2 && top.poisonWeight >= -2 && top.foodPerception <= 100
          && top.poisonPerception >= 0, top.toString());
    }
  }

  @Test
  void genesOutOfRangeOrNotANumberAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new Dna(2.01f, 0, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new Dna(0, Float.NaN, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new Dna(0, 0, -1, 0));
    assertThrows(IllegalArgumentException.class, () -> new Dna(0, 0, 0, 101));
    assertThrows(IllegalArgumentException.class, () -> PLAIN.mutated(new Random(), 1.5f));
  }

  @Test
  void withSelectionAHealthyCreatureClonesAndAStarvingOneDoesNot() {
    Ecosystem e = empty(new FixedRandom(0, 0));   // every chance comes true
    e.mutationRate = 0;
    Creature healthy = at(200, 200, PLAIN);
    Creature empty = at(600, 400, new Dna(-1, 1, 10, 10));
    empty.health = Creature.HEALTH_LOSS / 2;   // alive until the loss: then dead, no clone
    e.creatures.add(healthy);
    e.creatures.add(empty);

    e.step();

    assertEquals(2, e.creatures.size(), "one died, one was born");
    assertSame(healthy, e.creatures.get(0));
    assertEquals(1, e.creatures.get(1).dna.foodWeight, "the healthy one's clone");
    assertEquals(1, e.births);
    assertEquals(1, e.deaths);
  }

  @Test
  void withSelectionOffTheOneDrawnDiesAndTheStarvingOneTakesItsHealth() {
    Ecosystem e = empty(new FixedRandom(0.999f, 1));   // no clone; nextInt draws index 1
    e.selection = false;
    Creature starving = at(200, 200, PLAIN);
    starving.health = Creature.HEALTH_LOSS / 2;
    Creature drawn = at(600, 400, new Dna(-1, 1, 10, 10));
    e.creatures.add(starving);
    e.creatures.add(drawn);

    e.step();

    assertEquals(List.of(starving), e.creatures);
    assertEquals(1 - Creature.HEALTH_LOSS, starving.health, EXACT);
    assertEquals(List.of(drawn.vehicle.position), e.food, "the food is left where it died");
  }

  @Test
  void withSelectionOffTheCloneIsOfTheCreatureDrawn() {
    Ecosystem e = empty(new FixedRandom(0, 1));
    e.selection = false;
    e.mutationRate = 0;
    e.creatures.add(at(200, 200, PLAIN));
    Creature drawn = at(600, 400, new Dna(-1, 1, 10, 10));
    drawn.health = 0.5f;
    e.creatures.add(drawn);

    e.step();

    assertEquals(4, e.creatures.size(), "each of the two drew a clone");
    assertEquals(-1, e.creatures.get(2).dna.foodWeight);
    assertEquals(-1, e.creatures.get(3).dna.foodWeight, "both clones are of the one drawn");
  }

  @Test
  void thePopulationNeverPassesItsCap() {
    Ecosystem e = empty(new FixedRandom(0, 0));   // every creature clones every step
    e.creatures.add(at(400, 300, PLAIN));
    for (int i = 0; i < 20; i++) {
      e.step();
      assertTrue(e.creatures.size() <= Ecosystem.MAX_POPULATION, e.creatures.size() + "");
    }
    assertEquals(Ecosystem.MAX_POPULATION, e.creatures.size());
  }

  @Test
  void belowTheFloorACloneOfOneDrawnArrivesSomewhereElse() {
    Ecosystem e = empty(new FixedRandom(0.5f, 0));   // no clone (0.5 ≥ 0.002 · health)
    e.minPopulation = 2;
    e.mutationRate = 0;
    Creature only = at(400, 300, PLAIN);
    e.creatures.add(only);

    e.step();

    assertEquals(2, e.creatures.size());
    assertEquals(1, e.rescues);
    Creature child = e.creatures.get(1);
    assertEquals(PLAIN.foodWeight, child.dna.foodWeight);
    // a random place with every draw 0.5: the middle of the world
    assertEquals(new PVector(400, 300), child.vehicle.position);
    assertFalse(child.dead());
  }
}
