package sketchbook.controls;

import java.util.List;
import steering.Vehicle;

/**
 * The {@code [ ]} and {@code ; '} keys as rows of the parameter table: the factor {@link Tuning}
 * applies to every vehicle's own maxspeed or maxforce. The value lives in {@link Tuning} (so
 * vehicles keep their differences and the reset key undoes it); this row only lets the help,
 * the keys and the control panel's slider read and set it. Its bounds are where the factor
 * still moves at least one vehicle.
 */
final class TuningFactor extends Parameter {

  /** Which of the two factors: the maxspeed factor or the maxforce factor. */
  private final int which;
  private final Tuning tuning;
  /** The vehicles the factor scales: the sketch's list, read each time. */
  private final List<Vehicle> vehicles;

  private TuningFactor(Tuning tuning, List<Vehicle> vehicles, int which, String name,
      char lower, char raise) {
    super(name, 1, Tuning.MIN_FACTOR, Tuning.MAX_FACTOR, lower, raise);
    this.tuning = tuning;
    this.vehicles = vehicles;
    this.which = which;
    format("%.2f");
  }

  static TuningFactor maxspeed(Tuning tuning, List<Vehicle> vehicles) {
    return new TuningFactor(tuning, vehicles, Tuning.SPEED, "maxspeed", '[', ']');
  }

  static TuningFactor maxforce(Tuning tuning, List<Vehicle> vehicles) {
    return new TuningFactor(tuning, vehicles, Tuning.FORCE, "maxforce", ';', '\'');
  }

  @Override
  public float value() {
    return tuning().factor(which);
  }

  @Override
  public float min() {
    return tuning().factorBounds(vehicles(), which)[0];
  }

  @Override
  public float max() {
    return tuning().factorBounds(vehicles(), which)[1];
  }

  /** Mutates every vehicle's maxspeed (or maxforce): each its own start × {@code factor}. */
  @Override
  public void set(float factor) {
    if (!Float.isFinite(factor) || !(factor > 0)) {
      throw new IllegalArgumentException(name + " factor must be positive: " + factor);
    }
    float ratio = factor / value();
    tuning().scale(vehicles(), which == Tuning.SPEED ? ratio : 1,
        which == Tuning.FORCE ? ratio : 1);
  }

  /** The reset key: no tuning (the vehicles made next start from their own values). */
  @Override
  public void reset() {
    tuning().reset();
  }

  /** The factor, e.g. "maxspeed ×1.56": the HUD's own line shows the vehicles' values. */
  @Override
  public String shown() {
    return name + " ×" + String.format("%.2f", value());
  }

  @Override
  public String lowerHelp() {
    return "lower " + name + " (" + stepText("÷", "−") + ", down to "
        + bound(which == Tuning.SPEED ? Tuning.MIN_MAXSPEED : Tuning.MIN_MAXFORCE) + ")";
  }

  @Override
  public String raiseHelp() {
    return "raise " + name + " (" + stepText("×", "+") + ", up to "
        + bound(which == Tuning.SPEED ? Tuning.MAX_MAXSPEED : Tuning.MAX_MAXFORCE) + ")";
  }

  private static String bound(float b) {
    return b == Math.rint(b) ? String.valueOf((int) b) : String.valueOf(b);
  }

  private Tuning tuning() {
    return tuning;
  }

  private List<Vehicle> vehicles() {
    return vehicles;
  }
}
