package sketchbook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import sketchbook.PaperCanvas;

/**
 * {@link SmoothCircles} against Processing's own {@code circle()}: the same pixels inked, the
 * same ink in all (the sum over pixels of how far each is from paper), and no pixel far off.
 */
class SmoothCirclesTest {

  static final int SIZE = 240;
  /** A disc's pixels may differ by this much per channel: rounding. */
  static final int FILL_ROUNDING = 8;
  /** An outline's edge pixels by this much: the same ink, shared differently. */
  static final int OUTLINE_SHARE = 128;
  /** The ink in all (per channel, the distance from paper, summed) within this share. */
  static final double INK = 0.01;

  /** centre x, y, diameter, fill, outline (0: none). */
  @ParameterizedTest(name = "({0}, {1}) ⌀{2}")
  @CsvSource({
      "120, 120, 50, 0x552F6FD0, 0",             // the separation disc of the r view
      "120.3, 119.6, 100, 0, 0xFF595F66",        // the neighbour circle's outline
      "101.75, 140.25, 37, 0x552F6FD0, 0xFF595F66",
      "10, 200, 100, 0x552F6FD0, 0xFF595F66",    // across the left edge
      "230.5, 236.25, 60, 0x552F6FD0, 0xFF595F66",  // across the right and bottom edges
      "120, 4.75, 80, 0x552F6FD0, 0xFF595F66",   // across the top
  })
  void aCircleLooksAsCircleDrawsIt(float x, float y, float diameter, String fill,
      String stroke) {
    int fillColor = Long.decode(fill).intValue();
    int strokeColor = Long.decode(stroke).intValue();
    PGraphicsJava2D written = PaperCanvas.begin(SIZE, SIZE);
    assertTrue(SmoothCircles.draw(written, x, y, diameter, fillColor, strokeColor));
    int[] mine = PaperCanvas.end(written, true);
    PGraphicsJava2D drawn = PaperCanvas.begin(SIZE, SIZE);
    drawn.ellipseMode(PConstants.CENTER);
    if (fillColor == 0) {
      drawn.noFill();
    } else {
      drawn.fill(fillColor);
    }
    if (strokeColor == 0) {
      drawn.noStroke();
    } else {
      drawn.stroke(strokeColor);
      drawn.strokeWeight(1);
    }
    drawn.circle(x, y, diameter);
    int[] theirs = PaperCanvas.end(drawn, false);
    int worst = 0;
    long inkMine = 0;
    long inkTheirs = 0;
    for (int i = 0; i < mine.length; i++) {
      for (int shift = 0; shift <= 16; shift += 8) {
        int a = (mine[i] >> shift) & 0xFF;
        int b = (theirs[i] >> shift) & 0xFF;
        int paper = (Palette.PAPER >> shift) & 0xFF;
        worst = Math.max(worst, Math.abs(a - b));
        inkMine += Math.abs(a - paper);
        inkTheirs += Math.abs(b - paper);
      }
    }
    // an outline's edge pixels may share its ink differently (Java2D moves a stroke's points
    // by up to a quarter of a pixel): within half the scale; a disc only by rounding
    assertTrue(worst <= (strokeColor == 0 ? FILL_ROUNDING : OUTLINE_SHARE),
        "a pixel " + worst + " off in a channel");
    assertEquals(inkTheirs, inkMine, INK * inkTheirs, "ink in all");
  }

  @Test
  void aCanvasThatTakesNoWrittenPixelsIsLeftToCircle() {
    PGraphicsJava2D scaled = PaperCanvas.begin(SIZE, SIZE);
    scaled.scale(2);
    assertFalse(SmoothCircles.draw(scaled, 50, 50, 20, Palette.RADIUS, MarkBatch.NONE));
    int[] pixels = PaperCanvas.end(scaled, false);
    for (int pixel : pixels) {
      assertEquals(Palette.PAPER | 0xFF000000, pixel, "nothing drawn");
    }
  }
}
