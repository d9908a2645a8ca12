package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceAccessMode;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.run.TraceWriter;

/**
 * The 3D sketches' --headless runs, each in a JVM of its own as a user starts it: P3D draws
 * with OpenGL, which needs a display (CI runs the tests under xvfb-run), so the run opens its
 * window, writes --save, --gif and --trace, and ends by itself with exit 0. Without a display
 * it ends with one line saying why, exit 2.
 */
class ThreeDimensionalRunsTest {

  static final Rectangle WORLD = new Rectangle(0, 0, 800, 600);
  static final int FRAMES = 20;

  @TempDir
  Path temp;

  @ParameterizedTest
  @ResourceLock(value = WindowTests.DISPLAY, mode = ResourceAccessMode.READ)
  @Execution(ExecutionMode.CONCURRENT)   // a JVM of its own: two cases at a time
  @ValueSource(strings = {"Flocking3D", "Wander3D"})
  void aHeadlessRunUnderADisplayWritesItsPictureGifAndTrace(String sketch) throws Exception {
    assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: a 3D sketch needs OpenGL and so"
        + " a display; CI runs this under xvfb-run (.ci/run)");
    File png = temp.resolve("last.png").toFile();
    File gif = temp.resolve("run.gif").toFile();
    File csv = temp.resolve("run.csv").toFile();
    ChildJvm.Ended run = ChildJvm.start(temp, env -> { }, "launcher.Sketchbook", sketch,
        "--headless", "--frames", String.valueOf(FRAMES), "--seed", "7", "--keys", "t",
        "--save", png.getPath(), "--gif", gif.getPath(), "--trace", csv.getPath()).waitFor();

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    BufferedImage image = ImageIO.read(png);
    assertNotNull(image, "a PNG; output:\n" + run.output());
    assertEquals(800 + SteeringSketch.PANEL_WIDTH, image.getWidth(), "the world and the panel");
    assertEquals(600, image.getHeight());
    assertTrue(Pixels.distinctColours(image, WORLD) >= 3, "the PNG shows the sketch's world");
    assertEquals(FRAMES / 2, GifTest.Gif.read(gif).frames().size(), "every 2nd frame");
    List<String> rows = Files.readAllLines(csv.toPath());
    assertEquals(TraceWriter.HEADER + ",z,vz,fz", rows.get(0));
    String last = rows.get(rows.size() - 1);
    assertTrue(last.startsWith(FRAMES + ","), last);
    float z = Float.parseFloat(last.split(",")[8]);
    assertTrue(z != 0, "the trace keeps z: " + last);
  }

  /**
   * Esc among the --keys is an end like --frames: the keys are pressed before frame 1, the run
   * ends after it, and every file asked for is written (the run's window closes by itself).
   * Flocking3D ends through the same code; one sketch keeps CI's time.
   */
  @Test
  @ResourceLock(value = WindowTests.DISPLAY, mode = ResourceAccessMode.READ)
  @Execution(ExecutionMode.CONCURRENT)   // a JVM of its own: two cases at a time
  void escInTheKeysEndsTheRunAfterFrameOneAndWritesItsFiles() throws Exception {
    assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: a 3D sketch needs OpenGL and so"
        + " a display; CI runs this under xvfb-run (.ci/run)");
    File png = temp.resolve("last.png").toFile();
    File gif = temp.resolve("run.gif").toFile();
    Path csv = temp.resolve("run.csv");
    Files.writeString(csv, "the user's previous trace\n");
    ChildJvm.Ended run = ChildJvm.start(temp, env -> { }, "launcher.Sketchbook",
        "Wander3D", "--headless", "--frames", "1000", "--seed", "7", "--keys", "tt\u001b",
        "--save", png.getPath(), "--gif", gif.getPath(), "--trace", csv.toString()).waitFor();

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertTrue(png.isFile() && gif.isFile(), "--save and --gif written; output:\n"
        + run.output());
    BufferedImage image = ImageIO.read(png);
    assertNotNull(image, "--save written; output:\n" + run.output());
    assertEquals(800 + SteeringSketch.PANEL_WIDTH, image.getWidth(), "the world and the panel");
    assertEquals(1, GifTest.Gif.read(gif).frames().size(), "--gif written: the one frame drawn");
    List<String> rows = Files.readAllLines(csv);
    assertEquals(TraceWriter.HEADER + ",z,vz,fz", rows.get(0));
    assertTrue(rows.size() > 1 && rows.stream().skip(1).allMatch(r -> r.startsWith("1,")),
        "the trace holds frame 1 only: " + rows);
  }

  @Test
  @ResourceLock(value = WindowTests.DISPLAY, mode = ResourceAccessMode.READ)
  @Execution(ExecutionMode.CONCURRENT)   // a JVM of its own: two cases at a time
  void withoutADisplayARunEndsWithOneLineAndExitTwo() throws IOException, InterruptedException {
    ChildJvm.Ended run = ChildJvm.start(temp, env -> env.remove("DISPLAY"),
        "launcher.Sketchbook", "Flocking3D", "--headless", "--frames", "5").waitFor();

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    List<String> lines = run.output().lines().filter(l -> !l.isBlank()).toList();
    assertEquals(1, lines.size(), run.output());
    assertTrue(lines.get(0).startsWith("Flocking3D: a 3D sketch draws with OpenGL, which needs"
        + " a display even with --headless"), lines.get(0));
    assertTrue(lines.get(0).contains("xvfb-run"), lines.get(0));
  }
}
