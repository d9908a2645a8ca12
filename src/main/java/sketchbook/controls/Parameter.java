package sketchbook.controls;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import processing.core.PApplet;

/**
 * One value a learner can change while the sketch runs, such as Arrive's slowing radius: its
 * name, bounds, the two keys that lower and raise it, how much one press changes it, and how
 * it is shown. The keys, their help rows, the HUD, the reset key and the control panel's slider
 * all come from this one record (see {@link ParameterTable}), so none of them can disagree.
 *
 * <p>A press multiplies by {@link #FACTOR_STEP} (or by the factor given to {@link #times}) or
 * adds the step given to {@link #adding}; the value always stays within [min, max].
 */
public class Parameter {

  /** What one key press multiplies a value by, unless told otherwise. */
  public static final float FACTOR_STEP = 1.25f;

  public final String name;
  public final char lowerKey;
  public final char raiseKey;
  private final float min;
  private final float max;
  private float initial;
  private float value;
  private float step = FACTOR_STEP;
  private boolean multiplies = true;
  private String format = "%.0f";
  /** The last {@link #shown()} text and what it was made from. */
  private String shownText;
  private float shownValue;
  private float shownMin;
  private float shownMax;
  private Consumer<Float> whenChanged = v -> { };
  private BooleanSupplier inUse = () -> true;

  /** A value starting at {@code initial}, kept within [min, max]; throws on bad bounds. */
  public Parameter(String name, float initial, float min, float max, char lowerKey,
      char raiseKey) {
    if (!(min < max) || !Float.isFinite(min) || !Float.isFinite(max)) {
      throw new IllegalArgumentException("min and max of " + name + " must be finite, min < max:"
          + " got " + min + " and " + max);
    }
    if (!Float.isFinite(initial)) {
      throw new IllegalArgumentException("initial of " + name + " must be finite: " + initial);
    }
    this.name = name;
    this.min = min;
    this.max = max;
    this.lowerKey = lowerKey;
    this.raiseKey = raiseKey;
    this.initial = PApplet.constrain(initial, min, max);
    this.value = this.initial;
  }

  /** Mutates this parameter: a press adds {@code amount} (raise) or takes it away (lower). */
  public Parameter adding(float amount) {
    if (!(amount > 0) || !Float.isFinite(amount)) {
      throw new IllegalArgumentException("step of " + name + " must be positive: " + amount);
    }
    step = amount;
    multiplies = false;
    return this;
  }

  /** Mutates this parameter: a press multiplies by {@code factor} (raise) or divides by it. */
  public Parameter times(float factor) {
    if (!(factor > 1) || !Float.isFinite(factor)) {
      throw new IllegalArgumentException("factor of " + name + " must be above 1: " + factor);
    }
    step = factor;
    multiplies = true;
    return this;
  }

  /** Mutates this parameter: how the HUD and the slider print the value, e.g. "%.2f". */
  public Parameter format(String pattern) {
    format = pattern;
    shownText = null;
    return this;
  }

  /** Mutates this parameter: {@code action} runs with the new value after every change. */
  public Parameter whenChanged(Consumer<Float> action) {
    whenChanged = action;
    return this;
  }

  /**
   * Mutates this parameter: the HUD shows it only while {@code inUse} says the sketch uses it
   * (a value a switch can leave unused, such as PursueEvade's fixed look-ahead).
   */
  public Parameter shownWhile(BooleanSupplier inUse) {
    this.inUse = inUse;
    return this;
  }

  /** Whether the sketch uses the value now, so the HUD shows it. */
  public boolean inUse() {
    return inUse.getAsBoolean();
  }

  public float value() {
    return value;
  }

  public float min() {
    return min;
  }

  public float max() {
    return max;
  }

  public float initial() {
    return initial;
  }

  /** Sets the value, kept within the bounds. */
  public void set(float newValue) {
    if (!Float.isFinite(newValue)) {
      throw new IllegalArgumentException(name + " must be finite: " + newValue);
    }
    value = PApplet.constrain(newValue, min, max);
    whenChanged.accept(value);
  }

  /** A new starting value (e.g. a newly loaded path's radius): the value and what 0 restores. */
  public void restart(float newInitial) {
    if (!Float.isFinite(newInitial)) {
      throw new IllegalArgumentException("initial of " + name + " must be finite: " + newInitial);
    }
    initial = PApplet.constrain(newInitial, min, max);
    set(initial);
  }

  /** The lower key: one step down. */
  public void lower() {
    set(multiplies ? value() / step : value() - step);
  }

  /** The raise key: one step up. */
  public void raise() {
    set(multiplies ? value() * step : value() + step);
  }

  /** The reset key: back to the initial value. */
  public void reset() {
    set(initial);
  }

  /** Where the value sits on a slider, 0 to 1 (on a log scale for multiplying steps). */
  public float fraction() {
    float low = min();
    float high = max();
    return multiplies ? (float) (Math.log(value() / low) / Math.log(high / low))
        : (value() - low) / (high - low);
  }

  /** The slider moved to {@code fraction} (0 to 1) of its track: the value there. */
  public void setFraction(float fraction) {
    set(valueAt(fraction));
  }

  /** The value at {@code fraction} (0 to 1) of the slider's track. */
  public float valueAt(float fraction) {
    float f = PApplet.constrain(fraction, 0, 1);
    float low = min();
    float high = max();
    return multiplies ? (float) (low * Math.pow(high / low, f)) : low + f * (high - low);
  }

  /** The value as the HUD shows it, e.g. "slowing radius 400 (max)". */
  public String shown() {
    float value = value();
    float low = min();
    float high = max();
    // the HUD asks every frame: format only when something shown has changed
    if (shownText == null || value != shownValue || low != shownMin || high != shownMax) {
      shownText = name + " " + String.format(format, value) + Clamp.note(value, low, high);
      shownValue = value;
      shownMin = low;
      shownMax = high;
    }
    return shownText;
  }

  /** The help's row for the lower key, with the bound. */
  public String lowerHelp() {
    return "lower " + name + " (" + stepText("÷", "−") + ", down to " + bound(min()) + ")";
  }

  /** The help's row for the raise key, with the bound. */
  public String raiseHelp() {
    return "raise " + name + " (" + stepText("×", "+") + ", up to " + bound(max()) + ")";
  }

  String stepText(String multiplySign, String addSign) {
    return (multiplies ? multiplySign : addSign) + trimmed(step);
  }

  private String bound(float b) {
    return String.format(format, b);
  }

  private static String trimmed(float x) {
    return x == Math.rint(x) ? String.valueOf((int) x) : String.valueOf(x);
  }
}
