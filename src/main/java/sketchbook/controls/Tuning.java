package sketchbook.controls;

import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import processing.core.PApplet;
import steering.Vehicle;

/**
 * The shared tuning keys: {@code [ ]} scale maxspeed and {@code ; '} maxforce by
 * {@link #TUNING_STEP}, within bounds so nothing reaches zero or runs away.
 *
 * <p>Tuning is a factor applied to each vehicle's own starting values, not a change written
 * over them: a vehicle's maxspeed is {@code its start × factor}, kept within the bounds. So
 * vehicles with different limits (the cheetah and the turtle) keep their difference after one
 * of them has sat on a bound, vehicles added later (a toggled demo vehicle) get the same
 * tuning, and the reset key returns every vehicle to its start.
 */
public final class Tuning {

  /** maxspeed and maxforce keys multiply or divide by this. */
  public static final float TUNING_STEP = 1.25f;
  public static final float MIN_MAXSPEED = 0.25f;
  public static final float MAX_MAXSPEED = 40;
  public static final float MIN_MAXFORCE = 0.005f;
  public static final float MAX_MAXFORCE = 5;

  /** Which factor: {@link #factor} and {@link #factorBounds} take one of these. */
  static final int SPEED = 0;
  static final int FORCE = 1;
  /** Bounds of a factor while there are no vehicles to bound it. */
  static final float MIN_FACTOR = 0.01f;
  static final float MAX_FACTOR = 100;

  private float speedFactor = 1;
  private float forceFactor = 1;
  /** Each vehicle's maxspeed and maxforce when tuning first saw it (weak: gone with it). */
  private final Map<Vehicle, float[]> starts = new WeakHashMap<>();

  /**
   * Mutates every vehicle: the factors × speedFactor and × forceFactor, then each vehicle's
   * limits from its start. A factor stops where every vehicle sits on the bound, so the first
   * press the other way always changes something.
   */
  public void scale(List<Vehicle> vehicles, float speedStep, float forceStep) {
    remember(vehicles);
    speedFactor = bounded(speedFactor * speedStep, vehicles, 0, MIN_MAXSPEED, MAX_MAXSPEED);
    forceFactor = bounded(forceFactor * forceStep, vehicles, 1, MIN_MAXFORCE, MAX_MAXFORCE);
    limitsFromStarts(vehicles);   // back at ×1 too: ] then [ returns every vehicle to its start
  }

  /** Mutates each vehicle's maxspeed and maxforce to its start × the factors, if tuned. */
  public void apply(List<Vehicle> vehicles) {
    if (speedFactor == 1 && forceFactor == 1) {
      return;   // untuned: leave every vehicle as its sketch made it
    }
    remember(vehicles);
    limitsFromStarts(vehicles);
  }

  /** Mutates each (remembered) vehicle's limits to its start × the factors, within bounds. */
  private void limitsFromStarts(List<Vehicle> vehicles) {
    for (Vehicle v : vehicles) {
      float[] start = starts.get(v);
      v.maxspeed = PApplet.constrain(start[0] * speedFactor, MIN_MAXSPEED, MAX_MAXSPEED);
      v.maxforce = PApplet.constrain(start[1] * forceFactor, MIN_MAXFORCE, MAX_MAXFORCE);
    }
  }

  /**
   * Mutates: these vehicles start from {@code maxspeed} from now on (a sketch's own slider for
   * some of its vehicles' speed), so each moves at it × the maxspeed factor, within the bounds,
   * now and after the next press; their maxforce is left as it is.
   */
  public void startMaxspeedAt(List<Vehicle> vehicles, float maxspeed) {
    remember(vehicles);
    for (Vehicle v : vehicles) {
      starts.get(v)[SPEED] = maxspeed;
      v.maxspeed = PApplet.constrain(maxspeed * speedFactor, MIN_MAXSPEED, MAX_MAXSPEED);
    }
  }

  /** The maxspeed factor ({@link #SPEED}) or the maxforce factor ({@link #FORCE}). */
  float factor(int which) {
    return which == SPEED ? speedFactor : forceFactor;
  }

  /** The lowest and highest factor that still move at least one of these vehicles. */
  float[] factorBounds(List<Vehicle> vehicles, int which) {
    remember(vehicles);
    float min = which == SPEED ? MIN_MAXSPEED : MIN_MAXFORCE;
    float max = which == SPEED ? MAX_MAXSPEED : MAX_MAXFORCE;
    float low = bounded(0, vehicles, which, min, max);
    float high = bounded(Float.MAX_VALUE, vehicles, which, min, max);
    return low > 0 && high < Float.MAX_VALUE ? new float[] {low, high}
        : new float[] {MIN_FACTOR, MAX_FACTOR};
  }

  /** The reset key: no tuning; the vehicles made next start from their own values. */
  public void reset() {
    speedFactor = 1;
    forceFactor = 1;
    starts.clear();
  }

  /** Floats {@link #ranges} writes: lowest and highest maxspeed, then maxforce. */
  static final int RANGES = 4;

  /** Into {@code out}: the lowest and highest maxspeed, then maxforce, of the vehicles. */
  static void ranges(List<Vehicle> vehicles, float[] out) {
    // both ranges in one pass over the crowd (the HUD is drawn every frame)
    out[0] = out[2] = Float.MAX_VALUE;
    out[1] = out[3] = -Float.MAX_VALUE;
    for (int i = 0; i < vehicles.size(); i++) {   // indexed: no iterator to allocate
      Vehicle v = vehicles.get(i);
      out[0] = Math.min(out[0], v.maxspeed);
      out[1] = Math.max(out[1], v.maxspeed);
      out[2] = Math.min(out[2], v.maxforce);
      out[3] = Math.max(out[3], v.maxforce);
    }
  }

  /**
   * The HUD's line for {@link #ranges}: "maxspeed 4.00   maxforce 0.100" for one vehicle, the
   * range for several ("maxspeed 2.05–3.91"), with " (min)" or " (max)" when every vehicle sits
   * on that bound.
   */
  static String limits(float[] ranges) {
    return "maxspeed " + shown(ranges[0], ranges[1], "%.2f", MIN_MAXSPEED, MAX_MAXSPEED)
        + "   maxforce " + shown(ranges[2], ranges[3], "%.3f", MIN_MAXFORCE, MAX_MAXFORCE);
  }

  private static String shown(float lowest, float highest, String format, float min,
      float max) {
    String low = String.format(format, lowest);
    String high = String.format(format, highest);
    String note = lowest >= max ? Clamp.note(lowest, min, max)
        : highest <= min ? Clamp.note(highest, min, max) : "";
    return (low.equals(high) ? low : low + "–" + high) + note;
  }

  private void remember(List<Vehicle> vehicles) {
    for (Vehicle v : vehicles) {
      starts.computeIfAbsent(v, key -> new float[] {key.maxspeed, key.maxforce});
    }
  }

  /** factor, kept where it still moves at least one vehicle within [min, max]. */
  private float bounded(float factor, List<Vehicle> vehicles, int which, float min, float max) {
    float lowest = Float.MAX_VALUE;
    float highest = 0;
    for (Vehicle v : vehicles) {
      float start = starts.get(v)[which];
      lowest = Math.min(lowest, start);
      highest = Math.max(highest, start);
    }
    if (vehicles.isEmpty() || !(lowest > 0)) {
      return factor;
    }
    return PApplet.constrain(factor, min / highest, max / lowest);
  }
}
