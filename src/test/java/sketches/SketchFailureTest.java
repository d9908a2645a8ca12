package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import seek.Seek;
import sketchbook.SketchRunner;
import sketchbook.run.Crash;
import sketchbook.run.ProjectFolder;

/**
 * When a sketch's own code throws during a run, the run ends with one line: the message and
 * the first place in the project's files where it happened, with that line's text (past the
 * library's door checks, which only refuse what they are handed), and exit code 1; no stack
 * trace, and the picture and GIF the run would have written at its end are not written.
 */
class SketchFailureTest {

  @TempDir
  Path temp;

  /** Seek, with a mistake a learner could make in draw(): a target made of NaN. */
  static class BrokenSeek extends Seek {
    @Override
    public void draw() {
      super.draw();
      if (steps() == 3) {
        vehicles.get(0).seek(new PVector(0, 0).div(0));
      }
    }
  }

  @Test
  void aHeadlessRunWhoseCodeThrowsEndsWithOneLineAndExitCodeOne() {
    Path picture = temp.resolve("never.png");
    Path gif = temp.resolve("never.gif");
    RunResult run = RunResult.start(new BrokenSeek(), "--headless", "--frames", "30", "--save",
        picture.toString(), "--gif", gif.toString());
    assertEquals(1, run.exitCode(), run.output());
    List<String> lines = run.output().strip().lines().toList();
    assertEquals(1, lines.size(), run.output());
    assertTrue(lines.get(0).startsWith("BrokenSeek: target must have finite coordinates, was"
        + " (NaN, NaN, NaN) — at SketchFailureTest.java:"), lines.get(0));
    assertFalse(run.hasStackTrace(), run.output());
    assertFalse(Files.exists(picture), "the run did not reach its end: no picture");
    assertFalse(Files.exists(gif), "nor a GIF");
  }

  @Test
  void aRunWhoseCodeThrowsLeavesTheOldTraceAsItWasAndNoPartFile() throws IOException {
    String old = "frame,vehicle,x,y,vx,vy,fx,fy\n1,0,1.0,2.0,0.0,0.0,0.0,0.0\n";
    Path trace = Files.writeString(temp.resolve("old.csv"), old);
    Path gif = temp.resolve("never.gif");

    RunResult run = RunResult.start(new BrokenSeek(), "--headless", "--frames", "30", "--trace",
        trace.toString(), "--gif", gif.toString());

    assertEquals(1, run.exitCode(), run.output());
    assertEquals(old, Files.readString(trace), "a failure is not an end: the old trace stays");
    try (Stream<Path> left = Files.list(temp)) {
      assertEquals(List.of(trace), left.toList(), "no part file, no GIF");
    }
  }

  @Test
  void thePlaceIsTheFirstLineOfTheProjectPastTheDoorChecksWithItsText() throws IOException {
    int seekLine = lineOf("src/main/java/steering/Vehicle.java", "return steer(desired, weight)");
    IllegalArgumentException thrown = new IllegalArgumentException(
        "desired must have finite coordinates, was (Infinity, NaN, NaN)");
    thrown.setStackTrace(new StackTraceElement[] {
        new StackTraceElement("steering.Check", "vector", "Check.java", 40),
        new StackTraceElement("steering.Vehicle", "steer", "Vehicle.java",
            lineOf("src/main/java/steering/Vehicle.java", "Check.")),
        new StackTraceElement("steering.Vehicle", "seek", "Vehicle.java", seekLine),
        new StackTraceElement("seek.Seek", "draw", "Seek.java", 90),
        new StackTraceElement("processing.core.PApplet", "handleDraw", "PApplet.java", 2000)});
    assertEquals("desired must have finite coordinates, was (Infinity, NaN, NaN) — at"
        + " Vehicle.java:" + seekLine + ": return steer(desired, weight);",
        Crash.describe(thrown));
  }

  @Test
  void aNullPointerSaysWhatItIs() {
    NullPointerException thrown = new NullPointerException("target is null");
    thrown.setStackTrace(new StackTraceElement[] {
        new StackTraceElement("java.util.Objects", "requireNonNull", "Objects.java", 10)});
    assertEquals("NullPointerException: target is null", Crash.describe(thrown));
  }

  /** The first line of a project file holding {@code text}, counted from 1. */
  private static int lineOf(String file, String text) throws IOException {
    List<String> lines = Files.readAllLines(ProjectFolder.root().toPath().resolve(file),
        StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(text)) {
        return i + 1;
      }
    }
    throw new AssertionError(text + " not in " + file);
  }
}
