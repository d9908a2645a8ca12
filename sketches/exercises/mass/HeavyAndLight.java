package exercises.mass;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.LabelPlacement;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Exercise: weight the steering force by mass — three vehicles with the same maxspeed and
 * maxforce but masses 1, 2 and 4 seek the mouse.
 *
 *   steering = desired - velocity, limited to maxforce
 *   acceleration += steering / mass         (Newton: F = m a)
 *
 * The force is applied by MassiveVehicle.applyForce(), the file to edit. Until it is done
 * the three vehicles move as one; done, the heavy ones turn wider and lag behind.
 * Check a solution: mvn test -Pexercises -Dtest=MassCheck
 *
 * Sources: "Understanding Steering Behaviors: Seek" (steering / mass); "Simple AI Behaviors:
 * Seeking" (a rigidbody's mass).
 * --vehicles N: N vehicles down the left side, their masses 1, 2, 4, 1, 2, 4, ...
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class HeavyAndLight extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final float[] MASSES = {1, 2, 4};
  /** Heavier vehicles are drawn larger: r grows by this much per unit of mass. */
  static final float SIZE_PER_MASS = 2;
  static final float BASE_SIZE = 4;
  /** Up to this many vehicles each get a label; more would hide the vehicles. */
  static final int MOST_LABELLED = 10;

  /** Where this frame's labels went. */
  final LabelPlacement labels = new LabelPlacement(WIDTH, HEIGHT);

  public static void main(String[] args) {
    SketchRunner.run(new HeavyAndLight(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The vehicles (three, or --vehicles N) one above the other at the left, at rest. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : MASSES.length;
    for (int i = 0; i < count; i++) {
      float mass = MASSES[i % MASSES.length];
      Vehicle v = new MassiveVehicle(WIDTH / 8f, HEIGHT * (i + 1f) / (count + 1f), mass);
      v.r = BASE_SIZE + SIZE_PER_MASS * mass;
      vehicles.add(v);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector target = targetFromInput();
    drawTarget(target);

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        vehicle.seek(target);   // seek ends with applyForce(steering): your code
        YourCode.leftFinite(vehicle, MassiveVehicle.class, "applyForce");   // NaN: one line
        vehicle.update();
      }
    }

    drawVehicles(vehicle -> Palette.VEHICLE);   // trails, then each vehicle and its arrows
    labelMasses(target);
  }

  /** Names each vehicle's mass, each label placed clear of the others, the target and arrows. */
  void labelMasses(PVector target) {
    if (vehicles.size() > MOST_LABELLED) {
      labels.clear();   // too many to label: last frame's labels go too
      return;
    }
    labels.startAround(g, target, vehicles, show);
    for (Vehicle vehicle : vehicles) {
      labels.place(g, "mass " + nf(vehicle.mass, 0, 0), vehicle.position);
    }
    labels.draw(g, Palette.INK);
  }

  @Override
  public String about() {
    return "exercise: weight the steering force by mass";
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }
}
