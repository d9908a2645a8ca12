package separation;

import java.util.List;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.CircleBatch;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import steering.GroupRules;
import steering.Vehicle;
import steering.crowd.Crowd;

/*
 * Separation — a crowd that spaces itself out: each vehicle steers away from the others that
 * are too close, and seeks nothing else.
 *
 *   for each other vehicle at distance d with 0 < d < desired separation:
 *       away += (position - other.position), normalized, / d     (nearer pushes harder)
 *   desired  = the average of those, scaled to maxspeed
 *   steering = desired - velocity, limited to maxforce
 *
 * Every vehicle's separation comes from the same frame (steering.crowd.Crowd works them all out
 * before anyone moves, so the list's order changes nothing), then everyone moves. Up to 500
 * vehicles that is GroupRules.separate for each, the book's lines; a larger crowd takes a grid
 * with its own copy of the rule (steering/crowd/Crowd.java), checked against GroupRules a few
 * vehicles a frame: edit GroupRules.separate and the crowd goes back to the book's loop (the
 * HUD says which, and why).
 * The crowd starts packed in the middle and spreads out; a vehicle with nobody too close
 * keeps its velocity, and leaves one edge of the window to come back at the other. With r on,
 * each vehicle has a circle half the desired separation across: two circles overlap exactly
 * when their vehicles are too close, so overlaps are where the pushing happens.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999),
 * "Separation"; The Nature of Code, "Autonomous Agents", "Group Behaviors" (Separation);
 * "Understanding Steering Behaviors: Flocking" (separation).
 *
 * Click (or drag) to add vehicles. --vehicles N sets the crowd (default 100).
 * Keys: h lists them all. d, f, v arrows; r separation circles; t trails; space pause;
 * . step; [ ] maxspeed; ; ' maxforce; - = desired separation; s screenshot; 0 reset.
 */
public class Separation extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Vehicles unless --vehicles says otherwise. */
  static final int DEFAULT_VEHICLES = 100;
  /** The Nature of Code's crowd: top speed and steering force. */
  static final float CROWD_MAXSPEED = 3;
  static final float CROWD_MAXFORCE = 0.2f;
  /** The crowd starts within this distance of the centre, so it has room to spread. */
  static final float START_SPREAD = 85;
  /** How far - and = may take the desired separation (×1.25 a press). */
  static final float MIN_SEPARATION = 5;
  static final float MAX_SEPARATION = 150;

  /** The - and = keys, the slider and the HUD all change and show this one value. */
  final Parameter desiredSeparation = parameter("desired separation",
      GroupRules.DESIRED_SEPARATION, MIN_SEPARATION, MAX_SEPARATION, '-', '=');
  /** Works out everyone's separation from one frame, among near neighbours only. */
  final Crowd crowd = new Crowd();
  /** The crowd before the last step, for the whiteboard. */
  final FrameBefore before = new FrameBefore();
  final CircleBatch circles = new CircleBatch();

  public static void main(String[] args) {
    SketchRunner.run(new Separation(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The crowd (--vehicles N, default 100) at rest, packed around the centre. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    // a larger crowd starts in a larger disc, as packed as the default one
    float spread = START_SPREAD * sqrt(count / (float) DEFAULT_VEHICLES);
    for (int i = 0; i < count; i++) {
      PVector at = PVector.fromAngle(random(TWO_PI)).mult(spread * sqrt(random(1)));
      vehicles.add(newVehicle(WIDTH / 2f + at.x, HEIGHT / 2f + at.y));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    if (show.radii) {
      // half the separation across: circles that overlap belong to vehicles too close
      circles.display(g, vehicles, desiredSeparation.value(), Palette.RADIUS,
          MarkBatch.batched(g, vehicles, options));
    }

    if (simulating()) {
      before.record(vehicles);
      // away from everyone closer than the desired separation, nearer ones pushing harder:
      // all from the same frame, so nobody sees a neighbour that has already moved
      crowd.separate(vehicles, desiredSeparation.value());
      for (Vehicle vehicle : vehicles) {
        vehicle.update();
        Wrap.around(vehicle, width, height);
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public void mousePressed() {
    vehicles.add(newVehicle(mouseX, mouseY));
  }

  @Override
  public void mouseDragged() {
    vehicles.add(newVehicle(mouseX, mouseY));
  }

  @Override
  public String about() {
    return "keep your distance from the crowd";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 9. */
  @Override
  public int lesson() {
    return 9;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What the r view draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("half the desired separation: circles that overlap are too close",
        Palette.RADIUS, Mark.RING));
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(vehicles.size() + " vehicles — click or drag to add more");
    lines.add("neighbours: " + crowd.way(vehicles.size()));
  }

  /** A vehicle at rest at (x, y) with the crowd's limits. */
  Vehicle newVehicle(float x, float y) {
    Vehicle v = new Vehicle(x, y);
    v.maxspeed = CROWD_MAXSPEED;
    v.maxforce = CROWD_MAXFORCE;
    return v;
  }

  /**
   * The whiteboard's (b) part special to separation: the neighbours within the desired
   * separation before the step, each one's push as the code measured it ({@link SeparationBoard},
   * beside the book's 1/d), and the desired velocity they add up to, worked out again by the
   * crowd's own code from the same frame: the vehicle's desired, to the bit.
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    List<Vehicle> ghosts = before.ghosts(vehicles);
    Vehicle ghost = ghosts.get(FrameBefore.indexOf(vehicles, v));
    float s = desiredSeparation.value();
    SeparationBoard.Shown shown = SeparationBoard.draw(view, ghost, ghosts, s, true);
    crowd.separate(ghosts, s);
    PVector from = ghost.position;
    if (shown.counted() > 0) {
      view.vector(from, ghost.desired, view.velocityScale(), Palette.DESIRED, "desired");
    }
    view.note(3, "the book's push: unit(p − other) / d", Palette.INK);
    view.note(2, shown.pushNote(), shown.pushColor());
    view.note(1, SeparationBoard.countNote(shown.counted(), ghost, ghosts, s), Palette.INK);
    view.note(0, shown.counted() > 0 ? "desired = the pushes' sum, at maxspeed"
        : "nobody too close: no force", Palette.INK);
  }
}
