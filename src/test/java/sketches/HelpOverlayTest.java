package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import sketchbook.KeyTable;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;

/** The help overlay (h) lists exactly the key table: one row per key, and nothing else. */
class HelpOverlayTest {

  /**
   * The help panel is 80% opaque white (Palette.HUD_BACK), so nothing behind it shows darker
   * than 0.8 × 255 = 204; text on it, even its faint antialiased edges, is darker.
   */
  static final int TEXT_DARKER_THAN = 200;
  /** The panel's rounded corners leave the scene showing in its bounding box's corners. */
  static final int CORNER = 6;

  @ParameterizedTest
  @EnumSource(SketchKind.class)
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

  @ParameterizedTest
  @EnumSource(SketchKind.class)
  void hShowsOneRowOfTextPerKeyUnderATitleAndHHidesItAgain(SketchKind kind) {
    BufferedImage plain = pausedFrame(kind, "");
    BufferedImage help = pausedFrame(kind, "h");
    BufferedImage helpTwice = pausedFrame(kind, "hh");
    int bindings = Offscreen.keys(kind.startOffscreen()).bindings().size();

    Rectangle panel = differingArea(plain, help);
    assertTrue(panel.width > 200 && panel.height > bindings * 10,
        kind + ": h changed only " + panel);
    Rectangle inside = new Rectangle(panel);
    inside.grow(-CORNER, -CORNER);
    assertEquals(bindings + 1, textRows(help, inside),
        kind + ": rows of text in the help panel " + panel + " (a title and one per key)");
    assertEquals(0, Pixels.differing(plain, helpTwice), kind + ": h again hides the help");
  }

  /** Runs 40 frames, pauses (so the scene stands still), presses {@code keys}, draws a frame. */
  private static BufferedImage pausedFrame(SketchKind kind, String keys) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, 40);
    sketch.pressKey(' ');
    for (char k : keys.toCharArray()) {
      sketch.pressKey(k);
    }
    Offscreen.frames(sketch, 1);
    return Offscreen.image(sketch);
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
