package sketchbook.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PVector;
import sketchbook.PaperCanvas;
import steering.Vehicle;

/**
 * Writing the triangles' pixels straight into the canvas draws what Java2D's drawImage of the
 * same pre-drawn triangles draws, give or take a rounding step in the blend; and the blend
 * itself is "over" with the numbers worked out by hand.
 */
class VehicleBatchTest {

  static final int WIDTH = 400;
  static final int HEIGHT = 300;
  /** Two blends that round the same sum of products differently: at most one step apart. */
  static final int ROUNDING = 1;
  /** A faded vehicle: two translucent blends, each rounding, then one more over the paper. */
  static final int FADED_ROUNDING = 2;
  /** Vehicles apart on a grid, so that none overlaps another. */
  static final int SPACING = 30;
  static final int COLUMNS = 12;

  @Test
  void pixelsWrittenLikeDrawImage() {
    List<Vehicle> vehicles = new ArrayList<>();
    Random random = new Random(3);
    for (int i = 0; i < 800; i++) {
      // some hang over the edges, where their pixels are cut
      Vehicle v = new Vehicle(random.nextFloat() * (WIDTH + 20) - 10,
          random.nextFloat() * (HEIGHT + 20) - 10);
      v.velocity.set(random.nextFloat() * 2 - 1, random.nextFloat() * 2 - 1);
      v.r = i % 3 == 0 ? 6 : 3;
      vehicles.add(v);
    }
    int[] written = draw(vehicles, true);
    int[] copied = draw(vehicles, false);
    int inked = PaperCanvas.assertSameWithin(ROUNDING, written, copied, WIDTH);
    assertTrue(inked > 20000, "the vehicles cover " + inked + " pixels");
  }

  /**
   * A crowd's rows shared between two threads (top half, bottom half) give exactly the pixels
   * one thread gives: among 3,000 overlapping vehicles many straddle the middle row (150).
   */
  @Test
  void aCrowdStampedByTwoThreadsIsTheSamePicture() {
    List<Vehicle> vehicles = new ArrayList<>();
    Random random = new Random(5);
    for (int i = 0; i < 3 * VehicleBatch.SHARED_FROM; i++) {
      Vehicle v = new Vehicle(random.nextFloat() * (WIDTH + 20) - 10,
          random.nextFloat() * (HEIGHT + 20) - 10);
      v.velocity.set(random.nextFloat() * 2 - 1, random.nextFloat() * 2 - 1);
      v.r = i % 3 == 0 ? 6 : 3;
      vehicles.add(v);
    }
    int[][] pictures = new int[2][];
    for (int shared = 0; shared < 2; shared++) {
      PGraphicsJava2D g = PaperCanvas.begin(WIDTH, HEIGHT);
      VehicleBatch batch = new VehicleBatch();
      batch.shareRows = shared == 1;
      batch.display(g, vehicles, v -> v.r > 4 ? Palette.VEHICLE : Palette.INK);
      pictures[shared] = PaperCanvas.end(g, true);
    }
    assertArrayEquals(pictures[0], pictures[1]);
    int aroundTheMiddle = 0;
    for (int x = 0; x < WIDTH; x++) {
      int p = pictures[1][(HEIGHT / 2) * WIDTH + x];
      aroundTheMiddle += (p & 0xFFFFFF) != (Palette.PAPER & 0xFFFFFF) ? 1 : 0;
    }
    assertTrue(aroundTheMiddle > WIDTH / 2, aroundTheMiddle + " inked pixels on the middle row");
    // and the shared crowd still matches Java2D's drawImage of each triangle
    PaperCanvas.assertSameWithin(ROUNDING, pictures[1], draw(vehicles, false), WIDTH);
  }

  /**
   * A ghost's vehicles, fill and outline both faded, look batched as the book's display(g)
   * draws each faded: vehicles at whole pixels and at the headings drawn in advance, where the
   * batch rounds nothing away, differ by the blends' rounding only (a translucent outline over
   * a translucent fill, then over the paper, rather than each over the paper in turn).
   */
  @Test
  void fadedVehiclesLookAsDisplayDrawsThemFaded() {
    List<Vehicle> vehicles = new ArrayList<>();
    for (int i = 0; i < VehicleBatch.HEADINGS; i++) {
      Vehicle v = new Vehicle(SPACING * (1 + i % COLUMNS), SPACING * (1 + i / COLUMNS));
      v.velocity.set(PVector.fromAngle(i * PConstants.TWO_PI / VehicleBatch.HEADINGS));
      v.r = i % 2 == 0 ? 6 : 3;
      vehicles.add(v);
    }
    PGraphicsJava2D batched = PaperCanvas.begin(WIDTH, HEIGHT);
    new VehicleBatch().display(batched, vehicles, v -> Palette.GHOST, Palette.GHOST);
    PGraphicsJava2D each = PaperCanvas.begin(WIDTH, HEIGHT);
    each.fill(Palette.GHOST);
    each.stroke(Palette.GHOST);
    vehicles.forEach(v -> v.display(each));
    int inked = PaperCanvas.assertSameWithin(FADED_ROUNDING, PaperCanvas.end(batched, true),
        PaperCanvas.end(each, false), WIDTH);
    assertTrue(inked > VehicleBatch.HEADINGS * 20, "the vehicles cover " + inked + " pixels");
  }

  @Test
  void overBlendsAsTheFormulaSays() {
    // half red (a = 128/255) over opaque blue: red 255 × 128/255 = 128, blue 255 × 127/255 = 127
    assertEquals(0xFF80007F, PixelSprite.over(0x80FF0000, 0xFF0000FF, false));
    assertEquals(0xFF80007F, PixelSprite.over(0x80FF0000, 0x000000FF, true));  // RGB: opaque
    // over a transparent pixel the colour stays as it is
    assertEquals(0x80FF0000, PixelSprite.over(0x80FF0000, 0x00000000, false));
    // half over half: out alpha 128 + 128 × 127/255 = 191.75 → 192; red 255 × 32640 / 48896 =
    // 170.2 → 170 (32640 = 128 × 255, 48896 = 32640 + 128 × 127); blue 255 × 16256 / 48896 =
    // 84.8 → 85
    assertEquals(0xC0AA0055, PixelSprite.over(0x80FF0000, 0x800000FF, false));
  }

  @Test
  void drawnBandByBandFromTheTop() {
    // two vehicles overlapping across a band boundary (32 px): the one listed first lies lower
    // (centre y = 36, band 1), the other higher (y = 30, band 0). Pointing right with r = 6, a
    // triangle runs from its back at x − 2r (half-width r) to its tip at x + 2r, so 10 px
    // behind the centre it is 6 · 22/24 = 5.5 px each side: 24.5–35.5 and 30.5–41.5, which
    // share y = 31 to 35
    Vehicle lower = new Vehicle(100, 36);
    Vehicle upper = new Vehicle(100, 30);
    lower.velocity.set(1, 0);
    upper.velocity.set(1, 0);
    for (boolean writePixels : new boolean[] {true, false}) {
      PGraphicsJava2D g = PaperCanvas.begin(WIDTH, HEIGHT);
      VehicleBatch batch = new VehicleBatch();
      batch.writePixels = writePixels;
      batch.display(g, List.of(lower, upper), v -> v == lower ? Palette.VEHICLE : Palette.INK);
      int[] pixels = PaperCanvas.end(g, writePixels);
      // (90, 33) is inside both: the upper band is drawn first, so the lower vehicle, listed
      // first but drawn after it, shows there
      int shown = pixels[33 * WIDTH + 90] | 0xFF000000;
      int vehicle = Palette.VEHICLE | 0xFF000000;
      assertTrue(near(shown, vehicle), "at (90, 33) " + Integer.toHexString(shown)
          + ", expected the lower vehicle's " + Integer.toHexString(vehicle)
          + (writePixels ? " (written pixels)" : " (drawImage)"));
    }
  }

  private static boolean near(int a, int b) {
    for (int shift = 0; shift <= 16; shift += 8) {
      if (Math.abs(((a >> shift) & 0xFF) - ((b >> shift) & 0xFF)) > 8) {
        return false;
      }
    }
    return true;
  }

  /** The vehicles batched on a paper-coloured JAVA2D canvas; its pixels. */
  static int[] draw(List<Vehicle> vehicles, boolean writePixels) {
    PGraphicsJava2D g = PaperCanvas.begin(WIDTH, HEIGHT);
    VehicleBatch batch = new VehicleBatch();
    batch.writePixels = writePixels;
    batch.display(g, vehicles, v -> v.r > 4 ? Palette.VEHICLE : Palette.INK);
    return PaperCanvas.end(g, writePixels);
  }
}
