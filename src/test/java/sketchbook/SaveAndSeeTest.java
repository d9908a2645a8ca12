package sketchbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceAccessMode;
import org.junit.jupiter.api.parallel.ResourceLock;
import sketchbook.run.ExitCodes;
import sketchbook.run.ProjectFolder;
import sketches.WindowTests;

/**
 * Save and see, in a real window of a JVM of its own (this one is headless): the steps of
 * {@link SaveAndSeeScenario}, each a line it prints, ending with Esc in a window stopped on a
 * failure, which ends the program with the failure's exit code; and a 3D sketch's, in OpenGL
 * windows ({@link SaveAndSee3DScenario}), ending with Esc.
 */
class SaveAndSeeTest {

  private static final long TIMEOUT_SECONDS = 120;

  @TempDir
  Path temp;

  @Test
  @ResourceLock(value = WindowTests.DISPLAY, mode = ResourceAccessMode.READ)
  @Execution(ExecutionMode.CONCURRENT)   // a JVM of its own: two cases at a time
  void anEditShowsInTheWindowAndAMistakeIsToldInIt() throws Exception {
    assumeTrue(System.getenv("DISPLAY") != null,
        "no DISPLAY: save and see opens real windows; CI runs it under xvfb-run (.ci/run)");
    Ended run = runInItsOwnJvm(SaveAndSeeScenario.class);
    String output = run.output();
    assertEquals(ExitCodes.CRASHED, run.exitCode(), "Esc in the window stopped on a failure"
        + " ends the program with the failure's code:\n" + output);
    for (String step : List.of("Seek runs", "after the edit, at", "a compile error, in the window",
        "a failure, in the window", "the fix runs", "Esc in the stopped window")) {
      assertTrue(output.contains(step), step + ":\n" + output);
    }
    assertTrue(output.contains("Seek: desired must have finite coordinates, was (Infinity,")
        && output.contains(" — at Vehicle.java:"), "the failure's one line:\n" + output);
  }

  @Test
  @ResourceLock(value = WindowTests.DISPLAY, mode = ResourceAccessMode.READ)
  @Execution(ExecutionMode.CONCURRENT)   // a JVM of its own: two cases at a time
  void a3DSketchOpensEachBuildInAnOpenGlWindowOfItsOwn() throws Exception {
    assumeTrue(System.getenv("DISPLAY") != null, "no DISPLAY: a 3D sketch's window draws with"
        + " OpenGL, which needs a display; CI runs it under xvfb-run (.ci/run)");
    Ended run = runInItsOwnJvm(SaveAndSee3DScenario.class);
    String output = run.output();
    assertEquals(ExitCodes.OK, run.exitCode(), "Esc ends the program:\n" + output);
    for (String step : List.of("Wander3D runs in an OpenGL window", "build 1 draws in a window"
        + " of its own where the old one was", "after the edit, top speed 6.0",
        "the build before steps on out of sight", "build 2 draws in a window of its own",
        "the book's line again, top speed 3.0", "a compile error, in the OpenGL window",
        "the fix runs", "Esc")) {
      assertTrue(output.contains(step), step + ":\n" + output);
    }
  }

  /** A scenario's run: how it ended and what it printed. */
  private record Ended(int exitCode, String output) {
  }

  /** Runs {@code scenario} on a copy of the sources, in a JVM of its own. */
  private Ended runInItsOwnJvm(Class<?> scenario) throws Exception {
    File log = temp.resolve("run.log").toFile();
    Process child = new ProcessBuilder(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), scenario.getName(),
        temp.resolve("project").toString()))
        .directory(ProjectFolder.root()).redirectErrorStream(true).redirectOutput(log).start();
    if (!child.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      fail("still running after " + TIMEOUT_SECONDS + " s; output:\n"
          + Files.readString(log.toPath()));
    }
    return new Ended(child.exitValue(), Files.readString(log.toPath()));
  }
}
