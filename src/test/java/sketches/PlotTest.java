package sketches;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.Plot;
import sketchbook.panel.PlotStrip;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The live plots (g) sample the first vehicle after every step: their newest point is the
 * vehicle's speed (and |steering|), drawn at the strip's own scale in the side panel.
 */
class PlotTest {

  static final int FRAMES = 60;

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void theLastPointIsTheFirstVehiclesSpeedAndSteering(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen("--keys", "g");
    Offscreen.frames(sketch, FRAMES);
    Vehicle first = Offscreen.vehicles(sketch).get(0);
    Plot plot = Offscreen.plot(sketch);
    PlotStrip speed = plot.strips().get(0);
    PlotStrip steering = plot.strips().get(1);

    assertEquals(FRAMES, speed.count(), "one sample a step");
    assertEquals(first.velocity.mag(), speed.lastValue(), 1e-6f, kind + " speed");
    assertEquals(first.maxspeed, speed.reference(speed.count() - 1), 1e-6f, kind + " maxspeed");
    assertEquals(first.steering.mag(), steering.lastValue(), 1e-6f, kind + " |steering|");

    // the newest point is drawn at the right edge of the strip, at the strip's scale: the
    // speed's line (2 px wide) covers the pixel there
    BufferedImage image = Offscreen.image(sketch);
    int x = Math.round(plot.xOf(0, speed.count() - 1)) - 1;
    int y = Math.round(plot.yOf(0, speed.lastValue()));
    assertTrue(nearColour(image, x, y, speed.series.color()),
        kind + ": the speed's colour at (" + x + ", " + y + ")");
  }

  @Test
  void arrivePlotsItsSpeedAgainstTheDistanceOverTheRamp() {
    SteeringSketch sketch = SketchKind.ARRIVE.startOffscreen("--target", "560,260", "--keys",
        "g");
    Offscreen.frames(sketch, FRAMES);
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    Plot plot = Offscreen.plot(sketch);
    PlotStrip ramp = plot.strips().get(2);
    int last = ramp.count() - 1;
    float d = PVector.dist(v.position, new PVector(560, 260));
    // under the speed, the desired speed the code asked for (ArriveBoardTest: the book's ramp)
    assertEquals(v.desired.mag(), ramp.reference(last), 1e-6f);
    assertEquals(v.velocity.mag(), ramp.lastValue(), 1e-6f);
    assertEquals(d, ramp.across(last), 1e-3f);
    // across the strip by distance: the farthest sample kept at the right edge, the newest
    // at d / that distance of the way
    assertEquals(plot.left() + Plot.SAMPLES * d / ramp.acrossScale(),
        plot.xOf(2, last), 1e-3f);
    BufferedImage image = Offscreen.image(sketch);
    int x = Math.round(plot.xOf(2, last));
    int y = Math.round(plot.yOf(2, ramp.lastValue()));
    assertTrue(nearColour(image, x, y, ramp.series.color()), "the newest point at (" + x + ", "
        + y + ")");
    List<String> names = plot.strips().stream().map(s -> s.series.referenceName()).toList();
    assertEquals(List.of("maxspeed", "maxforce", "|desired|"), names);
  }

  /** The colour within 1 px of (x, y): lines are antialiased. */
  private static boolean nearColour(BufferedImage image, int x, int y, int argb) {
    for (int dy = -1; dy <= 1; dy++) {
      for (int dx = -1; dx <= 1; dx++) {
        if ((image.getRGB(x + dx, y + dy) & 0xFFFFFF) == (argb & 0xFFFFFF)) {
          return true;
        }
      }
    }
    return false;
  }
}
