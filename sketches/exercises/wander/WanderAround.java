package exercises.wander;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.panel.LegendItem;
import sketchbook.render.Palette;
import steering.Vehicle;
import steering.Walls;
import steering.Wander;

/*
 * Exercise: Wander — vehicles seek a point on a circle ahead of them whose angle drifts.
 *
 *   center = position + distance * heading
 *   target = center + radius * (cos(heading + angle), sin(heading + angle))
 *   desired = (target - position), scaled to maxspeed;  vehicle.steer(desired)
 *   angle += a random step in [-change, +change) each frame (done here, in the sketch)
 *
 * The point comes from WanderPoint.target(), the file to edit. Until it is done the vehicles
 * go straight on. r draws each circle and the point your code returns. Near the window's edges
 * the vehicles turn back (containment, weighted three times the wander).
 * Check a solution: mvn test -Pexercises -Dtest=WanderCheck
 *
 * Sources: Craig Reynolds (1999), "Wander"; "Understanding Steering Behaviors: Wander".
 * Keys: h lists them all. d, f, v arrows; r circles; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; s screenshot; 0 reset.
 */
public class WanderAround extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Each vehicle sets off slowly, so the f arrow shows it speeding up. */
  static final float SETTING_OFF_SPEED = 0.5f;
  /** How near the window's edges the vehicles turn back, in pixels. */
  static final float WALL_MARGIN = 40;
  /** The walls' force counts this many times the wander's, so a wander cannot cancel it. */
  static final float WALL_WEIGHT = 3;
  static final int VEHICLES = 6;
  /** The point on the circle, in pixels across. */
  static final float POINT = 6;

  final WanderPoint wanderPoint = new WanderPoint();
  /** Each vehicle's angle on its circle, in the order of {@link #vehicles}. */
  final List<Float> angles = new ArrayList<>();

  /** The window's edges, which the vehicles stay within. */
  final Walls walls = Walls.window(WIDTH, HEIGHT, WALL_MARGIN);

  public static void main(String[] args) {
    SketchRunner.run(new WanderAround(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Vehicles (--vehicles N, default 6) at random places, each setting off slowly a random way. */
  @Override
  public void setup() {
    angles.clear();
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(random(WIDTH), random(HEIGHT));
      v.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(SETTING_OFF_SPEED));
      vehicles.add(v);
      angles.add(0f);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);

    if (simulating()) {
      for (int i = 0; i < vehicles.size(); i++) {
        Vehicle vehicle = vehicles.get(i);
        float angle = angles.get(i) + random(-Wander.WANDER_CHANGE, Wander.WANDER_CHANGE);
        angles.set(i, angle);
        PVector desired = wanderPoint.desired(vehicle, angle,
            Wander.WANDER_DISTANCE, Wander.WANDER_RADIUS);   // your code
        YourCode.vector(desired, WanderPoint.class, "desired");   // null, NaN: one line
        vehicle.steer(desired);   // steering = desired - velocity, limited to maxforce
        vehicle.stayWithin(walls, WALL_WEIGHT);   // and turn back near the window's edges
        vehicle.update();
      }
    }

    drawVehicles(v -> Palette.VEHICLE, v -> {
      if (show.radii) {
        drawCircle(v, angles.get(vehicles.indexOf(v)));
      }
    });
  }

  @Override
  public String about() {
    return "exercise: wander on a circle ahead";
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What the r view draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("wander circle, ahead of the vehicle", Palette.PATH_LINE, Mark.RING));
    items.add(new LegendItem("the point on it your code returns", Palette.INK, Mark.DOT));
  }

  /** The circle (its centre is your target with radius 0) and the point your code returns. */
  void drawCircle(Vehicle v, float angle) {
    PVector center = wanderPoint.target(v, angle, Wander.WANDER_DISTANCE, 0);
    PVector target = wanderPoint.target(v, angle, Wander.WANDER_DISTANCE, Wander.WANDER_RADIUS);
    pushStyle();
    noFill();
    stroke(Palette.PATH_LINE);
    circle(center.x, center.y, Wander.WANDER_RADIUS * 2);
    line(v.position.x, v.position.y, center.x, center.y);
    noStroke();
    fill(Palette.INK);
    circle(target.x, target.y, POINT);
    popStyle();
  }
}
