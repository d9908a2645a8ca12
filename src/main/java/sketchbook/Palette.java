package sketchbook;

/** The sketchbook's colours (ARGB), shared so every sketch and its legend agree. */
public final class Palette {

  private Palette() {
  }

  public static final int PAPER = 0xFFF6F4EE;
  public static final int INK = 0xFF2B2B2B;
  public static final int VEHICLE = 0xFF7F8C99;
  public static final int TARGET = 0xFF2B2B2B;
  /** The orange "seek path" of the tutorials. */
  public static final int TRAIL = 0xFFF08C1E;
  public static final int DESIRED = 0xFF2E9E4F;
  public static final int STEERING = 0xFFD6332C;
  public static final int VELOCITY = 0xFF2F6FD0;
  public static final int RADIUS = 0x552F6FD0;
  public static final int PATH_BAND = 0x33595F66;
  public static final int PATH_LINE = 0xFF595F66;
  public static final int HUD_BACK = 0xCCFFFFFF;
  /** The no-steering vehicle of the Seek demo. */
  public static final int NO_STEERING = 0xFFB0413E;
  public static final int FAST = 0xFFCC8A1F;
  public static final int SLOW = 0xFF3E8E6E;
}
