package arrive;

import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.panel.PlotSeries;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Arrive — seek, but slow down inside a slowing area around the target and come to rest on it.
 *
 *   desired = target - position,  d = |desired|
 *   d < slowingRadius:  desired speed = maxspeed * d / slowingRadius   (a linear ramp to 0)
 *   otherwise:          desired speed = maxspeed
 *   steering = desired - velocity, limited to maxforce
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999);
 * The Nature of Code, "Arriving Behavior"; "Understanding Steering Behaviors: Arrival".
 *
 * The target follows the mouse; a click pins it where you clicked (0 unpins it).
 * Keys: h lists them all. d, f, v arrows; r slowing radius; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; - = slowing radius; s screenshot; 0 reset.
 */
public class Arrive extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Radius of the slowing area, in pixels, and how far the keys may take it. */
  static final float SLOWING_RADIUS = 100;
  static final float MIN_SLOWING_RADIUS = 10;
  static final float MAX_SLOWING_RADIUS = 400;
  /** The whiteboard shows this much more than the slowing circle and the vehicle. */
  static final float BOARD_ROOM = 1.1f;

  /** The - and = keys, the slider and the HUD all change and show this one value. */
  final Parameter slowingRadius = parameter("slowing radius", SLOWING_RADIUS,
      MIN_SLOWING_RADIUS, MAX_SLOWING_RADIUS, '-', '=');
  /** Where a click pinned the target; null while the target follows the mouse. */
  PVector pinnedTarget;
  /** The target of the last frame, for the plot of speed against the ramp. */
  PVector target = new PVector();

  public static void main(String[] args) {
    SketchRunner.run(new Arrive(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** One vehicle at rest at the left (or --vehicles N scattered at random). */
  @Override
  public void setup() {
    pinnedTarget = null;
    int count = options.vehicles > 0 ? options.vehicles : 1;
    if (count == 1) {
      vehicles.add(new Vehicle(WIDTH / 8f, HEIGHT / 2f));
      return;
    }
    for (int i = 0; i < count; i++) {
      vehicles.add(randomVehicle());
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    target = pinnedTarget != null ? pinnedTarget : targetFromInput();
    drawTarget(target);
    if (show.radii) {
      drawSlowingArea(target);
    }

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        // desired speed ramps from maxspeed to 0 inside the slowing radius
        vehicle.arrive(target, slowingRadius.value());
        vehicle.update();
      }
    }

    drawVehicles();   // trails, then each vehicle: vehicle.display(g) and its arrows
  }

  @Override
  public void mousePressed() {
    pinnedTarget = new PVector(mouseX, mouseY);
  }

  @Override
  public String about() {
    return "slow down and stop at the target";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 2. */
  @Override
  public int lesson() {
    return 2;
  }

  /**
   * The plots (g) add the speed against the distance to the target, over the ramp arrive aims
   * for: maxspeed · min(d, r) / r.
   */
  @Override
  public List<PlotSeries> plotSeries() {
    return List.of(new PlotSeries("speed", Palette.VELOCITY, v -> v.velocity.mag(),
        "maxspeed·d/r", v -> v.maxspeed * Math.min(1, distance(v) / slowingRadius.value()),
        Palette.DESIRED).plottedAgainst("d", this::distance));
  }

  /** The distance from the vehicle to the target. */
  float distance(Vehicle v) {
    return PVector.dist(v.position, target);
  }

  /**
   * The whiteboard's (b) part special to arrive: the slowing circle round the target, the
   * distance d the step started from, and the desired speed it gave, maxspeed · d / r inside.
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    float r = slowingRadius.value();
    PVector from = PVector.sub(v.position, v.velocity);   // where the step started
    float d = PVector.dist(from, target);
    view.frame(target, Math.max(d, r) * BOARD_ROOM);
    view.circle(target, r, Palette.PATH_LINE, String.format("slowing radius r = %.0f", r));
    view.line(from, target, Palette.INK);
    view.dot(target, Palette.TARGET, "target");
    view.dot(from, Palette.VEHICLE, String.format("d = %.1f", d));
    view.note(1, d < r ? "d < r: desired speed = maxspeed · d / r"
        : "d ≥ r: desired speed = maxspeed", Palette.INK);
    view.note(0, d < r ? String.format("= %.2f · %.1f / %.0f = %.3f", v.maxspeed, d, r,
        v.maxspeed * d / r) : String.format("= %.2f", v.maxspeed), Palette.INK);
    view.note(2, String.format("|desired| = %.3f", v.desired.mag()), Palette.DESIRED);
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What the r view draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("slowing radius: inside it, arrive slows down",
        Palette.RADIUS, Mark.DISC));
  }

  void drawSlowingArea(PVector target) {
    noStroke();
    fill(Palette.RADIUS);
    circle(target.x, target.y, slowingRadius.value() * 2);
  }
}
