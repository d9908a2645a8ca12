package predatorprey;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import processing.core.PVector;
import separation.FrameBefore;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.panel.PlotSeries;
import sketchbook.render.Palette;
import steering.BookNeighbours;
import steering.Flock;
import steering.NeighbourFinder;
import steering.Pursuit;
import steering.Sight;
import steering.Vehicle;
import steering.Walls;
import steering.crowd.CrowdNeighbours;
import steering.neighbours.BinNeighbours;
import steering.neighbours.QuadtreeNearby;
import steering.neighbours.QuadtreeNeighbours;

/*
 * Predator and prey — a flock that keeps together, and hunters that break into it.
 *
 *   prey:      separation × 1.5 + alignment × 1 + cohesion × 1     (the flock's three rules)
 *              + evade(predator) for each predator it sees: flee position + velocity · T
 *   predator:  pursue(the nearest prey it sees): seek position + velocity · T
 *              (T = distance / maxspeed); nothing in sight: wander
 *   seeing:    d < view distance  and  angleBetween(velocity, offset) ≤ view angle / 2
 *
 * A predator sees ahead, 150 px over 120°; a prey sees all round, as far as its view distance
 * (o p). A predator eats the nearest prey it sees within touching distance; an eaten prey comes
 * back 3 seconds later from a place on an edge the seed decides. Every vehicle stays within
 * walls. The HUD counts the prey caught so far and a minute (of simulated frames, 60 a second);
 * the plots (g) show the catches a minute and the prey alive. r shows each predator's view cone,
 * the prey it chases and where it aims, and the ring inside which a prey sees it. b puts the
 * first predator's pursuit on the whiteboard; a click on a prey its three rules and evasion.
 *
 * The nearest prey in sight is steering.Sight: a quadtree hands it the prey round the predator
 * (steering.neighbours.QuadtreeNearby) and it keeps the nearest it sees. The flock's neighbours
 * are found as in Flocking: the book's loop up to 300 prey, the crowd engine above (it checks
 * itself against GroupRules, and gives way to the bins, which run your lines, when they differ);
 * --neighbours book|bins|crowd|quadtree picks one.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Pursuit and
 * Evasion" and "Flocking"; The Nature of Code, "Autonomous Agents" (its flocking and
 * pursue/evade exercises, and a boid's view); "Understanding Steering Behaviors".
 *
 * Keys: h lists them all. d, f, v arrows; r view cones and chases; t trails; space pause;
 * . step; [ ] maxspeed; ; ' maxforce; - = predators' speed; o p prey's view distance;
 * n m number of predators; s screenshot; 0 reset.
 */
public class PredatorPrey extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Prey unless --vehicles says otherwise, and the most it takes (see mostVehicles). */
  static final int DEFAULT_PREY = 300;
  static final int MOST_PREY = 50_000;
  /** The book's boids' top speed and size; they turn twice as hard as the book's, as prey do. */
  static final float PREY_MAXSPEED = 3;
  static final float PREY_MAXFORCE = 0.1f;
  static final float PREY_SIZE = 3;
  /** Predators at the start, the most the keys allow, and how fast and big they are. */
  static final int PREDATORS = 3;
  static final int MOST_PREDATORS = 8;
  static final float PREDATOR_MAXSPEED = 4;
  static final float MIN_PREDATOR_SPEED = 1;
  static final float MAX_PREDATOR_SPEED = 8;
  static final float SPEED_STEP = 0.5f;
  static final float PREDATOR_MAXFORCE = 0.1f;
  static final float PREDATOR_SIZE = 8;
  /** A predator sees this far, over this angle round its heading. */
  static final float PREDATOR_VIEW_DISTANCE = 150;
  static final float PREDATOR_VIEW_ANGLE = 120;
  /** A prey sees all round, this far to start with, within these bounds (o p). */
  static final float PREY_VIEW_DISTANCE = 80;
  static final float MAX_PREY_VIEW_DISTANCE = 250;
  static final float VIEW_STEP = 10;
  /** Touching: the two bodies' sizes together. */
  static final float CONTACT = PREDATOR_SIZE + PREY_SIZE;
  /** An eaten prey comes back after this many frames (3 s at 60 fps). */
  static final int RETURN_FRAMES = 180;
  /** Simulated frames a minute, at 60 fps, for the catches a minute. */
  static final int FRAMES_PER_MINUTE = 3600;
  /**
   * A prey's evasion counts four times as much as each of the flock's rules: it has to pull a
   * prey out of its flock. Weighted 1, the predators catch several prey a second.
   */
  static final float EVADE_WEIGHT = 4;
  /** How near a wall, in pixels, everyone turns away from it, and how hard. */
  static final float WALL_MARGIN = 40;
  /** The walls outweigh the flock's three rules and an evasion together. */
  static final float WALL_WEIGHT = 5;
  /** A catch is marked this many frames, in a ring this wide. */
  static final int FLASH_FRAMES = 30;
  static final float FLASH_SIZE = 24;
  /**
   * Up to this many prey the book's loop (every prey checks every other) finds the neighbours;
   * above it the crowd engine. See the measurements in docs/sketches.md.
   */
  static final int BOOK_UP_TO = 300;
  /** The crowd engine's name, and the finder that runs your lines when the engine cannot. */
  static final String CROWD = "crowd";
  static final String RUNS_YOUR_LINES = "bins";
  /** The colours of the predators, their view and the ring inside which a prey sees one. */
  static final int PREDATOR_FILL = Palette.PURSUER;
  static final int VIEW_SHADE = 0x22B8338F;
  static final int PREY_SIGHT = Palette.RADIUS;
  static final int CATCH_COLOR = Palette.STEERING;

  /** The prey, and the three rules' distances and weights (the book's). */
  final Flock flock = new Flock();
  final List<Vehicle> predators = new ArrayList<>();
  /** Where the prey are, asked by the predators' eyes. */
  final QuadtreeNearby preyNearby = new QuadtreeNearby();
  /** What a predator sees, and what it touches: the same cone, nearer. */
  final Sight predatorSight = new Sight(PREDATOR_VIEW_DISTANCE, PREDATOR_VIEW_ANGLE);
  final Sight touch = new Sight(CONTACT, PREDATOR_VIEW_ANGLE);
  /** The prey eaten and waiting to come back, the first eaten first. */
  final ArrayDeque<Eaten> eaten = new ArrayDeque<>();
  /** The frames of the catches of the last simulated minute, the oldest first. */
  final ArrayDeque<Integer> lastMinute = new ArrayDeque<>();
  /** The catches of the last step, with what the predator saw: for the marks and the tests. */
  final List<Catch> caughtThisStep = new ArrayList<>();
  /** Where the recent catches were, to mark them. */
  final ArrayDeque<Catch> recent = new ArrayDeque<>();
  /** The prey each predator chases (null: none in sight), in the order of the predators. */
  final List<Vehicle> quarries = new ArrayList<>();
  /** The vehicles, in their order, and where they were before the last step: the board. */
  final FrameBefore before = new FrameBefore();
  final List<Vehicle> beforeOrder = new ArrayList<>();
  Walls walls;
  Sight preySight;
  /** Prey in all, alive or eaten. */
  int preyCount;
  int caught;
  /** Simulated frames since the start. */
  int frame;
  /** The way chosen by --neighbours; null: picked by the number of prey. */
  String chosenFinder;
  /** Null while the crowd engine agrees with GroupRules; else its words saying they differ. */
  String crowdDiffers;
  /** Drawn from the seed, for the predators' wandering. */
  Random dice;

  final Parameter predatorSpeed = parameter("predators' speed", PREDATOR_MAXSPEED,
      MIN_PREDATOR_SPEED, MAX_PREDATOR_SPEED, '-', '=').adding(SPEED_STEP).format("%.1f")
      .whenChanged(s -> run.tuning.startMaxspeedAt(predators, s));   // × the [ ] factor
  final Parameter preyView = parameter("prey's view distance", PREY_VIEW_DISTANCE, 0,
      MAX_PREY_VIEW_DISTANCE, 'o', 'p').adding(VIEW_STEP).format("%.0f px")
      .whenChanged(d -> preySight = new Sight(d, Sight.ALL_ROUND));
  final Parameter predatorCount = parameter("predators", PREDATORS, 0, MOST_PREDATORS, 'n',
      'm').adding(1).whenChanged(n -> keepPredators(Math.round(n)));

  /** A prey eaten, and the frame it comes back. */
  record Eaten(Vehicle prey, int returnsAt) {
  }

  /**
   * A catch: who ate whom, and where both were and the predator's velocity when it did (copies).
   */
  record Catch(Vehicle predator, Vehicle prey, PVector predatorAt, PVector predatorVelocity,
      PVector preyAt, int frame) {
  }

  public static void main(String[] args) {
    SketchRunner.run(new PredatorPrey(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--neighbours");
  }

  /** The prey (--vehicles N, default 300) scattered and flying off; the predators among them. */
  @Override
  public void setup() {
    chosenFinder = options.neighbours;
    walls = Walls.window(width, height, WALL_MARGIN);
    dice = new Random((long) random(Integer.MAX_VALUE));
    preySight = new Sight(preyView.value(), Sight.ALL_ROUND);
    flock.boids.clear();
    flock.noWrap();
    predators.clear();
    quarries.clear();
    eaten.clear();
    lastMinute.clear();
    caughtThisStep.clear();
    recent.clear();
    caught = 0;
    frame = 0;
    keepPredators(Math.round(predatorCount.value()));
    preyCount = options.vehicles > 0 ? options.vehicles : DEFAULT_PREY;
    for (int i = 0; i < preyCount; i++) {
      Vehicle prey = newPrey(random(WALL_MARGIN, width - WALL_MARGIN),
          random(WALL_MARGIN, height - WALL_MARGIN), random(TWO_PI));
      flock.boids.add(prey);
      vehicles.add(prey);
    }
    useFinder(finderName());
  }

  @Override
  public void draw() {
    background(Palette.PAPER);

    if (simulating()) {
      frame++;
      recordTheFrame();          // for the whiteboard
      comeBack();                // prey eaten long enough ago return from an edge
      preyNearby.index(flock.boids);
      eat();                     // each predator eats the nearest prey it sees and touches
      useFinder(finderName());
      flock.flock();             // every prey's three rules, from the same frame
      for (Vehicle prey : flock.boids) {
        evadeWhatItSees(prey);   // flee each predator in sight
        prey.stayWithin(walls, WALL_WEIGHT);
      }
      for (int i = 0; i < predators.size(); i++) {
        Vehicle predator = predators.get(i);
        Vehicle quarry = predatorSight.nearestSeen(predator, preyNearby);
        quarries.set(i, quarry);
        if (quarry != null) {
          predator.pursue(quarry);   // seek its position + velocity · T
        } else {
          predator.wander();
        }
        predator.stayWithin(walls, WALL_WEIGHT);
      }
      for (Vehicle v : vehicles) {
        v.update();
      }
      noticeACrowdThatDiffers();
    }

    if (show.radii) {
      PredatorDebug.draw(g, this);
    }
    drawCatches();
    drawVehicles(v -> isPredator(v) ? PREDATOR_FILL : Palette.VEHICLE);
  }

  @Override
  public String about() {
    return "a flock evades the predators it sees; they pursue the nearest prey they see";
  }

  /** The sketchbook shows the lessons in order; this is lesson 26. */
  @Override
  public int lesson() {
    return 26;
  }

  /**
   * The most prey --vehicles may ask for: a frame of 50,000 prey with the crowd engine took
   * 0.8–0.9 s headless (measured on the busy two-core machine).
   */
  @Override
  public int mostVehicles() {
    return MOST_PREY;
  }

  @Override
  protected String whyMostVehicles() {
    return "every prey flocks with its neighbours and looks out for the predators";
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("a predator's view: 150 px over 120°", VIEW_SHADE, Mark.RING));
    items.add(new LegendItem("the prey it chases, and where it aims", Palette.PURSUER,
        Mark.LINE));
    items.add(new LegendItem("inside this ring a prey sees the predator", PREY_SIGHT,
        Mark.RING));
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(String.format(Locale.ROOT, "%,d prey: %,d alive, %,d eaten come back after %d"
        + " frames; %d predators", preyCount, flock.boids.size(), eaten.size(), RETURN_FRAMES,
        predators.size()));
    lines.add(String.format(Locale.ROOT, "caught %,d so far, %.1f a minute (%d in the last)",
        caught, caughtPerMinute(), lastMinute.size()));
    lines.add(String.format(Locale.ROOT, "predators see %.0f px over %.0f°; prey see %.0f px"
        + " all round", predatorSight.distance, predatorSight.angle, preySight.distance));
    lines.add("neighbours: " + flock.finder.name() + (crowdDiffers == null ? ""
        : " (" + crowdDiffers + ": " + RUNS_YOUR_LINES + " run your lines)")
        + "; the predators' eyes: " + preyNearby.name());
  }

  /** The catches a minute and the prey alive, against the last minute's and all the prey. */
  @Override
  public List<PlotSeries> plotSeries() {
    return List.of(
        new PlotSeries("caught a minute", CATCH_COLOR, v -> caughtPerMinute(),
            "in the last minute", v -> lastMinute.size(), Palette.PATH_LINE),
        new PlotSeries("prey alive", Palette.VEHICLE, v -> flock.boids.size(), "prey",
            v -> preyCount, Palette.PATH_LINE));
  }

  /**
   * The whiteboard's (b) part special to the hunt: a predator's sight, the prey it chose and
   * its pursuit's prediction; a prey's three rules and its evasion ({@link HuntBoard}).
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    HuntBoard.draw(view, this, v);
  }

  /** The catches so far over the simulated minutes, at 60 frames a second. */
  float caughtPerMinute() {
    return frame == 0 ? 0 : caught * (float) FRAMES_PER_MINUTE / frame;
  }

  boolean isPredator(Vehicle v) {
    for (Vehicle p : predators) {
      if (p == v) {
        return true;
      }
    }
    return false;
  }

  /** Flees each predator {@code prey} sees: evade, one force each. */
  void evadeWhatItSees(Vehicle prey) {
    for (Vehicle predator : predators) {
      if (preySight.sees(prey, predator)) {
        prey.evadeWeighted(predator, EVADE_WEIGHT);   // flee its position + velocity · T
      }
    }
  }

  /**
   * Each predator eats the nearest prey it sees within touching distance: the prey leaves the
   * flock and waits {@link #RETURN_FRAMES} frames. The predators' eyes are indexed again once a
   * step with catches, not once a catch: only a prey a predator before it ate this step has to
   * be looked for again.
   */
  void eat() {
    caughtThisStep.clear();
    for (Vehicle predator : predators) {
      Vehicle meal = touch.nearestSeen(predator, preyNearby);
      if (meal != null && eatenThisStep(meal)) {
        preyNearby.index(flock.boids);   // without the prey eaten so far
        meal = touch.nearestSeen(predator, preyNearby);
      }
      if (meal == null) {
        continue;
      }
      caughtThisStep.add(new Catch(predator, meal, predator.position.copy(),
          predator.velocity.copy(), meal.position.copy(), frame));
      flock.boids.remove(meal);
      vehicles.remove(meal);
      eaten.add(new Eaten(meal, frame + RETURN_FRAMES));
      caught++;
      lastMinute.add(frame);
    }
    if (!caughtThisStep.isEmpty()) {
      preyNearby.index(flock.boids);   // the predators' eyes see only the prey alive
    }
    while (!lastMinute.isEmpty() && lastMinute.peekFirst() <= frame - FRAMES_PER_MINUTE) {
      lastMinute.removeFirst();
    }
    recent.addAll(caughtThisStep);
    while (!recent.isEmpty() && recent.peekFirst().frame() <= frame - FLASH_FRAMES) {
      recent.removeFirst();
    }
  }

  /** True when a predator has eaten {@code prey} in this step already. */
  boolean eatenThisStep(Vehicle prey) {
    for (Catch c : caughtThisStep) {
      if (c.prey() == prey) {
        return true;
      }
    }
    return false;
  }

  /** The prey whose time has come fly in again from a place on an edge, at full speed. */
  void comeBack() {
    while (!eaten.isEmpty() && eaten.peekFirst().returnsAt() <= frame) {
      Vehicle prey = eaten.removeFirst().prey();
      PVector[] entry = edgeEntry();
      prey.position.set(entry[0]);
      prey.velocity.set(entry[1]);
      prey.acceleration.set(0, 0, 0);
      flock.boids.add(prey);
      vehicles.add(prey);
    }
  }

  /** A random place on one of the four edges, and a velocity into the window from it. */
  PVector[] edgeEntry() {
    int edge = (int) random(4);
    float along = random(1);
    float x = edge == 0 ? 0 : edge == 1 ? width : along * width;
    float y = edge == 2 ? 0 : edge == 3 ? height : along * height;
    PVector inwards = new PVector(edge == 0 ? 1 : edge == 1 ? -1 : 0,
        edge == 2 ? 1 : edge == 3 ? -1 : 0);
    return new PVector[] {new PVector(x, y), inwards.mult(PREY_MAXSPEED)};
  }

  /** As many predators as asked for: new ones at a random place, the last ones taken away. */
  void keepPredators(int count) {
    while (predators.size() < count) {
      Vehicle p = new Vehicle(random(WALL_MARGIN, width - WALL_MARGIN),
          random(WALL_MARGIN, height - WALL_MARGIN));
      p.maxspeed = predatorSpeed.value();
      p.maxforce = PREDATOR_MAXFORCE;
      p.r = PREDATOR_SIZE;
      p.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(p.maxspeed / 2));
      p.wanderWith(new Random(dice.nextLong()));
      vehicles.add(predators.size(), p);
      predators.add(p);
      quarries.add(null);
    }
    while (predators.size() > count) {
      Vehicle gone = predators.remove(predators.size() - 1);
      quarries.remove(quarries.size() - 1);
      vehicles.remove(gone);
    }
    tuneNewVehicles();
  }

  Vehicle newPrey(float x, float y, float heading) {
    Vehicle prey = new Vehicle(x, y);
    prey.maxspeed = PREY_MAXSPEED;
    prey.maxforce = PREY_MAXFORCE;
    prey.r = PREY_SIZE;
    prey.velocity.set(PVector.fromAngle(heading).mult(PREY_MAXSPEED));
    return prey;
  }

  /** The vehicles and where they were, before the step: what the whiteboard works out again. */
  void recordTheFrame() {
    beforeOrder.clear();
    beforeOrder.addAll(vehicles);
    before.record(beforeOrder);
  }

  /** The predators' view and the ring inside which a prey sees each: under the vehicles. */
  void drawCatches() {
    pushStyle();
    noFill();
    stroke(CATCH_COLOR);
    for (Catch c : recent) {
      float grown = (frame - c.frame()) / (float) FLASH_FRAMES;
      circle(c.preyAt().x, c.preyAt().y, FLASH_SIZE * (1 + grown));
    }
    popStyle();
  }

  // ---- the flock's neighbour finders, as in Flocking ----

  /** The way chosen, or by the number of prey: the book's loop, the crowd engine above. */
  String finderName() {
    String name = chosenFinder != null ? chosenFinder
        : preyCount <= BOOK_UP_TO ? "book" : CROWD;
    return name.equals(CROWD) && crowdDiffers != null ? RUNS_YOUR_LINES : name;
  }

  /** Once the crowd engine's copy differs from GroupRules (an edit), the bins take over. */
  void noticeACrowdThatDiffers() {
    if (crowdDiffers == null && flock.finder instanceof CrowdNeighbours crowd
        && crowd.differsFromBook() != null) {
      crowdDiffers = crowd.differsFromBook();
      useFinder(finderName());
    }
  }

  void useFinder(String name) {
    if (!name.equals(flock.finder.name())) {
      flock.finder = finderNamed(name);
    }
  }

  static NeighbourFinder finderNamed(String name) {
    return switch (name) {
      case "bins" -> new BinNeighbours();
      case CROWD -> new CrowdNeighbours();
      case "quadtree" -> new QuadtreeNeighbours();
      default -> new BookNeighbours();
    };
  }

  /** The future position a predator aims at, for drawing: the code it pursues by. */
  static PVector aim(Vehicle predator, Vehicle quarry) {
    return Pursuit.futurePosition(predator, quarry);
  }
}
