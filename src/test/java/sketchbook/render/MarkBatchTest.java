package sketchbook.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import sketchbook.PaperCanvas;

/**
 * A debug view's circles written as pixels look as Java2D's drawImage of the same pre-drawn
 * circles, give or take a rounding step in the blend; its 1-pixel lines ink each pixel by how
 * much of it the line's band covers, once.
 */
class MarkBatchTest {

  static final int WIDTH = 400;
  static final int HEIGHT = 300;
  /** Two blends that round the same sum of products differently: at most one step apart. */
  static final int ROUNDING = 1;
  static final int PAPER = Palette.PAPER | 0xFF000000;

  @Test
  void circlesWrittenLikeDrawImage() {
    Random random = new Random(5);
    float[] xy = new float[2 * 900];
    for (int i = 0; i < xy.length; i += 2) {
      // some hang over the edges, where their pixels are cut; any quarter-pixel offset
      xy[i] = random.nextFloat() * (WIDTH + 40) - 20;
      xy[i + 1] = random.nextFloat() * (HEIGHT + 40) - 20;
    }
    // the three styles the sketches use: translucent disc, outline, filled and outlined
    Consumer<MarkBatch> circles = batch -> {
      for (int i = 0; i < xy.length; i += 2) {
        switch (i / 2 % 3) {
          case 0 -> batch.circle(xy[i], xy[i + 1], 25, Palette.RADIUS, MarkBatch.NONE);
          case 1 -> batch.circle(xy[i], xy[i + 1], 8, MarkBatch.NONE, Palette.INK);
          default -> batch.circle(xy[i], xy[i + 1], 4, Palette.INK, Palette.STEERING);
        }
      }
    };
    int[] written = draw(circles, true);
    int[] copied = draw(circles, false);
    int inked = PaperCanvas.assertSameWithin(ROUNDING, written, copied, WIDTH);
    assertTrue(inked > 40000, "the circles cover " + inked + " pixels");
  }

  @Test
  void lineCoversThePixelsItsBandCovers() {
    // ends moved to pixel centres: (0.3, 10.7) → (0.5, 10.5), (5.2, 10.7) → (5.5, 10.5); the
    // band is rows 10 to 11, so only row 10; columns 1 to 4 are covered whole, columns 0 and 5
    // half (samples at 0.625, 0.875 and 5.125, 5.375 of four in each)
    int[] pixels = draw(batch -> batch.line(0.3f, 10.7f, 5.2f, 10.7f, Palette.INK, 1), true);
    int row = 10 * WIDTH;
    assertEquals(Set.of(row, row + 1, row + 2, row + 3, row + 4, row + 5), inked(pixels));
    for (int x = 1; x <= 4; x++) {
      assertEquals(Palette.INK, pixels[row + x]);
    }
    // half: 8 of 16 steps, alpha round(255 · 8 / 16) = 128, INK 0x2B2B2B over PAPER 0xF6F4EE:
    // red (43·128 + 246·127 + 127) / 255 = 144, green (5504 + 244·127 + 127) / 255 = 143,
    // blue (5504 + 238·127 + 127) / 255 = 140
    assertEquals(0xFF908F8C, pixels[row]);
    assertEquals(0xFF908F8C, pixels[row + 5]);
  }

  @Test
  void translucentLineBlendsEachPixelOnce() {
    // (1.5, 0.5) to (3.5, 0.5): pixel (2, 0) covered whole, once: RADIUS 0x552F6FD0 (a = 85/255)
    // over PAPER 0xF6F4EE: red (47·85 + 246·170 + 127) / 255 = 180, green (111·85 + 244·170
    // + 127) / 255 = 200, blue (208·85 + 238·170 + 127) / 255 = 228
    int[] pixels = draw(batch -> batch.line(1.5f, 0.5f, 3.5f, 0.5f, Palette.RADIUS, 1), true);
    assertEquals(Set.of(1, 2, 3), inked(pixels));
    assertEquals(0xFFB4C8E4, pixels[2]);
  }

  @Test
  void whereNoPixelsAreWrittenLinesArePlainJava2dLines() {
    // the same line as above through Java2D, not antialiased: a row of whole ink pixels under
    // the line (y 10.7: row 10 or 11, by Java2D's own rounding), 5 columns long, give or take
    // an end pixel
    int[] pixels = draw(batch -> batch.line(0.3f, 10.7f, 5.2f, 10.7f, Palette.INK, 1), false);
    Set<Integer> inked = inked(pixels);
    int row = inked.iterator().next() / WIDTH;
    assertTrue(row == 10 || row == 11, "row " + row);
    for (int at : inked) {
      assertEquals(row, at / WIDTH);
      assertTrue(at % WIDTH <= 5, "column " + at % WIDTH);
      assertEquals(Palette.INK, pixels[at]);
    }
    assertTrue(inked.size() >= 4 && inked.size() <= 6, inked.size() + " pixels");
  }

  @Test
  void linesOutsideTheCanvasAreCut() {
    // from off the left edge to off the right, along row 10: every pixel of the row, no more
    int[] pixels = draw(batch -> batch.line(-50.5f, 10.5f, WIDTH + 50.5f, 10.5f,
        Palette.INK, 1), true);
    Set<Integer> row = new HashSet<>();
    for (int x = 0; x < WIDTH; x++) {
      row.add(10 * WIDTH + x);
    }
    assertEquals(row, inked(pixels));
  }

  @Test
  void manyLinesWrittenByTwoThreadsAreTheSamePicture() {
    // a crowded boid's view: translucent lines from one point, crossing the halves' border
    Random random = new Random(11);
    float[] ends = new float[4 * 3 * MarkBatch.SHARED_FROM];
    for (int i = 0; i < ends.length; i += 4) {
      ends[i] = WIDTH / 2f + random.nextFloat();
      ends[i + 1] = HEIGHT / 2f + random.nextFloat();
      ends[i + 2] = random.nextFloat() * (WIDTH + 40) - 20;
      ends[i + 3] = random.nextFloat() * (HEIGHT + 40) - 20;
    }
    Consumer<MarkBatch> lines = batch -> {
      for (int i = 0; i < ends.length; i += 4) {
        batch.line(ends[i], ends[i + 1], ends[i + 2], ends[i + 3], Palette.RADIUS, 1);
      }
    };
    int[] shared = draw(lines, true);
    int[] alone = draw(batch -> {
      batch.shareRows = false;
      lines.accept(batch);
    }, true);
    assertTrue(inked(alone).size() > WIDTH * HEIGHT / 4, "the lines cover much of the canvas");
    assertArrayEquals(alone, shared, "the same pixels");
  }

  static Set<Integer> inked(int[] pixels) {
    Set<Integer> inked = new HashSet<>();
    for (int i = 0; i < pixels.length; i++) {
      if (pixels[i] != PAPER) {
        inked.add(i);
      }
    }
    return inked;
  }

  /** The marks batched on a paper-coloured JAVA2D canvas; its pixels. */
  static int[] draw(Consumer<MarkBatch> marks, boolean writePixels) {
    PGraphicsJava2D g = PaperCanvas.begin(WIDTH, HEIGHT);
    MarkBatch batch = new MarkBatch();
    batch.writePixels = writePixels;
    marks.accept(batch);
    batch.draw(g);
    return PaperCanvas.end(g, writePixels);
  }
}
