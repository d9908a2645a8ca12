package sketchbook;

import java.util.List;
import processing.core.PApplet;
import steering.Vehicle;

/**
 * The shared tuning keys: {@code [ ]} scale maxspeed and {@code ; '} maxforce by
 * {@link #TUNING_STEP}, kept within bounds so nothing reaches zero or runs away. The bounds are
 * shown in the help and the HUD marks a value that sits on one.
 */
public final class Tuning {

  /** maxspeed and maxforce keys multiply or divide by this. */
  public static final float TUNING_STEP = 1.25f;
  public static final float MIN_MAXSPEED = 0.25f;
  public static final float MAX_MAXSPEED = 40;
  public static final float MIN_MAXFORCE = 0.005f;
  public static final float MAX_MAXFORCE = 5;

  private Tuning() {
  }

  /** Mutates every vehicle: maxspeed × speedFactor, maxforce × forceFactor, within the bounds. */
  static void scale(List<Vehicle> vehicles, float speedFactor, float forceFactor) {
    for (Vehicle v : vehicles) {
      v.maxspeed = PApplet.constrain(v.maxspeed * speedFactor, MIN_MAXSPEED, MAX_MAXSPEED);
      v.maxforce = PApplet.constrain(v.maxforce * forceFactor, MIN_MAXFORCE, MAX_MAXFORCE);
    }
  }
}
