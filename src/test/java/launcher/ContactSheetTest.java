package launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.render.Palette;
import sketchbook.run.Headless;
import sketchbook.run.Images;

/** The headless sketchbook: a contact sheet of every sketch, and thumbnails that are live. */
class ContactSheetTest {

  static final int FRAMES = 40;
  /** Pixels of a thumbnail. */
  static final int AREA = Grid.THUMB_WIDTH * Grid.THUMB_HEIGHT;
  /**
   * Two sketches that teach different things (their about() lines differ) have thumbnails that
   * differ in at least 0.5% of their pixels (a thumbnail is the world alone, without the HUD's
   * text: Seek and PursueEvade, a vehicle or two each, differ in ~0.9%)...
   */
  static final int DIFFERENT_SKETCHES = AREA / 200;
  /** ...a live one changes in at least 0.25% of them in 40 frames (a moving vehicle, a trail)... */
  static final int MOVED = AREA / 400;
  /** ...and the veil over a resting thumbnail changes at least 1.5% of them. */
  static final int VEILED = AREA * 3 / 200;

  @TempDir
  Path temp;

  @Test
  void theContactSheetShowsEverySketchInItsOwnDifferentThumbnail() throws IOException {
    File png = temp.resolve("sheet.png").toFile();

    LauncherRun run = LauncherRun.start("--headless", "--frames", String.valueOf(FRAMES),
        "--save", png.getPath());

    assertEquals(0, run.exitCode(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    BufferedImage sheet = ImageIO.read(png);
    assertNotNull(sheet, "a PNG at " + png);
    Grid grid = new Grid(Catalog.sketchbook().size());
    assertEquals(grid.width(), sheet.getWidth());
    assertEquals(grid.height(), sheet.getHeight());
    for (int i = 0; i < grid.count; i++) {
      BufferedImage thumb = sheet.getSubimage(grid.x(i), grid.y(i), Grid.THUMB_WIDTH,
          Grid.THUMB_HEIGHT);
      assertTrue(distinctColours(thumb) >= 10, "thumbnail " + i + " shows a sketch");
      for (int j = 0; j < i; j++) {
        if (about(run, i).equals(about(run, j))) {
          continue;  // a copy of a sketch not changed yet (your own, just begun) looks the same
        }
        BufferedImage other = sheet.getSubimage(grid.x(j), grid.y(j), Grid.THUMB_WIDTH,
            Grid.THUMB_HEIGHT);
        assertTrue(differing(thumb, other) > DIFFERENT_SKETCHES,
            "thumbnails " + j + " and " + i + " differ: " + differing(thumb, other));
      }
      Rectangle caption = new Rectangle(grid.x(i), grid.y(i) + Grid.THUMB_HEIGHT,
          Grid.THUMB_WIDTH, Grid.CAPTION_HEIGHT);
      assertTrue(count(sheet, Palette.INK, caption) > 50, "caption " + i + " has text");
    }
  }

  @Test
  void theThumbnailsAreLive() {
    Sketchbook launcher = new Sketchbook();
    Headless.attach(launcher);
    Headless.frame(launcher);  // setup
    Headless.frame(launcher);
    BufferedImage before = Images.snapshot(launcher.g);
    for (int i = 0; i < FRAMES; i++) {
      Headless.frame(launcher);
    }
    BufferedImage after = Images.snapshot(launcher.g);

    Grid grid = launcher.grid;
    for (int i = 0; i < grid.count; i++) {
      BufferedImage a = before.getSubimage(grid.x(i), grid.y(i), Grid.THUMB_WIDTH,
          Grid.THUMB_HEIGHT);
      BufferedImage b = after.getSubimage(grid.x(i), grid.y(i), Grid.THUMB_WIDTH,
          Grid.THUMB_HEIGHT);
      assertTrue(differing(a, b) > MOVED,
          "thumbnail " + i + " moved in " + FRAMES + " frames: " + differing(a, b));
    }
    assertEquals(FRAMES + 2, launcher.thumbnails.get(0).sketch.frameCount,
        "each thumbnail draws one frame per launcher frame");
  }

  @Test
  void whileASketchIsOpenTheThumbnailsRestAndAVeilNamesIt() {
    Sketchbook launcher = new Sketchbook();
    Headless.attach(launcher);
    Headless.frame(launcher);
    launcher.openSketch = "Arrive";  // as open() sets it when the window has opened
    Headless.frame(launcher);
    Headless.frame(launcher);  // the heading's text is drawn slightly differently at first
    BufferedImage before = Images.snapshot(launcher.g);
    int thumbFrames = launcher.thumbnails.get(0).sketch.frameCount;
    Headless.frame(launcher);
    Headless.frame(launcher);

    assertEquals(thumbFrames, launcher.thumbnails.get(0).sketch.frameCount);
    assertEquals(0, differing(before, Images.snapshot(launcher.g)));
    launcher.openSketch = null;  // its window closed
    Headless.frame(launcher);
    assertEquals(thumbFrames + 1, launcher.thumbnails.get(0).sketch.frameCount);
    // the veil, a wash over every thumbnail, is gone
    BufferedImage unveiled = Images.snapshot(launcher.g);
    Grid grid = launcher.grid;
    for (int i = 0; i < grid.count; i++) {
      int changed = differing(thumbnail(before, grid, i), thumbnail(unveiled, grid, i));
      assertTrue(changed > VEILED, "thumbnail " + i + " unveiled: " + changed);
    }
  }

  /** The one line thumbnail {@code i}'s sketch teaches. */
  static String about(LauncherRun run, int i) {
    return run.launcher().thumbnails.get(i).sketch.about();
  }

  static BufferedImage thumbnail(BufferedImage sheet, Grid grid, int i) {
    return sheet.getSubimage(grid.x(i), grid.y(i), Grid.THUMB_WIDTH, Grid.THUMB_HEIGHT);
  }

  static int distinctColours(BufferedImage image) {
    Set<Integer> colours = new HashSet<>();
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        colours.add(image.getRGB(x, y));
      }
    }
    return colours.size();
  }

  static int differing(BufferedImage a, BufferedImage b) {
    int n = 0;
    for (int y = 0; y < a.getHeight(); y++) {
      for (int x = 0; x < a.getWidth(); x++) {
        n += a.getRGB(x, y) != b.getRGB(x, y) ? 1 : 0;
      }
    }
    return n;
  }

  static int count(BufferedImage image, int argb, Rectangle area) {
    int n = 0;
    for (int y = area.y; y < area.y + area.height; y++) {
      for (int x = area.x; x < area.x + area.width; x++) {
        n += image.getRGB(x, y) == argb ? 1 : 0;
      }
    }
    return n;
  }
}
