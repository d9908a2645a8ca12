package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arrive.Arrive;
import arrive.ArriveAccess;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.controls.Parameter;
import sketchbook.controls.Tuning;
import sketchbook.panel.ControlPanel;
import sketchbook.panel.Slider;
import sketchbook.render.Palette;

/**
 * The controls (TAB, or a click on their title row in the side panel) drive the same state as
 * the keys, and the mouse on them never reaches the sketch. Every event goes through Processing's own mouse
 * handling ({@code handleMouseEvent}), as a real mouse's would.
 */
class ControlPanelTest {

  @Test
  void draggingTheSlowingRadiusSliderSetsTheValueTheHudAndThePicture() {
    Arrive sketch = (Arrive) SketchKind.ARRIVE.startOffscreen("--target", "560,260");
    sketch.pressKey(' ');
    sketch.pressKey('\t');
    Offscreen.frames(sketch, 1);
    BufferedImage before = Offscreen.image(sketch);
    Parameter radius = ArriveAccess.slowingRadiusParameter(sketch);
    Slider slider = sliderOf(sketch, radius);
    assertEquals(slider.xOf(radius.fraction()), knobX(before, slider), 1.5f,
        "the knob is drawn where the value sits on the track");

    float to = slider.xOf(0.5f);   // the track is 260 px wide from x 820: its middle is 950
    mouse(sketch, MouseEvent.PRESS, slider.xOf(radius.fraction()), slider.trackY());
    mouse(sketch, MouseEvent.DRAG, (slider.xOf(radius.fraction()) + to) / 2, slider.trackY());
    mouse(sketch, MouseEvent.DRAG, to, slider.trackY());
    mouse(sketch, MouseEvent.RELEASE, to, slider.trackY());
    Offscreen.frames(sketch, 1);

    // a ×1.25 parameter slides on a log scale: 10 · (400 / 10)^0.5 = 10 · 6.3246 = 63.246
    assertEquals(63.246f, ArriveAccess.slowingRadius(sketch), 0.001f);
    assertTrue(sketch.hudLines().contains("slowing radius 63"), sketch.hudLines().toString());
    BufferedImage after = Offscreen.image(sketch);
    assertEquals(to, knobX(after, slider), 1.5f, "the knob followed the drag");
    // the slowing area round the target (560, 260) shrank from 100 to 63 px: a point 80 px
    // to its left is inside it before and outside it after
    assertTrue(Pixels.differing(before, after, new Rectangle(478, 258, 5, 5)) > 0,
        "the slowing area drawn is smaller");
    assertNull(ArriveAccess.pinnedTarget(sketch), "the press on the slider pinned no target");

    sketch.pressKey('0');   // reset undoes what the slider changed, as it does the keys
    assertEquals(100, ArriveAccess.slowingRadius(sketch));
  }

  @Test
  void theMaxspeedFactorSliderScalesTheVehiclesLikeTheKeys() {
    SteeringSketch sketch = SketchKind.ARRIVE.startOffscreen();
    sketch.pressKey('\t');
    Slider maxspeed = Offscreen.controls(sketch).sliders().get(0);
    assertEquals("maxspeed", maxspeed.parameter.name);

    mouse(sketch, MouseEvent.PRESS, maxspeed.trackEnd() + 3, maxspeed.trackY());
    mouse(sketch, MouseEvent.RELEASE, maxspeed.trackEnd() + 3, maxspeed.trackY());

    // the track's end is the factor that puts the vehicle (maxspeed 4) on the bound: 40 / 4
    assertEquals(Tuning.MAX_MAXSPEED, Offscreen.vehicles(sketch).get(0).maxspeed, 1e-4f);
    sketch.pressKey('[');   // and the key takes it on from there: 40 / 1.25 = 32
    assertEquals(32, Offscreen.vehicles(sketch).get(0).maxspeed, 1e-4f);
  }

  @Test
  void aClickOnTheTabOpensThePanelAndOnTheSwitchesTogglesThemWithoutPinningTheTarget() {
    Arrive sketch = (Arrive) SketchKind.ARRIVE.startOffscreen();
    ControlPanel panel = Offscreen.controls(sketch);
    click(sketch, panel.tabLeft() + 5, panel.tabTop() + panel.tabHeight() / 2);
    assertTrue(Offscreen.switches(sketch).controls, "the tab opened the panel");

    float[] d = panel.switchAt('d');
    assertNotNull(d);
    click(sketch, d[0], d[1]);
    assertTrue(Offscreen.switches(sketch).desired, "the d switch is on, as the d key puts it");
    click(sketch, d[0] + 60, d[1]);   // on the switch's text: the same switch, off again
    assertFalse(Offscreen.switches(sketch).desired);
    assertNull(ArriveAccess.pinnedTarget(sketch), "no click on the panel pinned the target");

    click(sketch, 100, 400);   // off the panel: the sketch has the click
    assertEquals(100, ArriveAccess.pinnedTarget(sketch).x);
  }

  @Test
  void aClickOnThePanelAddsNoVehicleInPathFollowing() {
    SteeringSketch sketch = SketchKind.PATH_FOLLOWING.startOffscreen();
    int before = Offscreen.vehicles(sketch).size();
    ControlPanel panel = Offscreen.controls(sketch);
    click(sketch, panel.tabLeft() + 5, panel.tabTop() + panel.tabHeight() / 2);
    assertTrue(Offscreen.switches(sketch).controls, "the tab opened the panel");
    click(sketch, panel.left() + 100, panel.tabTop() + panel.height() - 3);
    assertEquals(before, Offscreen.vehicles(sketch).size(), "tab and panel added no vehicle");

    click(sketch, 100, 500);
    assertEquals(before + 1, Offscreen.vehicles(sketch).size(), "off the panel, a click adds");
  }

  @Test
  void tabInKeysOpensThePanelHeadless() {
    SteeringSketch closed = SketchKind.ARRIVE.startOffscreen("--target", "560,260");
    SteeringSketch open = SketchKind.ARRIVE.startOffscreen("--target", "560,260", "--keys", "\t");
    Offscreen.frames(closed, 2);
    Offscreen.frames(open, 2);
    assertTrue(Offscreen.switches(open).controls);
    ControlPanel panel = Offscreen.controls(open);
    Rectangle area = new Rectangle((int) panel.left(), (int) panel.tabTop(),
        (int) panel.width(), (int) panel.height());
    assertTrue(Pixels.differing(Offscreen.image(closed), Offscreen.image(open), area) > 1000,
        "the panel is drawn");
  }

  private static Slider sliderOf(SteeringSketch sketch, Parameter p) {
    return Offscreen.controls(sketch).sliders().stream().filter(s -> s.parameter == p).findFirst()
        .orElseThrow();
  }

  /** The middle of the knob's colour along the track's row, in the image. */
  private static float knobX(BufferedImage image, Slider slider) {
    int y = Math.round(slider.trackY());
    int first = -1;
    int last = -1;
    for (int x = (int) slider.trackStart() - 8; x <= slider.trackEnd() + 8; x++) {
      if ((image.getRGB(x, y) & 0xFFFFFF) == (Palette.STEERING & 0xFFFFFF)) {
        first = first < 0 ? x : first;
        last = x;
      }
    }
    assertTrue(first >= 0, "a knob on the track");
    return (first + last) / 2f;
  }

  private static void click(SteeringSketch sketch, float x, float y) {
    mouse(sketch, MouseEvent.PRESS, x, y);
    mouse(sketch, MouseEvent.RELEASE, x, y);
    mouse(sketch, MouseEvent.CLICK, x, y);
  }

  private static void mouse(SteeringSketch sketch, int action, float x, float y) {
    sketch.handleMouseEvent(new MouseEvent(null, System.currentTimeMillis(), action, 0,
        Math.round(x), Math.round(y), processing.core.PConstants.LEFT, 1));
  }
}
