package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.panel.SidePanel;

/**
 * The help (h), in the side panel, lists exactly the key table: each key's description, wrapped
 * to the panel's width, and nothing else.
 */
class HelpOverlayTest {

  /** The side panel is opaque white: text on it, even its faint antialiased edges, is darker. */
  static final int TEXT_DARKER_THAN = 200;

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void helpLinesAreTheBindingsOneLineEach(SketchKind kind) {
    KeyTable keys = Offscreen.keys(kind.startOffscreen());
    List<KeyTable.Binding> bindings = keys.bindings();
    List<String> lines = keys.helpLines();

    assertEquals(bindings.size(), lines.size(), kind + " help lines");
    Set<Character> seen = new HashSet<>();
    for (int i = 0; i < bindings.size(); i++) {
      KeyTable.Binding b = bindings.get(i);
      assertTrue(seen.add(b.key()), "key '" + b.label() + "' is bound once");
      assertTrue(lines.get(i).startsWith(b.label() + " "), lines.get(i));
      assertTrue(lines.get(i).endsWith(" " + b.description()), lines.get(i));
      assertTrue(!b.description().isBlank(), "key '" + b.label() + "' says what it does");
    }
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void hShowsOneRowOfTextPerKeyUnderATitleAndHHidesItAgain(SketchKind kind) {
    BufferedImage plain = Offscreen.image(pausedFrame(kind, ""));
    SteeringSketch helped = pausedFrame(kind, "h");
    BufferedImage help = Offscreen.image(helped);
    BufferedImage helpTwice = Offscreen.image(pausedFrame(kind, "hh"));
    List<KeyTable.Binding> bindings = Offscreen.keys(helped).bindings();

    Rectangle changed = differingArea(plain, help);
    assertTrue(changed.x >= helped.width && changed.height > bindings.size() * 10,
        kind + ": h changed only " + changed + ", not in the side panel");
    SidePanel.Box box = Offscreen.panel(helped).layout().get(SidePanel.Section.HELP);
    Rectangle inside = new Rectangle((int) box.x(), (int) box.y(), (int) box.w(),
        (int) Math.ceil(box.h()));
    // a description longer than the panel's width takes more than one row
    List<String> rows = Offscreen.panel(helped).helpRows();
    assertEquals(rows.size(), textRows(help, inside),
        kind + ": rows of text in the help " + inside + " (a title and each key's rows)");
    StringBuilder said = new StringBuilder(rows.get(0).startsWith(kind.title) ? "" : "?");
    for (KeyTable.Binding b : bindings) {
      said.append(b.description());
    }
    String drawn = String.join("", rows).replace(" ", "");
    assertTrue(drawn.endsWith(said.toString().replace(" ", "")),
        kind + ": every key's description, in order, whole: " + rows);
    assertTrue(rows.size() >= bindings.size() + 1, kind + ": a title and a row per key at least");
    assertEquals(0, Pixels.differing(plain, helpTwice), kind + ": h again hides the help");
  }

  /** Runs 40 frames, pauses (so the scene stands still), presses {@code keys}, draws a frame. */
  private static SteeringSketch pausedFrame(SketchKind kind, String keys) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, 40);
    sketch.pressKey(' ');
    for (char k : keys.toCharArray()) {
      sketch.pressKey(k);
    }
    Offscreen.frames(sketch, 1);
    return sketch;
  }

  private static Rectangle differingArea(BufferedImage a, BufferedImage b) {
    Rectangle area = null;
    for (int y = 0; y < a.getHeight(); y++) {
      for (int x = 0; x < a.getWidth(); x++) {
        if (a.getRGB(x, y) != b.getRGB(x, y)) {
          if (area == null) {
            area = new Rectangle(x, y, 1, 1);
          } else {
            area.add(new Rectangle(x, y, 1, 1));
          }
        }
      }
    }
    return area == null ? new Rectangle() : area;
  }

  /** Bands of rows holding text: rows with a pixel darker than anything behind the panel. */
  private static int textRows(BufferedImage image, Rectangle panel) {
    int bands = 0;
    boolean inText = false;
    for (int y = panel.y; y < panel.y + panel.height; y++) {
      boolean dark = false;
      for (int x = panel.x; x < panel.x + panel.width && !dark; x++) {
        dark = luminance(image.getRGB(x, y)) < TEXT_DARKER_THAN;
      }
      if (dark && !inText) {
        bands++;
      }
      inText = dark;
    }
    return bands;
  }

  private static int luminance(int rgb) {
    int r = (rgb >> 16) & 0xFF;
    int g = (rgb >> 8) & 0xFF;
    int b = rgb & 0xFF;
    return (299 * r + 587 * g + 114 * b) / 1000;
  }
}
