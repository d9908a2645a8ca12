package sketches;

/**
 * What the tests that open real windows share: the one display. The sketchbook's round trip
 * takes it alone (its Esc goes to whichever window has the focus); the others may share it with
 * each other, not with the round trip.
 */
public final class WindowTests {

  /** The resource lock the real-window tests name. */
  public static final String DISPLAY = "the display";

  private WindowTests() {
  }
}
