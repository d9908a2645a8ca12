package yourbehavior;

import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Your behavior — the place to start a steering behavior of your own. Copy this file to a
 * folder of its own (sketches/mywander/MyWander.java), rename the class and the package (the
 * folder's name), and change flee() below. `mvn -q compile exec:java -Dsketch=MyWander` runs it;
 * the sketchbook and the tests find it by themselves.
 *
 * Every behavior is the same three steps:
 *   1. work out a desired velocity: where the vehicle would like to go, and how fast;
 *   2. vehicle.steer(desired): steering = desired - velocity, limited to maxforce, applied;
 *   3. vehicle.update(): velocity += acceleration, position += velocity.
 * Because steer() records what it did, the d, f and v arrows show your behavior at work.
 *
 * The example is flee, written here in the sketch (the library has it too, as vehicle.flee):
 *   desired = (position - threat), scaled to maxspeed
 *
 * Source: "Understanding Steering Behaviors: Flee and Arrival"; The Nature of Code, chapter 5.
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class YourBehavior extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int VEHICLES = 8;

  public static void main(String[] args) {
    SketchRunner.run(new YourBehavior(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** A few vehicles at rest at random places (or --vehicles N). */
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
        flee(vehicle, threat);   // your behavior
        vehicle.update();
        Wrap.around(vehicle, width, height);   // off one edge, back on the other
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  /** Your behavior: a desired velocity, then steer. Here: away from the threat, at full speed. */
  PVector flee(Vehicle vehicle, PVector threat) {
    PVector desired = PVector.sub(vehicle.position, threat);   // away from the threat
    desired.setMag(vehicle.maxspeed);                          // as fast as it may go
    return vehicle.steer(desired);   // steering = desired - velocity, limited to maxforce
  }

  @Override
  public String about() {
    return "your own behavior: flee, written in the sketch";
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }
}
