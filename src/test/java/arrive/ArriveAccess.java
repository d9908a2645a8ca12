package arrive;

/** Test access to Arrive's package-private slowing radius and its limits. */
public final class ArriveAccess {

  public static final float SLOWING_RADIUS = Arrive.SLOWING_RADIUS;
  public static final float MIN_SLOWING_RADIUS = Arrive.MIN_SLOWING_RADIUS;
  public static final float MAX_SLOWING_RADIUS = Arrive.MAX_SLOWING_RADIUS;
  public static final float RADIUS_STEP = Arrive.RADIUS_STEP;

  private ArriveAccess() {
  }

  public static float slowingRadius(Arrive sketch) {
    return sketch.slowingRadius;
  }
}
