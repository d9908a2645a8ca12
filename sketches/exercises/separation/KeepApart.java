package exercises.separation;

import exercises.ExerciseSketch;
import exercises.YourCode;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Exercise: Separation — a packed crowd spreads out until nobody is too close.
 *
 *   for each other at distance d, 0 < d < desired separation:
 *       sum += (position - other.position), normalized, / d
 *   desired  = (sum / count), scaled to maxspeed    (nobody too close: desired = velocity)
 *   steering = desired - velocity, limited to maxforce      (vehicle.steer(desired) does this)
 *
 * The desired velocity comes from Separate.desired(), the file to edit. Until it is done each
 * vehicle dodges only the first vehicle it finds too close. Vehicles that leave the window
 * come back on the other side.
 * Check a solution: mvn test -Pexercises -Dtest=SeparationCheck
 *
 * Source: The Nature of Code, "Autonomous Agents", "Group Behaviors" (Separation).
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class KeepApart extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int VEHICLES = 40;
  /** Closer than this, a vehicle steers away. */
  static final float DESIRED_SEPARATION = 25;
  /** The crowd starts within this distance of the centre, drifting slowly. */
  static final float START_SPREAD = 50;
  static final float DRIFT_SPEED = 1.5f;

  final Separate separate = new Separate();

  public static void main(String[] args) {
    SketchRunner.run(new KeepApart(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Vehicles (--vehicles N, default 40) packed around the centre, all drifting one way. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      PVector at = PVector.fromAngle(random(TWO_PI)).mult(START_SPREAD * sqrt(random(1)));
      Vehicle v = new Vehicle(WIDTH / 2f + at.x, HEIGHT / 2f + at.y);
      v.velocity.set(DRIFT_SPEED, 0);
      vehicles.add(v);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        // your desired velocity; steer() makes the steering force of it and applies it
        PVector desired = separate.desired(vehicle, vehicles, DESIRED_SEPARATION);   // your code
        vehicle.steer(YourCode.vector(desired, Separate.class, "desired"));   // null, NaN: one line
        vehicle.update();
        Wrap.around(vehicle, width, height);
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public String about() {
    return "exercise: keep apart";
  }
}
