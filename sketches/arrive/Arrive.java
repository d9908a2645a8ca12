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
  /** The code's desired speed and the book's agree to this share (float rounding). */
  static final float AGREE = 1e-4f;

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
   * The plots (g) add two strips against the distance to the target: the speed over the
   * desired speed the code asked for, |desired|; and that |desired| over the book's ramp,
   * maxspeed · min(d, r) / r, at the distance the step started from. Unedited the last two are
   * one line; edit the ramp in Vehicle.arrive and they part.
   */
  @Override
  public List<PlotSeries> plotSeries() {
    return List.of(
        new PlotSeries("speed", Palette.VELOCITY, v -> v.velocity.mag(),
            "|desired|", v -> v.desired.mag(), Palette.DESIRED)
            .plottedAgainst("d", this::distance));
  }

  /** The distance from the vehicle to the target. */
  float distance(Vehicle v) {
    return PVector.dist(v.position, target);
  }

  /** The distance the last step started from: arrive ran there, before update moved it. */
  float startDistance(Vehicle v) {
    return PVector.dist(PVector.sub(v.position, v.velocity), target);
  }

  /**
   * The book's desired speed at the distance the last step started from: maxspeed · d / r inside
   * the slowing radius, maxspeed outside. Only for comparing: the vehicle steers by
   * {@link Vehicle#arrive}, whatever it says.
   */
  float booksDesiredSpeed(Vehicle v) {
    float r = slowingRadius.value();
    return v.maxspeed * Math.min(1, startDistance(v) / r);
  }

  /**
   * The whiteboard's (b) part special to arrive: the slowing circle round the target, the
   * distance d the step started from, the desired speed the code asked for (the vehicle's
   * |desired|) and the book's ramp at that d, marked when the two differ: after an edit of
   * Vehicle.arrive, this is where the edit shows.
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    float r = slowingRadius.value();
    PVector from = PVector.sub(v.position, v.velocity);   // where the step started
    float d = startDistance(v);
    view.frame(target, Math.max(d, r) * BOARD_ROOM);
    view.circle(target, r, Palette.PATH_LINE, String.format("slowing radius r = %.0f", r));
    view.line(from, target, Palette.INK);
    view.dot(target, Palette.TARGET, "target");
    view.dot(from, Palette.VEHICLE, String.format("d = %.1f", d));
    float book = booksDesiredSpeed(v);
    float code = v.desired.mag();
    view.note(2, d < r ? "the book: d < r, maxspeed · d / r" : "the book: d ≥ r, maxspeed",
        Palette.INK);
    view.note(1, d < r ? String.format("= %.2f · %.1f / %.0f = %.3f", v.maxspeed, d, r, book)
        : String.format("= %.3f", book), Palette.INK);
    boolean same = Math.abs(code - book) <= AGREE * Math.max(1, book);
    view.note(0, same ? String.format("your code: |desired| = %.3f, the same", code)
        : String.format("your code: %.3f — the book's: %.3f", code, book),
        same ? Palette.DESIRED : Palette.STEERING);
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
