package sketches;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pathfollowing.PathFollowing;
import pathfollowing.PathFollowingAccess;
import processing.core.PVector;
import sketchbook.Offscreen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PathFollowing's files while it runs: a broken file in the folder does not stop it starting,
 * the HUD shows one message at a time, a path saved with w is the path l reloads, and a w that
 * fails on a full disk is reported once and leaves no numbered file behind.
 */
class PathFilesInARunningSketchTest {

  static final String GOOD = "{\"radius\": 20, \"points\": [[30, 300], [790, 300]]}";
  static final String BROKEN = "{\"radius\": 20, \"points\": [[30, 300]]}";

  @TempDir
  Path temp;

  @Test
  void aBrokenFileThatSortsFirstIsSkippedAndShown() throws IOException {
    Path broken = write("a-broken.json", BROKEN);
    write("b-good.json", GOOD);

    String[] printed = new String[1];
    PathFollowing[] started = new PathFollowing[1];
    printed[0] = StdErr.capture(() -> started[0] = startIn(temp));
    PathFollowing sketch = started[0];

    assertEquals("b-good.json", PathFollowingAccess.pathName(sketch));
    String why = broken + ": a path needs at least two points, found 1";
    assertTrue(sketch.hudLines().contains("skipped " + why), sketch.hudLines().toString());
    assertEquals("PathFollowing: skipped " + why, printed[0].strip());
  }

  @Test
  void aFailedReloadShowsOnlyTheErrorNotTheEarlierReload() throws IOException {
    Path file = write("mine.json", GOOD);
    PathFollowing sketch = startIn(temp);
    sketch.pressKey('l');
    assertTrue(sketch.hudLines().contains("reloaded mine.json"), sketch.hudLines().toString());

    Files.writeString(file, BROKEN);
    StdErr.capture(() -> sketch.pressKey('l'));

    List<String> hud = sketch.hudLines();
    assertFalse(hud.stream().anyMatch(l -> l.startsWith("reloaded")), hud.toString());
    assertTrue(hud.contains("kept the last good path: fix the file and press l"), hud.toString());
  }

  @Test
  void afterWTheSavedFileIsThePathsFileSoLReloadsIt() throws IOException {
    write("mine.json", GOOD);
    File saved = temp.resolve("saved").toFile();
    PathFollowing sketch = startIn(temp);
    PathFollowingAccess.savedPathFolder(sketch, saved);
    drawAPath(sketch);

    sketch.pressKey('w');
    sketch.pressKey('l');

    File file = new File(saved, "drawn-0001.json");
    assertEquals(file, PathFollowingAccess.pathFile(sketch));
    assertTrue(sketch.hudLines().contains("reloaded drawn-0001.json"), sketch.hudLines()
        .toString());
    assertEquals(List.of(new PVector(10, 20), new PVector(300, 40)),
        PathFollowingAccess.path(sketch).points, "the drawn points, read back from the file");
  }

  @Test
  void wOnAFullDiskIsReportedOnceAndLeavesNoNumberedFile() throws Exception {
    write("mine.json", GOOD);
    PathFollowing sketch = startIn(temp);
    try (FullDisk disk = FullDisk.at(temp.resolve("full"))) {
      PathFollowingAccess.savedPathFolder(sketch, disk.folder.toFile());

      String printed = StdErr.capture(() -> sketch.pressKey('w'));

      assertEquals(1, printed.lines().count(), printed);
      assertTrue(printed.startsWith("PathFollowing: could not save the path: "), printed);
      assertTrue(printed.contains("No space left on device"), printed);
      assertEquals(1, sketch.hudLines().stream()
          .filter(l -> l.startsWith("could not save the path")).count(), sketch.hudLines()
          .toString());
      assertFalse(Files.exists(disk.folder.resolve("drawn-0001.json")), "the name is free");
      assertEquals("mine.json", PathFollowingAccess.pathName(sketch), "still the file's path");
    }
  }

  private static void drawAPath(PathFollowing sketch) {
    sketch.pressKey('m');
    for (int[] xy : new int[][] {{10, 20}, {300, 40}}) {
      sketch.mouseX = xy[0];
      sketch.mouseY = xy[1];
      sketch.mousePressed();
    }
    sketch.pressKey('m');
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(temp.resolve(name), text);
  }

  private static PathFollowing startIn(Path folder) {
    PathFollowing sketch = new PathFollowing();
    PathFollowingAccess.pathsFolder(sketch, folder.toFile());
    return Offscreen.start(sketch, "--headless", "--seed", SketchKind.SEED);
  }
}
