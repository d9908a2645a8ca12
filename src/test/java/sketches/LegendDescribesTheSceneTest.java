package sketches;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.panel.LegendItem;
import sketchbook.render.Palette;

/**
 * The legend describes what is really drawn: every sketch with an r view lists its marks while
 * r is on (and only then), and each listed colour is what the r view draws: two runs of the
 * same seed and frames, one with r off, differ only where the debug view draws, and there each
 * mark's colour is common with r on and absent, or much rarer, with r off.
 */
class LegendDescribesTheSceneTest {

  /** Frames between the moments the pictures are compared: the vehicles move and spread. */
  static final int FRAMES = 40;
  /** How many moments are compared. */
  static final int MOMENTS = 3;
  /** A pixel counts as a mark's colour within this RGB distance of it, or of its tints. */
  static final double TOLERANCE = 6;
  /** A tint: the mark covering at least this share of the pixel, over the paper. */
  static final double LEAST_COVER = 0.5;
  /** Each mark's colour (or a tint of it) is in at least this many pixels the r view changes. */
  static final int LEAST_PIXELS = 10;
  /** Where the pictures differ, a mark's colour is this many times as common with r on. */
  static final int RATIO = 2;

  /**
   * Keys that make a mark common enough to see: Flocking's lines to boids too close are short
   * and mostly under the boids, until the desired separation is 25 · 1.25³ = 48.8 px.
   */
  static final Map<String, String> SCENE_KEYS = Map.of("Flocking", "===");

  static Stream<SketchUnderTest> sketches() {
    return ExerciseSketchKind.everySketch().stream();
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches")
  void eachLegendItemIsDrawnWithROnAndMuchRarerWithROff(SketchUnderTest kind) {
    SteeringSketch on = kind.startOffscreen();
    SteeringSketch off = kind.startOffscreen();
    for (char key : SCENE_KEYS.getOrDefault(kind.title(), "").toCharArray()) {
      on.pressKey(key);
      off.pressKey(key);
    }
    boolean hasR = Offscreen.keys(off).bindings().stream()
        .map(KeyTable.Binding::key).anyMatch(key -> key == 'r');
    if (hasR) {
      off.pressKey('r');
    }
    // the arrows' items are in both legends; the debug marks only in the one with r on
    List<LegendItem> marks = new ArrayList<>(on.legendItems());
    marks.removeAll(off.legendItems());
    if (!hasR) {
      assertTrue(marks.isEmpty(), kind + " has no r view, yet its legend lists " + marks);
      return;
    }
    assertFalse(marks.isEmpty(), kind + " draws an r view its legend does not explain");
    int[] drawn = new int[marks.size()];
    int[] before = new int[marks.size()];
    // several moments, summed: some marks come and go (a boid with a neighbour too close)
    for (int moment = 0; moment < MOMENTS; moment++) {
      Offscreen.frames(on, FRAMES);
      Offscreen.frames(off, FRAMES);
      BufferedImage withR = Offscreen.image(on);
      BufferedImage withoutR = Offscreen.image(off);
      for (int i = 0; i < marks.size(); i++) {
        int shown = onPaper(marks.get(i).color());
        // only where the two pictures differ: what the r view drew (or covered)
        drawn[i] += countWhereTheyDiffer(withR, withoutR, shown);
        before[i] += countWhereTheyDiffer(withoutR, withR, shown);
      }
    }
    for (int i = 0; i < marks.size(); i++) {
      LegendItem item = marks.get(i);
      assertTrue(drawn[i] >= LEAST_PIXELS, kind + ": \"" + item.label() + "\" ("
          + Integer.toHexString(item.color()) + ") is in only " + drawn[i]
          + " of the pixels r draws");
      assertTrue(drawn[i] >= RATIO * before[i], kind + ": \"" + item.label() + "\" is in "
          + drawn[i] + " of the pixels r draws, and in " + before[i] + " of them with r off");
    }
  }

  /** How an ARGB colour looks drawn over the paper: each channel a·c + (1 − a)·paper. */
  static int onPaper(int argb) {
    double a = (argb >>> 24) / 255.0;
    int rgb = 0;
    for (int shift = 16; shift >= 0; shift -= 8) {
      double c = ((argb >> shift) & 0xFF) * a + ((Palette.PAPER >> shift) & 0xFF) * (1 - a);
      rgb |= (int) Math.round(c) << shift;
    }
    return rgb;
  }

  /** Pixels of {@code image} near {@code rgb} where {@code other} has another colour. */
  private static int countWhereTheyDiffer(BufferedImage image, BufferedImage other, int rgb) {
    int count = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        int p = image.getRGB(x, y);
        if ((p & 0xFFFFFF) == (other.getRGB(x, y) & 0xFFFFFF)) {
          continue;
        }
        if (tintOf(p, rgb)) {
          count++;
        }
      }
    }
    return count;
  }

  /**
   * True when pixel {@code p} is {@code rgb} drawn over the paper, fully or at least
   * {@link #LEAST_COVER} of it (the edge of an antialiased line): p − paper is t · (rgb − paper)
   * with t ≥ LEAST_COVER, give or take {@link #TOLERANCE}.
   */
  static boolean tintOf(int p, int rgb) {
    double[] towards = new double[3];
    double[] actual = new double[3];
    double dot = 0;
    double squared = 0;
    for (int i = 0; i < 3; i++) {
      int shift = 16 - 8 * i;
      double paper = (Palette.PAPER >> shift) & 0xFF;
      towards[i] = ((rgb >> shift) & 0xFF) - paper;
      actual[i] = ((p >> shift) & 0xFF) - paper;
      dot += towards[i] * actual[i];
      squared += towards[i] * towards[i];
    }
    double t = Math.min(1, dot / squared);
    double off = 0;
    for (int i = 0; i < 3; i++) {
      off += Math.pow(actual[i] - t * towards[i], 2);
    }
    return t >= LEAST_COVER && Math.sqrt(off) <= TOLERANCE;
  }
}
