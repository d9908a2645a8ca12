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
import sketchbook.run.ExitCodes;
import sketchbook.run.ProjectFolder;

/**
 * Save and see, in a real window of a JVM of its own (this one is headless): the steps of
 * {@link SaveAndSeeScenario}, each a line it prints, ending with Esc in a window stopped on a
 * failure, which ends the program with the failure's exit code.
 */
class SaveAndSeeTest {

  private static final long TIMEOUT_SECONDS = 120;

  @TempDir
  Path temp;

  @Test
  void anEditShowsInTheWindowAndAMistakeIsToldInIt() throws Exception {
    assumeTrue(System.getenv("DISPLAY") != null,
        "no DISPLAY: save and see opens real windows; CI runs it under xvfb-run (.ci/run)");
    File log = temp.resolve("run.log").toFile();
    Process child = new ProcessBuilder(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), SaveAndSeeScenario.class.getName(),
        temp.resolve("project").toString()))
        .directory(ProjectFolder.root()).redirectErrorStream(true).redirectOutput(log).start();
    if (!child.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      fail("still running after " + TIMEOUT_SECONDS + " s; output:\n"
          + Files.readString(log.toPath()));
    }
    String output = Files.readString(log.toPath());
    assertEquals(ExitCodes.CRASHED, child.exitValue(), "Esc in the window stopped on a failure"
        + " ends the program with the failure's code:\n" + output);
    for (String step : List.of("Seek runs", "after the edit, at", "a compile error, in the window",
        "a failure, in the window", "the fix runs", "Esc in the stopped window")) {
      assertTrue(output.contains(step), step + ":\n" + output);
    }
    assertTrue(output.contains("Seek: desired must have finite coordinates, was (Infinity,")
        && output.contains(" — at Vehicle.java:"), "the failure's one line:\n" + output);
  }
}
