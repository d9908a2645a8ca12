package launcher;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import sketches.WindowTests;

/**
 * The sketchbook in a real window, in a separate JVM (this one is headless), as a user starts
 * it: it ends by itself after --frames; and opening each sketch and closing its window brings
 * the sketchbook back, while closing the sketchbook ends the program.
 */
@Execution(ExecutionMode.CONCURRENT)   // mostly waiting on windows: beside the offscreen tests
@ResourceLock(WindowTests.DISPLAY)   // alone on the display: Esc goes to the focused window
class LauncherWindowTest {

  static final long TIMEOUT_SECONDS = 90;
  /** Frames before the sketchbook ends: every thumbnail has drawn its sketch by then. */
  static final int FRAMES = 20;

  @TempDir
  Path temp;

  @BeforeEach
  void needsADisplay() {
    assumeTrue(System.getenv("DISPLAY") != null,
        "no DISPLAY: the real-window tests need an X display; CI runs them under xvfb-run"
            + " (.ci/run)");
  }

  @Test
  void theSketchbookWindowEndsByItselfWithExitZeroAndSavesItsLastFrame() throws Exception {
    File png = temp.resolve("sketchbook.png").toFile();

    Result run = runJava("launcher.Sketchbook", "--frames", String.valueOf(FRAMES), "--save",
        png.getPath());

    assertEquals(0, run.exitCode, run.output);
    BufferedImage image = ImageIO.read(png);
    assertNotNull(image, "no PNG at " + png + "; output:\n" + run.output);
    Grid grid = new Grid(Catalog.sketchbook().size());
    assertEquals(grid.width(), image.getWidth());
    assertEquals(grid.height(), image.getHeight());
    for (int i = 0; i < grid.count; i++) {
      assertTrue(ContactSheetTest.distinctColours(ContactSheetTest.thumbnail(image, grid, i))
          >= 10, "thumbnail " + i + " shows its sketch");
    }
  }

  @Test
  void closingASketchReturnsToTheSketchbookAndClosingTheSketchbookEndsTheProgram()
      throws Exception {
    Result run = runJava(RoundTrip.class.getName());

    assertEquals(0, run.exitCode, run.output);
    assertFalse(run.output.contains("FAILED"), run.output);
    for (String name : Catalog.sketchbook().names()) {
      assertTrue(run.output.contains(name + " open\n"), run.output);
      assertTrue(run.output.contains(name + " closed, back in the sketchbook\n"), run.output);
    }
  }

  record Result(int exitCode, String output) {
  }

  private Result runJava(String mainClass, String... args)
      throws IOException, InterruptedException {
    File log = temp.resolve("run.log").toFile();
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), mainClass));
    command.addAll(List.of(args));
    Process child = new ProcessBuilder(command).directory(ProjectFolder.root())
        .redirectErrorStream(true).redirectOutput(log).start();
    if (!child.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      fail(mainClass + " was still running after " + TIMEOUT_SECONDS + " s and was killed;"
          + " output:\n" + Files.readString(log.toPath()));
    }
    return new Result(child.exitValue(), Files.readString(log.toPath()));
  }
}
