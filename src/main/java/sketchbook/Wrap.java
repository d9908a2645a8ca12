package sketchbook;

import steering.Vehicle;

/**
 * The Nature of Code's {@code borders()}: a vehicle that leaves one side of the window comes
 * back on the opposite side, so a crowd that keeps moving stays in view. Trails break at the
 * jump ({@link Trails#JUMP}).
 */
public final class Wrap {

  private Wrap() {
  }

  /**
   * Mutates {@code v.position}: each coordinate brought into [0, width) and [0, height), however
   * far outside it was.
   */
  public static void around(Vehicle v, float width, float height) {
    v.position.x = wrap(v.position.x, width);
    v.position.y = wrap(v.position.y, height);
  }

  private static float wrap(float value, float size) {
    float wrapped = value - size * (float) Math.floor(value / size);
    return wrapped < size ? wrapped : 0;   // a value just below 0 can round up to size
  }
}
