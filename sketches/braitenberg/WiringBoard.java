package braitenberg;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.panel.WhiteboardDrawing;
import sketchbook.render.Palette;
import steering.SensorsAndWheels;
import steering.SensorsAndWheels.Sides;
import steering.Vehicle;
import steering.Wiring;

/**
 * A Braitenberg vehicle's part of the whiteboard (b), for its last step, worked out just before
 * it by the code the vehicle drives by ({@link SensorsAndWheels}): the two sensors with their
 * readings, a wire from each to the wheel it drives with the wheel's speed, and under them the
 * sum: the wiring, the readings becoming wheel speeds, and the turn and mean speed that make
 * the desired velocity. The book's wheel speeds are worked out beside the code's, and a
 * difference is marked: edit the formula and the board shows what the edit asked for.
 */
final class WiringBoard {

  /** The code's and the book's wheel speeds agree within this many px a frame (rounding). */
  static final float AGREE = 1e-4f;

  private WiringBoard() {
  }

  /**
   * One vehicle's step: its wiring, where its sensors and wheels were, what the sensors read,
   * the wheels' speeds, the turn (radians) and the axle it was worked out with.
   */
  record Step(Vehicle vehicle, Wiring wiring, PVector leftSensor, PVector rightSensor,
      PVector leftWheel, PVector rightWheel, Sides readings, Sides wheels, float turn,
      float axle, float maxspeed) {

    /** Works the step out now, with the code the vehicle drives by. */
    static Step of(Vehicle v, List<PVector> lights, Wiring wiring, float falloff) {
      Sides readings = SensorsAndWheels.readings(v, lights, falloff);
      Sides wheels = SensorsAndWheels.wheelSpeeds(readings, wiring, v.maxspeed);
      return new Step(v, wiring, SensorsAndWheels.sensor(v, true),
          SensorsAndWheels.sensor(v, false),
          SensorsAndWheels.wheel(v, true), SensorsAndWheels.wheel(v, false), readings, wheels,
          SensorsAndWheels.turn(v, wheels), SensorsAndWheels.axle(v), v.maxspeed);
    }
  }

  /**
   * The book's wheel speeds for these readings: each wheel from its own side's sensor
   * (straight) or the other side's (crossed), maxspeed · reading (excitatory) or
   * maxspeed − maxspeed · reading (inhibitory), kept between 0 and maxspeed.
   */
  static Sides book(Sides readings, Wiring wiring, float maxspeed) {
    float toLeft = wiring.crossed ? readings.right() : readings.left();
    float toRight = wiring.crossed ? readings.left() : readings.right();
    return new Sides(bookSpeed(toLeft, wiring, maxspeed), bookSpeed(toRight, wiring, maxspeed));
  }

  private static float bookSpeed(float reading, Wiring wiring, float maxspeed) {
    float speed = wiring.excitatory ? maxspeed * reading : maxspeed - maxspeed * reading;
    return Math.max(0, Math.min(speed, maxspeed));
  }

  /** The board for {@code v}: its arrows, and its sensors, wires and numbers when known. */
  static void draw(BoardView view, Vehicle v, Step step, int wireColor) {
    WhiteboardDrawing.arrows(view, v);
    if (step == null || step.vehicle() != v) {
      return;
    }
    Sides r = step.readings();
    Sides w = step.wheels();
    view.dot(step.leftSensor(), Braitenberg.SENSOR_COLOR, String.format("L %.2f", r.left()));
    view.dot(step.rightSensor(), Braitenberg.SENSOR_COLOR, String.format("R %.2f", r.right()));
    view.dot(step.leftWheel(), Palette.INK, String.format("%.2f", w.left()));
    view.dot(step.rightWheel(), Palette.INK, String.format("%.2f", w.right()));
    boolean crossed = step.wiring().crossed;
    view.line(step.leftSensor(), crossed ? step.rightWheel() : step.leftWheel(), wireColor);
    view.line(step.rightSensor(), crossed ? step.leftWheel() : step.rightWheel(), wireColor);
    view.note(2, step.wiring().toString(), Palette.INK);
    Sides book = book(r, step.wiring(), step.maxspeed());
    boolean same = Math.abs(book.left() - w.left()) <= AGREE
        && Math.abs(book.right() - w.right()) <= AGREE;
    view.note(1, same ? String.format("sensors L %.2f R %.2f, wheels L %.2f R %.2f",
        r.left(), r.right(), w.left(), w.right())
        : String.format("your code: wheels L %.2f R %.2f, the book's L %.2f R %.2f", w.left(),
            w.right(), book.left(), book.right()), Palette.INK);
    view.note(0, String.format("turn (%.2f − %.2f) / %.0f = %.3f rad, speed %.2f", w.left(),
        w.right(), step.axle(), step.turn(), (w.left() + w.right()) / 2), Palette.INK);
  }
}
