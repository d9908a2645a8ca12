package sketches;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.SketchRunner;
import sketchbook.run.GifRecorder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs that end other than by --frames: Esc among the --keys, a --save that fails at the end. */
class RunEndingsTest {

  @TempDir
  Path temp;

  @Test
  void escInTheKeysEndsAHeadlessRunAndWritesItsFiles() throws IOException {
    File png = temp.resolve("end.png").toFile();
    File gif = temp.resolve("end.gif").toFile();
    Path trace = temp.resolve("run.csv");
    Files.writeString(trace, "the user's previous trace\n");

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "300",
        "--keys", "t\u001b", "--save", png.getPath(), "--gif", gif.getPath(), "--trace",
        trace.toString());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertNotNull(ImageIO.read(png), "--save written");
    assertEquals(1, gifFrames(gif), "--gif written: the one frame drawn before Esc took effect");
    List<String> rows = Files.readAllLines(trace);
    // the keys are pressed before frame 1 is drawn; Esc ends the run after that frame:
    // the header and one row for Seek's one vehicle in frame 1
    assertEquals(2, rows.size(), rows.toString());
    assertTrue(rows.get(1).startsWith("1,0,"), rows.toString());
  }

  @Test
  void aSaveThatFailsAtTheEndDoesNotCostTheGif() throws Exception {
    File gif = temp.resolve("run.gif").toFile();
    try (FullDisk disk = FullDisk.at(temp.resolve("full"))) {
      File png = disk.folder.resolve("end.png").toFile();

      RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames", "10",
          "--save", png.getPath(), "--gif", gif.getPath());

      assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
      assertTrue(run.output().contains("cannot write " + png + ": No space left on device"),
          run.output());
      assertFalse(run.output().contains(gif.getName()), "only the PNG failed: " + run.output());
      assertFalse(run.hasStackTrace(), run.output());
      assertFalse(png.exists(), "no half-written PNG");
      assertEquals(GifRecorder.gifFrames(10), gifFrames(gif), "the GIF was written in full");
    }
  }

  @Test
  void aGifThatFailsMidRunIsDroppedAndTheOtherFilesAreWrittenInFull() throws Exception {
    File png = temp.resolve("end.png").toFile();
    Path trace = temp.resolve("run.csv");
    try (FullDisk disk = FullDisk.at(temp.resolve("full"))) {
      File gif = disk.folder.resolve("run.gif").toFile();

      RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "10",
          "--save", png.getPath(), "--gif", gif.getPath(), "--trace", trace.toString());

      assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
      assertFalse(gif.exists(), "no half-written GIF");
      assertEquals(List.of("filler"), List.of(disk.folder.toFile().list()), "no part file left");
      assertNotNull(ImageIO.read(png), "--save written after the last frame");
      List<String> rows = Files.readAllLines(trace);
      assertEquals(1 + 10, rows.size(), "the header and all ten frames of Seek's one vehicle");
      assertTrue(rows.get(10).startsWith("10,0,"), rows.toString());
      List<String> said = run.output().lines().toList();
      assertEquals(List.of("Seek: gif stopped: cannot write " + gif
          + ": No space left on device"), said, "one line, naming the GIF");
    }
  }

  /** The number of frames in a GIF file. */
  static int gifFrames(File gif) throws IOException {
    try (ImageInputStream in = ImageIO.createImageInputStream(gif)) {
      assertNotNull(in, gif + " exists");
      ImageReader reader = ImageIO.getImageReaders(in).next();
      reader.setInput(in);
      return reader.getNumImages(true);
    }
  }
}
