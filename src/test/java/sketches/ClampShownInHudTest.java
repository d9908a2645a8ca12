package sketches;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Holding a tuning key runs a value into its bound, where it stays (TuningKeysTest); the HUD
 * then says so, "(max)" or "(min)", and stops saying it one step back.
 */
class ClampShownInHudTest {

  static final int MANY = 100;
  /** The HUD's lines are at the top of the side panel, beside the 800 × 600 world. */
  static final Rectangle HUD = new Rectangle(800, 0, SteeringSketch.PANEL_WIDTH, 200);

  static Stream<Arguments> bounds() {
    return Stream.of(
        Arguments.of(SketchKind.SEEK, ']', '[', "maxspeed 40.00 (max)"),
        Arguments.of(SketchKind.ARRIVE, '[', ']', "maxspeed 0.25 (min)"),
        Arguments.of(SketchKind.PATH_FOLLOWING, '\'', ';', "maxforce 5.000 (max)"),
        Arguments.of(SketchKind.SEEK, ';', '\'', "maxforce 0.005 (min)"),
        Arguments.of(SketchKind.ARRIVE, '=', '-', "slowing radius 400 (max)"),
        Arguments.of(SketchKind.ARRIVE, '-', '=', "slowing radius 10 (min)"),
        Arguments.of(SketchKind.PATH_FOLLOWING, '=', '-', "radius 120 (max)"),
        Arguments.of(SketchKind.PATH_FOLLOWING, '-', '=', "radius 4 (min)"),
        Arguments.of(SketchKind.FLEE, '=', '-', "panic distance 400 (max)"),
        Arguments.of(SketchKind.FLEE, '-', '=', "panic distance 20 (min)"),
        Arguments.of(SketchKind.PURSUE_EVADE, '=', '-', "fixed look-ahead 60 frames (max)"),
        Arguments.of(SketchKind.PURSUE_EVADE, '-', '=', "fixed look-ahead 0 frames (min)"),
        Arguments.of(SketchKind.WANDER, '=', '-', "circle radius 100 (max)"),
        Arguments.of(SketchKind.WANDER, 'k', 'j', "circle distance 200 (max)"),
        Arguments.of(SketchKind.WANDER, 'n', 'm', "angle change 0.05 (min)"));
  }

  @ParameterizedTest(name = "{0}: ''{1}'' held shows \"{3}\"")
  @MethodSource("bounds")
  void theHudShowsAValueSittingOnItsBound(SketchKind kind, char towards, char back,
      String shown) {
    SteeringSketch sketch = kind.startOffscreen();
    sketch.pressKey(' ');  // paused, so only the HUD changes between frames
    for (int i = 0; i < MANY; i++) {
      sketch.pressKey(towards);
    }
    sketch.pressKey(back);
    Offscreen.frames(sketch, 1);
    BufferedImage oneStepBack = Offscreen.image(sketch);
    String bound = shown.substring(shown.lastIndexOf('('));
    assertTrue(hud(sketch).stream().noneMatch(l -> l.contains(bound)),
        "one step back, no " + bound + ": " + hud(sketch));

    sketch.pressKey(towards);
    Offscreen.frames(sketch, 1);

    assertTrue(hud(sketch).stream().anyMatch(l -> l.contains(shown)), hud(sketch).toString());
    assertTrue(Pixels.differing(oneStepBack, Offscreen.image(sketch), HUD) > 0,
        "the HUD drawn changes");
  }

  private static List<String> hud(SteeringSketch sketch) {
    return sketch.hudLines();
  }
}
