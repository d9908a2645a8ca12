package sketchbook.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Runs of equal pixels blend exactly as the same picture pixel by pixel. */
class RunSpriteTest {

  static final int SIZE = 10;

  /** A 6 × 6 square at (2, 2) of the picture: filled, or only its outline. */
  static BufferedImage square(int colour, boolean filled) {
    BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB);
    for (int y = 2; y < 8; y++) {
      for (int x = 2; x < 8; x++) {
        if (filled || x == 2 || x == 7 || y == 2 || y == 7) {
          image.setRGB(x, y, colour);
        }
      }
    }
    return image;
  }

  @Test
  void meanRunCountsPixelsPerRun() {
    // filled: 6 rows of one run of 6 → 36 / 6 = 6
    assertEquals(6, new RunSprite(square(Palette.RADIUS, true)).meanRun, 1e-6);
    // outline: top and bottom one run of 6, 4 rows of two single pixels → 20 / 10 = 2
    assertEquals(2, new RunSprite(square(Palette.RADIUS, false)).meanRun, 1e-6);
  }

  @Test
  void blendsAsPixelSprite() {
    for (boolean filled : new boolean[] {true, false}) {
      BufferedImage picture = square(Palette.RADIUS, filled);
      int width = 30;
      int height = 20;
      int[] byRuns = new int[width * height];
      Arrays.fill(byRuns, Palette.PAPER);
      // a second colour underneath half the canvas, so the run meets two pixels below it
      Arrays.fill(byRuns, width * height / 2, width * height, Palette.VEHICLE);
      int[] byPixels = byRuns.clone();
      RunSprite runs = new RunSprite(picture);
      PixelSprite pixels = new PixelSprite(picture);
      // overlapping, and over every edge (cut there)
      int[][] at = {{10, 10}, {12, 11}, {0, 0}, {29, 19}, {15, -2}, {-3, 12}, {10, 9}};
      for (int[] xy : at) {
        runs.stamp(byRuns, width, height, false, xy[0], xy[1]);
        pixels.stamp(byPixels, width, height, false, xy[0], xy[1]);
      }
      assertArrayEquals(byPixels, byRuns);
    }
  }
}
