package exercises.flowfield;

import exercises.ExerciseSketch;
import exercises.YourCode;
import processing.core.PConstants;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import steering.FlowField;
import steering.Vehicle;

/*
 * Exercise: Flow Field — vehicles should each follow the arrow of the cell they are over.
 *
 *   column = floor(x / resolution), row = floor(y / resolution), each clamped to the grid
 *   desired = direction in (column, row) × maxspeed
 *   steering = desired − velocity, limited to maxforce   (vehicle.steer does this part)
 *
 * The cell and the desired velocity come from FieldLookup, the file to edit. Until it is done
 * every vehicle reads the top-left cell and drifts the same way, slowly. Vehicles that leave the
 * window come back on the other side.
 * Check a solution: mvn test -Pexercises -Dtest=FlowFieldCheck
 *
 * Source: The Nature of Code, "Autonomous Agents", "Flow Fields".
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class FollowTheField extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int VEHICLES = 40;
  static final float RESOLUTION = 20;
  /** Noise per cell, as in The Nature of Code. */
  static final float NOISE_STEP = 0.1f;
  /** An arrow's length, as a share of the cell. */
  static final float ARROW_SHARE = 0.7f;

  final FieldLookup lookup = new FieldLookup();
  FlowField field;

  public static void main(String[] args) {
    SketchRunner.run(new FollowTheField(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** A field from Perlin noise and vehicles (--vehicles N, default 40) at random places. */
  @Override
  public void setup() {
    field = new FlowField(WIDTH, HEIGHT, RESOLUTION);
    for (int column = 0; column < field.columns(); column++) {
      for (int row = 0; row < field.rows(); row++) {
        float angle = noise(column * NOISE_STEP, row * NOISE_STEP) * TWO_PI;
        field.set(column, row, PVector.fromAngle(angle));
      }
    }
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = randomVehicle();
      v.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(v.maxspeed));   // already moving
      vehicles.add(v);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawField();

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        PVector desired = lookup.desiredVelocity(vehicle, field);   // your code
        vehicle.steer(YourCode.vector(desired, FieldLookup.class, "desiredVelocity"));
        vehicle.update();
        wrapAround(vehicle);
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public String about() {
    return "exercise: follow a flow field";
  }

  /** A vehicle that leaves one side of the window comes back on the opposite side. */
  void wrapAround(Vehicle v) {
    v.position.x = (v.position.x + width) % width;
    v.position.y = (v.position.y + height) % height;
  }

  /** Each cell's direction as a short line from its centre, all in one shape. */
  void drawField() {
    float half = RESOLUTION * ARROW_SHARE / 2;
    stroke(Palette.PATH_LINE);
    strokeWeight(1);
    beginShape(PConstants.LINES);
    for (int column = 0; column < field.columns(); column++) {
      for (int row = 0; row < field.rows(); row++) {
        PVector d = field.get(column, row);
        float x = (column + 0.5f) * RESOLUTION;
        float y = (row + 0.5f) * RESOLUTION;
        vertex(x - d.x * half, y - d.y * half);
        vertex(x + d.x * half, y + d.y * half);
      }
    }
    endShape();
    noStroke();
    fill(Palette.PATH_LINE);
    for (int column = 0; column < field.columns(); column++) {
      for (int row = 0; row < field.rows(); row++) {
        PVector d = field.get(column, row);
        circle((column + 0.5f) * RESOLUTION + d.x * half, (row + 0.5f) * RESOLUTION + d.y * half,
            3);
      }
    }
  }
}
