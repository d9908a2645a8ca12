package sketchbook.panel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.awt.image.BufferedImage;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;

/**
 * The help's key table copied from its cache must be the very pixels it is when drawn in place,
 * frame after frame, and must follow a change of the key table.
 */
@DisplayName("The cached help draws the same pixels as the help drawn in place")
class PanelCacheTest {

  /** Frames compared: the first paints the cache, the later ones copy it. */
  static final int FRAMES = 3;

  @Test
  void seekHelpIsPixelForPixelTheSame() {
    samePixels(seek.Seek::new);
  }

  @Test
  void pathFollowingHelpIsPixelForPixelTheSame() {
    samePixels(pathfollowing.PathFollowing::new);
  }

  @Test
  @DisplayName("a description changed by a sketch shows at once, not the old picture")
  void aChangedKeyTableIsRepainted() {
    SteeringSketch sketch = Offscreen.start(new seek.Seek(), "--headless", "--seed", "1",
        "--keys", "h ");
    Offscreen.frames(sketch, 1);
    int[] before = helpPixels(sketch);
    KeyTable.Binding first = sketch.keys.bindings().get(0);
    sketch.keys.rebind(first.key(), "a quite different description, long enough to wrap"
        + " over two rows of the help", () -> { });
    Offscreen.frames(sketch, 1);
    int[] after = helpPixels(sketch);
    assertNotEquals(java.util.Arrays.hashCode(before), java.util.Arrays.hashCode(after));
    assertEquals(2, sketch.panel.helpCache.paints, "drawn again for the new description");

    SteeringSketch inPlace = Offscreen.start(new seek.Seek(), "--headless", "--seed", "1",
        "--keys", "h ");
    inPlace.panel.helpCache.enabled = false;
    inPlace.keys.rebind(first.key(), "a quite different description, long enough to wrap"
        + " over two rows of the help", () -> { });
    Offscreen.frames(inPlace, 2);
    assertEquals(java.util.Arrays.toString(helpPixels(inPlace)),
        java.util.Arrays.toString(after));
  }

  @Test
  @DisplayName("the cached legend is pixel for pixel the legend drawn in place")
  void legendIsPixelForPixelTheSame() {
    SteeringSketch cached = Offscreen.start(new seek.Seek(), "--headless", "--seed", "1",
        "--keys", "dfv ");
    SteeringSketch inPlace = Offscreen.start(new seek.Seek(), "--headless", "--seed", "1",
        "--keys", "dfv ");
    inPlace.panel.legendCache.enabled = false;
    for (int i = 0; i < FRAMES; i++) {
      Offscreen.frames(cached, 1);
      Offscreen.frames(inPlace, 1);
      assertEquals(java.util.Arrays.toString(legendPixels(inPlace)),
          java.util.Arrays.toString(legendPixels(cached)), "frame " + i);
    }
    assertEquals(1, cached.panel.legendCache.paints, "drawn once, then copied");
  }

  /** The panel's pixels from the legend's top to the bottom. */
  private static int[] legendPixels(SteeringSketch sketch) {
    SidePanel.Box legend = sketch.panel.layout().get(SidePanel.Section.LEGEND);
    BufferedImage image = Offscreen.image(sketch);
    int top = (int) legend.y() - 4;
    return image.getRGB(sketch.width, top, SteeringSketch.PANEL_WIDTH, sketch.height - top,
        null, 0, SteeringSketch.PANEL_WIDTH);
  }

  /** Paused (space) so both runs show the same scene; h shows the help. */
  private static void samePixels(Supplier<SteeringSketch> make) {
    SteeringSketch cached = Offscreen.start(make.get(), "--headless", "--seed", "1", "--keys",
        "h ");
    SteeringSketch inPlace = Offscreen.start(make.get(), "--headless", "--seed", "1", "--keys",
        "h ");
    inPlace.panel.helpCache.enabled = false;
    for (int i = 0; i < FRAMES; i++) {
      Offscreen.frames(cached, 1);
      Offscreen.frames(inPlace, 1);
      assertEquals(java.util.Arrays.toString(helpPixels(inPlace)),
          java.util.Arrays.toString(helpPixels(cached)), "frame " + i);
    }
    assertEquals(1, cached.panel.helpCache.paints, "drawn once, then copied");
    assertEquals(0, inPlace.panel.helpCache.paints, "drawn in place every frame");
  }

  /** The panel's pixels from the help's top to the bottom (the HUD above may differ). */
  private static int[] helpPixels(SteeringSketch sketch) {
    SidePanel.Box help = sketch.panel.layout().get(SidePanel.Section.HELP);
    BufferedImage image = Offscreen.image(sketch);
    int top = (int) help.y() - 4;
    return image.getRGB(sketch.width, top, SteeringSketch.PANEL_WIDTH, sketch.height - top,
        null, 0, SteeringSketch.PANEL_WIDTH);
  }
}
