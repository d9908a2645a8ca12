package sketchbook.render;

import java.awt.image.BufferedImage;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A translucent pixel stamped over an opaque one ({@link PixelSprite#blendOverOpaque}, red and
 * blue side by side in one int) gives exactly the colour of the "over" formula channel by
 * channel ({@link PixelSprite#over}), for every alpha and every value of each channel.
 */
class PixelSpriteTest {

  /** A 1-pixel sprite stamped in the middle of a 3 × 3 opaque canvas, as a crowd's are. */
  private static final int SIZE = 3;
  private static final int MIDDLE = SIZE + 1;

  @Test
  void aTranslucentPixelOverAnOpaqueOneIsTheOverFormulaExactly() {
    int[] pixels = new int[SIZE * SIZE];
    int checked = 0;
    for (int alpha = 1; alpha < 0xFF; alpha++) {
      for (int value = 0; value <= 0xFF; value++) {
        // each channel its own value, so that one channel's sum reaching another's shows
        int src = alpha << 24 | value << 16 | (0xFF - value) << 8 | (value * 7 & 0xFF);
        PixelSprite sprite = new PixelSprite(onePixel(src));
        for (int under = 0; under <= 0xFF; under++) {
          int dst = 0xFF000000 | under << 16 | (under * 13 & 0xFF) << 8 | (0xFF - under);
          pixels[MIDDLE] = dst;
          sprite.stamp(pixels, SIZE, SIZE, true, 1, 1);
          if (pixels[MIDDLE] != PixelSprite.over(src, dst, true)) {
            assertEquals(Integer.toHexString(PixelSprite.over(src, dst, true)),
                Integer.toHexString(pixels[MIDDLE]),
                "src " + Integer.toHexString(src) + " over " + Integer.toHexString(dst));
          }
          checked++;
        }
      }
    }
    assertEquals(254 * 256 * 256, checked);
  }

  @Test
  void aSpriteCutByTheEdgeBlendsItsPixelsInsideTheSame() {
    // a 3 × 3 sprite of translucent greys, stamped on the corner (0, 0) of a 4 × 4 canvas:
    // its right and bottom 2 × 2 land on pixels (0..1, 0..1), the rest falls outside
    BufferedImage picture = new BufferedImage(3, 3, BufferedImage.TYPE_INT_ARGB);
    for (int i = 0; i < 9; i++) {
      picture.setRGB(i % 3, i / 3, (20 + 25 * i) << 24 | (30 * i) << 16 | 0x80 << 8 | 200 - i);
    }
    int under = 0xFF406080;
    int[] pixels = new int[16];
    Arrays.fill(pixels, under);
    new PixelSprite(picture).stamp(pixels, 4, 4, true, 0, 0);
    for (int row = 0; row < 4; row++) {
      for (int column = 0; column < 4; column++) {
        int expected = row < 2 && column < 2
            ? PixelSprite.over(picture.getRGB(column + 1, row + 1), under, true) : under;
        assertEquals(Integer.toHexString(expected), Integer.toHexString(pixels[4 * row + column]),
            "pixel (" + column + ", " + row + ")");
      }
    }
  }

  @Test
  void aOnePixelPictureStampsAsOnePixelTheSameAsThroughTheLoop() {
    // a line's shades: from none (alpha 0, nothing to write) to opaque; inside and outside
    PixelSprite[] shades = SmoothLines.shadesOf(0xC0336699);
    PixelSprite opaque = new PixelSprite(onePixel(0xFF336699));
    int[][] places = {{0, 0}, {2, 1}, {3, 3}, {-1, 2}, {2, -1}, {4, 0}, {0, 4}};
    for (boolean opaqueCanvas : new boolean[] {true, false}) {
      for (int k = 0; k <= shades.length; k++) {
        PixelSprite shade = k < shades.length ? shades[k] : opaque;
        for (int[] place : places) {
          int[] looped = canvas(opaqueCanvas);
          int[] single = canvas(opaqueCanvas);
          shade.stamp(looped, 4, 4, opaqueCanvas, place[0], place[1]);
          shade.stampPixel(single, 4, 4, opaqueCanvas, place[0], place[1]);
          assertArrayEquals(looped, single, "shade " + k + " at " + Arrays.toString(place));
        }
      }
    }
  }

  /** A 4 × 4 canvas of different colours, half of them translucent unless opaque. */
  private static int[] canvas(boolean opaque) {
    int[] pixels = new int[16];
    for (int i = 0; i < pixels.length; i++) {
      int alpha = opaque || i % 2 == 0 ? 0xFF : 0x40 + 8 * i;
      pixels[i] = alpha << 24 | (16 * i) << 16 | (255 - 16 * i) << 8 | 0x5A;
    }
    return pixels;
  }

  @Test
  void theOverFormulaRoundsToTheNearest() {
    // half-transparent white over black: 255 × 128 / 255 = 128; over white: 255
    assertEquals(0xFF808080, PixelSprite.over(0x80FFFFFF, 0xFF000000, true));
    assertEquals(0xFFFFFFFF, PixelSprite.over(0x80FFFFFF, 0xFFFFFFFF, true));
    // alpha 1 of red over blue: red 255 / 255 = 1, blue 255 × 254 / 255 = 254
    assertEquals(0xFF0100FE, PixelSprite.over(0x01FF0000, 0xFF0000FF, true));
  }

  private static BufferedImage onePixel(int argb) {
    BufferedImage image = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
    image.setRGB(0, 0, argb);
    return image;
  }
}
