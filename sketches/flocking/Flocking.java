package flocking;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import processing.core.PVector;
import separation.FrameBefore;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.controls.SketchOptions;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import steering.BookNeighbours;
import steering.ClearView;
import steering.Flock;
import steering.GroupRules;
import steering.NeighbourFinder;
import steering.Vehicle;
import steering.crowd.CrowdNeighbours;
import steering.neighbours.BinNeighbours;
import steering.neighbours.Quadtree;
import steering.neighbours.QuadtreeNeighbours;

/*
 * Flocking — Reynolds' boids: three local rules, and a flock emerges.
 *
 *   separation: steer away from neighbours closer than the desired separation (÷ distance)
 *   alignment:  desired = the average velocity of the neighbours, scaled to maxspeed
 *   cohesion:   seek the average position of the neighbours
 *   force = separation × 1.5 + alignment × 1 + cohesion × 1   (each limited to maxforce)
 *
 * A neighbour is a boid closer than the neighbour distance, and in view: with a view angle
 * below 360° (q w) a boid sees only the cone ahead, the neighbours whose offset is at most half
 * the view angle from its velocity (PVector.angleBetween). e switches on Gary Flake's fourth
 * rule, view: a neighbour close and straight ahead (within 40 px and a 90° cone) blocks the
 * view, and the boid steers sideways, square to its line of sight, to see past it
 * (steering.ClearView). The window wraps round, and
 * neighbours are found across its edges, so a flock crossing the border is not cut in two.
 * Every boid sees the same frame (steering.Flock): all forces first, then everyone moves.
 *
 * Why a grid: the book has every boid check every other, n² distances a frame. l switches, as
 * the flock flies, between four ways to find the neighbours (--neighbours picks one to start):
 *   book:  every boid checks every other (steering.BookNeighbours)
 *   bins:  the bin lattice, cells as wide as the neighbour distance; a boid checks the boids of
 *          the 3 × 3 cells around its own (steering.neighbours.BinNeighbours)
 *   crowd: the crowd engine, finer cells as the flock gathers, each pair measured once, on
 *          every core (steering.crowd.CrowdNeighbours)
 *   quadtree: a point quadtree rebuilt every frame, cells splitting where boids crowd; each
 *          boid asks it for the boids within a circle (steering.neighbours.QuadtreeNeighbours)
 * The HUD shows which, the distance checks of the frame and, in a window, the frame time.
 * The book, the bins and the quadtree hand each boid's candidates to GroupRules, so an edit
 * there shows whichever runs. The crowd engine sums the three rules with its own copy
 * (steering/crowd/FusedRules.java and PairSums.java), which an edit of GroupRules does not
 * reach: the forces are the same every way, up to float rounding, only while GroupRules is
 * unedited. So the engine checks a few boids a frame against GroupRules, and once they differ
 * the sketch turns to the bins, and the HUD says why and names the copy. Without --neighbours
 * the sketch runs the book's lines while they hold 60 fps: the book's loop up to 500 boids,
 * the bins up to 1,000; the crowd engine for more.
 *
 * Sources: Craig Reynolds, "Flocks, Herds, and Schools: A Distributed Behavioral Model"
 * (1987) and "Steering Behaviors For Autonomous Characters" (1999); The Nature of Code,
 * "Autonomous Agents", "Flocking" (its exercises on a boid's view and on Flake's view rule, and
 * 2nd ed. example 5.13, the quadtree); Gary Flake, "The Computational Beauty of Nature" (1998);
 * the Coding Train, challenge 98 (quadtree); "Understanding Steering Behaviors: Flocking".
 *
 * Left click (or drag) adds boids; right click picks the boid r shows (c: the next one).
 * Keys: h lists them all. d, f, v arrows; r one boid's circles (or view cones) and neighbours,
 * and the quadtree's cells; t trails; l the way neighbours are found; q w view angle; e Flake's
 * view rule; space pause; . step; [ ] maxspeed; ; ' maxforce; j k separation weight; n m alignment
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
  /** The view angle keys add or take away this many degrees, from the narrowest to 360. */
  static final float VIEW_ANGLE_STEP = 30;
  static final float MIN_VIEW_ANGLE = 30;
  /**
   * Up to this many boids the book's way (every boid checks every other) still holds 60 fps,
   * so without --neighbours the sketch shows the book's loop; above it, the crowd engine.
   * Measured with --benchmark --neighbours book in a JAVA2D window under xvfb-run -a, on two
   * cores: 300 boids 60.1 fps (median frame 5.1 ms), 500 boids 60.0 fps (10.9 ms), 600 boids
   * 55.4 fps (16.5 ms), 1,000 boids 21.3 fps (44.2 ms): n² checks a frame.
   */
  static final int BOOK_HOLDS_60_FPS_UP_TO = 500;
  /**
   * Up to this many boids the bin lattice, which hands each boid's candidates to GroupRules,
   * still holds 60 fps: without --neighbours the sketch runs the book's lines this far, and the
   * crowd engine, with its own copy of the rules, only above. Measured with --benchmark
   * --neighbours bins in a JAVA2D window under xvfb-run -a, on two cores: 1,000 boids 59.0–60.1
   * fps (median frame 7.2–8.2 ms) with nothing else running, 42–54 fps (10–14 ms) on a busy
   * machine; 1,500 boids 19–30 fps (21–31 ms, busy); 2,000 boids 40–47 fps (20–25 ms, quiet).
   * See docs/performance.md.
   */
  static final int BINS_HOLD_60_FPS_UP_TO = 1000;
  /** The crowd engine's name, and the finder that runs your lines when the engine cannot. */
  static final String CROWD = "crowd";
  static final String RUNS_YOUR_LINES = "bins";
  /** What each way of finding neighbours does, for the HUD. */
  static final Map<String, String> HOW = Map.of(
      "book", "every boid checks every other",
      "bins", "the 3 × 3 cells around each boid",
      "crowd", "finer cells, each pair once, all cores",
      "quadtree", "cells split where boids crowd, circle queries");
  /** A nanosecond in milliseconds, for the HUD's times. */
  static final double MILLIS_PER_NANO = 1e-6;

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
  final Parameter viewAngle = parameter("view angle", GroupRules.FULL_VIEW, MIN_VIEW_ANGLE,
      GroupRules.FULL_VIEW, 'q', 'w').adding(VIEW_ANGLE_STEP).format("%.0f°")
      .whenChanged(a -> flock.viewAngle = a);
  /** The boids before the last step, for the whiteboard. */
  final FrameBefore before = new FrameBefore();
  /** The way chosen by --neighbours or the l key; null: picked by the number of boids. */
  String chosenFinder;
  /**
   * Null while the crowd engine's copy of the rules agrees with GroupRules; once a learner's
   * edit makes them differ, the engine's words saying so, and the bins run instead.
   */
  String crowdDiffers;
  /** How long the last flock step took, and the time between the last two frames. */
  long stepNanos;
  long frameNanos;
  private long lastFrameStart;
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
    chosenFinder = options.neighbours;
    flock.desiredSeparation = desiredSeparation.value();
    flock.neighbourDistance = neighbourDistance.value();
    flock.separationWeight = separationWeight.value();
    flock.alignmentWeight = alignmentWeight.value();
    flock.cohesionWeight = cohesionWeight.value();
    flock.viewAngle = viewAngle.value();
    flock.clearView = false;
    chosen = 0;
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_BOIDS;
    for (int i = 0; i < count; i++) {
      vehicles.add(newBoid(random(WIDTH), random(HEIGHT)));
    }
    useFinder(finderName());
  }

  @Override
  public void draw() {
    long frameStart = System.nanoTime();
    frameNanos = frameStart - lastFrameStart;
    lastFrameStart = frameStart;
    background(Palette.PAPER);

    if (simulating()) {
      before.record(vehicles);
      useFinder(finderName());
      flock.boids.clear();
      flock.boids.addAll(vehicles);
      flock.step();   // every boid's three rules from the same frame, then everyone moves
      stepNanos = System.nanoTime() - frameStart;
      noticeACrowdThatDiffers();
    }

    Vehicle shown = chosenBoid();
    if (show.radii && shown != null) {
      // a crowd's neighbour lines at once (JAVA2D, many boids), else one by one
      FlockDebug.draw(g, flock, vehicles, shown,
          MarkBatch.batched(g, vehicles, options) ? neighbourLines : null, shownTree());
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
    return Set.of("--neighbours");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What FlockDebug draws round the chosen boid (and the quadtree's cells), for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("desired separation of the chosen boid", Palette.RADIUS, Mark.RING));
    items.add(new LegendItem("neighbour distance", Palette.PATH_LINE, Mark.RING));
    items.add(new LegendItem("line to a neighbour", Palette.PATH_LINE, Mark.LINE));
    items.add(new LegendItem("line to a neighbour it steers away from",
        Palette.STEERING, Mark.LINE));
    if (flock.clearView) {
      items.add(new LegendItem("view rule: where a neighbour blocks the view",
          FlockDebug.BLOCKED_SHADE, Mark.RING));
    }
    if (shownTree() != null) {
      items.add(new LegendItem("quadtree cells", FlockDebug.CELL_LINE, Mark.LINE));
    }
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('c', "show the next boid's neighbourhood (r)", () -> chosen = vehicles.isEmpty()
        ? 0 : (chosen + 1) % vehicles.size());
    table.bindSwitch('e', "Flake's view rule: sidestep a boid blocking the view ahead",
        () -> flock.clearView = !flock.clearView, () -> flock.clearView);
    table.bind('l', "neighbours: " + String.join(", ", SketchOptions.NEIGHBOUR_FINDERS), () -> {
      List<String> names = SketchOptions.NEIGHBOUR_FINDERS;
      String next = finderName();
      do {   // a crowd engine that differs from your rules would show the bins again: skip it
        next = names.get((names.indexOf(next) + 1) % names.size());
      } while (next.equals(CROWD) && crowdDiffers != null);
      chosenFinder = next;
      useFinder(finderName());
    });
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(vehicles.size() + " boids, neighbours across the edges; click adds, right click"
        + " or c picks");
    if (flock.clearView) {
      lines.add(String.format(Locale.ROOT, "view rule on: a neighbour within %.0f px and %.0f°"
          + " ahead blocks the view; step sideways", ClearView.BLOCKED_DISTANCE,
          ClearView.BLOCKED_CONE));
    }
    lines.add("neighbours: " + flock.finder.name() + " (" + HOW.get(flock.finder.name()) + ")"
        + (chosenFinder != null || crowdDiffers != null ? "" : String.format(Locale.ROOT,
            ", picked: the book's lines hold 60 fps up to %,d boids (its loop to %,d, then bins)",
            BINS_HOLD_60_FPS_UP_TO, BOOK_HOLDS_60_FPS_UP_TO)));
    if (crowdDiffers != null) {
      lines.add(crowdDiffers + ":");
      lines.add("using " + RUNS_YOUR_LINES + " instead, which run your lines");
    }
    // times only in a window: an offscreen run must draw the same picture every time
    lines.add(String.format(Locale.ROOT, "%,d distance checks this frame",
        flock.finder.distanceChecks()) + (surface == null ? "" : String.format(Locale.ROOT,
            "; flock step %.1f ms, frame %.1f ms", stepNanos * MILLIS_PER_NANO,
            frameNanos * MILLIS_PER_NANO)));
  }

  /**
   * The way chosen, or by the number of boids: the book's lines while they hold 60 fps (the
   * book's loop, then the bins), the crowd engine above. Never a crowd engine that differs from
   * GroupRules: the bins run the learner's lines instead.
   */
  String finderName() {
    String name = chosenFinder != null ? chosenFinder
        : vehicles.size() <= BOOK_HOLDS_60_FPS_UP_TO ? "book"
        : vehicles.size() <= BINS_HOLD_60_FPS_UP_TO ? RUNS_YOUR_LINES : CROWD;
    return name.equals(CROWD) && crowdDiffers != null ? RUNS_YOUR_LINES : name;
  }

  /**
   * The crowd engine checks a few boids a frame against GroupRules; once they differ (a learner
   * edited a rule, not the engine's copy), the sketch turns to the bins, which run GroupRules.
   */
  void noticeACrowdThatDiffers() {
    if (crowdDiffers == null && flock.finder instanceof CrowdNeighbours crowd
        && crowd.differsFromBook() != null) {
      crowdDiffers = crowd.differsFromBook();
      useFinder(finderName());
    }
  }

  /** The flock finds neighbours the way named (one of SketchOptions.NEIGHBOUR_FINDERS). */
  void useFinder(String name) {
    if (name.equals(flock.finder.name())) {
      return;   // keep the finder and what it measured
    }
    flock.finder = finderNamed(name);
  }

  /** A new finder of the kind named. */
  static NeighbourFinder finderNamed(String name) {
    return switch (name) {
      case "bins" -> new BinNeighbours();
      case CROWD -> new CrowdNeighbours();
      case "quadtree" -> new QuadtreeNeighbours();
      default -> new BookNeighbours();
    };
  }

  /** The quadtree of the last step, when the quadtree finds the neighbours; else null. */
  Quadtree shownTree() {
    return flock.finder instanceof QuadtreeNeighbours q ? q.tree() : null;
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
