package exercises.alignment;

import exercises.ExerciseSketch;
import exercises.YourCode;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Exercise: Alignment — boids flying every which way turn to fly the way their neighbours do.
 *
 *   desired  = the average velocity of the others closer than the neighbour distance,
 *              scaled to maxspeed                   (no neighbour: desired = velocity)
 *   steering = desired - velocity, limited to maxforce      (vehicle.steer(desired) does this)
 *
 * Alignment alone, without separation and cohesion: groups form that fly one way. The desired
 * velocity comes from Align.desired(), the file to edit. Until it is done each boid follows
 * the first neighbour it finds. Boids that leave the window come back on the other side.
 * Check a solution: mvn test -Pexercises -Dtest=AlignmentCheck
 *
 * Source: The Nature of Code, "Autonomous Agents", "Flocking" (alignment).
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class FlyTogether extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int BOIDS = 150;
  /** A boid closer than this is a neighbour. */
  static final float NEIGHBOUR_DISTANCE = 50;
  /** The Nature of Code's boids' top speed; twice their steering force, to turn sooner. */
  static final float BOID_MAXSPEED = 3;
  static final float BOID_MAXFORCE = 0.1f;

  final Align align = new Align();

  public static void main(String[] args) {
    SketchRunner.run(new FlyTogether(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Boids (--vehicles N, default 150) at random places, each flying its own way. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : BOIDS;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(random(WIDTH), random(HEIGHT));
      v.maxspeed = BOID_MAXSPEED;
      v.maxforce = BOID_MAXFORCE;
      v.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(BOID_MAXSPEED));
      vehicles.add(v);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);

    if (simulating()) {
      for (Vehicle boid : vehicles) {
        // your desired velocity; steer() makes the steering force of it and applies it
        PVector desired = align.desired(boid, vehicles, NEIGHBOUR_DISTANCE);   // your code
        boid.steer(YourCode.vector(desired, Align.class, "desired"));   // null, NaN: one line
        boid.update();
        Wrap.around(boid, width, height);
      }
    }

    drawVehicles();   // trails, then each boid and its arrows
  }

  @Override
  public String about() {
    return "exercise: fly together";
  }
}
