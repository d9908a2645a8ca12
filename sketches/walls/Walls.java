package walls;

import java.util.List;
import java.util.Random;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Stay Within Walls — wandering vehicles kept inside a rectangle, with no wrapping round.
 *
 *   within margin of the left wall:   desired = (+maxspeed, velocity.y)   (right wall: −maxspeed)
 *   within margin of the top wall:    desired = (velocity.x, +maxspeed)   (bottom wall: −maxspeed)
 *   desired scaled to maxspeed;  steering = desired − velocity, limited to maxforce
 *   farther inside: no desire, no force
 *
 * Each frame a vehicle wanders, then stays within the walls: two forces in one step, and the
 * force arrow (f) shows their sum. The walls' force is weighted ×3, so a wander that happens
 * to turn outwards cannot cancel it.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), containment;
 * The Nature of Code, "Autonomous Agents", the "Stay Within Walls" exercise; "Understanding
 * Steering Behaviors: Wander" (its boundary checks).
 *
 * A click adds a vehicle. w switches wandering off, so the vehicles coast in straight lines and
 * bounce off the margin. Keys: h lists them all. d, f, v arrows; r walls and margin band;
 * t trails; space pause; . step; [ ] maxspeed; ; ' maxforce; - = margin; w wander;
 * s screenshot; 0 reset.
 */
public class Walls extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int DEFAULT_VEHICLES = 10;
  /** How far inside the window the walls stand, in pixels. */
  static final float INSET = 40;
  /** How near a wall, in pixels, a vehicle turns away, and how far the keys may take it. */
  static final float MARGIN = 50;
  static final float MIN_MARGIN = 10;
  static final float MAX_MARGIN = 200;
  /** The walls' push counts this many times the wander force, so wandering cannot win. */
  static final float WALL_WEIGHT = 3;
  /**
   * A wanderer's limits, drawn at random between these. Pushed back with at least
   * (WALL_WEIGHT − 1) · maxforce, its turn away from a wall takes about
   * maxspeed² / (2 · 2 · maxforce) ≤ 9 / 0.24 ≈ 38 pixels, within the default margin.
   */
  static final float WANDERER_MIN_MAXSPEED = 2;
  static final float WANDERER_MAX_MAXSPEED = 3;
  static final float WANDERER_MIN_MAXFORCE = 0.06f;
  static final float WANDERER_MAX_MAXFORCE = 0.12f;

  /** The - and = keys, the slider and the HUD all change and show this one value. */
  final Parameter margin = parameter("margin", MARGIN, MIN_MARGIN, MAX_MARGIN, '-', '=')
      .whenChanged(m -> walls = buildWalls());
  steering.Walls walls;
  boolean wandering;
  /** The seed of the first layout, so that 0 brings the same one back. */
  Long layoutSeed;

  public static void main(String[] args) {
    SketchRunner.run(new Walls(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Wanderers at rest inside the walls (--vehicles N of them), each with its own limits. */
  @Override
  public void setup() {
    if (layoutSeed == null) {
      layoutSeed = options.seed != null ? options.seed : (long) random(Integer.MAX_VALUE);
    }
    randomSeed(layoutSeed);
    walls = buildWalls();
    wandering = true;
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      vehicles.add(newWanderer(random(walls.left + walls.margin, walls.right - walls.margin),
          random(walls.top + walls.margin, walls.bottom - walls.margin)));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    if (show.radii) {
      WallsDebug.draw(g, walls);
    }

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        if (wandering) {
          vehicle.wander();          // seek a point on a circle ahead, which drifts at random
        }
        // near a wall: turn away from it at full speed, weighted above the wander
        vehicle.stayWithin(walls, WALL_WEIGHT);
        vehicle.update();
      }
    }

    drawVehicles();   // trails, then each vehicle: vehicle.display(g) and its arrows
  }

  @Override
  public void mousePressed() {
    vehicles.add(newWanderer(mouseX, mouseY));
  }

  @Override
  public String about() {
    return "wander, but stay within the walls";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 6. */
  @Override
  public int lesson() {
    return 6;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What WallsDebug draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("margin: inside it the walls push back", Palette.RADIUS, Mark.BAND));
    items.add(new LegendItem("walls", Palette.PATH_LINE, Mark.LINE));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bindSwitch('w', "wander (off: coast and bounce off the walls)",
        () -> wandering = !wandering, () -> wandering);
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(vehicles.size() + " vehicles — click to add one; "
        + (wandering ? "wandering (w: coast)" : "coasting (w: wander)"));
  }

  /** A vehicle at (x, y) with its own limits, wandering with a source seeded by random(). */
  Vehicle newWanderer(float x, float y) {
    Vehicle v = new Vehicle(x, y);
    v.maxspeed = random(WANDERER_MIN_MAXSPEED, WANDERER_MAX_MAXSPEED);
    v.maxforce = random(WANDERER_MIN_MAXFORCE, WANDERER_MAX_MAXFORCE);
    v.wanderWith(new Random((long) random(Integer.MAX_VALUE)));
    return v;
  }

  steering.Walls buildWalls() {
    return new steering.Walls(INSET, INSET, WIDTH - INSET, HEIGHT - INSET, margin.value());
  }

  /** The whiteboard's (b) part special to containment: see {@link WallsBoard}. */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    WallsBoard.draw(view, v, walls);
  }
}
