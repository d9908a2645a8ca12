package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.LegendItem;
import sketchbook.panel.SidePanel;
import sketchbook.panel.SidePanel.Box;
import sketchbook.panel.SidePanel.Section;
import sketchbook.render.Palette;
import sketchbook.run.ProjectFolder;
import steering.Path;
import steering.Vehicle;
import steering.files.PathFile;

/**
 * The HUD, help, controls, plots and legend live in a panel beside the world, never over it:
 * the world's pixels are the same with all of them on as with no panel at all, the bundled
 * paths and the vehicles lie in the world, and the panel's sections never overlap.
 */
class SidePanelTest {

  static final int FRAMES = 40;
  /**
   * A wrapping sketch lets a vehicle go this far past an edge before it comes back on the
   * other side (PathFollowing's WRAP_MARGIN, the most of any sketch).
   */
  static final float PAST_THE_EDGE = 30;
  /** A HUD message longer than a row of the panel: it must wrap, not be cut. */
  static final String LONG_MESSAGE = "path error: data/paths/missing.json could not be read,"
      + " the sketch goes on with the path it had before";
  /** Every overlay on: the arrows and debug marks (for the legend), help, controls, plots. */
  static final String EVERYTHING = "dfvhg\t";
  /** The help's rows are 14 px apart (smaller type than the HUD's, so the key table fits). */
  static final float HELP_ROW = 14;

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void theOverlaysNeverTouchTheWorldsPixels(SketchKind kind) {
    SteeringSketch all = pausedWith(kind, EVERYTHING, true);
    SteeringSketch bare = pausedWith(kind, "dfv", false);
    Offscreen.hidePanel(bare);
    Offscreen.frames(bare, 1);
    BufferedImage withPanel = Offscreen.image(all);
    BufferedImage worldAlone = Offscreen.image(bare);

    // the window is the world (800 × 600) and the panel beside it
    assertEquals(800 + SteeringSketch.PANEL_WIDTH, withPanel.getWidth(), kind + " window width");
    assertEquals(600, withPanel.getHeight(), kind + " window height");
    assertEquals(800, all.width, kind + ": width is the world's");
    assertEquals(600, all.height, kind + ": height is the world's");
    assertTrue(Offscreen.panel(all).layout().containsKey(Section.HELP), kind + " help shown");
    assertFalse(all.legendItems().isEmpty(), kind + ": the legend has the arrows at least");
    Rectangle world = new Rectangle(0, 0, 800, 600);
    assertEquals(0, Pixels.differing(withPanel, worldAlone, world),
        kind + ": the panel changed pixels of the world");
    Rectangle panel = new Rectangle(800, 0, SteeringSketch.PANEL_WIDTH, 600);
    assertTrue(Pixels.differing(withPanel, worldAlone, panel) > 1000, kind + ": a panel drawn");
    Rectangle edges = new Rectangle(world);
    edges.grow((int) PAST_THE_EDGE, (int) PAST_THE_EDGE);
    int inside = 0;
    for (Vehicle v : Offscreen.vehicles(all)) {
      assertTrue(edges.contains(v.position.x, v.position.y),
          kind + ": a vehicle at " + v.position + " is outside the world");
      inside += world.contains(v.position.x, v.position.y) ? 1 : 0;
    }
    assertTrue(inside >= (Offscreen.vehicles(all).size() + 1) / 2,
        kind + ": only " + inside + " vehicles in the world");
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void theSectionsLieInThePanelAndNeverOverlap(SketchKind kind) {
    for (String keys : List.of(EVERYTHING, "dfvg\t", "dfv\t", "")) {
      SteeringSketch sketch = pausedWith(kind, keys, true);
      SidePanel side = Offscreen.panel(sketch);
      Map<Section, Box> boxes = side.layout();
      String what = kind + " with '" + keys + "': ";
      assertTrue(boxes.containsKey(Section.HUD)
          && (keys.contains("h") || boxes.containsKey(Section.CONTROLS)), what + boxes);
      List<Section> sections = new ArrayList<>(boxes.keySet());
      for (int i = 0; i < sections.size(); i++) {
        Box a = boxes.get(sections.get(i));
        assertTrue(a.inside(side.area()), what + sections.get(i) + " " + a + " outside "
            + side.area());
        for (int j = i + 1; j < sections.size(); j++) {
          assertFalse(a.overlaps(boxes.get(sections.get(j))), what + sections.get(i) + " " + a
              + " overlaps " + sections.get(j) + " " + boxes.get(sections.get(j)));
        }
      }
      if (keys.contains("h")) {
        // the help has the panel under the HUD's title to itself, and all its rows fit
        assertEquals(List.of(Section.HUD, Section.HELP), sections, what + boxes);
        assertTrue(boxes.get(Section.HELP).h() >= side.helpRows().size() * HELP_ROW,
            what + side.helpRows().size() + " rows of help in " + boxes.get(Section.HELP));
        continue;
      }
      // the HUD is wrapped, never cut: its rows put together are its lines
      String rows = String.join(" ", side.hudRows()).replace(" ", "");
      String lines = String.join(" ", sketch.hudLines()).replace(" ", "");
      assertEquals(lines, rows, what + "HUD rows");
      assertTrue(rows.contains(LONG_MESSAGE.replace(" ", "")), what + "the message is shown");
      for (String row : side.hudRows()) {
        assertTrue(sketch.g.textWidth(row) <= boxes.get(Section.HUD).w(), what + "row " + row);
      }
    }
  }

  @Test
  void whileHelpIsShownItReplacesTheOtherSectionsAndHAgainBringsThemBack() {
    SteeringSketch sketch = pausedWith(SketchKind.ARRIVE, EVERYTHING, false);
    SidePanel side = Offscreen.panel(sketch);
    assertEquals(Set.of(Section.HUD, Section.HELP), side.layout().keySet());
    // the HUD keeps its first line, the sketch's title: Arrive's fits one row of 16 px, and
    // 5 px below it for descenders
    assertEquals(sketch.hudLines().get(0), side.hudRows().get(0));
    assertEquals(21, side.layout().get(Section.HUD).h(), 1e-3f);

    sketch.pressKey('h');
    Map<Section, Box> boxes = side.layout();
    assertEquals(Set.of(Section.HUD, Section.CONTROLS, Section.PLOTS, Section.LEGEND),
        boxes.keySet());
    assertNull(side.collapsedBecause(Section.CONTROLS));
    assertTrue(boxes.get(Section.CONTROLS).h() > 100, "the controls open: " + boxes);
    // the plots come after the open controls: Arrive's three strips, shorter, still fit
    assertNull(side.collapsedBecause(Section.PLOTS), "Arrive's plots have room: " + boxes);
    assertTrue(boxes.get(Section.PLOTS).inside(boxes.get(Section.PLOTS)), boxes.toString());
  }

  @Test
  void theLegendDrawsASampleOfEachMarkInItsColour() {
    SteeringSketch sketch = pausedWith(SketchKind.SEEK, "dfv", false);
    BufferedImage image = Offscreen.image(sketch);
    Box legend = Offscreen.panel(sketch).layout().get(Section.LEGEND);
    Rectangle samples = new Rectangle((int) legend.x(), (int) legend.y(), 34, (int) legend.h());
    for (LegendItem item : sketch.legendItems()) {
      assertTrue(Pixels.countColour(image, item.color(), samples, new Rectangle()) >= 10,
          "a sample of \"" + item.label() + "\" in its colour");
    }
    List<Integer> arrows = List.of(Palette.DESIRED, Palette.STEERING, Palette.VELOCITY);
    assertTrue(sketch.legendItems().stream().map(LegendItem::color).toList()
        .containsAll(arrows), sketch.legendItems().toString());
  }

  @Test
  void everyPointOfTheBundledPathsIsInTheWorld() {
    SteeringSketch sketch = SketchKind.PATH_FOLLOWING.startOffscreen();
    File[] files = new File(ProjectFolder.root(), "data/paths").listFiles(
        (dir, name) -> name.endsWith(".json"));
    assertTrue(files != null && files.length >= 3, "the bundled paths");
    for (File file : files) {
      Path path = PathFile.load(file);
      for (PVector p : path.points) {
        assertTrue(p.x >= 0 && p.x < sketch.width && p.y >= 0 && p.y < sketch.height,
            file.getName() + ": " + p + " is outside the " + sketch.width + " × "
                + sketch.height + " world");
      }
    }
  }

  @Test
  void aClickOrADragOverThePanelNeverReachesTheSketch() {
    SteeringSketch sketch = SketchKind.PATH_FOLLOWING.startOffscreen();
    int before = Offscreen.vehicles(sketch).size();
    mouse(sketch, MouseEvent.MOVE, 300, 200);
    Box hud = Offscreen.panel(sketch).layout().get(Section.HUD);
    float x = hud.x() + 20;
    float y = hud.y() + 10;
    mouse(sketch, MouseEvent.MOVE, x, y);
    mouse(sketch, MouseEvent.PRESS, x, y);
    mouse(sketch, MouseEvent.DRAG, x + 30, y + 30);
    mouse(sketch, MouseEvent.RELEASE, x + 30, y + 30);
    mouse(sketch, MouseEvent.CLICK, x + 30, y + 30);
    assertEquals(before, Offscreen.vehicles(sketch).size(), "a click on the HUD adds nothing");
    assertEquals(300, sketch.mouseX, "mouseX stays where the mouse left the world");
    assertEquals(200, sketch.mouseY);

    mouse(sketch, MouseEvent.PRESS, 100, 500);   // in the world, the click is the sketch's
    mouse(sketch, MouseEvent.RELEASE, 100, 500);
    assertEquals(before + 1, Offscreen.vehicles(sketch).size(), "a click in the world adds");
    assertEquals(100, sketch.mouseX);
  }

  /** Runs 40 frames, pauses, presses {@code keys}, maybe says a long message, draws a frame. */
  private static SteeringSketch pausedWith(SketchKind kind, String keys, boolean message) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, FRAMES);
    sketch.pressKey(' ');
    for (char k : keys.toCharArray()) {
      sketch.pressKey(k);
    }
    if (message) {
      Offscreen.say(sketch, LONG_MESSAGE);
    }
    Offscreen.frames(sketch, 1);
    return sketch;
  }

  private static void mouse(SteeringSketch sketch, int action, float x, float y) {
    sketch.handleMouseEvent(new MouseEvent(null, System.currentTimeMillis(), action, 0,
        Math.round(x), Math.round(y), processing.core.PConstants.LEFT, 1));
  }
}
