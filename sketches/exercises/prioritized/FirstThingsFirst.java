package exercises.prioritized;

import exercises.ExerciseSketch;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.render.Palette;
import steering.Obstacle;
import steering.Twin;
import steering.Vehicle;
import steering.Walls;

/*
 * Exercise: First things first — vehicles seek the mouse through circles and stay within the
 * walls, the three behaviors weighted alike, their forces made one by the running sum with
 * prioritization: walls first, then circles, then seek.
 *
 *   each behavior, asked on a twin: force_i = steer(desired_i), at most maxforce; × weight 1
 *   in that order:  left = maxforce − |total so far|              <- RunningSum.runningSum()
 *                   let through_i = weighted_i, cut to left;
 *                   nothing left: nothing                         <- RunningSum.runningSum()
 *   vehicle.combine(...) applies the total; update()
 *
 * The let-through forces come from RunningSum.runningSum(), the file to edit. Until it is done
 * it hands the work to the weighted truncated sum, and with the weights alike seek pulls the
 * vehicles into the circles: the HUD's count of collisions (a centre entering a circle) grows.
 * Check a solution: mvn test -Pexercises -Dtest=PrioritizedCheck
 *
 * Sources: Mat Buckland, "Programming Game AI by Example" (2005), ch. 3, "Combining Steering
 * Behaviors".
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class FirstThingsFirst extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int VEHICLES = 20;
  /** The circles: x, y and radius, where the target's curve crosses. */
  static final float[][] CIRCLES = {
      {250, 170, 40}, {550, 170, 40}, {400, 300, 50}, {250, 430, 40}, {550, 430, 40}};
  static final float WALL_MARGIN = 50;
  /** Every behavior counts alike: only the order puts the walls and circles first. */
  static final float WEIGHT = 1;
  /** Vehicles start at least this far from every circle. */
  static final float START_CLEARANCE = 20;
  static final int CIRCLE_FILL = 0xFFDCD6CA;

  final List<Obstacle> obstacles = new ArrayList<>();
  Walls walls;
  int collisions;
  int frames;
  /** The vehicles whose centre is inside a circle now: a collision counts once, on entry. */
  final Set<Vehicle> inside = new HashSet<>();

  public static void main(String[] args) {
    SketchRunner.run(new FirstThingsFirst(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The circles, the walls, and vehicles (--vehicles N, default 20) at rest between them. */
  @Override
  public void setup() {
    obstacles.clear();
    for (float[] c : CIRCLES) {
      obstacles.add(new Obstacle(c[0], c[1], c[2]));
    }
    walls = Walls.window(width, height, WALL_MARGIN);
    collisions = 0;
    frames = 0;
    inside.clear();
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      PVector at;
      do {
        at = new PVector(random(width), random(height));
      } while (nearACircle(at));
      vehicles.add(new Vehicle(at.x, at.y));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector target = targetFromInput();
    drawCircles();

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        Vehicle twin = Twin.of(vehicle);   // each behavior asked; nothing applied yet
        RunningSum behaviors = new RunningSum();   // your runningSum decides what gets through
        behaviors.add("walls", twin.stayWithin(walls), WEIGHT)
            .add("circles", twin.avoid(obstacles), WEIGHT)
            .add("seek", twin.seek(target), WEIGHT);
        vehicle.combine(behaviors);
        vehicle.update();
      }
      countCollisions();
    }

    drawTarget(target);
    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public String about() {
    return "exercise: first things first";
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(collisions + " collisions in " + frames + " frames (a centre entering a circle)");
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
    for (Obstacle obstacle : obstacles) {
      circle(obstacle.position.x, obstacle.position.y, 2 * obstacle.radius);
    }
    popStyle();
  }
}
