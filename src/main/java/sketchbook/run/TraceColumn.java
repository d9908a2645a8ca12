package sketchbook.run;

import java.util.function.ToDoubleFunction;
import steering.Vehicle;

/**
 * A column a sketch adds to each vehicle's {@code --trace} row, after the usual ones: its
 * header name and how to read it from the vehicle, e.g. Evolution's health. A sketch lists its
 * columns in {@code SteeringSketch.traceColumns()}.
 *
 * @param name the header's name for the column, e.g. "health"
 * @param value read from each vehicle after each simulated frame; written as a float
 */
public record TraceColumn(String name, ToDoubleFunction<Vehicle> value) {

  public TraceColumn {
    if (name == null || name.isEmpty() || name.contains(",") || value == null) {
      throw new IllegalArgumentException("a trace column needs a name without commas and a"
          + " value, was " + name);
    }
  }
}
