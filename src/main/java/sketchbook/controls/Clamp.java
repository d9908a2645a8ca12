package sketchbook.controls;

/** Live tweaks stop at a lower and an upper bound; the HUD says when a value sits on one. */
public final class Clamp {

  private Clamp() {
  }

  /** " (min)" or " (max)" when {@code value} is at that bound, else "": for a HUD line. */
  public static String note(float value, float min, float max) {
    if (value <= min) {
      return " (min)";
    }
    if (value >= max) {
      return " (max)";
    }
    return "";
  }
}
