package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import sketchbook.panel.Plot;
import sketchbook.panel.PlotStrip;
import steering.Vehicle;

/**
 * Arrive's whiteboard and plots show the desired speed the code asked for, not the book's
 * formula worked out again: a learner who squares the ramp in Vehicle.arrive sees the board
 * say "your code: … — the book's: …" and the plot's two lines part. The edit is made here as a
 * learner's Vehicle would make it, in arrive, on a vehicle put in the sketch's place.
 */
class ArriveBoardTest {

  static final PVector TARGET = new PVector(300, 300);
  /** Inside the default slowing radius (100), 50 px short of the target, moving towards it. */
  static final PVector START = new PVector(250, 300);
  static final float SPEED = 2;
  static final float SLOWING_RADIUS = 100;

  /** Vehicle.arrive with the ramp squared: desired speed = maxspeed · (d / r)². */
  static final class SquaredRamp extends Vehicle {
    SquaredRamp(float x, float y) {
      super(x, y);
    }

    @Override
    public PVector arrive(PVector target, float slowingRadius) {
      PVector desired = PVector.sub(target, position);
      float ramp = desired.mag() / slowingRadius;
      desired.setMag(ramp < 1 ? maxspeed * ramp * ramp : maxspeed);
      return steer(desired);
    }
  }

  @Test
  void uneditedTheBoardSaysTheCodeAndTheBookAgree() {
    SteeringSketch sketch = stepped(new Vehicle(START.x, START.y));
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    // d = 50 of r = 100: the book's ramp and arrive both give 4 · 50 / 100 = 2
    assertEquals(2, v.desired.mag(), 1e-4f);
    List<String> notes = Offscreen.whiteboard(sketch).scene().notes();
    assertTrue(notes.contains("= 4.00 · 50.0 / 100 = 2.000"), notes.toString());
    assertTrue(notes.contains("your code: |desired| = 2.000, the same"), notes.toString());
  }

  @Test
  void aSquaredRampShowsOnTheBoardAndThePlot() {
    SteeringSketch sketch = stepped(new SquaredRamp(START.x, START.y));
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    // the code asked for 4 · (50 / 100)² = 1; the book's ramp says 2
    assertEquals(1, v.desired.mag(), 1e-4f);
    BoardView scene = Offscreen.whiteboard(sketch).scene();
    assertTrue(scene.notes().contains("your code: 1.000 — the book's: 2.000"),
        scene.notes().toString());
    assertTrue(scene.notes().contains("= 4.00 · 50.0 / 100 = 2.000"), scene.notes().toString());

    Plot plot = Offscreen.plot(sketch);
    PlotStrip speed = plot.strips().get(2);
    // the speed is plotted over what the code aimed for (1), not over the book's ramp (2)
    assertEquals(v.desired.mag(), speed.reference(speed.count() - 1), 1e-6f);
    assertEquals(List.of("maxspeed", "maxforce", "|desired|"),
        plot.strips().stream().map(s -> s.series.referenceName()).toList());
  }

  /** Arrive with the target pinned, {@code v} alone in its place, one step on the board. */
  static SteeringSketch stepped(Vehicle v) {
    SteeringSketch sketch = SketchKind.ARRIVE.startOffscreen("--target",
        (int) TARGET.x + "," + (int) TARGET.y, "--keys", "g");
    Offscreen.frames(sketch, 1);
    v.velocity.set(SPEED, 0);
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    vehicles.set(0, v);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    return sketch;
  }
}
