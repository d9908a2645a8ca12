package sketchbook;

import processing.core.PVector;
import steering.Vehicle;

/**
 * The three debug arrows, defined once: which vector of the vehicle each shows, its colour, how
 * much it is scaled and what the legend calls it. The one-by-one drawing, the batch and the
 * legend all read them from here.
 */
public enum ArrowKind {
  DESIRED("desired velocity", Palette.DESIRED, Overlay.VELOCITY_SCALE),
  VELOCITY("velocity", Palette.VELOCITY, Overlay.VELOCITY_SCALE),
  FORCE("steering force", Palette.STEERING, Overlay.FORCE_SCALE);

  /** What the legend and help call it. */
  public final String label;
  public final int color;
  /** The arrow is the vector times this, in pixels. */
  public final float scale;

  ArrowKind(String label, int color, float scale) {
    this.label = label;
    this.color = color;
    this.scale = scale;
  }

  /** The vehicle's vector this arrow shows (the vehicle's own: do not change it). */
  public PVector of(Vehicle v) {
    return switch (this) {
      case DESIRED -> v.desired;
      case VELOCITY -> v.velocity;
      case FORCE -> v.steering;
    };
  }

  /** True when its key has switched it on. */
  public boolean isOn(Switches show) {
    return switch (this) {
      case DESIRED -> show.desired;
      case VELOCITY -> show.velocity;
      case FORCE -> show.force;
    };
  }

  /** The legend's text, e.g. "steering force ×200". */
  public String legend() {
    return label + " ×" + (int) scale;
  }
}
