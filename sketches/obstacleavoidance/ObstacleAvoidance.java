package obstacleavoidance;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.controls.KeyTable;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Palette;
import steering.Obstacle;
import steering.Vehicle;

/*
 * Obstacle Avoidance — vehicles seek the mouse through a field of circles, turning aside from
 * the first circle in the corridor ahead of them.
 *
 *   corridor: ahead of the vehicle, as wide as the vehicle, speed × 40 frames long
 *   threat:   the nearest circle reaching into the corridor
 *   desired = the heading turned a quarter turn away from the threat's centre, at maxspeed
 *   steering = desired − velocity, limited to maxforce
 *
 * Two ways to combine avoiding with seeking (a for arbitration):
 *   priority:     if a circle threatens, avoid it and nothing else; otherwise seek
 *   weighted sum: avoid + seek, every frame, each at most maxforce
 * The HUD counts collisions (a vehicle's centre entering a circle), so the two can be compared
 * by a number: with priority, a vehicle only collides when the circles crowd it in.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), obstacle
 * avoidance and combining behaviors; OpenSteer's steerToAvoidObstacles; "Understanding Steering
 * Behaviors: Collision Avoidance" (tutsplus); gdx-ai's RaycastObstacleAvoidance.
 *
 * A click adds a circle, a right click removes the one nearest the mouse.
 * Keys: h lists them all. d, f, v arrows; r corridors, threats and avoidance forces; t trails;
 * space pause; . step; [ ] maxspeed; ; ' maxforce; a priority / weighted sum; w wander;
 * s screenshot; 0 reset.
 */
public class ObstacleAvoidance extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int DEFAULT_VEHICLES = 12;
  /** The circles at the start: x, y and radius of each, spread over the middle of the window. */
  static final float[][] START_CIRCLES = {
      {250, 180, 45}, {420, 140, 30}, {580, 220, 55}, {330, 330, 35},
      {500, 380, 50}, {220, 450, 40}, {650, 450, 30}, {400, 520, 25}};
  /** A click adds a circle this big. */
  static final float NEW_CIRCLE_RADIUS = 35;
  /** In the weighted sum, avoiding counts as much as seeking: the first thing one tries. */
  static final float AVOID_WEIGHT = 1;
  /** Vehicles start in the window's margin, at least this far from the nearest circle. */
  static final float START_CLEARANCE = 20;
  /** Colours of the circles, and of a vehicle whose centre is inside one. */
  static final int CIRCLE_FILL = 0xFFDCD6CA;
  static final int COLLIDED = Palette.STEERING;

  final List<Obstacle> obstacles = new ArrayList<>();
  /** True: avoid, else seek (priority). False: avoid × AVOID_WEIGHT + seek, a weighted sum. */
  boolean priority = true;
  /** True: wander (and wrap round the window) instead of seeking the mouse. */
  boolean wandering;
  /** Each vehicle's avoidance force this frame, for r. */
  final Map<Vehicle, PVector> avoidance = new IdentityHashMap<>();
  /** The vehicles whose centre is inside a circle now: a collision counts once, on entry. */
  final Set<Vehicle> inside = new HashSet<>();
  /** The whiteboard's vehicle as its last step began, for the board (b). */
  AvoidBoard.Look look;
  /** Collisions, and the frames they were counted over, since the way of combining changed. */
  int collisions;
  int frames;

  public static void main(String[] args) {
    SketchRunner.run(new ObstacleAvoidance(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The starting circles, and the vehicles (--vehicles N) at rest, clear of every circle. */
  @Override
  public void setup() {
    obstacles.clear();
    for (float[] c : START_CIRCLES) {
      obstacles.add(new Obstacle(c[0], c[1], c[2]));
    }
    avoidance.clear();
    look = null;
    resetCount();
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
        if (vehicle == whiteboard.subject()) {
          look = AvoidBoard.Look.of(vehicle, obstacles, priority);   // for the board (b)
        }
        if (priority) {
          // avoid first; only when nothing threatens, go for the target
          PVector avoid = vehicle.avoid(obstacles);
          if (avoid.mag() == 0) {
            goOn(vehicle, target);
          }
          avoidance.put(vehicle, avoid);
        } else {
          // both, every frame: the seek can pull a vehicle into a circle it is avoiding
          avoidance.put(vehicle, vehicle.avoid(obstacles, AVOID_WEIGHT));
          goOn(vehicle, target);
        }
        vehicle.update();
        if (wandering) {
          Wrap.around(vehicle, width, height);
        }
      }
      countCollisions();
    }

    if (show.radii) {
      for (Vehicle vehicle : vehicles) {
        ObstacleDebug.draw(g, vehicle, obstacles, avoidance.get(vehicle));
      }
    }
    if (!wandering) {
      drawTarget(target);
    }
    drawVehicles(v -> inside.contains(v) ? COLLIDED : Palette.VEHICLE);
  }

  /** What a vehicle does when it is not avoiding: seek the target, or wander. */
  void goOn(Vehicle vehicle, PVector target) {
    if (wandering) {
      vehicle.wander();
    } else {
      vehicle.seek(target);
    }
  }

  /** The whiteboard's (b) part special to avoidance: see {@link AvoidBoard}. */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    AvoidBoard.draw(view, v, look, wandering ? "wander" : "seek the mouse");
  }

  @Override
  public void mousePressed() {
    if (mouseButton == RIGHT) {
      removeNearest(mouseX, mouseY);
    } else {
      obstacles.add(new Obstacle(mouseX, mouseY, NEW_CIRCLE_RADIUS));
    }
  }

  @Override
  public String about() {
    return "turn aside from the circles ahead";
  }

  @Override
  public int lesson() {
    return 13;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What ObstacleDebug draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("corridor ahead (speed × " + (int) steering.ObstacleAvoidance
        .LOOK_AHEAD_FRAMES + " frames)", ObstacleDebug.CORRIDOR, Mark.BAND));
    items.add(new LegendItem("most threatening circle", ObstacleDebug.THREAT, Mark.RING));
    items.add(new LegendItem("avoidance force ×" + (int) ObstacleDebug.FORCE_SCALE,
        ObstacleDebug.AVOIDANCE, Mark.ARROW));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bindSwitch('a', "priority (avoid, else seek); off: weighted sum (avoid × "
        + (int) AVOID_WEIGHT + " + seek)", () -> {
          priority = !priority;
          resetCount();
        }, () -> priority);
    table.bindSwitch('w', "wander (and wrap round) instead of seeking the mouse", () -> {
      wandering = !wandering;
      resetCount();
    }, () -> wandering);
  }

  /** 0: the sketch as it started, priority on and seeking the mouse. */
  @Override
  protected void restart() {
    priority = true;
    wandering = false;
    super.restart();
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add((priority ? "priority: avoid, else " : "weighted sum: avoid × "
        + (int) AVOID_WEIGHT + " + ") + (wandering ? "wander" : "seek") + " (a switches)");
    lines.add(collisions + " collisions in " + frames + " frames (a centre entering a circle)");
    lines.add(obstacles.size() + " circles: click adds one, right click removes one");
  }

  /** Counts each vehicle whose centre has just entered a circle. */
  void countCollisions() {
    frames++;
    for (Vehicle vehicle : vehicles) {
      boolean in = false;
      for (Obstacle obstacle : obstacles) {
        in |= obstacle.contains(vehicle.position);
      }
      if (in && inside.add(vehicle)) {
        collisions++;
      } else if (!in) {
        inside.remove(vehicle);
      }
    }
  }

  void resetCount() {
    collisions = 0;
    frames = 0;
    inside.clear();
  }

  /** A vehicle at rest in the window's margin, clear of every circle, wandering from a seed. */
  Vehicle newVehicle() {
    PVector at;
    do {
      at = new PVector(random(WIDTH), random(HEIGHT));
    } while (nearACircle(at));
    Vehicle v = new Vehicle(at.x, at.y);
    v.wanderWith(new Random((long) random(Integer.MAX_VALUE)));
    return v;
  }

  boolean nearACircle(PVector at) {
    for (Obstacle obstacle : obstacles) {
      if (PVector.dist(at, obstacle.position) < obstacle.radius + START_CLEARANCE) {
        return true;
      }
    }
    return false;
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
    Obstacle nearest = null;
    float best = Float.POSITIVE_INFINITY;
    for (Obstacle obstacle : obstacles) {
      float d = dist(x, y, obstacle.position.x, obstacle.position.y) - obstacle.radius;
      if (d < best) {
        best = d;
        nearest = obstacle;
      }
    }
    obstacles.remove(nearest);
  }
}
