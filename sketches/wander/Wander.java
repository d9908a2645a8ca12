package wander;

import java.util.List;
import java.util.Random;
import processing.core.PVector;
import sketchbook.Clamp;
import sketchbook.KeyTable;
import sketchbook.Palette;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import steering.Vehicle;

/*
 * Wander — a random walk that still turns smoothly.
 *
 *   center = position + distance · heading             (a circle ahead of the vehicle)
 *   θ     += a random step in [−change, +change)        (the angle drifts a little each frame)
 *   target = center + radius · (cos(h + θ), sin(h + θ)) (a point on that circle)
 *   seek(target)
 *
 * A bigger circle, or one nearer the vehicle, turns it harder; a bigger change makes it
 * jittery. Each vehicle wanders with its own random source, seeded through Processing's
 * random(), so --seed repeats a run exactly. Vehicles that leave the window come back on the
 * other side.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Wander";
 * The Nature of Code, "Autonomous Agents" (the wander exercise); "Understanding Steering
 * Behaviors: Wander".
 *
 * Keys: h lists them all. d, f, v arrows; r wander circles; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; - = circle radius; j k circle distance; n m angle change;
 * s screenshot; 0 reset.
 */
public class Wander extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Vehicles unless --vehicles says otherwise. */
  static final int DEFAULT_VEHICLES = 10;
  /** The keys multiply or divide a wander setting by this, within the bounds below. */
  static final float STEP = 1.25f;
  static final float MIN_RADIUS = 5;
  static final float MAX_RADIUS = 100;
  static final float MIN_DISTANCE = 10;
  static final float MAX_DISTANCE = 200;
  static final float MIN_CHANGE = 0.05f;
  static final float MAX_CHANGE = 1.5f;
  /** The point on the circle, in pixels across. */
  static final float POINT = 6;

  float radius = steering.Wander.WANDER_RADIUS;
  float distance = steering.Wander.WANDER_DISTANCE;
  float change = steering.Wander.WANDER_CHANGE;

  public static void main(String[] args) {
    SketchRunner.run(new Wander(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Vehicles (--vehicles N, default 10) at random places, heading off in random directions. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = randomVehicle();
      v.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(v.maxspeed));
      // a random source of its own, seeded from random(): --seed repeats the run
      v.wanderWith(new Random((long) random(Integer.MAX_VALUE)));
      vehicles.add(v);
    }
    applySettings();
  }

  @Override
  public void draw() {
    background(Palette.PAPER);

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        vehicle.wander();   // seek a point on a circle ahead; the point drifts at random
        vehicle.update();
        Wrap.around(vehicle, width, height);
      }
    }

    drawVehicles(v -> Palette.VEHICLE, v -> {
      if (show.radii) {
        drawWanderCircle(v);
      }
    });
  }

  @Override
  public String about() {
    return "wander at random, turning smoothly";
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  @Override
  protected void bindSketchKeys(KeyTable table) {
    table.bind('-', "smaller wander circle", () -> scaleRadius(1 / STEP));
    table.bind('=', "larger wander circle", () -> scaleRadius(STEP));
    table.bind('j', "wander circle nearer", () -> scaleDistance(1 / STEP));
    table.bind('k', "wander circle farther ahead", () -> scaleDistance(STEP));
    table.bind('n', "smaller angle change", () -> scaleChange(1 / STEP));
    table.bind('m', "larger angle change", () -> scaleChange(STEP));
  }

  @Override
  protected void addHudLines(List<String> lines) {
    lines.add(String.format("circle radius %.0f%s [%.0f–%.0f] (- =)", radius,
        Clamp.note(radius, MIN_RADIUS, MAX_RADIUS), MIN_RADIUS, MAX_RADIUS));
    lines.add(String.format("circle distance %.0f%s [%.0f–%.0f] (j k)", distance,
        Clamp.note(distance, MIN_DISTANCE, MAX_DISTANCE), MIN_DISTANCE, MAX_DISTANCE));
    lines.add(String.format("angle change %.2f%s [%.2f–%.2f] (n m)", change,
        Clamp.note(change, MIN_CHANGE, MAX_CHANGE), MIN_CHANGE, MAX_CHANGE));
  }

  void scaleRadius(float factor) {
    radius = constrain(radius * factor, MIN_RADIUS, MAX_RADIUS);
    applySettings();
  }

  void scaleDistance(float factor) {
    distance = constrain(distance * factor, MIN_DISTANCE, MAX_DISTANCE);
    applySettings();
  }

  void scaleChange(float factor) {
    change = constrain(change * factor, MIN_CHANGE, MAX_CHANGE);
    applySettings();
  }

  /** Gives every vehicle's wander the sketch's radius, distance and change. */
  void applySettings() {
    for (Vehicle v : vehicles) {
      steering.Wander w = v.wanderState();
      w.setRadius(radius);
      w.setDistance(distance);
      w.setChange(change);
    }
  }

  /** The circle ahead, the line to its centre, the line on to the point, and the point. */
  void drawWanderCircle(Vehicle v) {
    steering.Wander w = v.wanderState();
    PVector center = w.center();
    PVector target = w.target();
    if (center.x == 0 && center.y == 0 && target.x == 0 && target.y == 0) {
      return;   // not wandered yet: no circle to show
    }
    pushStyle();
    noFill();
    stroke(Palette.PATH_LINE);
    strokeWeight(1);
    circle(center.x, center.y, w.radius() * 2);
    line(v.position.x, v.position.y, center.x, center.y);
    line(center.x, center.y, target.x, target.y);
    noStroke();
    fill(Palette.INK);
    circle(target.x, target.y, POINT);
    popStyle();
  }
}
