package exercises.normalpoint;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.io.File;
import java.util.List;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import steering.Path;
import steering.Vehicle;
import steering.files.PathFile;

/*
 * Exercise: find the normal point — vehicles follow a road, steering by the normal points your
 * code finds; the mouse's normal point on every segment is drawn too.
 *
 *   predicted = position + velocity scaled to LOOK_AHEAD
 *   along     = (predicted − a) · (b − a) / |b − a|, kept between 0 and |b − a|
 *   normal point = a + (b − a) scaled to along                     <- NormalPoint, your part
 *   the closest normal point of all segments wins; target = TARGET_OFFSET further along
 *   if |predicted − normal point| > radius: seek(target)
 *
 * Until the exercise is done every normal point is the segment's start, so the vehicles cut
 * across to the road's corners and wander off it. A vehicle that leaves the window starts again
 * at the road's start.
 * Check a solution: mvn test -Pexercises -Dtest=NormalPointCheck
 *
 * Sources: The Nature of Code, "Path Following" (scalar projection, the normal point);
 * the Coding Train, 5.6 "Dot Product and Scalar Projection".
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class StayOnTheRoad extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final String PATH_FILE = "data/paths/zigzag.json";
  static final int VEHICLES = 3;
  /** How far ahead the position is predicted, and the target lies past the normal point. */
  static final float LOOK_AHEAD = 25;
  static final float TARGET_OFFSET = 25;
  /** Vehicles set off this many frames apart. */
  static final int START_INTERVAL = 40;
  static final float MAXFORCE = 0.3f;
  /** The marks: the predicted position's dot, the normal point's ring. */
  static final float DOT = 4;
  static final float RING = 8;

  final NormalPoint normalPoint = new NormalPoint();
  Path path;
  int frames;

  public static void main(String[] args) {
    SketchRunner.run(new StayOnTheRoad(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The first vehicle at the start of the road; the others follow at intervals. */
  @Override
  public void setup() {
    frames = 0;
    addVehicle();
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    path.display(g, Palette.PATH_BAND, Palette.PATH_LINE);
    drawMouseNormals();

    if (simulating()) {
      frames++;
      if (frames % START_INTERVAL == 0) {
        addVehicle();
      }
      for (Vehicle vehicle : vehicles) {
        follow(vehicle);
        vehicle.update();
        if (vehicle.position.x < 0 || vehicle.position.x > width || vehicle.position.y < 0
            || vehicle.position.y > height) {
          startOnPath(vehicle);
        }
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
    for (Vehicle vehicle : vehicles) {
      drawMarks(vehicle);
    }
  }

  /** The road from data/paths/zigzag.json; a bad file stops the sketch with its name. */
  @Override
  public void prepare() {
    path = PathFile.load(new File(sketchPath(), PATH_FILE));
  }

  @Override
  public String about() {
    return "exercise: find the normal point";
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add("the mouse's normal point on every segment: the thin lines");
  }

  /**
   * Path following, with your normal point: the closest over every segment; steer to a point a
   * little further along when the prediction has left the road.
   */
  void follow(Vehicle vehicle) {
    PVector predicted = vehicle.velocity.copy().setMag(LOOK_AHEAD).add(vehicle.position);
    float worldRecord = Float.POSITIVE_INFINITY;
    PVector target = null;
    for (int i = 0; i < path.segmentCount(); i++) {
      PVector a = path.segmentStart(i);
      PVector b = path.segmentEnd(i);
      PVector normal = YourCode.vector(normalPoint.normalPoint(predicted, a, b),
          NormalPoint.class, "normalPoint");   // your code
      float distance = PVector.dist(predicted, normal);
      // <=: at a corner, where two segments' normal points meet, the later segment wins, so
      // the target lies ahead on the road rather than off the end of the segment just done
      if (distance <= worldRecord) {
        worldRecord = distance;
        target = PVector.add(normal, PVector.sub(b, a).setMag(TARGET_OFFSET));
      }
    }
    if (target != null && worldRecord > path.radius) {
      vehicle.seek(target);
    }
  }

  /** From the mouse, a thin line to its normal point on each segment (by your code). */
  void drawMouseNormals() {
    PVector mouse = new PVector(mouseX, mouseY);
    stroke(Palette.PATH_LINE);
    strokeWeight(1);
    noFill();
    for (int i = 0; i < path.segmentCount(); i++) {
      PVector normal = YourCode.vector(normalPoint.normalPoint(mouse, path.segmentStart(i),
          path.segmentEnd(i)), NormalPoint.class, "normalPoint");
      line(mouse.x, mouse.y, normal.x, normal.y);
      circle(normal.x, normal.y, RING);
    }
  }

  /** The vehicle's predicted position: the point your normal points are found for. */
  void drawMarks(Vehicle vehicle) {
    PVector predicted = vehicle.velocity.copy().setMag(LOOK_AHEAD).add(vehicle.position);
    fill(Palette.INK);
    noStroke();
    circle(predicted.x, predicted.y, DOT);
  }

  void addVehicle() {
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    if (vehicles.size() < count) {
      Vehicle v = new Vehicle(0, 0);
      v.maxforce = MAXFORCE;
      startOnPath(v);
      vehicles.add(v);
    }
  }

  /** At the road's start, heading along its first segment. */
  void startOnPath(Vehicle v) {
    v.position.set(path.start());
    v.velocity.set(PVector.sub(path.segmentEnd(0), path.segmentStart(0))).setMag(v.maxspeed);
  }
}
