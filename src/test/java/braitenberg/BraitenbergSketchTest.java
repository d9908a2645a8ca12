package braitenberg;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PConstants;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.run.TraceColumn;
import steering.SensorsAndWheels;
import steering.SensorsAndWheels.Sides;
import steering.Vehicle;
import steering.Wiring;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sketch's vehicles, run with a seed: love comes to rest by a light, fear ends far from
 * every light, the explorers keep moving; x and e rewire every vehicle; a light can be dragged;
 * the whiteboard shows the step's numbers. Numbers measured with seed 7 are in the comments.
 */
class BraitenbergSketchTest {

  static final int FRAMES = 600;
  static final float EPSILON = 1e-3f;

  private static Braitenberg started() {
    return Offscreen.start(new Braitenberg(), "--headless", "--seed", "7");
  }

  static float nearestLight(Braitenberg sketch, Vehicle v) {
    float nearest = Float.POSITIVE_INFINITY;
    for (PVector light : sketch.lights) {
      nearest = Math.min(nearest, PVector.dist(light, v.position));
    }
    return nearest;
  }

  @Test
  void loveRestsByALightFearKeepsAwayTheExplorersMoveOn() {
    Braitenberg sketch = started();
    assertEquals(List.of(Wiring.FEAR, Wiring.AGGRESSION, Wiring.LOVE, Wiring.EXPLORER,
        Wiring.FEAR, Wiring.AGGRESSION, Wiring.LOVE, Wiring.EXPLORER), sketch.wirings);
    Offscreen.frames(sketch, FRAMES);
    for (int i = 0; i < sketch.vehicles.size(); i++) {
      Vehicle v = sketch.vehicles.get(i);
      float distance = nearestLight(sketch, v);
      float speed = v.velocity.mag();
      String what = sketch.wirings.get(i) + ": " + distance + " px from a light at " + speed
          + " px a frame";
      // measured: love at rest 67 and 75 px from a light (the three lights' sum reads 1 there);
      // fear 316 and 274 px away at 0.6 and 0.7; explorers at 1.05 and 2.2 px a frame
      switch (sketch.wirings.get(i)) {
        case LOVE -> assertTrue(distance < 100 && speed < 0.05f, what);
        case FEAR -> assertTrue(distance > 200 && speed < 1, what);
        case EXPLORER -> assertTrue(speed > 0.8f, what);
        default -> {
        }
      }
    }
  }

  @Test
  void xCrossesTheWiresAndEMakesThemInhibitory() {
    Braitenberg sketch = started();
    sketch.pressKey('x');
    assertEquals(List.of(Wiring.AGGRESSION, Wiring.FEAR, Wiring.EXPLORER, Wiring.LOVE),
        sketch.wirings.subList(0, 4));
    sketch.pressKey('e');
    assertEquals(List.of(Wiring.EXPLORER, Wiring.LOVE, Wiring.AGGRESSION, Wiring.FEAR),
        sketch.wirings.subList(0, 4));
    assertTrue(sketch.hudLines().contains("2 × 2a fear, 2 × 2b aggression, 2 × 3a love,"
        + " 2 × 3b explorer"), sketch.hudLines().toString());
  }

  @Test
  void aLightIsDraggedAndDropped() {
    Braitenberg sketch = started();
    PVector first = sketch.lights.get(0).copy();
    mouse(sketch, MouseEvent.PRESS, first.x + 10, first.y);   // within the 25 px grab
    mouse(sketch, MouseEvent.DRAG, 100, 500);
    mouse(sketch, MouseEvent.RELEASE, 100, 500);
    Offscreen.frames(sketch, 1);
    assertEquals(new PVector(100, 500), sketch.lights.get(0));
    mouse(sketch, MouseEvent.PRESS, 700, 80);   // no light near: nothing is held
    mouse(sketch, MouseEvent.DRAG, 300, 300);
    Offscreen.frames(sketch, 1);
    assertEquals(-1, sketch.held);
    assertTrue(sketch.lights.stream().noneMatch(l -> l.equals(new PVector(300, 300))));
  }

  @Test
  void theFalloffKeyChangesWhatTheSensorsRead() {
    Braitenberg sketch = started();
    Vehicle first = sketch.vehicles.get(0);
    float before = SensorsAndWheels.reading(SensorsAndWheels.sensor(first, true), sketch.lights,
        sketch.falloff.value());
    sketch.pressKey('=');   // 100 + 10 px
    assertEquals(110, sketch.falloff.value(), EPSILON);
    float after = SensorsAndWheels.reading(SensorsAndWheels.sensor(first, true), sketch.lights,
        sketch.falloff.value());
    assertTrue(after > before, "a longer falloff reads more: " + before + ", then " + after);
  }

  @Test
  void theWhiteboardShowsTheStepsWiringAndNumbers() {
    Braitenberg sketch = started();
    Offscreen.frames(sketch, 50);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    List<String> notes = Offscreen.whiteboard(sketch).scene().notes();
    WiringBoard.Step step = sketch.steps.get(0);
    assertTrue(notes.contains("2a fear: straight, excitatory"), notes.toString());
    assertTrue(notes.contains(String.format("sensors L %.2f R %.2f, wheels L %.2f R %.2f",
        step.readings().left(), step.readings().right(), step.wheels().left(),
        step.wheels().right())), notes.toString());
    // fear: each wheel maxspeed × its own side's reading
    assertEquals(sketch.vehicles.get(0).maxspeed * step.readings().left(), step.wheels().left(),
        EPSILON);
    // wheel speeds that are not the book's (as after an edit of the formula) are marked
    sketch.steps.set(0, new WiringBoard.Step(step.vehicle(), step.wiring(), step.leftSensor(),
        step.rightSensor(), step.leftWheel(), step.rightWheel(), step.readings(),
        new Sides(step.wheels().left() / 2, step.wheels().right()), step.turn(), step.axle(),
        step.maxspeed()));
    Offscreen.frames(sketch, 1);
    notes = Offscreen.whiteboard(sketch).scene().notes();
    assertTrue(notes.contains(String.format("your code: wheels L %.2f R %.2f, the book's L %.2f"
        + " R %.2f", step.wheels().left() / 2, step.wheels().right(), step.wheels().left(),
        step.wheels().right())), notes.toString());
  }

  @Test
  void theTraceHasTheReadingsAndWheelSpeedsOfTheStep() {
    Braitenberg sketch = started();
    Offscreen.frames(sketch, 1);
    List<TraceColumn> columns = sketch.traceColumns();
    assertEquals(List.of("left_reading", "right_reading", "left_wheel", "right_wheel"),
        columns.stream().map(TraceColumn::name).toList());
    // vehicle 1 is aggression (2b): crossed, each wheel maxspeed 3 × the other side's reading
    Vehicle aggression = sketch.vehicles.get(1);
    double left = columns.get(0).value().applyAsDouble(aggression);
    double right = columns.get(1).value().applyAsDouble(aggression);
    assertEquals(3 * right, columns.get(2).value().applyAsDouble(aggression), EPSILON);
    assertEquals(3 * left, columns.get(3).value().applyAsDouble(aggression), EPSILON);
  }

  @Test
  void stepsBackToTheSameVehiclesWiresAndPlaces() {
    Braitenberg sketch = new Braitenberg();
    sketch.run.keepHistory();
    Offscreen.start(sketch, "--headless", "--seed", "7");
    Offscreen.frames(sketch, 30);
    List<PVector> at30 = sketch.vehicles.stream().map(v -> v.position.copy()).toList();
    Offscreen.frames(sketch, 10);
    sketch.pressKey(' ');
    for (int i = 0; i < 10; i++) {
      sketch.pressKey(',');
      Offscreen.frames(sketch, 1);
    }
    assertEquals(30, sketch.steps());
    assertEquals(at30, sketch.vehicles.stream().map(v -> v.position).toList());
    for (int i = 0; i < sketch.vehicles.size(); i++) {
      assertEquals(i, sketch.place(sketch.vehicles.get(i)), "vehicle " + i + "'s place");
    }
    sketch.pressKey('x');   // rewired after going back: every vehicle still has its own wires
    assertEquals(Wiring.AGGRESSION, sketch.wirings.get(0));
  }

  static void mouse(Braitenberg sketch, int action, float x, float y) {
    sketch.handleMouseEvent(new MouseEvent(null, 0, action, 0, Math.round(x), Math.round(y),
        PConstants.LEFT, 1));
  }
}
