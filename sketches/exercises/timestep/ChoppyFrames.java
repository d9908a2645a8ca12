package exercises.timestep;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.Palette;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
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
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class ChoppyFrames extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** The choppy vehicle moves once every this many frames, with dt equal to it. */
  static final int CHOPPY_FRAMES = 3;
  static final float SMOOTH_DT = 1;

  final TimeStep timeStep = new TimeStep();
  Vehicle smooth;
  Vehicle choppy;
  int frames;

  public static void main(String[] args) {
    SketchRunner.run(new ChoppyFrames(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Both vehicles at rest, at the same place. */
  @Override
  public void setup() {
    frames = 0;
    smooth = new Vehicle(WIDTH / 8f, HEIGHT / 2f);
    choppy = new Vehicle(WIDTH / 8f, HEIGHT / 2f);
    vehicles.add(smooth);
    vehicles.add(choppy);
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector target = targetFromInput();
    drawTarget(target);

    if (simulating()) {
      smooth.seek(target);
      timeStep.move(smooth, SMOOTH_DT);          // your code, every frame
      frames++;
      if (frames % CHOPPY_FRAMES == 0) {
        choppy.seek(target);
        timeStep.move(choppy, CHOPPY_FRAMES);    // your code, one long step
      }
    }

    drawVehicles(vehicle -> vehicle == choppy ? Palette.SLOW : Palette.VEHICLE);   // trails, then each vehicle and its arrows
    fill(Palette.INK);
    text("every frame", smooth.position.x + 14, smooth.position.y - 10);
    text("every " + CHOPPY_FRAMES + " frames", choppy.position.x + 14, choppy.position.y + 20);
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
