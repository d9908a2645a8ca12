package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.SketchRunner;
import sketchbook.run.InputLog;
import sketchbook.run.InputLogFile;

/**
 * {@code --record FILE} writes a run's input and {@code --replay FILE} plays it again: the same
 * frames, so the same trace and the same picture; a file that is not a recording, is for
 * another sketch or from another version, or a replay given options of its own, ends with one
 * line naming what is wrong and writes nothing.
 */
class RecordAndReplayTest {

  @TempDir
  Path temp;

  @Test
  void aRecordedRunReplaysToTheSameTraceAndPicture() throws IOException {
    Path log = temp.resolve("arrive.log");
    Path trace = temp.resolve("first.csv");
    RunResult recorded = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames",
        "150", "--seed", "11", "--keys", "[=", "--record", log.toString(), "--trace",
        trace.toString(), "--save", temp.resolve("first.png").toString());
    assertEquals(SketchRunner.EXIT_OK, recorded.exitCode(), recorded.output());
    InputLog read = InputLogFile.read(log);
    assertEquals(11, read.seed());
    assertEquals(List.of("--keys", "[="), read.args(), "what shapes the run, not its outputs");
    assertEquals(150, read.steps());

    Path again = temp.resolve("again.csv");
    RunResult replayed = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--replay",
        log.toString(), "--trace", again.toString(), "--save",
        temp.resolve("again.png").toString());
    assertEquals(SketchRunner.EXIT_OK, replayed.exitCode(), replayed.output());
    assertEquals(Files.readString(trace), Files.readString(again),
        "the replay's 150 frames, every vehicle, to the last digit");
    assertEquals(0, Pixels.differing(ImageIO.read(temp.resolve("first.png").toFile()),
        ImageIO.read(temp.resolve("again.png").toFile())), "the same last frame");
  }

  @Test
  void aBadRecordingEndsWithOneLineAndWritesNothing() throws IOException {
    Path notALog = Files.writeString(temp.resolve("notes.txt"), "remember the milk\n");
    Path future = Files.writeString(temp.resolve("future.log"),
        "steering-sketchbook input log 7\nsketch arrive.Arrive\nseed 1\nsteps 1\n");
    Path seekLog = temp.resolve("seek.log");
    RunResult seek = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "5",
        "--record", seekLog.toString());
    assertEquals(SketchRunner.EXIT_OK, seek.exitCode(), seek.output());
    Path broken = Files.writeString(temp.resolve("broken.log"),
        Files.readString(seekLog).replace("sketch seek.Seek", "sketch arrive.Arrive")
            + "3 mouse 42 1 1 37 1 0\n");

    assertRefused(notALog, "is not an input log (its first line should be \"steering-sketchbook"
        + " input log 1\")");
    assertRefused(future, "is an input log of version 7; this sketchbook reads version 1");
    assertRefused(seekLog, "records seek.Seek, not arrive.Arrive");
    assertRefused(broken, "line ");
    assertRefused(temp.resolve("missing.log"), "no such file");
  }

  @Test
  void aReplayTakesItsOptionsFromTheRecordingOnly() throws IOException {
    Path log = temp.resolve("arrive.log");
    RunResult recorded = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames",
        "5", "--record", log.toString());
    assertEquals(SketchRunner.EXIT_OK, recorded.exitCode(), recorded.output());
    RunResult replayed = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--replay",
        log.toString(), "--vehicles", "3");
    assertEquals(SketchRunner.EXIT_USAGE, replayed.exitCode());
    assertTrue(replayed.output().startsWith("Arrive: --vehicles cannot be given with --replay:"
        + " the run's options come from the recording"), replayed.output());
  }

  @Test
  void recordingOverTheReplayedFileIsRefused() throws IOException {
    Path log = temp.resolve("arrive.log");
    RunResult recorded = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames",
        "5", "--record", log.toString());
    assertEquals(SketchRunner.EXIT_OK, recorded.exitCode(), recorded.output());
    String before = Files.readString(log);
    RunResult both = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--replay",
        log.toString(), "--record", log.toString());
    assertEquals(SketchRunner.EXIT_USAGE, both.exitCode(), both.output());
    assertEquals(before, Files.readString(log), "the recording is untouched");
  }

  private void assertRefused(Path log, String says) {
    Path picture = temp.resolve("never.png");
    RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--replay",
        log.toString(), "--save", picture.toString());
    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertEquals(1, run.output().strip().lines().count(), "one line: " + run.output());
    assertTrue(run.output().startsWith("Arrive: "), run.output());
    assertTrue(run.output().contains(says), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertFalse(Files.exists(picture), "nothing written");
  }
}
