package exercises.corners;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import sketchbook.Palette;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import steering.Path;
import steering.Vehicle;

/*
 * Exercise: slow down before path corners — two vehicles follow a road of right-angle bends.
 * The red one always drives at cruise speed and swings off the road at every bend; the grey
 * one takes its speed limit from CornerBraking, the file to edit.
 *
 *   turn angle θ at a corner: between the segment in and the segment out
 *   corner speed = cruise * (1 + cos θ) / 2           (straight on: cruise; right angle: half)
 *   within BRAKING_DISTANCE d of a corner:
 *     limit = corner speed + (cruise - corner speed) * d / BRAKING_DISTANCE
 *   maxspeed = the lowest limit of all corners, at least MIN_SPEED
 *
 * Check a solution: mvn test -Pexercises -Dtest=CornersCheck
 *
 * Sources: The Nature of Code, "Path Following" (maxspeed as a tuning knob); Reynolds (1999).
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; ; ' maxforce;
 * s screenshot; 0 reset. (maxspeed is set every frame, so [ ] change nothing here.)
 */
public class SlowForCorners extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final String PATH_FILE = "data/paths/corners.json";
  static final float CRUISE_SPEED = 6;
  static final float MAXFORCE = 0.3f;

  final CornerBraking braking = new CornerBraking();
  Path path;
  Vehicle careful;
  Vehicle reckless;

  public static void main(String[] args) {
    SketchRunner.run(new SlowForCorners(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Both vehicles at the start of the road, heading along it at cruise speed. */
  @Override
  public void setup() {
    careful = new Vehicle(0, 0);
    reckless = new Vehicle(0, 0);
    for (Vehicle v : List.of(careful, reckless)) {
      v.maxforce = MAXFORCE;
      v.maxspeed = CRUISE_SPEED;
      startOnPath(v);
      vehicles.add(v);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    path.display(g, Palette.PATH_BAND, Palette.PATH_LINE);

    if (simulating()) {
      careful.maxspeed = braking.speedLimit(careful.position, path, CRUISE_SPEED);   // your code
      reckless.maxspeed = CRUISE_SPEED;
      for (Vehicle vehicle : vehicles) {
        vehicle.follow(path);
        vehicle.update();
        restartAtTheEnd(vehicle);
      }
    }

    drawVehicles(vehicle -> vehicle == reckless ? Palette.NO_STEERING : Palette.VEHICLE);   // trails, then each vehicle and its arrows
  }

  /** The road from data/paths/corners.json; a bad file stops the sketch with its name. */
  @Override
  protected void prepare() {
    path = Path.load(new File(sketchPath(), PATH_FILE));
  }

  @Override
  public String about() {
    return "exercise: slow down before corners";
  }

  void startOnPath(Vehicle v) {
    v.position.set(path.start());
    v.velocity.set(PVector.sub(path.segmentEnd(0), path.start())).setMag(CRUISE_SPEED);
  }

  /** A vehicle that has reached the end of the road starts again. */
  void restartAtTheEnd(Vehicle v) {
    if (PVector.dist(v.position, path.end()) < path.radius) {
      startOnPath(v);
    }
  }
}
