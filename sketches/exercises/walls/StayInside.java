package exercises.walls;

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
 * Exercise: Stay Within Walls — vehicles wander, and should turn away from the walls of a
 * rectangle instead of wandering through them.
 *
 *   closer than margin to the left wall:  desired = (+maxspeed, velocity.y)   (right: −maxspeed)
 *   closer than margin to the top wall:   desired = (velocity.x, +maxspeed)   (bottom: −maxspeed)
 *   desired scaled to maxspeed; farther inside, no desire and no force
 *   steering = desired − velocity, limited to maxforce   (vehicle.steer does this part)
 *
 * The desired velocity comes from Containment.desiredVelocity(), the file to edit. Until it is
 * done the vehicles leave; one lost far beyond the window starts again in the middle. The walls'
 * force is weighted WALL_WEIGHT times the wander's, so a wander turning outwards cannot cancel it.
 * Check a solution: mvn test -Pexercises -Dtest=WallsCheck
 *
 * Source: The Nature of Code, "Autonomous Agents", the "Stay Within Walls" exercise.
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class StayInside extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int VEHICLES = 8;
  /** How far inside the window the walls stand, and how near them a vehicle turns, in px. */
  static final float INSET = 60;
  static final float MARGIN = 50;
  /** Strong enough to turn round within the margin: maxspeed² / 2·maxforce < MARGIN. */
  static final float MAXFORCE = 0.2f;
  /** The walls' force counts this many times the wander's. */
  static final float WALL_WEIGHT = 3;
  /** How far past the window a vehicle may go before it starts again in the middle. */
  static final float LOST = 200;

  final Containment containment = new Containment();
  final Walls walls = new Walls(INSET, INSET, WIDTH - INSET, HEIGHT - INSET, MARGIN);

  public static void main(String[] args) {
    SketchRunner.run(new StayInside(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Vehicles (--vehicles N, default 8) inside the walls, each heading a random way. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      vehicles.add(newVehicle(random(walls.left + MARGIN, walls.right - MARGIN),
          random(walls.top + MARGIN, walls.bottom - MARGIN)));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawWalls();

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        vehicle.wander();
        PVector desired = containment.desiredVelocity(vehicle, walls);   // your code
        YourCode.vectorOrNull(desired, Containment.class, "desiredVelocity");   // NaN: one line
        if (desired != null) {
          vehicle.steer(desired, WALL_WEIGHT);   // desired − velocity, limited, × weight
        }
        vehicle.update();
        startAgainIfLost(vehicle);
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public String about() {
    return "exercise: stay within the walls";
  }

  Vehicle newVehicle(float x, float y) {
    Vehicle v = new Vehicle(x, y);
    v.maxforce = MAXFORCE;
    v.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(v.maxspeed));
    v.wanderWith(new Random((long) random(Integer.MAX_VALUE)));   // --seed repeats the run
    return v;
  }

  void startAgainIfLost(Vehicle v) {
    PVector p = v.position;
    if (p.x < -LOST || p.x > width + LOST || p.y < -LOST || p.y > height + LOST) {
      p.set(width / 2f, height / 2f);
    }
  }

  /** The walls, and the margin band inside them where a vehicle should turn. */
  void drawWalls() {
    noFill();
    stroke(Palette.RADIUS);
    strokeWeight(MARGIN);
    float inset = MARGIN / 2;
    rect(walls.left + inset, walls.top + inset, walls.right - walls.left - MARGIN,
        walls.bottom - walls.top - MARGIN);
    stroke(Palette.PATH_LINE);
    strokeWeight(2);
    rect(walls.left, walls.top, walls.right - walls.left, walls.bottom - walls.top);
  }
}
