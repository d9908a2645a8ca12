package sketchbook.panel;

import java.util.function.ToDoubleFunction;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * One strip of the live plots (key g): a value of the plotted vehicle, drawn as a line, over a
 * reference drawn under it, such as speed over maxspeed. A sketch adds its own strips with
 * {@link SteeringSketch#plotSeries()}.
 *
 * @param name what the strip shows, e.g. "speed"
 * @param color the value's line
 * @param value read from the vehicle after each step
 * @param referenceName what the reference is, e.g. "maxspeed"
 * @param reference read from the vehicle after each step, drawn under the value
 * @param referenceColor the reference's line
 * @param againstName what the strip is plotted against, e.g. "d"; null: time
 * @param against read from the vehicle after each step, placed across the strip; null: time
 */
public record PlotSeries(String name, int color, ToDoubleFunction<Vehicle> value,
    String referenceName, ToDoubleFunction<Vehicle> reference, int referenceColor,
    String againstName, ToDoubleFunction<Vehicle> against) {

  /** A strip over time. */
  public PlotSeries(String name, int color, ToDoubleFunction<Vehicle> value,
      String referenceName, ToDoubleFunction<Vehicle> reference, int referenceColor) {
    this(name, color, value, referenceName, reference, referenceColor, null, null);
  }

  /** The same values and reference, plotted against {@code against} instead of time. */
  public PlotSeries plottedAgainst(String name, ToDoubleFunction<Vehicle> quantity) {
    return new PlotSeries(this.name, color, value, referenceName, reference, referenceColor,
        name, quantity);
  }

  /** The speed over maxspeed. */
  public static PlotSeries speed() {
    return new PlotSeries("speed", Palette.VELOCITY, v -> v.velocity.mag(), "maxspeed",
        v -> v.maxspeed, Palette.PATH_LINE);
  }

  /** The size of the step's steering force over maxforce. */
  public static PlotSeries steering() {
    return new PlotSeries("|steering|", Palette.STEERING, v -> v.steering.mag(), "maxforce",
        v -> v.maxforce, Palette.PATH_LINE);
  }
}
