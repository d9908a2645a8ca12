package sketchbook.render;

import processing.core.PVector;
import sketchbook.controls.Switches;
import steering.Vehicle;

/**
 * The debug arrows, defined once: which vector of the vehicle each shows, where it starts, its
 * colour, how much it is scaled and what the legend calls it. The one-by-one drawing, the batch
 * and the legend all read them from here.
 *
 * <p>{@link #TIP_TO_TAIL} is the steering force as the books draw it: desired − velocity closes
 * the triangle from the tip of the velocity arrow to the tip of the desired one, all three at
 * the velocity scale, so it is on with the desired and velocity arrows.
 */
public enum ArrowKind {
  DESIRED("desired velocity", Palette.DESIRED, Overlay.VELOCITY_SCALE),
  VELOCITY("velocity", Palette.VELOCITY, Overlay.VELOCITY_SCALE),
  FORCE("steering force", Palette.STEERING, Overlay.FORCE_SCALE),
  TIP_TO_TAIL("steering = desired − velocity (tip to tail)", Palette.STEERING,
      Overlay.VELOCITY_SCALE);

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

  /** The vector this arrow shows, as a new vector (the vehicle is not changed). */
  public PVector of(Vehicle v) {
    return new PVector(x(v), y(v));
  }

  /** Where the arrow starts, as a new vector. */
  public PVector from(Vehicle v) {
    return new PVector(fromX(v), fromY(v));
  }

  /** The x of the vector shown, unscaled (no vector is made: the batch calls it per arrow). */
  public float x(Vehicle v) {
    return switch (this) {
      case DESIRED -> v.desired.x;
      case VELOCITY -> v.velocity.x;
      case FORCE -> v.steering.x;
      case TIP_TO_TAIL -> v.desired.x - v.velocity.x;
    };
  }

  /** The y of the vector shown, unscaled. */
  public float y(Vehicle v) {
    return switch (this) {
      case DESIRED -> v.desired.y;
      case VELOCITY -> v.velocity.y;
      case FORCE -> v.steering.y;
      case TIP_TO_TAIL -> v.desired.y - v.velocity.y;
    };
  }

  /** The x where the arrow starts: the vehicle, or for tip to tail the velocity arrow's tip. */
  public float fromX(Vehicle v) {
    return this == TIP_TO_TAIL ? v.position.x + v.velocity.x * scale : v.position.x;
  }

  /** The y where the arrow starts. */
  public float fromY(Vehicle v) {
    return this == TIP_TO_TAIL ? v.position.y + v.velocity.y * scale : v.position.y;
  }

  /** True when its key has switched it on (tip to tail brings the desired and velocity arrows). */
  public boolean isOn(Switches show) {
    return switch (this) {
      case DESIRED -> show.desired || show.steeringTipToTail;
      case VELOCITY -> show.velocity || show.steeringTipToTail;
      case FORCE -> show.force;
      case TIP_TO_TAIL -> show.steeringTipToTail;
    };
  }

  /** The legend's text, e.g. "steering force ×200". */
  public String legend() {
    return label + " ×" + (int) scale;
  }
}
