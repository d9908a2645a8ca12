package evolution;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.ToDoubleFunction;
import processing.core.PVector;
import steering.Walls;

/**
 * A world of {@link Creature}s, food and poison, one {@link #step()} at a time, drawing nothing.
 * Each step:
 * <pre>
 *   with chance foodRate one food appears, with chance poisonRate one poison (at random)
 *   every creature: eat what it touches, steer, update, health −= HEALTH_LOSS
 *   a creature with health ≤ 0 dies and leaves one food where it died
 *   a living creature clones itself with chance CLONE_CHANCE × health (not above the cap);
 *   each of the child's genes mutates with chance mutationRate
 *   while fewer than MIN_POPULATION live, one drawn at random clones (its child anywhere)
 * </pre>
 * With {@link #selection} off, the same deaths and births happen but fall on creatures drawn
 * at random (one that starves swaps health with the one drawn to die in its place; the one
 * drawn to clone is chosen at random): genes no longer decide who lives, the control
 * experiment. All chance comes from one {@link Random}, so a seed repeats a run exactly.
 */
public final class Ecosystem {

  /** The population a new world starts with. */
  public static final int START_POPULATION = 30;
  /**
   * While fewer live, one creature drawn at random clones each step, its child put at a random
   * place (or, if none lives, a newcomer with random genes arrives): the population never dies
   * out, and which genes are copied is left to chance, so this rule selects nothing.
   */
  public static final int MIN_POPULATION = 10;
  /** No clone is born while this many creatures live: the population stays bounded. */
  public static final int MAX_POPULATION = 80;
  /** Food and poison in a new world. */
  public static final int START_FOOD = 60;
  public static final int START_POISON = 20;
  /** No more appears while this much lies about. */
  public static final int MAX_FOOD = 120;
  public static final int MAX_POISON = 30;
  /** Chance per step, for a creature of full health, of cloning itself. */
  public static final float CLONE_CHANCE = 0.002f;
  /** Default chances per step: a gene mutating in a clone, one food or one poison appearing. */
  public static final float MUTATION_RATE = 0.05f;
  public static final float FOOD_RATE = 0.4f;
  public static final float POISON_RATE = 0.05f;
  /** How near a wall a creature turns away, in pixels; food keeps this far inside too. */
  public static final float WALL_MARGIN = 25;

  public final float width;
  public final float height;
  public final Walls walls;
  private final Random random;
  public final List<Creature> creatures = new ArrayList<>();
  public final List<PVector> food = new ArrayList<>();
  public final List<PVector> poison = new ArrayList<>();
  /** Settings a sketch may change between steps. */
  public float mutationRate = MUTATION_RATE;
  public float foodRate = FOOD_RATE;
  public float poisonRate = POISON_RATE;
  /** The floor of {@link #MIN_POPULATION}; a test of the other rules may set it to 0. */
  public int minPopulation = MIN_POPULATION;
  /** True: health decides who dies and who clones. False: chance does (no selection). */
  public boolean selection = true;
  /** Steps taken, births and deaths since the start. */
  public int steps;
  public int births;
  public int deaths;
  /** Creatures added because too few lived (MIN_POPULATION). */
  public int rescues;

  /** A world width × height with {@code population} random creatures, food and poison. */
  public Ecosystem(float width, float height, int population, Random random) {
    if (random == null) {
      throw new IllegalArgumentException("random must not be null");
    }
    if (population < 0 || population > MAX_POPULATION) {
      throw new IllegalArgumentException("population must be within [0, " + MAX_POPULATION
          + "], was " + population);
    }
    this.width = width;
    this.height = height;
    this.walls = Walls.window(width, height, WALL_MARGIN);
    this.random = random;
    for (int i = 0; i < population; i++) {
      creatures.add(newcomer());
    }
    for (int i = 0; i < START_FOOD; i++) {
      food.add(randomPlace());
    }
    for (int i = 0; i < START_POISON; i++) {
      poison.add(randomPlace());
    }
  }

  /** Mutates the world by one step: items appear, creatures move and eat, die and clone. */
  public void step() {
    if (random.nextFloat() < foodRate && food.size() < MAX_FOOD) {
      food.add(randomPlace());
    }
    if (random.nextFloat() < poisonRate && poison.size() < MAX_POISON) {
      poison.add(randomPlace());
    }
    for (Creature c : creatures) {
      c.behave(food, poison, walls);
      c.vehicle.update();
      c.live();
    }
    die();
    cloneSome();
    if (creatures.size() < minPopulation) {
      creatures.add(creatures.isEmpty() ? newcomer() : migrant());
      rescues++;
    }
    steps++;
  }

  /** Every creature with health ≤ 0 dies (or, selection off, one drawn at random instead). */
  private void die() {
    List<Creature> starving = new ArrayList<>();
    for (Creature c : creatures) {
      if (c.dead()) {
        starving.add(c);
      }
    }
    for (Creature s : starving) {
      if (!creatures.contains(s)) {
        continue;   // already died in another's place
      }
      Creature dying = s;
      if (!selection) {
        dying = creatures.get(random.nextInt(creatures.size()));
        float health = dying.health;
        dying.health = s.health;
        s.health = health;
      }
      creatures.remove(dying);
      if (food.size() < MAX_FOOD) {
        food.add(dying.vehicle.position.copy());
      }
      deaths++;
    }
  }

  /** Each living creature may clone (selection off: a creature drawn at random clones). */
  private void cloneSome() {
    int living = creatures.size();
    for (int i = 0; i < living && creatures.size() < MAX_POPULATION; i++) {
      Creature c = creatures.get(i);
      if (random.nextFloat() < CLONE_CHANCE * Math.max(0, c.health) / Creature.MAX_HEALTH) {
        Creature parent = selection ? c : creatures.get(random.nextInt(living));
        creatures.add(parent.offspring(random, mutationRate));
        births++;
      }
    }
  }

  /** The mean of one gene over the living creatures; 0 when none lives. */
  public float mean(ToDoubleFunction<Dna> gene) {
    if (creatures.isEmpty()) {
      return 0;
    }
    double sum = 0;
    for (Creature c : creatures) {
      sum += gene.applyAsDouble(c.dna);
    }
    return (float) (sum / creatures.size());
  }

  /** A creature with random genes, at a random place and heading. */
  private Creature newcomer() {
    PVector p = randomPlace();
    PVector velocity = PVector.fromAngle(between(0, (float) (2 * Math.PI)))
        .mult(Creature.MAXSPEED);
    return new Creature(p.x, p.y, velocity, Dna.random(random));
  }

  /** A clone of a creature drawn at random, put at a random place (not in its parent's). */
  private Creature migrant() {
    Creature child = creatures.get(random.nextInt(creatures.size()))
        .offspring(random, mutationRate);
    child.vehicle.position.set(randomPlace());
    return child;
  }

  /** A point inside the walls' margin, evenly at random. */
  private PVector randomPlace() {
    return new PVector(between(WALL_MARGIN, width - WALL_MARGIN),
        between(WALL_MARGIN, height - WALL_MARGIN));
  }

  private float between(float min, float max) {
    return min + random.nextFloat() * (max - min);
  }
}
