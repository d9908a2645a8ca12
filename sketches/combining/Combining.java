package combining;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.panel.PlotSeries;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;
import steering.Combination;
import steering.Combination.Method;
import steering.Obstacle;
import steering.Twin;
import steering.Vehicle;
import steering.Walls;

/*
 * Combining — vehicles seek the mouse, turn aside from circles, stay within walls and keep
 * apart: four behaviors, and one force from them. Three ways to make it (a switches, live):
 *
 *   each behavior, asked on a twin:  force_i = steer(desired_i), at most maxforce
 *   weighted_i = force_i × weight_i       walls 10, circles 10, separation 2, seek 1
 *   weighted truncated sum:   total = Σ weighted_i, truncated to maxforce
 *   prioritized running sum:  in that order, left = maxforce − |total|, and
 *                             total += weighted_i cut to left; nothing left: the rest get none
 *   prioritized dithering:    in that order, each tried with probability p_i (0.5, 0.5, 0.2,
 *                             0.8); the first tried that asks for a force is the whole force:
 *                             total = weighted_i / p_i, truncated to maxforce
 *   vehicle.combine(...) applies total; update()
 *
 * The side panel's force budget is the ringed vehicle's (b, then click another): each
 * behavior's force as asked, as weighted, and what the way let through, so a behavior the
 * others starve is there to see. r draws every vehicle's let-through forces in the behaviors'
 * colours. The HUD counts, for each way, collisions (a centre entering a circle) and wall
 * touches (a vehicle's body reaching the window's edge).
 *
 * Sources: Mat Buckland, "Programming Game AI by Example" (2005), ch. 3, "Combining Steering
 * Behaviors"; Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999),
 * "Combining Behaviors".
 *
 * A click adds a circle, a right click removes the one nearest the mouse.
 * Keys: h lists them all. d, f, v arrows; r let-through forces; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; a next way of combining; o p walls weight; u i circles weight;
 * j k separation weight; n m seek weight; s screenshot; 0 reset.
 */
public class Combining extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int DEFAULT_VEHICLES = 20;
  /** Separation looks at every other vehicle: more would not run at about a frame a second. */
  static final int MAX_VEHICLES = 3000;
  /** The circles at the start: x, y and radius, where the target's curve crosses. */
  static final float[][] START_CIRCLES = {
      {250, 170, 40}, {550, 170, 40}, {400, 300, 50}, {250, 430, 40}, {550, 430, 40}};
  /** A click adds a circle this big. */
  static final float NEW_CIRCLE_RADIUS = 35;
  /** How near a wall, in pixels, the vehicles start to turn away from it. */
  static final float WALL_MARGIN = 50;
  /** Buckland's weights for walls and obstacles; separation counts double, seek once. */
  static final float WALL_WEIGHT = 10;
  static final float CIRCLE_WEIGHT = 10;
  static final float SEPARATION_WEIGHT = 2;
  static final float SEEK_WEIGHT = 1;
  /** The weights' bounds, and what one key press adds or takes away. */
  static final float MAX_WEIGHT = 20;
  static final float AVOID_WEIGHT_STEP = 1;
  static final float WEIGHT_STEP = 0.25f;
  /** Vehicles start at least this far from every circle. */
  static final float START_CLEARANCE = 20;
  /** The ring round the vehicle whose budget the panel shows: this many times its r across. */
  static final float RING = 6;
  static final int CIRCLE_FILL = 0xFFDCD6CA;

  final List<Obstacle> obstacles = new ArrayList<>();
  Walls walls;
  /** How the four forces make one (a cycles through the three). */
  Method method = Method.WEIGHTED_SUM;
  /** Dithering's dice, seeded from the sketch's random numbers: a run repeats. */
  Random dice;
  /** Each vehicle's last step: what its behaviors asked for and what was let through. */
  final Map<Vehicle, Combination> combined = new IdentityHashMap<>();
  /** For each way: collisions, wall touches, and the frames they were counted over. */
  final int[] collisions = new int[Method.values().length];
  final int[] wallTouches = new int[Method.values().length];
  final int[] frames = new int[Method.values().length];
  /** The vehicles inside a circle, and touching a wall, now: each counts once, on entry. */
  final Set<Vehicle> inCircle = new HashSet<>();
  final Set<Vehicle> atWall = new HashSet<>();
  /** Each weight's keys, help, HUD and slider come from its row. */
  final Parameter wallWeight = parameter("walls weight", WALL_WEIGHT, 0, MAX_WEIGHT, 'o', 'p')
      .adding(AVOID_WEIGHT_STEP);
  final Parameter circleWeight = parameter("circles weight", CIRCLE_WEIGHT, 0, MAX_WEIGHT, 'u',
      'i').adding(AVOID_WEIGHT_STEP);
  final Parameter separationWeight = parameter("separation weight", SEPARATION_WEIGHT, 0,
      MAX_WEIGHT, 'j', 'k').adding(WEIGHT_STEP).format("%.2f");
  final Parameter seekWeight = parameter("seek weight", SEEK_WEIGHT, 0, MAX_WEIGHT, 'n', 'm')
      .adding(WEIGHT_STEP).format("%.2f");

  public static void main(String[] args) {
    SketchRunner.run(new Combining(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  @Override
  public int mostVehicles() {
    return MAX_VEHICLES;
  }

  @Override
  protected String whyMostVehicles() {
    return "each vehicle looks at every other vehicle to keep apart";
  }

  /** The circles, the walls, the counts at 0, and the vehicles at rest clear of the circles. */
  @Override
  public void setup() {
    obstacles.clear();
    for (float[] c : START_CIRCLES) {
      obstacles.add(new Obstacle(c[0], c[1], c[2]));
    }
    walls = Walls.window(width, height, WALL_MARGIN);
    dice = new Random((long) random(Integer.MAX_VALUE));
    combined.clear();
    for (int[] counts : new int[][] {collisions, wallTouches, frames}) {
      Arrays.fill(counts, 0);
    }
    inCircle.clear();
    atWall.clear();
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      vehicles.add(newVehicle());
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector target = targetFromInput();
    drawCircles();

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        Combination behaviors = ask(vehicle, target);   // four forces; none applied yet
        vehicle.combine(behaviors);   // the way lets one force through, at most maxforce
        vehicle.update();
        combined.put(vehicle, behaviors);
      }
      count();
    }

    if (show.radii) {
      drawLetThrough();
    }
    drawTarget(target);
    drawRing();
    drawVehicles();
  }

  /** The four behaviors in priority order, each asked on a twin: the vehicle is untouched. */
  Combination ask(Vehicle vehicle, PVector target) {
    Vehicle twin = Twin.of(vehicle);
    return new Combination(method, dice)
        .add(Behavior.WALLS.label, twin.stayWithin(walls), wallWeight.value(),
            Behavior.WALLS.chance)
        .add(Behavior.CIRCLES.label, twin.avoid(obstacles), circleWeight.value(),
            Behavior.CIRCLES.chance)
        .add(Behavior.SEPARATION.label, twin.separate(vehicles), separationWeight.value(),
            Behavior.SEPARATION.chance)
        .add(Behavior.SEEK.label, twin.seek(target), seekWeight.value(), Behavior.SEEK.chance);
  }

  @Override
  public String about() {
    return "four behaviors, one force: three ways";
  }

  /** The sketchbook shows the lessons in order; combining comes after Buckland's two. */
  @Override
  public int lesson() {
    return 22;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What r draws, and the ring, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    for (Behavior b : Behavior.values()) {
      items.add(new LegendItem(b.label + ": let through ×" + (int) Overlay.FORCE_SCALE, b.color,
          Mark.ARROW));
    }
    items.add(new LegendItem("the vehicle whose force budget the panel shows", Palette.INK,
        Mark.RING));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('a', "next way of combining: weighted truncated sum, prioritized running sum,"
        + " prioritized dithering", () -> method = method.next());
  }

  /** 0: the sketch as it started, with the weighted sum. */
  @Override
  protected void restart() {
    method = Method.WEIGHTED_SUM;
    super.restart();
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(method.label + " (a: the next way)");
    Vehicle ringed = whiteboard.subject();
    if (ringed != null) {
      ForceBudget.addLines(lines, combined.get(ringed), ringed.maxforce);
    }
    lines.add("each way: collisions, wall touches, frames");
    for (Method m : Method.values()) {
      int i = m.ordinal();
      lines.add(String.format("%s: %d, %d, %d", m.label, collisions[i], wallTouches[i],
          frames[i]));
    }
    lines.add(obstacles.size() + " circles: click adds one, right click removes one");
  }

  /** g: the first vehicle's seek, as weighted and as let through: starving shows as a gap. */
  @Override
  public List<PlotSeries> plotSeries() {
    return List.of(new PlotSeries("seek let through", Behavior.SEEK.color,
        v -> size(v, Behavior.SEEK, part -> part.letThrough), "seek weighted",
        v -> size(v, Behavior.SEEK, part -> part.weighted), Palette.PATH_LINE));
  }

  /** The whiteboard's (b) part: the ringed vehicle's budget ({@link BudgetBoard}). */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    BudgetBoard.draw(view, v, combined.get(v));
  }

  @Override
  public void mousePressed() {
    if (mouseButton == RIGHT) {
      removeNearest(mouseX, mouseY);
    } else {
      obstacles.add(new Obstacle(mouseX, mouseY, NEW_CIRCLE_RADIUS));
    }
  }

  /** How long a force of the behavior's part of the vehicle's last step was; 0 before one. */
  float size(Vehicle v, Behavior behavior, Function<Combination.Part, PVector> force) {
    Combination last = combined.get(v);
    return last == null ? 0 : force.apply(last.part(behavior.label)).mag();
  }

  /** Counts, for the way on now, each centre just inside a circle and each body at a wall. */
  void count() {
    int way = method.ordinal();
    frames[way]++;
    for (Vehicle v : vehicles) {
      if (entered(inCircle, v, insideACircle(v))) {
        collisions[way]++;
      }
      if (entered(atWall, v, touchesAWall(v))) {
        wallTouches[way]++;
      }
    }
  }

  /** True when {@code v} is in now and was not; {@code inside} keeps who is in. */
  static boolean entered(Set<Vehicle> inside, Vehicle v, boolean in) {
    if (!in) {
      inside.remove(v);
      return false;
    }
    return inside.add(v);
  }

  boolean insideACircle(Vehicle v) {
    for (Obstacle obstacle : obstacles) {
      if (obstacle.contains(v.position)) {
        return true;
      }
    }
    return false;
  }

  /** The vehicle's body (r round its centre) reaches an edge of the window. */
  boolean touchesAWall(Vehicle v) {
    return v.position.x < v.r || v.position.x > width - v.r
        || v.position.y < v.r || v.position.y > height - v.r;
  }

  /** r: every vehicle's let-through forces, one arrow a behavior, in its colour. */
  void drawLetThrough() {
    for (Vehicle v : vehicles) {
      Combination last = combined.get(v);
      if (last == null) {
        continue;
      }
      for (Behavior b : Behavior.values()) {
        Overlay.arrow(g, v.position, last.part(b.label).letThrough, Overlay.FORCE_SCALE,
            b.color);
      }
    }
  }

  /** A ring round the vehicle whose budget the side panel shows. */
  void drawRing() {
    Vehicle ringed = whiteboard.subject();
    if (ringed == null) {
      return;
    }
    pushStyle();
    noFill();
    stroke(Palette.INK);
    circle(ringed.position.x, ringed.position.y, RING * ringed.r);
    popStyle();
  }

  void drawCircles() {
    pushStyle();
    fill(CIRCLE_FILL);
    stroke(Palette.PATH_LINE);
    strokeWeight(1);
    for (Obstacle obstacle : obstacles) {
      circle(obstacle.position.x, obstacle.position.y, 2 * obstacle.radius);
    }
    popStyle();
  }

  void removeNearest(float x, float y) {
    PVector at = new PVector(x, y);
    obstacles.stream().min((a, b) -> Float.compare(PVector.dist(a.position, at) - a.radius,
        PVector.dist(b.position, at) - b.radius)).ifPresent(obstacles::remove);
  }

  /** A vehicle at rest somewhere in the window, clear of every circle. */
  Vehicle newVehicle() {
    PVector at;
    do {
      at = new PVector(random(width), random(height));
    } while (nearACircle(at));
    return new Vehicle(at.x, at.y);
  }

  boolean nearACircle(PVector at) {
    for (Obstacle obstacle : obstacles) {
      if (PVector.dist(at, obstacle.position) < obstacle.radius + START_CLEARANCE) {
        return true;
      }
    }
    return false;
  }
}
