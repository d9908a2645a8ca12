package flee;

import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Flee — seek turned round: a crowd runs away from the target (the mouse).
 *
 *   desired  = (position - target), scaled to maxspeed      (seek: target - position)
 *   steering = desired - velocity, limited to maxforce
 *
 * The tutorials' variant (p): flee only while the target is inside a panic distance,
 *   |position - target| < panicDistance:  flee as above;   otherwise no force at all,
 * so a vehicle far from the target coasts on at the velocity it has.
 *
 * A click switches the crowd between seek and flee, to compare the two. Vehicles that leave
 * the window come back on the other side (wrap, not stayWithin(Walls): a wall's push and the
 * flee force cancel out in a corner, where a fleeing crowd would then sit pinned).
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Flee";
 * The Nature of Code, "Autonomous Agents" (flee as the exercise to seek); "Understanding
 * Steering Behaviors: Flee and Arrival".
 *
 * Keys: h lists them all. d, f, v arrows; r panic circle; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; p flee only within the panic distance; - = panic distance;
 * s screenshot; 0 reset. Click: seek / flee.
 */
public class Flee extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Vehicles in the crowd unless --vehicles says otherwise. */
  static final int CROWD = 20;
  /** The panic distance, in pixels, and how far the keys may take it. */
  static final float PANIC_DISTANCE = 150;
  static final float MIN_PANIC_DISTANCE = 20;
  static final float MAX_PANIC_DISTANCE = 400;
  /** The panic circle's outline while the crowd flees everywhere (p off). */
  static final float OUTLINE_WEIGHT = 1.5f;
  /** The whiteboard shows this much more than the threat and the vehicle. */
  static final float BOARD_ROOM = 1.2f;

  /** The - and = keys, the slider and the HUD all change and show this one value. */
  final Parameter panicDistance = parameter("panic distance", PANIC_DISTANCE,
      MIN_PANIC_DISTANCE, MAX_PANIC_DISTANCE, '-', '=');
  /** The target of the last frame: the threat the crowd flees (or the target it seeks). */
  PVector target = new PVector();
  /** p: flee only within the panic distance (the tutorials' variant). */
  boolean panicOnly;
  /** A click: the crowd seeks the target instead of fleeing it. */
  boolean seeking;

  public static void main(String[] args) {
    SketchRunner.run(new Flee(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /**
   * A crowd (--vehicles N, default 20) at random places, each with its own limits, fleeing
   * everywhere (p off).
   */
  @Override
  public void setup() {
    seeking = false;
    panicOnly = false;
    int count = options.vehicles > 0 ? options.vehicles : CROWD;
    for (int i = 0; i < count; i++) {
      vehicles.add(randomVehicle());
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    target = targetFromInput();
    if (show.radii) {
      drawPanicCircle(target);
    }
    drawTarget(target);

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        if (seeking) {
          vehicle.seek(target);
        } else if (panicOnly) {
          vehicle.flee(target, panicDistance.value());   // no force at panicDistance or farther
        } else {
          vehicle.flee(target);                  // desired = position - target, at maxspeed
        }
        vehicle.update();
        Wrap.around(vehicle, width, height);
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  /** A click switches the crowd between seeking and fleeing the target. */
  @Override
  public void mousePressed() {
    seeking = !seeking;
  }

  @Override
  public String about() {
    return "run away from a target";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 3. */
  @Override
  public int lesson() {
    return 3;
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
    items.add(new LegendItem("panic distance (filled: only those inside flee)",
        Palette.RADIUS, Mark.RING));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('p', "flee only within the panic distance", () -> panicOnly = !panicOnly);
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(seeking ? "the crowd SEEKS the target (click: flee)"
        : "the crowd FLEES the target (click: seek)");
    lines.add("panic rule   p: " + (panicOnly ? "flee only inside it" : "off, flee everywhere"));
  }

  /**
   * The whiteboard's (b) part special to flee: the threat, position − threat from it to where
   * the step started (desired points along it, at maxspeed), and the panic distance.
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    PVector from = PVector.sub(v.position, v.velocity);   // where the step started
    float d = PVector.dist(from, target);
    float r = panicDistance.value();
    view.frame(PVector.lerp(from, target, 0.5f), Math.max(d / 2, v.maxspeed) * BOARD_ROOM);
    if (panicOnly) {
      view.circle(target, r, Palette.PATH_LINE, String.format("panic distance %.0f", r));
    }
    view.dot(target, Palette.TARGET, seeking ? "target" : "threat");
    if (seeking) {
      view.arrow(from, target, Palette.INK, "target − position");
      view.note(1, "desired = (target − position), at maxspeed", Palette.INK);
    } else {
      view.arrow(target, from, Palette.INK, "position − threat");
      view.note(1, "desired = (position − threat), at maxspeed", Palette.INK);
    }
    boolean calm = panicOnly && !seeking && d >= r;
    if (!calm) {   // at the panel's velocity scale, fitted to maxspeed: beside position − threat
      view.vector(from, v.desired, view.fitScale(BoardView.VELOCITIES, v.maxspeed),
          Palette.DESIRED, "desired");
    }
    view.note(0, calm ? String.format("|position − threat| %.1f ≥ %.0f: no force", d, r)
        : String.format("|desired| = maxspeed = %.2f", v.desired.mag()), Palette.INK);
  }

  /** Filled while it decides who flees (p on); an outline of where it would be otherwise. */
  void drawPanicCircle(PVector target) {
    if (panicOnly) {
      noStroke();
      fill(Palette.RADIUS);
    } else {
      noFill();
      stroke(Palette.RADIUS);
      strokeWeight(OUTLINE_WEIGHT);
    }
    circle(target.x, target.y, panicDistance.value() * 2);
    strokeWeight(1);
  }
}
