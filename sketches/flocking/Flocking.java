package flocking;

import java.util.List;
import java.util.Set;
import processing.core.PVector;
import separation.FrameBefore;
import sketchbook.KeyTable;
import sketchbook.LegendItem;
import sketchbook.LegendItem.Mark;
import sketchbook.Palette;
import sketchbook.Parameter;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.panel.BoardView;
import sketchbook.render.MarkBatch;
import steering.Flock;
import steering.GroupRules;
import steering.Vehicle;

/*
 * Flocking — Reynolds' boids: three local rules, and a flock emerges.
 *
 *   separation: steer away from neighbours closer than the desired separation (÷ distance)
 *   alignment:  desired = the average velocity of the neighbours, scaled to maxspeed
 *   cohesion:   seek the average position of the neighbours
 *   force = separation × 1.5 + alignment × 1 + cohesion × 1   (each limited to maxforce)
 *
 * A neighbour is a boid closer than the neighbour distance. The window wraps round, and
 * neighbours are found across its edges, so a flock crossing the border is not cut in two.
 * Every boid sees the same frame (steering.Flock): all forces first, then everyone moves. The
 * neighbours come from a grid of cells a third of the neighbour distance wide (finer as the
 * flock gathers), so a boid measures only the boids of the block of cells around it, each pair
 * once for both boids and all three rules, and the boids are shared out among the processor's
 * cores: thousands of boids fit in a frame.
 * --brute-force runs the book's version to compare: one boid after another, each checking
 * every other (no grid, no neighbours across the edges).
 *
 * Sources: Craig Reynolds, "Flocks, Herds, and Schools: A Distributed Behavioral Model"
 * (1987) and "Steering Behaviors For Autonomous Characters" (1999); The Nature of Code,
 * "Autonomous Agents", "Flocking"; "Understanding Steering Behaviors: Flocking".
 *
 * Left click (or drag) adds boids; right click picks the boid r shows (c: the next one).
 * Keys: h lists them all. d, f, v arrows; r one boid's circles and neighbours; t trails;
 * space pause; . step; [ ] maxspeed; ; ' maxforce; j k separation weight; n m alignment
 * weight; u i cohesion weight; - = desired separation; o p neighbour distance; c next boid;
 * s screenshot; 0 reset.
 */
public class Flocking extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Boids unless --vehicles says otherwise. */
  static final int DEFAULT_BOIDS = 300;
  /** The Nature of Code's boids: top speed, steering force, and a small triangle. */
  static final float BOID_MAXSPEED = 3;
  static final float BOID_MAXFORCE = 0.05f;
  static final float BOID_SIZE = 3;
  /** The weight keys add or take away this much, within [0, MAX_WEIGHT]. */
  static final float WEIGHT_STEP = 0.25f;
  static final float MAX_WEIGHT = 5;
  /** The distance keys multiply or divide by 1.25, within these bounds. */
  static final float MIN_SEPARATION = 5;
  static final float MAX_SEPARATION = 100;
  static final float MIN_NEIGHBOUR_DISTANCE = 10;
  static final float MAX_NEIGHBOUR_DISTANCE = 200;

  /** The flock's rules, distances and weights, in a world the size of the window. */
  final Flock flock = new Flock(WIDTH, HEIGHT);
  /** Each value's keys, help, HUD line and slider come from its row; a change reaches the flock. */
  final Parameter separationWeight = weight("separation weight", GroupRules.SEPARATION_WEIGHT,
      'j', 'k').whenChanged(w -> flock.separationWeight = w);
  final Parameter alignmentWeight = weight("alignment weight", GroupRules.ALIGNMENT_WEIGHT,
      'n', 'm').whenChanged(w -> flock.alignmentWeight = w);
  final Parameter cohesionWeight = weight("cohesion weight", GroupRules.COHESION_WEIGHT,
      'u', 'i').whenChanged(w -> flock.cohesionWeight = w);
  final Parameter desiredSeparation = parameter("desired separation",
      GroupRules.DESIRED_SEPARATION, MIN_SEPARATION, MAX_SEPARATION, '-', '=')
      .whenChanged(d -> flock.desiredSeparation = d);
  final Parameter neighbourDistance = parameter("neighbour distance",
      GroupRules.NEIGHBOUR_DISTANCE, MIN_NEIGHBOUR_DISTANCE, MAX_NEIGHBOUR_DISTANCE, 'o', 'p')
      .whenChanged(d -> flock.neighbourDistance = d);
  /** The boids before the last step, for the whiteboard. */
  final FrameBefore before = new FrameBefore();
  /** --brute-force: the book's loop, every boid checking every other, one at a time. */
  boolean bruteForce;
  /** The boid whose neighbourhood r shows, by its place in the list. */
  int chosen;
  /** The chosen boid's lines to its neighbours, when there are too many to draw one by one. */
  final MarkBatch neighbourLines = new MarkBatch();

  public static void main(String[] args) {
    SketchRunner.run(new Flocking(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The boids (--vehicles N, default 300) scattered, each flying off at full speed. */
  @Override
  public void setup() {
    bruteForce = options.bruteForce;
    flock.desiredSeparation = desiredSeparation.value();
    flock.neighbourDistance = neighbourDistance.value();
    flock.separationWeight = separationWeight.value();
    flock.alignmentWeight = alignmentWeight.value();
    flock.cohesionWeight = cohesionWeight.value();
    chosen = 0;
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_BOIDS;
    for (int i = 0; i < count; i++) {
      vehicles.add(newBoid(random(WIDTH), random(HEIGHT)));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);

    if (simulating()) {
      before.record(vehicles);
      if (bruteForce) {
        for (Vehicle boid : vehicles) {
          // the book's loop: this boid looks at every other, then moves before the next looks
          GroupRules.flock(boid, vehicles, flock.desiredSeparation, flock.neighbourDistance,
              flock.separationWeight, flock.alignmentWeight, flock.cohesionWeight);
          boid.update();
          Wrap.around(boid, width, height);
        }
      } else {
        flock.boids.clear();
        flock.boids.addAll(vehicles);
        flock.step();   // every boid's three rules from the same frame, then everyone moves
      }
    }

    Vehicle shown = chosenBoid();
    if (show.radii && shown != null) {
      // a crowd's neighbour lines at once (JAVA2D, many boids), else one by one
      FlockDebug.draw(g, flock, vehicles, shown,
          MarkBatch.batched(g, vehicles, options) ? neighbourLines : null);
    }
    drawVehicles();   // trails, then each boid and its arrows
  }

  @Override
  public void mousePressed() {
    if (mouseButton == RIGHT) {
      chooseNearest(mouseX, mouseY);
    } else {
      vehicles.add(newBoid(mouseX, mouseY));
    }
  }

  @Override
  public void mouseDragged() {
    if (mouseButton != RIGHT) {
      vehicles.add(newBoid(mouseX, mouseY));
    }
  }

  @Override
  public String about() {
    return "separation, alignment and cohesion make a flock";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 11. */
  @Override
  public int lesson() {
    return 11;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--brute-force");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What FlockDebug draws round the chosen boid, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("desired separation of the chosen boid", Palette.RADIUS, Mark.RING));
    items.add(new LegendItem("neighbour distance", Palette.PATH_LINE, Mark.RING));
    items.add(new LegendItem("line to a neighbour", Palette.PATH_LINE, Mark.LINE));
    items.add(new LegendItem("line to a neighbour it steers away from",
        Palette.STEERING, Mark.LINE));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('c', "show the next boid's neighbourhood (r)", () -> chosen = vehicles.isEmpty()
        ? 0 : (chosen + 1) % vehicles.size());
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(vehicles.size() + (bruteForce
        ? " boids, each checking every other, one at a time (--brute-force)"
        : " boids, neighbours from a grid, across the edges")
        + "; click adds, right click or c picks");
  }

  /** A boid at (x, y) flying in a random direction at the book's top speed. */
  Vehicle newBoid(float x, float y) {
    Vehicle boid = new Vehicle(x, y);
    boid.maxspeed = BOID_MAXSPEED;
    boid.maxforce = BOID_MAXFORCE;
    boid.r = BOID_SIZE;
    boid.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(BOID_MAXSPEED));
    return boid;
  }

  /** The boid r shows; null when there are none. */
  Vehicle chosenBoid() {
    if (vehicles.isEmpty()) {
      return null;
    }
    chosen = Math.min(chosen, vehicles.size() - 1);
    return vehicles.get(chosen);
  }

  void chooseNearest(float x, float y) {
    float best = Float.MAX_VALUE;
    for (int i = 0; i < vehicles.size(); i++) {
      float d = dist(x, y, vehicles.get(i).position.x, vehicles.get(i).position.y);
      if (d < best) {
        best = d;
        chosen = i;
      }
    }
  }

  /** A weight's row: 0 to MAX_WEIGHT, a press adding or taking away WEIGHT_STEP. */
  private Parameter weight(String name, float initial, char lower, char raise) {
    return parameter(name, initial, 0, MAX_WEIGHT, lower, raise).adding(WEIGHT_STEP)
        .format("%.2f");
  }

  /**
   * The whiteboard's (b) part special to flocking: the boid's neighbourhood and its three
   * weighted forces tip to tail with their sum, from the boids as they were before the step
   * ({@link FlockBoard}).
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    FlockBoard.draw(view, () -> before.ghosts(vehicles), FrameBefore.indexOf(vehicles, v),
        flock);
  }
}
