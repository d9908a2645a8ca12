package exercises.pursue;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.Random;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import steering.Vehicle;
import steering.Walls;

/*
 * Exercise: Pursue — a pursuer chases a wandering quarry by aiming at its future position.
 *
 *   T        = |quarry.position - pursuer.position| / pursuer.maxspeed
 *   future   = quarry.position + quarry.velocity * T
 *   desired  = (future - pursuer.position), scaled to maxspeed
 *   steering = desired - velocity, limited to maxforce     (vehicle.steer(desired))
 *
 * The desired velocity comes from Pursue.desired() and Pursue.lookAhead(), the file to edit.
 * Until it is done the pursuer seeks where the quarry is, and trails behind it. Both stay
 * within the walls.
 * Check a solution: mvn test -Pexercises -Dtest=PursueCheck
 *
 * Sources: Craig Reynolds (1999), "Pursuit and Evasion"; "Understanding Steering Behaviors:
 * Pursuit and Evade".
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class ChaseTheWanderer extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** How near a wall both vehicles start to turn away from it, in pixels. */
  static final float WALL_MARGIN = 50;
  /** The pursuer is a little faster than the quarry. */
  static final float PURSUER_MAXSPEED = 4;
  static final float QUARRY_MAXSPEED = 3;
  static final float MAXFORCE = 0.15f;

  final Pursue pursue = new Pursue();
  Vehicle quarry;
  Walls walls;

  public static void main(String[] args) {
    SketchRunner.run(new ChaseTheWanderer(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /**
   * The pursuer at the left, the quarry at the right, wandering with a seeded source
   * (--vehicles N: one quarry and N - 1 pursuers, one above the other).
   */
  @Override
  public void setup() {
    walls = Walls.window(width, height, WALL_MARGIN);
    quarry = new Vehicle(width * 3 / 4f, height / 2f);
    quarry.maxspeed = QUARRY_MAXSPEED;
    quarry.maxforce = MAXFORCE;
    quarry.wanderWith(new Random((long) random(Integer.MAX_VALUE)));
    int pursuers = Math.max(1, options.vehicles - 1);
    for (int i = 0; i < pursuers; i++) {
      Vehicle pursuer = new Vehicle(width / 4f, height * (i + 1f) / (pursuers + 1f));
      pursuer.maxspeed = PURSUER_MAXSPEED;
      pursuer.maxforce = MAXFORCE;
      vehicles.add(pursuer);
    }
    vehicles.add(quarry);
  }

  @Override
  public void draw() {
    background(Palette.PAPER);

    if (simulating()) {
      for (Vehicle pursuer : vehicles) {
        if (pursuer != quarry) {
          float frames = pursue.lookAhead(pursuer, quarry);             // your code
          YourCode.number(frames, Pursue.class, "lookAhead");           // NaN: one line
          PVector desired = pursue.desired(pursuer, quarry, frames);    // your code
          YourCode.vector(desired, Pursue.class, "desired");            // null, NaN: one line
          pursuer.steer(desired);   // steering = desired - velocity, limited to maxforce
        }
      }
      quarry.wander();
      for (Vehicle vehicle : vehicles) {
        vehicle.stayWithin(walls);
        vehicle.update();
      }
    }

    drawVehicles(v -> v == quarry ? Palette.QUARRY : Palette.PURSUER);
  }

  @Override
  public String about() {
    return "exercise: pursue a wandering quarry";
  }
}
