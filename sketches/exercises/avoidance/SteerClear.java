package exercises.avoidance;

import exercises.ExerciseSketch;
import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import steering.Obstacle;
import steering.Vehicle;

/*
 * Exercise: Obstacle avoidance — vehicles cross a field of circles to the target, turning
 * aside from the circle in their way.
 *
 *   corridor: ahead of the vehicle, r either side of its centre line, speed × 40 frames long
 *   ahead = (centre − position) · heading;  side = how far the centre is across the heading
 *   in the corridor: |side| < radius + r  and  −radius < ahead < length + radius
 *   threat = the circle in the corridor with the smallest ahead         <- Corridor.threat()
 *   desired = the heading turned a quarter turn away from the threat, at maxspeed
 *   no threat: seek the target;  steering = desired − velocity, limited to maxforce
 *
 * The threat comes from Corridor.threat(), the file to edit. Until it is done the vehicles
 * shy away from circles beside and behind them too. A vehicle that reaches the target starts
 * again at the left.
 * Check a solution: mvn test -Pexercises -Dtest=AvoidanceCheck
 *
 * Source: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), obstacle
 * avoidance; "Understanding Steering Behaviors: Collision Avoidance" (tutsplus).
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class SteerClear extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int VEHICLES = 8;
  /** The circles: x, y and radius of each, between the start and the target. */
  static final float[][] CIRCLES = {
      {260, 200, 45}, {300, 400, 40}, {420, 290, 55}, {560, 170, 40}, {580, 430, 45}};
  static final PVector TARGET = new PVector(740, 300);
  /** Vehicles start at this x, spread down the window, and start again when this near. */
  static final float START_X = 40;
  static final float ARRIVED = 20;
  static final int CIRCLE_FILL = 0xFFDCD6CA;

  final Corridor corridor = new Corridor();
  final List<Obstacle> obstacles = new ArrayList<>();

  public static void main(String[] args) {
    SketchRunner.run(new SteerClear(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The circles, and vehicles (--vehicles N, default 8) at rest down the left edge. */
  @Override
  public void setup() {
    obstacles.clear();
    for (float[] c : CIRCLES) {
      obstacles.add(new Obstacle(c[0], c[1], c[2]));
    }
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      vehicles.add(new Vehicle(START_X, random(HEIGHT)));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawCircles();
    drawTarget(TARGET);

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        Obstacle threat = corridor.threat(vehicle, obstacles);   // your code
        if (threat != null) {
          vehicle.steer(sideways(vehicle, threat));
        } else {
          vehicle.seek(TARGET);
        }
        vehicle.update();
        if (PVector.dist(vehicle.position, TARGET) < ARRIVED) {
          vehicle.position.set(START_X, random(HEIGHT));
        }
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  /** The heading turned a quarter turn away from the threat's centre, at maxspeed. */
  static PVector sideways(Vehicle vehicle, Obstacle threat) {
    PVector heading = vehicle.velocity.copy().normalize();
    PVector toCentre = PVector.sub(threat.position, vehicle.position);
    // the heading turned a quarter turn to the vehicle's right (screen y points down)
    PVector right = new PVector(-heading.y, heading.x);
    float side = toCentre.y * heading.x - toCentre.x * heading.y;   // > 0: centre on the right
    PVector desired = side > 0 ? right.mult(-1) : right;
    desired.mult(vehicle.maxspeed);
    return desired;
  }

  @Override
  public String about() {
    return "exercise: steer clear of the circles";
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
