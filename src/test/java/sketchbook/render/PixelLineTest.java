package sketchbook.render;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * PixelLine inks, per column c with x0 ≤ c + ½ < x1 (rows for a steep line), the pixel holding
 * the line there: each expected set below is worked out from y(c + ½) = y0 + (c + ½ − x0) ·
 * dy / dx.
 */
@DisplayName("A 1-pixel line written into an int image")
class PixelLineTest {

  static final int W = 10;
  static final int H = 8;
  static final int PAPER = 0xFFFFFFFF;
  static final int INK = 0xFF102030;

  /** The "x,y" of every inked pixel, row after row, as one string. */
  private static String line(float x0, float y0, float x1, float y1, int right, int bottom) {
    int[] pixels = paper();
    PixelLine.draw(pixels, W, true, x0, y0, x1, y1, INK, 0, 0, right, bottom);
    return inked(pixels);
  }

  private static int[] paper() {
    int[] pixels = new int[W * H];
    java.util.Arrays.fill(pixels, PAPER);
    return pixels;
  }

  private static String inked(int[] pixels) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < pixels.length; i++) {
      if (pixels[i] != PAPER) {
        s.append(s.length() == 0 ? "" : " ").append(i % W).append(',').append(i / W);
      }
    }
    return s.toString();
  }

  @Test
  @DisplayName("horizontal: columns 2 to 5 of row 3 (centres 2.5 to 5.5 < 6; y = 3.5: row 3)")
  void horizontal() {
    assertEquals("2,3 3,3 4,3 5,3", line(2, 3.5f, 6, 3.5f, W, H));
    // drawn backwards: the same pixels
    assertEquals("2,3 3,3 4,3 5,3", line(6, 3.5f, 2, 3.5f, W, H));
  }

  @Test
  @DisplayName("vertical: rows 1 to 4 of column 4 (centres 1.5 to 4.5 < 5; x = 4.5: column 4)")
  void vertical() {
    assertEquals("4,1 4,2 4,3 4,4", line(4.5f, 1, 4.5f, 5, W, H));
  }

  @Test
  @DisplayName("45°: the diagonal, one pixel per column 0 to 3 (y(c + ½) = c + ½)")
  void diagonal() {
    // centres 0.5 to 3.5 lie in [0.5, 4.5); 4.5 is the far end, not inked
    assertEquals("0,0 1,1 2,2 3,3", line(0.5f, 0.5f, 4.5f, 4.5f, W, H));
  }

  @Test
  @DisplayName("shallow (slope ¼): the row steps down every fourth column")
  void shallow() {
    // columns 0..7 (centres 0.5..7.5 < 8.5); y(c + ½) = 0.5 + c / 4: c = 0, 1 → 0.5, 0.75
    // (row 0); 2..5 → 1.0..1.75 (row 1); 6, 7 → 2.0, 2.25 (row 2)
    assertEquals("0,0 1,0 2,1 3,1 4,1 5,1 6,2 7,2", line(0.5f, 0.5f, 8.5f, 2.5f, W, H));
  }

  @Test
  @DisplayName("steep (slope 2 in y): two rows per column, x(r + ½) = 1 + (r + ½ − 1) / 2")
  void steep() {
    // from (1, 1) to (3, 5): rows 1..4 (centres 1.5..4.5 < 5); x there = 1.25, 1.75, 2.25,
    // 2.75: columns 1, 1, 2, 2
    assertEquals("1,1 1,2 2,3 2,4", line(1, 1, 3, 5, W, H));
  }

  @Test
  @DisplayName("cut at the world's edge: nothing left of x = 0 nor right of the world")
  void clipped() {
    // from x = −3.5 to 3.5: centres −3.5..2.5, of which columns 0 to 2 are in the image
    assertEquals("0,2 1,2 2,2", line(-3.5f, 2.5f, 3.5f, 2.5f, W, H));
    // a world 6 wide in an image 10 wide: columns 3 to 5 (centres 3.5..5.5), not 6
    assertEquals("3,1 4,1 5,1", line(3.5f, 1.5f, 7.5f, 1.5f, 6, H));
    // below the world's bottom (row 6 of a world 6 high): nothing
    assertEquals("", line(1, 6.5f, 5, 6.5f, W, 6));
  }

  @Test
  @DisplayName("a translucent colour is blended over the paper, as a sprite's pixel is")
  void translucent() {
    int[] pixels = paper();
    int halfBlack = 0x80000000;
    PixelLine.draw(pixels, W, true, 0, 0.5f, 1, 0.5f, halfBlack, 0, 0, W, H);
    // 255 × (255 − 128) / 255 = 127 in each channel: (0 × 128 + 255 × 127 + 127) / 255 = 127
    assertEquals(0xFF7F7F7F, pixels[0]);
    assertEquals("0,0", inked(pixels));
  }
}
