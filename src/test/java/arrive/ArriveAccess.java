package arrive;

/** Test access to Arrive's package-private slowing radius and its limits. */
public final class ArriveAccess {

  public static final float SLOWING_RADIUS = Arrive.SLOWING_RADIUS;
  public static final float MIN_SLOWING_RADIUS = Arrive.MIN_SLOWING_RADIUS;
  public static final float MAX_SLOWING_RADIUS = Arrive.MAX_SLOWING_RADIUS;
  public static final float RADIUS_STEP = sketchbook.controls.Parameter.FACTOR_STEP;

  private ArriveAccess() {
  }

  public static float slowingRadius(Arrive sketch) {
    return sketch.slowingRadius.value();
  }

  /** Where a click pinned the target, or null while it follows the mouse. */
  public static processing.core.PVector pinnedTarget(Arrive sketch) {
    return sketch.pinnedTarget;
  }

  public static sketchbook.controls.Parameter slowingRadiusParameter(Arrive sketch) {
    return sketch.slowingRadius;
  }
}
