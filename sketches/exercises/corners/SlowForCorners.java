package exercises.corners;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.io.File;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Tuning;
import sketchbook.render.Palette;
import steering.Path;
import steering.Vehicle;
import steering.files.PathFile;

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
 * --vehicles N: N vehicles, grey and red in turn, setting off in pairs START_INTERVAL frames
 * apart.
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] cruise speed
 * (maxspeed is set every frame from it); ; ' maxforce; s screenshot; 0 reset.
 */
public class SlowForCorners extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final String PATH_FILE = "data/paths/corners.json";
  static final float CRUISE_SPEED = 6;
  static final float MAXFORCE = 0.3f;

  /** Pairs of vehicles (--vehicles N) set off this many frames apart. */
  static final int START_INTERVAL = 60;
  /** The default: one vehicle that brakes and one that does not. */
  static final int VEHICLES = 2;

  final CornerBraking braking = new CornerBraking();
  Path path;
  /** The vehicles that take their maxspeed from CornerBraking; the others always cruise. */
  final Set<Vehicle> careful = new HashSet<>();
  /** The speed away from corners: the [ and ] keys change it. */
  float cruiseSpeed;
  int frames;

  public static void main(String[] args) {
    SketchRunner.run(new SlowForCorners(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The first pair at the start of the road, heading along it at cruise speed. */
  @Override
  public void setup() {
    careful.clear();
    cruiseSpeed = CRUISE_SPEED;
    frames = 0;
    addPair();
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    path.display(g, Palette.PATH_BAND, Palette.PATH_LINE);

    if (simulating()) {
      frames++;
      if (frames % START_INTERVAL == 0) {
        addPair();
      }
      for (Vehicle vehicle : vehicles) {
        vehicle.maxspeed = careful.contains(vehicle)
            ? YourCode.number(braking.speedLimit(vehicle.position, path, cruiseSpeed),
                CornerBraking.class, "speedLimit")   // your code; NaN: one line
            : cruiseSpeed;
        vehicle.follow(path);
        vehicle.update();
        restartAtTheEnd(vehicle);
      }
    }

    drawVehicles(vehicle -> careful.contains(vehicle) ? Palette.VEHICLE : Palette.NO_STEERING);
  }

  /** The road from data/paths/corners.json; a bad file stops the sketch with its name. */
  @Override
  public void prepare() {
    path = PathFile.load(new File(sketchPath(), PATH_FILE));
  }

  @Override
  public String about() {
    return "exercise: slow down before corners";
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.rebind('[', "lower the cruise speed", () -> tuneCruiseSpeed(1 / Tuning.TUNING_STEP));
    table.rebind(']', "raise the cruise speed", () -> tuneCruiseSpeed(Tuning.TUNING_STEP));
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add("cruise speed " + nf(cruiseSpeed, 0, 2) + " ([ ])");
  }

  void tuneCruiseSpeed(float factor) {
    cruiseSpeed = constrain(cruiseSpeed * factor, Tuning.MIN_MAXSPEED, Tuning.MAX_MAXSPEED);
  }

  /** A grey vehicle that brakes and a red one that cruises, while --vehicles allows. */
  void addPair() {
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < 2 && vehicles.size() < count; i++) {
      Vehicle v = new Vehicle(0, 0);
      v.maxforce = MAXFORCE;
      v.maxspeed = cruiseSpeed;
      startOnPath(v);
      vehicles.add(v);
      if (i == 0) {
        careful.add(v);
      }
    }
  }

  void startOnPath(Vehicle v) {
    v.position.set(path.start());
    v.velocity.set(PVector.sub(path.segmentEnd(0), path.start())).setMag(cruiseSpeed);
  }

  /** A vehicle that has reached the end of the road starts again. */
  void restartAtTheEnd(Vehicle v) {
    if (PVector.dist(v.position, path.end()) < path.radius) {
      startOnPath(v);
    }
  }
}
