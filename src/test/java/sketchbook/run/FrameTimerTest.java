package sketchbook.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import sketchbook.controls.KeyTable;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.Switches;
import sketchbook.render.VehicleBatch;

@DisplayName("FrameTimer: warm-up frames are not timed; the report names what was timed")
class FrameTimerTest {

  static final Pattern NUMBERS = Pattern.compile(": ([\\d.]+) fps, median frame ([\\d.]+) ms "
      + "\\(shared drawing ([\\d.]+) ms, the rest ([\\d.]+) ms\\), (\\d+) frames after (\\d+) "
      + "warm-up$");

  @Test
  @DisplayName("only the frames after the warm-up are timed, at most the frames asked for")
  void warmUpAndLimit() {
    FrameTimer timer = new FrameTimer(2, 3);
    for (int i = 0; i < 7; i++) {
      timer.frameStarts();
      timer.drawingStarts();
      timer.drawingEnds();
      timer.frameEnds();
    }
    assertEquals(3, timer.timedFrames());   // frames 3, 4, 5; frames 1–2 warm up, 6–7 ignored
    Matcher m = NUMBERS.matcher(timer.report("Seek benchmark"));
    assertTrue(m.find(), timer.report("Seek benchmark"));
    assertEquals("3", m.group(5));
    assertEquals("2", m.group(6));
    double frame = Double.parseDouble(m.group(2));
    assertTrue(Double.parseDouble(m.group(3)) <= frame
        && Double.parseDouble(m.group(4)) <= frame, timer.report("Seek benchmark"));
  }

  @Test
  @DisplayName("the description names the sketch, count, renderer, batch and switches on")
  void describe() throws Exception {
    SketchOptions options = SketchOptions.parse(new String[] {"--headless"}, java.util.Set.of());
    KeyTable keys = new KeyTable()
        .bindSwitch('d', "desired", () -> { }, () -> true)
        .bindSwitch('f', "force", () -> { }, () -> false)
        .bindSwitch('t', "trails", () -> { }, () -> true);
    Switches show = new Switches();
    assertEquals("Seek benchmark, 1 vehicle, JAVA2D offscreen, each vehicle drawn on its own, "
        + "switches on: d t", FrameTimer.describe("Seek", 1, options, keys, show));
    assertEquals("Seek benchmark, " + (VehicleBatch.CROWD + 1) + " vehicles, JAVA2D offscreen, vehicles drawn in a batch, "
        + "switches on: d t",
        FrameTimer.describe("Seek", VehicleBatch.CROWD + 1, options, keys, show));
  }

  @Test
  @DisplayName("f's two views are named apart: force arrows \"f\", tip to tail \"f tip-to-tail\"")
  void steeringViews() throws Exception {
    SketchOptions options = SketchOptions.parse(new String[] {"--headless"}, java.util.Set.of());
    Switches show = new Switches();
    KeyTable keys = new KeyTable()
        .bindSwitch('d', "desired", () -> { }, () -> true)
        .bindSwitch('f', "steering", () -> { },
            () -> show.force || show.steeringTipToTail)
        .bindSwitch('v', "velocity", () -> { }, () -> true);
    String start = "Seek benchmark, 1 vehicle, JAVA2D offscreen, each vehicle drawn on its own, ";
    assertEquals(start + "switches on: d v", FrameTimer.describe("Seek", 1, options, keys, show));
    show.force = true;
    assertEquals(start + "switches on: d f v",
        FrameTimer.describe("Seek", 1, options, keys, show));
    show.force = false;
    show.steeringTipToTail = true;
    assertEquals(start + "switches on: d f tip-to-tail v",
        FrameTimer.describe("Seek", 1, options, keys, show));
  }
}
