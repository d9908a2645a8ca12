package exercises.flee;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Exercise: Flee — vehicles run away from the mouse instead of seeking it.
 *
 *   desired  = (position - threat), scaled to maxspeed      (seek uses threat - position)
 *   steering = desired - velocity, limited to maxforce      (vehicle.steer(desired) does this)
 *
 * The desired velocity comes from Flee.desired(), the file to edit. Until it is done the
 * vehicles chase the mouse. Vehicles that leave the window come back on the other side.
 * Check a solution: mvn test -Pexercises -Dtest=FleeCheck
 *
 * Source: "Understanding Steering Behaviors: Flee and Arrival" (the flee half).
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class FleeTheMouse extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int VEHICLES = 8;

  final Flee flee = new Flee();

  public static void main(String[] args) {
    SketchRunner.run(new FleeTheMouse(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Vehicles (--vehicles N, default 8) at random places, at rest. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      vehicles.add(new Vehicle(random(WIDTH), random(HEIGHT)));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector threat = targetFromInput();
    drawTarget(threat);

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        // your desired velocity; steer() makes the steering force of it and applies it
        PVector desired = flee.desired(vehicle, threat);   // your code
        vehicle.steer(YourCode.vector(desired, Flee.class, "desired"));   // null, NaN: one line
        vehicle.update();
        Wrap.around(vehicle, width, height);
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public String about() {
    return "exercise: flee the mouse";
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }
}
