package evolution;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.UsageException;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.panel.PlotSeries;
import sketchbook.render.Palette;
import sketchbook.run.TraceColumn;
import steering.Vehicle;

/*
 * Evolution — vehicles that seek food and avoid poison, where how much each pulls them, and
 * how far they see each, are genes: the ones that eat well live to clone themselves, and the
 * population's genes change over the generations.
 *
 *   genes: foodWeight, poisonWeight in [−2, 2];  foodPerception, poisonPerception in [0, 100] px
 *   force = seek(nearest food within foodPerception) × foodWeight
 *         + seek(nearest poison within poisonPerception) × poisonWeight    (weight < 0: flee)
 *         + stayWithin(walls) × 3
 *   health += 0.3 per food touched − 1 per poison touched − 0.003 per step   (at most 1)
 *   health ≤ 0: dies, leaving a food;  else clones with chance 0.002 × health per step,
 *   each gene of the clone moved by up to ±0.1 (weights) or ±10 px with chance mutationRate
 *   at most 80 creatures; below 10, one drawn at random clones into a random place
 *
 * With selection off (e) the same number die and clone, but who does is drawn at random: the
 * genes stop mattering, and the plots (g) of the mean genes wander instead of climbing.
 * The HUD and the plots show the population and the mean of each gene; the creature's colour
 * its health, from green (full) to red (starving).
 *
 * Sources: Daniel Shiffman, Coding Train challenge 69, "Evolutionary Steering Behaviors";
 * The Nature of Code, "The Ecosystem Project" and chapter 9's ecosystem simulation (creatures
 * that clone themselves with mutations, and die when they run out of health); Craig Reynolds,
 * "Steering Behaviors For Autonomous Characters" (1999), seek, flee and containment.
 *
 * Keys: h lists them all. d, f, v arrows; r each creature's genes (weights as arrows, green
 * food, red poison, and the perception circles); t trails; g plots; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; - = mutation rate; k l food rate; n m poison rate;
 * x steps per frame ×1, ×5, ×20; e selection on / off; s screenshot; 0 a new population.
 */
public class Evolution extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Simulation steps per drawn frame, the x key's choices. */
  static final int[] SPEEDS = {1, 5, 20};
  /** Food and poison are drawn as dots this wide, in pixels. */
  static final float ITEM_SIZE = 6;
  /** The keys' bounds and steps for the rates: a chance per step, of a gene or an item. */
  static final float MAX_MUTATION_RATE = 0.5f;
  static final float MUTATION_STEP = 0.01f;
  static final float MAX_FOOD_RATE = 1;
  static final float FOOD_STEP = 0.05f;
  static final float MAX_POISON_RATE = 0.5f;
  static final float POISON_STEP = 0.01f;

  final Parameter mutationRate = parameter("mutation rate", Ecosystem.MUTATION_RATE, 0,
      MAX_MUTATION_RATE, '-', '=').adding(MUTATION_STEP).format("%.2f");
  final Parameter foodRate = parameter("food rate", Ecosystem.FOOD_RATE, 0, MAX_FOOD_RATE,
      'k', 'l').adding(FOOD_STEP).format("%.2f");
  final Parameter poisonRate = parameter("poison rate", Ecosystem.POISON_RATE, 0,
      MAX_POISON_RATE, 'n', 'm').adding(POISON_STEP).format("%.2f");
  Ecosystem ecosystem;
  /** True: health decides who dies and clones. False: chance does (e). */
  boolean selection = true;
  /** Which of SPEEDS the x key has chosen. */
  int speed;
  /** Each vehicle's creature, for its colour, its genes in the trace and the debug view. */
  final Map<Vehicle, Creature> creatureOf = new IdentityHashMap<>();
  final EvolutionDebug debug = new EvolutionDebug();
  /** The population and the mean genes of the new population, the plots' reference lines. */
  float startPopulation;
  final float[] startMeans = new float[4];

  public static void main(String[] args) {
    SketchRunner.run(new Evolution(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** A new population (--vehicles N creatures) with random genes, and food and poison. */
  @Override
  public void setup() {
    int population = options.vehicles > 0 ? options.vehicles : Ecosystem.START_POPULATION;
    // a random source of its own, seeded from random(): --seed repeats the run
    ecosystem = new Ecosystem(width, height, population,
        new Random((long) random(Integer.MAX_VALUE)));
    startPopulation = population;
    startMeans[0] = ecosystem.mean(dna -> dna.foodWeight);
    startMeans[1] = ecosystem.mean(dna -> dna.poisonWeight);
    startMeans[2] = ecosystem.mean(dna -> dna.foodPerception);
    startMeans[3] = ecosystem.mean(dna -> dna.poisonPerception);
    showCreatures();
  }

  @Override
  public void draw() {
    background(Palette.PAPER);

    if (simulating()) {
      ecosystem.selection = selection;
      ecosystem.mutationRate = mutationRate.value();
      ecosystem.foodRate = foodRate.value();
      ecosystem.poisonRate = poisonRate.value();
      for (int i = 0; i < SPEEDS[speed]; i++) {
        ecosystem.step();   // every creature: eat, steer, update, live; then die and clone
        showCreatures();
      }
    }

    drawItems(ecosystem.food, Palette.FOOD);
    drawItems(ecosystem.poison, Palette.POISON);
    if (show.radii) {
      debug.draw(g, ecosystem.creatures);
    }
    drawVehicles(v -> healthColor(creatureOf.get(v)));
  }

  @Override
  public String about() {
    return "seek food, avoid poison: the weights evolve";
  }

  @Override
  public int lesson() {
    return 18;
  }

  @Override
  public int mostVehicles() {
    return Ecosystem.MAX_POPULATION;
  }

  /** --vehicles N starts N creatures; no more than the population's cap. */
  @Override
  public void checkOptions(SketchOptions parsed) throws UsageException {
    if (parsed.vehicles > Ecosystem.MAX_POPULATION) {
      throw new UsageException("--vehicles: at most " + Ecosystem.MAX_POPULATION
          + " creatures (the population's cap), was " + parsed.vehicles);
    }
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("food weight along the heading (back: flees food)", Palette.FOOD,
        Mark.ARROW));
    items.add(new LegendItem("poison weight along the heading (back: flees poison)",
        Palette.POISON, Mark.ARROW));
    items.add(new LegendItem("food perception: how far it sees food", Palette.FOOD, Mark.RING));
    items.add(new LegendItem("poison perception: how far it sees poison", Palette.POISON,
        Mark.RING));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('x', "steps per frame: ×1, ×5, ×20", () -> speed = (speed + 1) % SPEEDS.length);
    table.bindSwitch('e', "selection (off: who dies and who clones is drawn at random)",
        () -> selection = !selection, () -> selection);
  }

  /** 0: a new population, selection on, one step a frame. */
  @Override
  protected void restart() {
    selection = true;
    speed = 0;
    super.restart();
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add("step " + ecosystem.steps + " (×" + SPEEDS[speed] + ", x)   population "
        + ecosystem.creatures.size() + "   born " + ecosystem.births + ", died "
        + ecosystem.deaths + "   food " + ecosystem.food.size() + ", poison "
        + ecosystem.poison.size());
    lines.add(String.format("mean weights: food %+.2f, poison %+.2f   perception: food %.0f,"
        + " poison %.0f px   selection %s (e)", ecosystem.mean(dna -> dna.foodWeight),
        ecosystem.mean(dna -> dna.poisonWeight), ecosystem.mean(dna -> dna.foodPerception),
        ecosystem.mean(dna -> dna.poisonPerception), selection ? "on" : "off"));
  }

  /** The plots (g): the population and each gene's mean, over the new population's. */
  @Override
  public List<PlotSeries> plotSeries() {
    return List.of(
        new PlotSeries("population", Palette.VEHICLE, v -> ecosystem.creatures.size(),
            "at start", v -> startPopulation, Palette.PATH_LINE),
        new PlotSeries("mean food weight", Palette.FOOD,
            v -> ecosystem.mean(dna -> dna.foodWeight), "at start", v -> startMeans[0],
            Palette.PATH_LINE),
        new PlotSeries("mean poison weight", Palette.POISON,
            v -> ecosystem.mean(dna -> dna.poisonWeight), "at start", v -> startMeans[1],
            Palette.PATH_LINE),
        new PlotSeries("mean food perception", Palette.FOOD,
            v -> ecosystem.mean(dna -> dna.foodPerception), "at start", v -> startMeans[2],
            Palette.PATH_LINE),
        new PlotSeries("mean poison perception", Palette.POISON,
            v -> ecosystem.mean(dna -> dna.poisonPerception), "at start", v -> startMeans[3],
            Palette.PATH_LINE));
  }

  /** --trace: each creature's genes and health after the usual columns. */
  @Override
  public List<TraceColumn> traceColumns() {
    return List.of(
        new TraceColumn("food_weight", v -> creatureOf.get(v).dna.foodWeight),
        new TraceColumn("poison_weight", v -> creatureOf.get(v).dna.poisonWeight),
        new TraceColumn("food_perception", v -> creatureOf.get(v).dna.foodPerception),
        new TraceColumn("poison_perception", v -> creatureOf.get(v).dna.poisonPerception),
        new TraceColumn("health", v -> creatureOf.get(v).health));
  }

  /** Mutates the vehicle list: the living creatures' vehicles, in the ecosystem's order. */
  void showCreatures() {
    vehicles.clear();
    creatureOf.clear();
    for (Creature c : ecosystem.creatures) {
      vehicles.add(c.vehicle);
      creatureOf.put(c.vehicle, c);
    }
    tuneNewVehicles();   // a newborn gets the [ ] ; ' tuning too
  }

  /**
   * Green at full health, through three shades to red with none left (Palette.HEALTH, the
   * nearest of its five steps); red too for a creature no longer living (null: the trails
   * still draw where a dead one went).
   */
  int healthColor(Creature c) {
    if (c == null) {
      return Palette.POISON;
    }
    int steps = Palette.HEALTH.size() - 1;
    float share = constrain(c.health / Creature.MAX_HEALTH, 0, 1);
    return Palette.HEALTH.get(round(share * steps));
  }

  void drawItems(List<PVector> items, int color) {
    pushStyle();
    noStroke();
    fill(color);
    for (PVector item : items) {
      circle(item.x, item.y, ITEM_SIZE);
    }
    popStyle();
  }
}
