package sketches;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sketchbook.Offscreen;
import sketchbook.Palette;
import sketchbook.SteeringSketch;

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
    BufferedImage batch = frame(kind, vehicles, keys);
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

  static BufferedImage frame(SketchKind kind, int vehicles, String keys, String... extra) {
    String[] args = new String[6 + extra.length];
    args[0] = "--vehicles";
    args[1] = String.valueOf(vehicles);
    args[2] = "--keys";
    args[3] = keys;
    args[4] = kind == SketchKind.PATH_FOLLOWING ? "--frames" : "--target";
    args[5] = kind == SketchKind.PATH_FOLLOWING ? "1000" : "400,300";
    System.arraycopy(extra, 0, args, 6, extra.length);
    SteeringSketch sketch = kind.startOffscreen(args);
    Offscreen.frames(sketch, 60);
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
