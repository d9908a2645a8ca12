package exercises.timestep;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.HashSet;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.LabelPlacement;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Exercise: frame-rate independent steering — two vehicles seek the mouse. The smooth one
 * moves every frame (dt = 1); the choppy one only every third frame, as on a computer that
 * manages 20 fps, with dt = 3. With a time step they keep together; without, the choppy one
 * crawls at a third of the speed.
 *
 *   velocity += acceleration * dt,  limited to maxspeed
 *   position += velocity * dt
 *   (dt in frames at the nominal rate: 1 at 60 fps, 3 at 20 fps)
 *
 * The step is TimeStep.move(), the file to edit.
 * Check a solution: mvn test -Pexercises -Dtest=TimeStepCheck
 *
 * Source: "Simple AI Behaviors: Seeking" (velocity times Time.deltaTime).
 * --vehicles N: N vehicles, smooth and choppy in turn, each pair starting at its own height.
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class ChoppyFrames extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** The choppy vehicle moves once every this many frames, with dt equal to it. */
  static final int CHOPPY_FRAMES = 3;
  static final float SMOOTH_DT = 1;

  /** The default: one smooth vehicle and one choppy one. */
  static final int VEHICLES = 2;
  /** Up to this many vehicles each get a label; more would hide the vehicles. */
  static final int MOST_LABELLED = 10;

  /** Where this frame's labels went. */
  final LabelPlacement labels = new LabelPlacement(WIDTH, HEIGHT);

  final TimeStep timeStep = new TimeStep();
  /** The vehicles that move only every CHOPPY_FRAMES frames; the others move every frame. */
  final Set<Vehicle> choppy = new HashSet<>();
  int frames;

  public static void main(String[] args) {
    SketchRunner.run(new ChoppyFrames(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Pairs of vehicles at rest, smooth and choppy at the same place (--vehicles N in all). */
  @Override
  public void setup() {
    frames = 0;
    choppy.clear();
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    int pairs = (count + 1) / 2;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(WIDTH / 8f, HEIGHT * (i / 2 + 1f) / (pairs + 1));
      vehicles.add(v);
      if (i % 2 == 1) {
        choppy.add(v);
      }
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector target = targetFromInput();
    drawTarget(target);

    if (simulating()) {
      frames++;
      boolean choppyMoves = frames % CHOPPY_FRAMES == 0;
      for (Vehicle vehicle : vehicles) {
        boolean isChoppy = choppy.contains(vehicle);
        if (isChoppy && !choppyMoves) {
          continue;
        }
        vehicle.seek(target);
        timeStep.move(vehicle, isChoppy ? CHOPPY_FRAMES : SMOOTH_DT);   // your code
        YourCode.leftFinite(vehicle, TimeStep.class, "move");   // NaN: one line
      }
    }

    // trails, then each vehicle and its arrows
    drawVehicles(vehicle -> choppy.contains(vehicle) ? Palette.CHOPPY : Palette.VEHICLE);
    labelSteps(target);
  }

  /** Says how often each vehicle moves, each label clear of the others, the target and arrows. */
  void labelSteps(PVector target) {
    if (vehicles.size() > MOST_LABELLED) {
      labels.clear();   // too many to label: last frame's labels go too
      return;
    }
    labels.startAround(g, target, vehicles, show);
    for (Vehicle vehicle : vehicles) {
      String text = choppy.contains(vehicle) ? "every " + CHOPPY_FRAMES + " frames" : "every frame";
      labels.place(g, text, vehicle.position);
    }
    labels.draw(g, Palette.INK);
  }

  @Override
  public String about() {
    return "exercise: frame-rate independent steering";
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }
}
