package sketchbook.render;

/**
 * A 1-pixel line without antialiasing, written straight into the int pixels of an image (the
 * arrow shafts of a crowd: Java2D's line loop costs more per line than the line itself).
 *
 * <p>The line steps one pixel at a time along its main axis (x when |dx| ≥ |dy|, else y), a
 * DDA: in each column c whose centre lies on the line, x0 ≤ c + ½ < x1, it inks the row
 * holding the line's y there, y(c + ½) = y0 + (c + ½ − x0) · dy / dx (the same with x and y
 * swapped for a steep line). Centres, as Java2D's plain lines: a line one pixel longer inks one
 * pixel more, and two lines meeting end to end never ink the same pixel. Pixels outside the
 * clip rectangle are not written.
 */
final class PixelLine {

  private PixelLine() {
  }

  /**
   * Mutates {@code pixels} (an image {@code width} wide, row after row; opaque when
   * {@code opaque}): the line from (x0, y0) to (x1, y1) in {@code argb}, blended "over" as
   * {@link PixelSprite} does, only where left ≤ x < right and top ≤ y < bottom.
   */
  static void draw(int[] pixels, int width, boolean opaque, float x0, float y0, float x1,
      float y1, int argb, int left, int top, int right, int bottom) {
    if (Math.abs(x1 - x0) >= Math.abs(y1 - y0)) {
      steps(pixels, 1, width, opaque, x0, y0, x1, y1, argb, left, right, top, bottom);
    } else {
      steps(pixels, width, 1, opaque, y0, x0, y1, x1, argb, top, bottom, left, right);
    }
  }

  /**
   * The line along its main axis {@code a} (the other is {@code b}): one pixel for each pixel
   * centre a + ½ from the first end up to (not at) the other; {@code aStride} and {@code bStride} step in the pixel array.
   */
  private static void steps(int[] pixels, int aStride, int bStride, boolean opaque, float a0,
      float b0, float a1, float b1, int argb, int aFrom, int aTo, int bFrom, int bTo) {
    if (a1 < a0) {
      float t = a0;
      a0 = a1;
      a1 = t;
      t = b0;
      b0 = b1;
      b1 = t;
    }
    float slope = a1 > a0 ? (b1 - b0) / (a1 - a0) : 0;
    int first = Math.max((int) Math.ceil(a0 - 0.5f), aFrom);
    int last = Math.min((int) Math.ceil(a1 - 0.5f) - 1, aTo - 1);
    boolean solid = argb >>> 24 == 0xFF;
    for (int a = first; a <= last; a++) {
      int b = (int) Math.floor(b0 + (a + 0.5f - a0) * slope);
      if (b < bFrom || b >= bTo) {
        continue;
      }
      int at = a * aStride + b * bStride;
      pixels[at] = solid ? argb : PixelSprite.over(argb, pixels[at], opaque);
    }
  }
}
