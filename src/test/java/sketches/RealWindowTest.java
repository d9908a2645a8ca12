package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Rectangle;
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
import org.junit.jupiter.api.parallel.ResourceAccessMode;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.SteeringSketch;
import sketchbook.run.ExitCodes;
import sketchbook.run.ProjectFolder;

/**
 * Each sketch in a real window, as a user starts it: a separate JVM (this one is headless)
 * running the launcher with --frames, which must close its window and exit 0 by itself.
 */
class RealWindowTest {

  /** The world, left of the side panel: what the sketch draws. */
  static final Rectangle WORLD = new Rectangle(0, 0, 800, 600);

  static final long TIMEOUT_SECONDS = 60;
  static final int FRAMES = 30;

  @TempDir
  Path temp;

  @BeforeEach
  void needsADisplay() {
    assumeTrue(System.getenv("DISPLAY") != null,
        "no DISPLAY: the real-window tests need an X display; CI runs them under xvfb-run"
            + " (.ci/run)");
  }

  @ParameterizedTest
  @ResourceLock(value = WindowTests.DISPLAY, mode = ResourceAccessMode.READ)
  @Execution(ExecutionMode.CONCURRENT)   // a JVM of its own: two cases at a time
  @MethodSource("sketches.SketchKind#every")
  void aWindowRunEndsByItselfWithExitZeroAndSavesItsLastFrame(SketchKind kind)
      throws IOException, InterruptedException {
    File png = temp.resolve(kind.title.toLowerCase() + ".png").toFile();
    File log = temp.resolve(kind.title.toLowerCase() + ".log").toFile();
    List<String> command = new ArrayList<>(List.of(javaCommand()));
    command.addAll(ChildJvm.SHORT_RUN);
    command.addAll(List.of("-cp", classPath(), "launcher.Sketchbook", kind.title, "--frames",
        String.valueOf(FRAMES), "--save", png.getPath()));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.directory(ProjectFolder.root());
    builder.redirectErrorStream(true);
    builder.redirectOutput(log);

    Process child = builder.start();
    if (!child.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      fail(kind + " was still running after " + TIMEOUT_SECONDS + " s and was killed; output:\n"
          + Files.readString(log.toPath()));
    }

    String output = Files.readString(log.toPath());
    assertEquals(0, child.exitValue(), kind + " exit code; output:\n" + output);
    BufferedImage image = ImageIO.read(png);
    assertNotNull(image, kind + " wrote no PNG at " + png + "; output:\n" + output);
    assertEquals(800 + SteeringSketch.PANEL_WIDTH, image.getWidth(), "the world and the panel");
    assertEquals(600, image.getHeight());
    assertTrue(Pixels.distinctColours(image, WORLD) >= 3, kind + ": the PNG shows the sketch's world");
  }

  /**
   * Esc in a window (here among the --keys) ends the run as --frames would: --save is written.
   * Every sketch's window ends through the same code; one keeps CI's time.
   */
  @Test
  @ResourceLock(value = WindowTests.DISPLAY, mode = ResourceAccessMode.READ)
  @Execution(ExecutionMode.CONCURRENT)   // a JVM of its own: two cases at a time
  void escInAWindowEndsTheRunAndSavesItsLastFrame() throws IOException, InterruptedException {
    SketchKind kind = SketchKind.SEEK;
    File png = temp.resolve(kind.title.toLowerCase() + ".png").toFile();
    ChildJvm.Ended run = ChildJvm.start(temp, env -> { }, "launcher.Sketchbook", kind.title,
        "--keys", "\u001b", "--save", png.getPath()).waitFor();

    assertEquals(0, run.exitCode(), kind + " exit code; output:\n" + run.output());
    assertTrue(png.isFile(), kind + " wrote no PNG at " + png + "; output:\n" + run.output());
    BufferedImage image = ImageIO.read(png);
    assertNotNull(image, kind + " wrote no PNG at " + png + "; output:\n" + run.output());
    assertEquals(800 + SteeringSketch.PANEL_WIDTH, image.getWidth(), "the world and the panel");
  }

  /**
   * A crowd too large for Java's memory, in a window: the one line and exit code 2, as headless;
   * no stack trace (an error inside the run's own part of a frame, where the history keeps its
   * snapshots, used to be printed by Processing) and no hang.
   */
  @Test
  @ResourceLock(value = WindowTests.DISPLAY, mode = ResourceAccessMode.READ)
  @Execution(ExecutionMode.CONCURRENT)   // a JVM of its own: two cases at a time
  void aCrowdTooLargeForJavasMemoryInAWindowEndsWithOneLine()
      throws IOException, InterruptedException {
    ChildJvm.Ended run = ChildJvm.start(temp, env -> env.put("JAVA_TOOL_OPTIONS", "-Xmx48m"),
        "launcher.Sketchbook", "Flocking", "--frames", "50", "--vehicles", "100000", "--keys",
        "t").waitFor();

    assertEquals(ExitCodes.USAGE, run.exitCode(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertTrue(run.output().contains("Flocking: out of memory: --vehicles 100000 needs more than"
        + " Java's 48 MB"), run.output());
  }

  private static String javaCommand() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /**
   * This JVM's class path: surefire sets java.class.path to the test class path even when it
   * starts the JVM through a manifest-only jar (the default, useManifestOnlyJar=true).
   */
  private static String classPath() {
    return System.getProperty("java.class.path");
  }
}
