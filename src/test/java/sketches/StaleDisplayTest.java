package sketches;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.SketchRunner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A DISPLAY naming an X server that does not answer (an old SSH session, a stopped Xvfb):
 * --headless runs never touch it, and a window run says there is no display (exit 2) instead
 * of AWT's stack trace. In child JVMs, because this one is headless, which hides the problem.
 */
class StaleDisplayTest {

  @TempDir
  Path temp;
  /** The DISPLAY the child is given, e.g. ":90". */
  private String display;

  @Test
  void aHeadlessSketchIgnoresADisplayThatDoesNotAnswer() throws Exception {
    File png = temp.resolve("seek.png").toFile();
    ChildJvm.Ended run = start("seek.Seek", "--headless", "--frames", "3", "--save",
        png.getPath());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertNotNull(ImageIO.read(png), "the frame was saved");
  }

  @Test
  void theHeadlessContactSheetIgnoresADisplayThatDoesNotAnswer() throws Exception {
    File png = temp.resolve("sheet.png").toFile();
    ChildJvm.Ended run = start("launcher.Sketchbook", "--headless", "--frames", "2", "--save",
        png.getPath());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertNotNull(ImageIO.read(png), "the contact sheet was saved");
  }

  @Test
  void aSketchNamedToTheLauncherRunsHeadlessToo() throws Exception {
    File png = temp.resolve("arrive.png").toFile();
    ChildJvm.Ended run = start("launcher.Sketchbook", "Arrive", "--headless", "--frames", "2",
        "--save", png.getPath());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertNotNull(ImageIO.read(png));
  }

  @Test
  void aWindowSketchSaysThereIsNoDisplayAndExitsTwo() throws Exception {
    ChildJvm.Ended run = start("seek.Seek", "--frames", "3");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertTrue(run.output().startsWith("Seek: no display to open a window on (DISPLAY="
        + display + " does not answer). Render offscreen instead"), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  void theLauncherWindowSaysThereIsNoDisplayAndExitsTwo() throws Exception {
    ChildJvm.Ended run = start("launcher.Sketchbook");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertTrue(run.output().startsWith("Sketchbook: no display to open a window on (DISPLAY="
        + display + " does not answer). Render the contact sheet"), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  private ChildJvm.Ended start(String mainClass, String... args)
      throws IOException, InterruptedException {
    display = deadDisplay();
    String stale = display;
    return ChildJvm.start(temp, env -> env.put("DISPLAY", stale), mainClass, args).waitFor();
  }

  /** A display number no X server on this machine serves: no socket, no lock file. */
  private static String deadDisplay() {
    for (int n = 90; n < 200; n++) {
      if (!new File("/tmp/.X11-unix/X" + n).exists() && !new File("/tmp/.X" + n + "-lock")
          .exists()) {
        return ":" + n;
      }
    }
    assumeTrue(false, "every display number from :90 to :199 seems taken");
    return null;
  }
}
