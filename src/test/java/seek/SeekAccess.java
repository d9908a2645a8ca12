package seek;

/** Test access to Seek's package-private demo vehicles' limits. */
public final class SeekAccess {

  public static final float CHEETAH_MAXSPEED = Seek.CHEETAH_MAXSPEED;
  public static final float TURTLE_MAXSPEED = Seek.TURTLE_MAXSPEED;

  private SeekAccess() {
  }
}
