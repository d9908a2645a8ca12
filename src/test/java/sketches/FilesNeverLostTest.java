package sketches;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pathfollowing.PathFollowing;
import pathfollowing.PathFollowingAccess;
import sketchbook.Offscreen;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.run.NumberedFile;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A file the user made is never overwritten by a numbered save (s, w), and a write that fails
 * names the file and the reason while the sketch keeps running. --save and --trace name their
 * file explicitly, so they do replace it.
 *
 * <p>These tests run as root, and root ignores file permissions, so a read-only folder cannot
 * be faked with chmod. Failures are forced the way they also happen to users: a regular file
 * sits where a folder is expected, /dev/full stands in for a full device and a tiny tmpfs for a
 * full disk ({@link FullDisk}).
 */
class FilesNeverLostTest {

  @TempDir
  Path temp;

  @Test
  void aScreenshotNeverOverwritesAFileTheUserHas() throws IOException {
    File folder = temp.resolve("shots").toFile();
    folder.mkdirs();
    File mine = new File(folder, "seek-0001.png");
    byte[] myBytes = {1, 2, 3};
    Files.write(mine.toPath(), myBytes);
    SteeringSketch sketch = SketchKind.SEEK.startOffscreen();
    Offscreen.screenshotFolder(sketch, folder);

    sketch.pressKey('s');
    Offscreen.frames(sketch, 1);

    assertArrayEquals(myBytes, Files.readAllBytes(mine.toPath()), "my file is untouched");
    File taken = new File(folder, "seek-0002.png");
    BufferedImage saved = ImageIO.read(taken);
    assertEquals(0, Pixels.differing(Offscreen.image(sketch), saved), "the frame is in 0002");
    assertTrue(String.join("\n", sketch.hudLines()).contains("saved "),
        "the HUD says where: " + sketch.hudLines());
  }

  @Test
  void aScreenshotThatCannotBeWrittenIsReportedAndTheSketchRunsOn() throws IOException {
    File notAFolder = temp.resolve("screenshots").toFile();
    Files.writeString(notAFolder.toPath(), "a file where the folder should be");
    SteeringSketch sketch = SketchKind.ARRIVE.startOffscreen();
    Offscreen.screenshotFolder(sketch, notAFolder);
    int stepsBefore = sketch.steps();

    String printed = StdErr.capture(() -> {
      sketch.pressKey('s');
      Offscreen.frames(sketch, 10);
    });

    String hud = String.join("\n", sketch.hudLines());
    String expected = notAFolder + ": is a file, not a folder";
    assertTrue(hud.contains("screenshot failed: " + expected), hud);
    assertTrue(printed.contains(expected), printed);
    assertFalse(printed.contains("Exception"), "no stack trace: " + printed);
    assertEquals(stepsBefore + 10, sketch.steps(), "the sketch kept running");
    assertFalse(sketch.finished());
    assertEquals("a file where the folder should be", Files.readString(notAFolder.toPath()));
  }

  @Test
  void aScreenshotIntoAReadOnlyFolderIsReportedAndTheSketchRunsOn() throws IOException {
    File folder = temp.resolve("read-only").toFile();
    folder.mkdirs();
    assertTrue(folder.setWritable(false, false));
    try {
      assumeTrue(!Files.isWritable(folder.toPath()),
          "running as root, which ignores file permissions: the test above forces the failure"
          + " with a file in the folder's place instead");
      SteeringSketch sketch = SketchKind.SEEK.startOffscreen();
      Offscreen.screenshotFolder(sketch, folder);

      String printed = StdErr.capture(() -> {
        sketch.pressKey('s');
        Offscreen.frames(sketch, 3);
      });

      assertTrue(printed.contains("seek-0001.png: permission denied"), printed);
      assertFalse(sketch.finished());
    } finally {
      folder.setWritable(true, false);
    }
  }

  @Test
  void saveTraceAndGifIntoAReadOnlyFolderAllSayWhyInTheSameWords() throws Exception {
    try (ReadOnlyDisk disk = ReadOnlyDisk.at(temp.resolve("read-only"))) {
      for (String name : List.of("out.png", "out.csv", "out.gif")) {
        File output = disk.folder.resolve(name).toFile();
        String flag = name.endsWith(".png") ? "--save" : name.endsWith(".csv") ? "--trace"
            : "--gif";

        RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames",
            "3", flag, output.getPath());

        assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
        assertEquals("Arrive: cannot write " + output + ": Read-only file system",
            run.output().strip(), flag);
      }
    }
  }

  @Test
  void savingADrawnPathNeverOverwritesAndAFailureIsReported() throws IOException {
    File folder = temp.resolve("paths").toFile();
    folder.mkdirs();
    File mine = new File(folder, "drawn-0001.json");
    Files.writeString(mine.toPath(), "my own path");
    PathFollowing sketch = (PathFollowing) SketchKind.PATH_FOLLOWING.startOffscreen();
    PathFollowingAccess.savedPathFolder(sketch, folder);

    sketch.pressKey('w');

    assertEquals("my own path", Files.readString(mine.toPath()));
    assertTrue(new File(folder, "drawn-0002.json").isFile(), "saved under the next number");

    File notAFolder = temp.resolve("not-a-folder").toFile();
    Files.writeString(notAFolder.toPath(), "x");
    PathFollowingAccess.savedPathFolder(sketch, notAFolder);
    String printed = StdErr.capture(() -> {
      sketch.pressKey('w');
      Offscreen.frames(sketch, 5);
    });

    String hud = String.join("\n", sketch.hudLines());
    assertTrue(hud.contains("could not save the path: " + notAFolder
        + ": is a file, not a folder"), hud);
    assertTrue(printed.contains(notAFolder.toString()), printed);
    assertFalse(sketch.finished(), "the sketch runs on");
  }

  @Test
  void aNumberedNameIsClaimedByOneSaverOnly() throws Exception {
    File folder = temp.toFile();
    int savers = 8;
    int each = 25;
    ExecutorService pool = Executors.newFixedThreadPool(savers);
    List<Future<List<File>>> results = new ArrayList<>();
    for (int i = 0; i < savers; i++) {
      results.add(pool.submit(() -> {
        List<File> mine = new ArrayList<>();
        for (int j = 0; j < each; j++) {
          mine.add(NumberedFile.claim(folder, "race", "png"));
        }
        return mine;
      }));
    }
    Set<File> all = new HashSet<>();
    for (Future<List<File>> r : results) {
      all.addAll(r.get());
    }
    pool.shutdown();
    assertEquals(savers * each, all.size(), "every claim got its own file");
    assertEquals(savers * each, folder.list().length);
  }

  @Test
  void saveAndTraceNameTheirFileSoTheyReplaceIt() throws IOException {
    File png = temp.resolve("frame.png").toFile();
    File csv = temp.resolve("run.csv").toFile();
    Files.writeString(png.toPath(), "old picture");
    Files.writeString(csv.toPath(), "old trace");

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "5",
        "--save", png.toString(), "--trace", csv.toString());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertTrue(ImageIO.read(png) != null, "replaced by a PNG");
    assertTrue(Files.readString(csv.toPath()).startsWith("frame,vehicle"), "replaced by a trace");
  }

  @Test
  void saveNamingAFolderFailsBeforeTheFirstFrame() throws IOException {
    File folder = temp.resolve("pictures.png").toFile();
    folder.mkdirs();

    RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames", "5",
        "--save", folder.toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().contains(folder + ": is a folder, not a file"), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  void aTraceThatFailsMidRunIsReportedAndTheRunGoesOn() throws IOException {
    File full = new File("/dev/full");
    assumeTrue(full.exists(), "needs /dev/full (Linux) to stand in for a full disk");
    Path trace = temp.resolve("trace.csv");
    Files.createSymbolicLink(trace, full.toPath());
    File png = temp.resolve("end.png").toFile();

    // 200 vehicles write ~10 kB of trace a frame: the first flush fails within a few frames
    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "60",
        "--vehicles", "200", "--trace", trace.toString(), "--save", png.toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().contains("trace stopped: cannot write " + trace
        + ": No space left on device"), run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertTrue(ImageIO.read(png) != null, "the run went on to its last frame and saved it");
    assertNotEquals(0, png.length());
  }

  @Test
  void aTraceThatFillsTheDiskLeavesTheOldTraceAndNoPartFile() throws Exception {
    String old = "the user's earlier trace\n";
    File png = temp.resolve("end.png").toFile();
    try (FullDisk disk = FullDisk.holding(temp.resolve("full"), Map.of("run.csv", old))) {
      Path trace = disk.folder.resolve("run.csv");

      // 200 vehicles write ~10 kB of trace a frame: the part's first flush finds no room
      RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "10",
          "--vehicles", "200", "--trace", trace.toString(), "--save", png.toString());

      assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
      assertEquals(List.of("Seek: trace stopped: cannot write " + trace
          + ": No space left on device"), run.output().lines().toList(), "one line");
      assertEquals(old, Files.readString(trace), "not a trace cut mid-row: the old one");
      assertEquals(Set.of("filler", "run.csv"), Set.of(disk.folder.toFile().list()),
          "no part file left");
      assertTrue(ImageIO.read(png) != null, "the run went on to its last frame and saved it");
    }
  }

  @Test
  void aRefusedOutputLeavesNoFolderForTheOthers() throws IOException {
    File notAFolder = Files.writeString(temp.resolve("not-a-folder"), "").toFile();
    Path newFolder = temp.resolve("nd3");

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "2",
        "--save", newFolder.resolve("x.png").toString(),
        "--trace", new File(notAFolder, "x.csv").getPath());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertFalse(Files.exists(newFolder), "checked before any folder was made");
  }

  @Test
  void anOutputWhoseFolderCannotBeMadeLeavesNoFolderForTheOthers() throws IOException {
    Path newFolder = temp.resolve("nd3");
    // /proc takes no new folder, though it looks writable to root until one is made
    Path underProc = Path.of("/proc", "no-such-folder-" + ProcessHandle.current().pid(), "x.csv");

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "2",
        "--save", newFolder.resolve("deeper").resolve("x.png").toString(),
        "--gif", newFolder.resolve("x.gif").toString(), "--trace", underProc.toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().contains("cannot write " + underProc), run.output());
    assertFalse(Files.exists(newFolder), "the folders made for --save went again");
  }

  @Test
  void aTraceRefusedAfterTheGifStartedLeavesNeitherPartNorFolder() throws Exception {
    Path fifo = temp.resolve("pipe.csv");
    assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0,
        "needs mkfifo to make a named pipe");
    Path newFolder = temp.resolve("gifs");

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "2",
        "--gif", newFolder.resolve("run.gif").toString(), "--trace", fifo.toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().contains("cannot write " + fifo + ": is a named pipe"), run.output());
    assertEquals(List.of(fifo), Files.list(temp).toList(), "no GIF part file, no folder");
  }
}
