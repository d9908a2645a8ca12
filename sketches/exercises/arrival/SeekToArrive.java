package exercises.arrival;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.panel.LegendItem;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Exercise: turn Seek into Arrive — the vehicle slows down near the target and stops on it.
 *
 *   desired = target - position,  d = |desired|
 *   d < slowingRadius:  desired speed = maxspeed * d / slowingRadius
 *   otherwise:          desired speed = maxspeed
 *   steering = desired - velocity, limited to maxforce      (vehicle.steer(desired) does this)
 *
 * The desired velocity comes from Arrival.desired(), the file to edit. Until it is done the
 * vehicle overshoots and circles the target. A click moves the target.
 * Check a solution: mvn test -Pexercises -Dtest=ArrivalCheck
 *
 * Sources: "Steering Behaviors: Arrive"; The Nature of Code, "Arriving Behavior".
 * Keys: h lists them all. d, f, v arrows; r slowing radius; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; s screenshot; 0 reset.
 */
public class SeekToArrive extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Where the vehicle starts to slow down: not the book's 100, so a hard-coded 100 shows. */
  static final float SLOWING_RADIUS = 150;

  final Arrival arrival = new Arrival();
  /** Where the vehicle is going: the --target point, else the window's centre; a click moves it. */
  PVector target;

  public static void main(String[] args) {
    SketchRunner.run(new SeekToArrive(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** One vehicle at rest at the left (or --vehicles N at random); the target back in place. */
  @Override
  public void setup() {
    target = options.target != null ? options.target.copy() : new PVector(WIDTH / 2f, HEIGHT / 2f);
    int count = options.vehicles > 0 ? options.vehicles : 1;
    if (count == 1) {
      vehicles.add(new Vehicle(WIDTH / 8f, HEIGHT / 4f));
      return;
    }
    for (int i = 0; i < count; i++) {
      vehicles.add(new Vehicle(random(WIDTH), random(HEIGHT)));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawTarget(target);
    if (show.radii) {
      noStroke();
      fill(Palette.RADIUS);
      circle(target.x, target.y, SLOWING_RADIUS * 2);
    }

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        // your desired velocity; steer() makes the steering force of it and applies it
        PVector desired = arrival.desired(vehicle, target, SLOWING_RADIUS);   // your code
        vehicle.steer(YourCode.vector(desired, Arrival.class, "desired"));   // null, NaN: one line
        vehicle.update();
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public void mousePressed() {
    target = new PVector(mouseX, mouseY);
  }

  @Override
  public String about() {
    return "exercise: turn seek into arrive";
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What the r view draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("slowing radius: inside it, slow down", Palette.RADIUS, Mark.DISC));
  }
}
