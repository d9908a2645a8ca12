package sketches;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.SketchRunner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What --save, --gif and --trace do with names that are not plain new files: a name as long as
 * the file system allows works, one byte longer fails before the first frame; a link is
 * followed; an existing file keeps its permissions; a named pipe is refused.
 */
class NamedFileDecisionsTest {

  /** The longest file name Linux file systems take, in bytes. */
  static final int NAME_MAX = 255;

  @TempDir
  Path temp;

  @Test
  void theLongestLegalNameWorksForSaveAndGif() throws IOException {
    File png = temp.resolve("p".repeat(NAME_MAX - ".png".length()) + ".png").toFile();
    File gif = temp.resolve("g".repeat(NAME_MAX - ".gif".length()) + ".gif").toFile();

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "4",
        "--save", png.getPath(), "--gif", gif.getPath());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertNotNull(ImageIO.read(png));
    assertEquals(2, RunEndingsTest.gifFrames(gif));  // 4 frames drawn, every 2nd kept
  }

  @Test
  void aNameTooLongFailsBeforeTheFirstFrame() throws IOException {
    File png = temp.resolve("p".repeat(NAME_MAX + 1 - ".png".length()) + ".png").toFile();
    File trace = temp.resolve("run.csv").toFile();

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "4",
        "--save", png.getPath(), "--trace", trace.getPath());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().contains("cannot write " + png + ": File name too long"),
        run.output());
    assertFalse(trace.exists(), "stopped before the trace was opened, so before frame 1");
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  void saveAndGifThroughALinkReplaceTheFileItPointsTo() throws IOException {
    Path realPng = Files.writeString(temp.resolve("real.png"), "old");
    Path realGif = Files.writeString(temp.resolve("real.gif"), "old");
    Path png = Files.createSymbolicLink(temp.resolve("link.png"), realPng.getFileName());
    Path gif = Files.createSymbolicLink(temp.resolve("link.gif"), realGif.getFileName());

    RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames", "2",
        "--save", png.toString(), "--gif", gif.toString());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertTrue(Files.isSymbolicLink(png) && Files.isSymbolicLink(gif), "the links stay links");
    assertNotNull(ImageIO.read(realPng.toFile()), "the picture is where the link points");
    assertEquals(1, RunEndingsTest.gifFrames(realGif.toFile()));
  }

  @Test
  void aReplacedFileKeepsItsPermissions() throws IOException {
    Path png = Files.writeString(temp.resolve("mine.png"), "old");
    Path gif = Files.writeString(temp.resolve("mine.gif"), "old");
    Path csv = Files.writeString(temp.resolve("mine.csv"), "old");
    for (Path p : new Path[] {png, gif, csv}) {
      Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-------"));
    }

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "2",
        "--save", png.toString(), "--gif", gif.toString(), "--trace", csv.toString());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    for (Path p : new Path[] {png, gif, csv}) {
      assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(p)),
          p.getFileName() + " stays private");
    }
    assertNotNull(ImageIO.read(png.toFile()));
  }

  @Test
  void aNamedPipeIsRefusedInsteadOfWaitingForAReader() throws Exception {
    Path fifo = temp.resolve("pipe.csv");
    Path fifoPng = temp.resolve("pipe.png");
    assumeTrue(mkfifo(fifo) && mkfifo(fifoPng), "needs mkfifo to make a named pipe");

    RunResult trace = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> RunResult.start(
        SketchKind.SEEK.create(), "--headless", "--frames", "2", "--trace", fifo.toString()));
    RunResult save = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "2",
        "--save", fifoPng.toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, trace.exitCode(), trace.output());
    assertTrue(trace.output().contains("cannot write " + fifo + ": is a named pipe"),
        trace.output());
    assertEquals(SketchRunner.EXIT_FILE_ERROR, save.exitCode(), save.output());
    assertTrue(save.output().contains("cannot write " + fifoPng + ": is not a regular file"),
        save.output());
    assertFalse(trace.hasStackTrace() || save.hasStackTrace(), trace.output() + save.output());
  }

  private static boolean mkfifo(Path path) throws InterruptedException {
    try {
      return new ProcessBuilder("mkfifo", path.toString()).start().waitFor() == 0;
    } catch (IOException noMkfifo) {
      return false;
    }
  }
}
