package wander;

import java.util.List;
import java.util.Random;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
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
  /** The keys multiply or divide a wander setting by 1.25, within these bounds. */
  static final float MIN_RADIUS = 5;
  static final float MAX_RADIUS = 100;
  static final float MIN_DISTANCE = 10;
  static final float MAX_DISTANCE = 200;
  static final float MIN_CHANGE = 0.05f;
  static final float MAX_CHANGE = 1.5f;
  /** The point on the circle, in pixels across. */
  static final float POINT = 6;

  /** The whiteboard shows this much more than the circle ahead. */
  static final float BOARD_ROOM = 1.15f;

  /** Each value's keys, help, HUD and slider come from its row; a change reaches every vehicle. */
  final Parameter radius = parameter("circle radius", steering.Wander.WANDER_RADIUS, MIN_RADIUS,
      MAX_RADIUS, '-', '=').whenChanged(r -> applySettings());
  final Parameter distance = parameter("circle distance", steering.Wander.WANDER_DISTANCE,
      MIN_DISTANCE, MAX_DISTANCE, 'j', 'k').whenChanged(d -> applySettings());
  final Parameter change = parameter("angle change", steering.Wander.WANDER_CHANGE, MIN_CHANGE,
      MAX_CHANGE, 'n', 'm').format("%.2f").whenChanged(c -> applySettings());

  /** The debug view of a crowd, drawn at once. */
  final MarkBatch debugMarks = new MarkBatch();

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

    boolean batched = MarkBatch.batched(g, vehicles, options);   // a crowd: its marks at once
    drawVehicles(v -> Palette.VEHICLE, v -> {
      if (show.radii && batched) {
        markWanderCircle(v);
        debugMarks.drawAfter(g, v, vehicles);
      } else if (show.radii) {
        drawWanderCircle(v);
      }
    });
  }

  @Override
  public String about() {
    return "wander at random, turning smoothly";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 5. */
  @Override
  public int lesson() {
    return 5;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What the r view draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("wander circle, ahead of the vehicle", Palette.PATH_LINE, Mark.RING));
    items.add(new LegendItem("the point on it the vehicle seeks", Palette.INK, Mark.DOT));
  }

  /** Gives every vehicle's wander the sketch's radius, distance and change. */
  void applySettings() {
    for (Vehicle v : vehicles) {
      steering.Wander w = v.wanderState();
      w.setRadius(radius.value());
      w.setDistance(distance.value());
      w.setChange(change.value());
    }
  }

  /**
   * The whiteboard's (b) part special to wander: from where the step started, the heading to
   * the circle's centre (distance ahead), the angle θ from the heading, the radius out to the
   * point on the circle, and the point the vehicle sought.
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    steering.Wander w = v.wanderState();
    PVector from = PVector.sub(v.position, v.velocity);   // where the step started
    PVector center = w.center();
    PVector target = w.target();
    view.frame(PVector.lerp(from, center, 0.5f),
        (PVector.dist(from, center) / 2 + w.radius()) * BOARD_ROOM);
    view.circle(center, w.radius(), Palette.PATH_LINE, null);
    view.arrow(from, center, Palette.INK, String.format("distance %.0f", w.distance()));
    PVector ahead = PVector.sub(center, from).setMag(w.radius());
    view.line(center, PVector.add(center, ahead), Palette.PATH_LINE);   // θ is measured from here
    view.arrow(center, target, Palette.STEERING, String.format("radius %.0f", w.radius()));
    view.dot(center, Palette.INK, "centre");
    view.dot(target, Palette.TARGET, "point");
    view.note(2, "centre = position + distance · heading", Palette.INK);
    view.note(1, "point = centre + radius·(cos(h+θ), sin(h+θ))", Palette.INK);
    view.note(0, String.format("θ = %.2f rad (%.0f°), step ≤ ±%.2f",
        w.angle(), degrees(w.angle()), w.change()), Palette.INK);
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

  /** The marks {@link #drawWanderCircle} draws, added to the crowd's batch. */
  void markWanderCircle(Vehicle v) {
    steering.Wander w = v.wanderState();
    PVector center = w.center();
    PVector target = w.target();
    if (center.x == 0 && center.y == 0 && target.x == 0 && target.y == 0) {
      return;
    }
    debugMarks.circle(center.x, center.y, w.radius() * 2, MarkBatch.NONE, Palette.PATH_LINE);
    debugMarks.line(v.position.x, v.position.y, center.x, center.y, Palette.PATH_LINE, 1);
    debugMarks.line(center.x, center.y, target.x, target.y, Palette.PATH_LINE, 1);
    debugMarks.circle(target.x, target.y, POINT, Palette.INK, MarkBatch.NONE);
  }
}
