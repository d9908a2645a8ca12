package sketchbook;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import sketchbook.render.ArrowKind;
import sketchbook.render.Palette;

/**
 * The demo vehicles' colours are their own: clearly apart from every arrow, the trail, the
 * target, the path and the plain vehicle, from each other within a sketch, and readable on the
 * paper, also lightened for their trails.
 */
class PaletteTest {

  /** "Clearly apart": at least this far in RGB space, √(Δr² + Δg² + Δb²), out of 441. */
  static final double MIN_DISTANCE = 80;
  /** WCAG's least contrast for graphics against their background. */
  static final double MIN_CONTRAST = 3;
  /** A trail is its vehicle's colour mixed this far towards the paper. */
  static final double TRAIL_LIGHTENING = 0.5;
  /** A lightened trail still this far from the paper in RGB space. */
  static final double MIN_TRAIL_DISTANCE = 60;

  static final Map<String, Integer> DEMO = Map.of("NO_STEERING", Palette.NO_STEERING,
      "CHEETAH", Palette.CHEETAH, "TURTLE", Palette.TURTLE, "PURSUER", Palette.PURSUER,
      "QUARRY", Palette.QUARRY, "CHOPPY", Palette.CHOPPY);

  /** The colours that already mean something else. */
  static Map<String, Integer> taken() {
    Map<String, Integer> taken = new java.util.LinkedHashMap<>();
    for (ArrowKind kind : ArrowKind.values()) {
      taken.put("arrow " + kind, kind.color);
    }
    taken.put("TRAIL", Palette.TRAIL);
    taken.put("TARGET", Palette.TARGET);
    taken.put("PATH_LINE", Palette.PATH_LINE);
    taken.put("VEHICLE", Palette.VEHICLE);
    taken.put("INK", Palette.INK);
    return taken;
  }

  @Test
  void everyDemoColourIsClearlyApartFromEveryColourThatMeansSomethingElse() {
    DEMO.forEach((name, demo) -> taken().forEach((other, color) -> {
      double d = distance(demo, color);
      assertTrue(d >= MIN_DISTANCE, name + " is only " + d + " from " + other);
    }));
  }

  @Test
  void theVehiclesOfOneSketchAreApartFromEachOther() {
    List<List<Integer>> sketches = List.of(
        List.of(Palette.NO_STEERING, Palette.CHEETAH, Palette.TURTLE, Palette.VEHICLE),
        List.of(Palette.PURSUER, Palette.QUARRY),
        List.of(Palette.CHOPPY, Palette.VEHICLE),
        List.of(Palette.NO_STEERING, Palette.VEHICLE));
    for (List<Integer> colours : sketches) {
      for (int i = 0; i < colours.size(); i++) {
        for (int j = i + 1; j < colours.size(); j++) {
          double d = distance(colours.get(i), colours.get(j));
          assertTrue(d >= MIN_DISTANCE, Integer.toHexString(colours.get(i)) + " and "
              + Integer.toHexString(colours.get(j)) + " are only " + d + " apart");
        }
      }
    }
  }

  @Test
  void demoColoursReadOnThePaperAndSoDoTheirLightenedTrails() {
    DEMO.forEach((name, demo) -> {
      double contrast = contrast(demo, Palette.PAPER);
      assertTrue(contrast >= MIN_CONTRAST, name + " has contrast " + contrast);
      int trail = mix(demo, Palette.PAPER, TRAIL_LIGHTENING);
      double d = distance(trail, Palette.PAPER);
      assertTrue(d >= MIN_TRAIL_DISTANCE, name + "'s trail is only " + d + " from the paper");
    });
  }

  @Test
  void theMeasuresAgreeWithHandWorkedValues() {
    // black to white: √(3 · 255²) = 441.673; contrast (1 + 0.05) / (0 + 0.05) = 21
    assertTrue(Math.abs(distance(0xFF000000, 0xFFFFFFFF) - 441.673) < 1e-3);
    assertTrue(Math.abs(contrast(0xFF000000, 0xFFFFFFFF) - 21) < 1e-9);
    // halfway from black to white: 127.5 rounds to 128 = 0x80
    assertTrue(mix(0xFF000000, 0xFFFFFFFF, 0.5) == 0xFF808080);
  }

  static double distance(int a, int b) {
    double dr = channel(a, 16) - channel(b, 16);
    double dg = channel(a, 8) - channel(b, 8);
    double db = channel(a, 0) - channel(b, 0);
    return Math.sqrt(dr * dr + dg * dg + db * db);
  }

  /** WCAG contrast ratio: (L1 + 0.05) / (L2 + 0.05), L the relative luminance. */
  static double contrast(int a, int b) {
    double la = luminance(a);
    double lb = luminance(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  }

  static double luminance(int c) {
    return 0.2126 * linear(channel(c, 16)) + 0.7152 * linear(channel(c, 8))
        + 0.0722 * linear(channel(c, 0));
  }

  private static double linear(int channel) {
    double v = channel / 255.0;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  }

  /** {@code a} moved {@code share} of the way to {@code b}, opaque. */
  static int mix(int a, int b, double share) {
    int rgb = 0xFF000000;
    for (int shift = 16; shift >= 0; shift -= 8) {
      long v = Math.round(channel(a, shift) + (channel(b, shift) - channel(a, shift)) * share);
      rgb |= (int) v << shift;
    }
    return rgb;
  }

  private static int channel(int c, int shift) {
    return (c >> shift) & 0xFF;
  }
}
