package exercises.doublingback;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import steering.Path;
import steering.Vehicle;

/*
 * Exercise: path following on a path that doubles back — the road goes right, comes back
 * along itself, then turns down. Following the closest segment, a vehicle on the way back
 * finds the road it came along just as close: after the turn it creeps back at a crawl.
 *
 *   predicted = position + velocity scaled to the look-ahead
 *   segment   = the one the vehicle is on; the next one once predicted passes its end
 *               (projection t = (predicted - a)·(b - a) / |b - a|² > 1)
 *   normal point = the point of THAT segment closest to predicted (t clamped to 0..1)
 *   seek(normal point + a little further along the segment), every frame
 *
 * Each vehicle has a ForwardFollower, the file to edit.
 * Check a solution: mvn test -Pexercises -Dtest=DoublingBackCheck
 *
 * Sources: The Nature of Code, "Path Following"; "Steering behaviors: Path Following".
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class DoublingBack extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final float PATH_RADIUS = 20;
  /** The road: out to the right, back along itself to the middle, then down. */
  static final float[][] ROAD = {{100, 250}, {700, 250}, {400, 250}, {400, 550}};
  static final int VEHICLES = 3;
  /** Vehicles set off this many frames apart, so they do not sit on top of each other. */
  static final int START_INTERVAL = 40;
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.3f;

  final Path path = road();
  final List<ForwardFollower> followers = new ArrayList<>();
  int frames;

  public static void main(String[] args) {
    SketchRunner.run(new DoublingBack(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** No vehicles yet; they set off from the start one after another. */
  @Override
  public void setup() {
    followers.clear();
    frames = 0;
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    path.display(g, Palette.PATH_BAND, Palette.PATH_LINE);

    if (simulating()) {
      frames++;
      if (frames % START_INTERVAL == 1 && vehicles.size() < vehicleCount()) {
        addVehicle();
      }
      for (int i = 0; i < vehicles.size(); i++) {
        followers.get(i).follow(vehicles.get(i), path);   // your code
        YourCode.leftFinite(vehicles.get(i), ForwardFollower.class, "follow");   // NaN: one line
        vehicles.get(i).update();
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public String about() {
    return "exercise: follow a path that doubles back";
  }

  int vehicleCount() {
    return options.vehicles > 0 ? options.vehicles : VEHICLES;
  }

  /** A vehicle at the start of the road, heading along it, with a follower of its own. */
  void addVehicle() {
    PVector start = path.start();
    Vehicle v = new Vehicle(start.x, start.y);
    v.maxspeed = MAXSPEED;
    v.maxforce = MAXFORCE;
    v.velocity.set(PVector.sub(path.segmentEnd(0), start)).setMag(MAXSPEED);
    vehicles.add(v);
    followers.add(new ForwardFollower());
  }

  static Path road() {
    Path road = new Path(PATH_RADIUS);
    for (float[] point : ROAD) {
      road.addPoint(point[0], point[1]);
    }
    return road;
  }
}
