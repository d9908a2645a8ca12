package launcher;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A thumbnail shows the sketch's world only, not the side panel beside it: the panel's paper
 * is pure white, a colour nothing in a world is drawn in.
 */
class ThumbnailWorldOnlyTest {

  /** The side panel's opaque white. */
  static final int PANEL_WHITE = 0xFFFFFFFF;
  /**
   * With the panel (300 of a 1100-px-wide window, 27% of it) squeezed in, a thumbnail would be
   * over a fifth white; the world alone has none but a few blended pixels.
   */
  static final int MOST_WHITE = Grid.THUMB_WIDTH * Grid.THUMB_HEIGHT / 100;

  @TempDir
  Path temp;

  @Test
  void noThumbnailShowsThePanel() throws IOException {
    File png = temp.resolve("sheet.png").toFile();
    LauncherRun run = LauncherRun.start("--headless", "--frames", "5", "--save", png.getPath());
    assertEquals(0, run.exitCode(), run.output());
    BufferedImage sheet = ImageIO.read(png);
    Grid grid = new Grid(Catalog.sketchbook().size());
    for (int i = 0; i < grid.count; i++) {
      int white = 0;
      // inside the thumbnail's 1.5-px border
      for (int y = grid.y(i) + 2; y < grid.y(i) + Grid.THUMB_HEIGHT - 2; y++) {
        for (int x = grid.x(i) + 2; x < grid.x(i) + Grid.THUMB_WIDTH - 2; x++) {
          white += sheet.getRGB(x, y) == PANEL_WHITE ? 1 : 0;
        }
      }
      assertTrue(white < MOST_WHITE, "thumbnail " + i + " has " + white + " white pixels");
    }
  }
}
