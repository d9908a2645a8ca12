package sketchbook.controls;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import steering.Vehicle;

/**
 * The one table of a sketch's live parameters: the shared maxspeed and maxforce factors first
 * ({@link TuningFactor}), then the sketch's own ({@code SteeringSketch.parameter}). The keys
 * and their help rows, the HUD line, the reset key and the control panel's sliders are all
 * made from these rows.
 */
public final class ParameterTable {

  private final List<Parameter> factors = new ArrayList<>();
  private final List<Parameter> own = new ArrayList<>();
  /** The crowd's maxspeed and maxforce ranges this frame, and the last HUD line made of them. */
  private final float[] ranges = new float[Tuning.RANGES];
  private final float[] limitsShown = new float[Tuning.RANGES];
  private int limitsVehicles;
  private String limitsText;

  /** Mutates the table: the sketch's own parameter, after those already added. */
  public void add(Parameter p) {
    own.add(p);
  }

  /** Mutates the table: the shared maxspeed and maxforce factor rows. */
  public void addFactors(Tuning tuning, List<Vehicle> vehicles) {
    factors.add(TuningFactor.maxspeed(tuning, vehicles));
    factors.add(TuningFactor.maxforce(tuning, vehicles));
  }

  /** Every row, the factors first: one slider each. */
  public List<Parameter> rows() {
    List<Parameter> all = new ArrayList<>(factors);
    all.addAll(own);
    return Collections.unmodifiableList(all);
  }

  /** The row called {@code name}, or null when there is none. */
  public Parameter named(String name) {
    for (Parameter p : rows()) {
      if (p.name.equals(name)) {
        return p;
      }
    }
    return null;
  }

  /** The sketch's own parameters. */
  public List<Parameter> own() {
    return Collections.unmodifiableList(own);
  }

  /** Binds the lower and raise keys of the factor rows, with their help rows. */
  public void bindFactorKeys(KeyTable keys) {
    bind(keys, factors);
  }

  /** Binds the lower and raise keys of the sketch's own parameters. */
  public void bindOwnKeys(KeyTable keys) {
    bind(keys, own);
  }

  /**
   * The HUD's lines: for the factor rows, the limits they give the vehicles ("maxspeed 4.00
   * maxforce 0.100", a range for several, see {@link Tuning#limits}); then the sketch's own
   * values on one line, e.g. "slowing radius 400 (max)".
   */
  public List<String> hudLines(List<Vehicle> vehicles) {
    List<String> lines = new ArrayList<>();
    if (!factors.isEmpty() && !vehicles.isEmpty()) {
      Tuning.ranges(vehicles, ranges);
      // the HUD asks every frame: format only when the ranges or the count have changed
      if (limitsText == null || !Arrays.equals(ranges, limitsShown)
          || vehicles.size() != limitsVehicles) {
        // a no-break space keeps the count with "vehicles" when the panel wraps the line
        limitsText = Tuning.limits(ranges) + (vehicles.size() > 1 ? "   (" + vehicles.size()
            + "\u00A0vehicles; [ ] ; ' scale each from its own start)" : "");
        System.arraycopy(ranges, 0, limitsShown, 0, Tuning.RANGES);
        limitsVehicles = vehicles.size();
      }
      lines.add(limitsText);
    }
    List<String> shown = new ArrayList<>();
    for (Parameter p : own) {
      if (p.inUse()) {
        shown.add(p.shown());
      }
    }
    if (!shown.isEmpty()) {
      lines.add(String.join("   ", shown));
    }
    return lines;
  }

  /** The reset key: every row back to its initial value (the factors to no tuning). */
  public void reset() {
    factors.forEach(Parameter::reset);
    own.forEach(Parameter::reset);
  }

  private static void bind(KeyTable keys, List<Parameter> rows) {
    for (Parameter p : rows) {
      keys.bind(p.lowerKey, p.lowerHelp(), p::lower);
      keys.bind(p.raiseKey, p.raiseHelp(), p::raise);
    }
  }
}
