package sketches;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;

/**
 * A crowd drawn in one batch must look like the same crowd drawn vehicle by vehicle
 * (--draw-each): the same pixels covered by vehicles and arrows, give or take the edges.
 */
@DisplayName("Batched drawing looks like drawing each vehicle")
class BatchDrawingTest {

  /** The HUD and legend panels, identical in both, are left out of the comparison. */
  static final Rectangle SCENE = new Rectangle(0, 80, 800, 480);

  @ParameterizedTest(name = "{0} --vehicles {1} --keys {2}")
  @CsvSource({"SEEK, 400, f", "ARRIVE, 200, dv", "PATH_FOLLOWING, 150, v"})
  void sameCrowd(SketchKind kind, int vehicles, String keys) {
    BufferedImage batch = frame(kind, vehicles, keys, "--batch");
    BufferedImage each = frame(kind, vehicles, keys, "--draw-each");

    int inked = 0;
    int both = 0;
    int either = 0;
    int arrowsBatch = 0;
    int arrowsEach = 0;
    for (int y = SCENE.y; y < SCENE.y + SCENE.height; y++) {
      for (int x = SCENE.x; x < SCENE.x + SCENE.width; x++) {
        boolean a = drawn(batch.getRGB(x, y));
        boolean b = drawn(each.getRGB(x, y));
        both += a && b ? 1 : 0;
        either += a || b ? 1 : 0;
        inked += a ? 1 : 0;
        arrowsBatch += arrowColour(batch.getRGB(x, y)) ? 1 : 0;
        arrowsEach += arrowColour(each.getRGB(x, y)) ? 1 : 0;
      }
    }
    assertTrue(inked > 5000, "the crowd covers " + inked + " pixels");
    // the same places are covered: at least 90% overlap (edges of triangles differ a little)
    assertTrue(both >= 0.9 * either, both + " of " + either + " pixels covered by both");
    assertTrue(arrowsEach > 200 && arrowsBatch >= 0.8 * arrowsEach,
        "arrows drawn: " + arrowsBatch + " batched, " + arrowsEach + " one by one");
  }

  /** Frames run before the crowd is compared: by then it has gathered round the target. */
  static final int CROWDED = 60;
  /**
   * Frames run before the arrows are compared: the crowd is still where it started, spread out.
   * Gathered, later vehicles cover the arrows of earlier ones when drawn one by one, while the
   * batch draws every arrow over every vehicle, so the colours would differ by the layering.
   */
  static final int SPREAD_OUT = 2;

  /**
   * At most this fraction of the scene may be covered (by anything) in one picture and not the
   * other: the batch's shafts are 2-pixel lines without antialiasing, and its vehicles and heads
   * are copies at rounded positions and the nearest of 64 headings, so edges move by a pixel.
   */
  static final double MAX_DIFFERING = 0.04;
  /**
   * Each arrow colour's ink in the batch is within this fraction of its ink drawn one by one
   * (measured: 1% to 5% for d, f and v alone, 15% to 19% for tip to tail): shafts are as wide in
   * both, but the one-by-one shafts have round ends, and where arrows cross or meet (the three
   * sides of each tip-to-tail triangle meet at their tips) the batch layers them kind by kind,
   * one by one vehicle by vehicle.
   */
  static final double INK_TOLERANCE = 0.2;
  /**
   * Below this much ink (pixels) a colour is mostly covered by others (the desired arrows under
   * the velocity and steering ones, tip to tail): only this much difference is asked.
   */
  static final double LITTLE_INK = 1000;
  /**
   * A pixel holds some of an arrow colour when it lies this close (in RGB) to the blend of that
   * colour and the paper: an antialiased edge over the paper.
   */
  static final double OFF_BLEND = 24;

  /**
   * Every arrow switch, the crowd drawn in a batch (--batch) and one by one (--draw-each): "ff"
   * is f pressed twice, the steering force tip to tail with the velocity and desired arrows.
   */
  @ParameterizedTest(name = "Seek --vehicles 300 --keys {0}")
  @CsvSource({"d", "f", "v", "ff"})
  void sameArrows(String keys) {
    BufferedImage batch = frame(SketchKind.SEEK, 300, keys, SPREAD_OUT, "--batch");
    BufferedImage each = frame(SketchKind.SEEK, 300, keys, SPREAD_OUT, "--draw-each");

    int differing = 0;
    int[] colours = {Palette.DESIRED, Palette.VELOCITY, Palette.STEERING};
    double[] inBatch = new double[colours.length];
    double[] inEach = new double[colours.length];
    for (int y = SCENE.y; y < SCENE.y + SCENE.height; y++) {
      for (int x = SCENE.x; x < SCENE.x + SCENE.width; x++) {
        int a = batch.getRGB(x, y);
        int b = each.getRGB(x, y);
        differing += drawn(a) != drawn(b) ? 1 : 0;
        for (int c = 0; c < colours.length; c++) {
          inBatch[c] += ink(a, colours[c]);
          inEach[c] += ink(b, colours[c]);
        }
      }
    }
    double fraction = differing / (double) (SCENE.width * SCENE.height);
    assertTrue(fraction < MAX_DIFFERING, "covered in one picture only: " + fraction);
    boolean anyArrow = false;
    for (int c = 0; c < colours.length; c++) {
      anyArrow |= inEach[c] > 5 * LITTLE_INK;
      double slack = Math.max(INK_TOLERANCE * inEach[c], LITTLE_INK);
      assertTrue(Math.abs(inBatch[c] - inEach[c]) <= slack,
          String.format("colour %06X: ink of %.0f pixels batched, %.0f one by one",
              colours[c] & 0xFFFFFF, inBatch[c], inEach[c]));
    }
    assertTrue(anyArrow, "the arrows of --keys " + keys + " are drawn");
  }

  /**
   * How much of {@code colour} the pixel holds over the paper, 0 to 1: its coverage when it
   * blends the two, as an antialiased edge does; 0 when it is some other colour.
   */
  static double ink(int rgb, int colour) {
    double[] p = minusPaper(rgb);
    double[] d = minusPaper(colour);
    double t = (p[0] * d[0] + p[1] * d[1] + p[2] * d[2])
        / (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    if (t <= 0) {
      return 0;
    }
    double off = Math.sqrt(Math.pow(p[0] - t * d[0], 2) + Math.pow(p[1] - t * d[1], 2)
        + Math.pow(p[2] - t * d[2], 2));
    return off <= OFF_BLEND ? Math.min(t, 1) : 0;
  }

  private static double[] minusPaper(int rgb) {
    int paper = Palette.PAPER;
    return new double[] {((rgb >> 16) & 0xFF) - ((paper >> 16) & 0xFF),
        ((rgb >> 8) & 0xFF) - ((paper >> 8) & 0xFF), (rgb & 0xFF) - (paper & 0xFF)};
  }

  static BufferedImage frame(SketchKind kind, int vehicles, String keys, String... extra) {
    return frame(kind, vehicles, keys, CROWDED, extra);
  }

  static BufferedImage frame(SketchKind kind, int vehicles, String keys, int frames,
      String... extra) {
    String[] args = new String[6 + extra.length];
    args[0] = "--vehicles";
    args[1] = String.valueOf(vehicles);
    args[2] = "--keys";
    args[3] = keys;
    args[4] = kind == SketchKind.PATH_FOLLOWING ? "--frames" : "--target";
    args[5] = kind == SketchKind.PATH_FOLLOWING ? "1000" : "400,300";
    System.arraycopy(extra, 0, args, 6, extra.length);
    SteeringSketch sketch = kind.startOffscreen(args);
    Offscreen.frames(sketch, frames);
    return Offscreen.image(sketch);
  }

  /** Anything but the paper and the path's band: a vehicle, an arrow or their outline. */
  static boolean drawn(int rgb) {
    int r = (rgb >> 16) & 0xFF;
    int g = (rgb >> 8) & 0xFF;
    int b = rgb & 0xFF;
    int paper = Palette.PAPER;
    int distance = Math.abs(r - ((paper >> 16) & 0xFF)) + Math.abs(g - ((paper >> 8) & 0xFF))
        + Math.abs(b - (paper & 0xFF));
    return distance > 60;
  }

  /** Clearly red, green or blue: one of the arrow colours. */
  static boolean arrowColour(int rgb) {
    int r = (rgb >> 16) & 0xFF;
    int g = (rgb >> 8) & 0xFF;
    int b = rgb & 0xFF;
    int max = Math.max(r, Math.max(g, b));
    int min = Math.min(r, Math.min(g, b));
    return max - min > 90;
  }
}
