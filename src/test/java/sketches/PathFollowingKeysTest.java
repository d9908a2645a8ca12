package sketches;

import java.io.File;
import steering.files.PathFile;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import pathfollowing.PathFollowing;
import pathfollowing.PathFollowingAccess;
import processing.core.PVector;
import sketchbook.Offscreen;
import steering.Path;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PathFollowing's own keys: p next path, m draw a path with the mouse, w save the path. */
class PathFollowingKeysTest {

  private final ProjectFiles paths = ProjectFiles.watch("data/paths");

  @AfterEach
  void deleteSavedPaths() {
    paths.deleteAdded();
  }

  private static PathFollowing start() {
    return (PathFollowing) SketchKind.PATH_FOLLOWING.startOffscreen();
  }

  @Test
  void pGoesThroughTheFilesInDataPathsInOrderAndWrapsAround() {
    String[] names = paths.folder().list((dir, name) -> name.endsWith(".json"));
    assertNotNull(names);
    Arrays.sort(names);
    PathFollowing sketch = start();
    assertEquals(names[0], PathFollowingAccess.pathName(sketch));

    for (int i = 1; i <= names.length; i++) {
      sketch.pressKey('p');
      assertEquals(names[i % names.length], PathFollowingAccess.pathName(sketch), "after " + i);
      PVector start = PathFollowingAccess.path(sketch).start();
      for (Vehicle v : Offscreen.vehicles(sketch)) {
        assertEquals(start, v.position, "vehicles start on the new path");
      }
    }
  }

  @Test
  void mThenClicksThenMMakesTheDrawnPathTheOneFollowed() {
    PathFollowing sketch = start();
    Offscreen.frames(sketch, 5);
    int vehicles = Offscreen.vehicles(sketch).size();

    sketch.pressKey('m');
    assertNotNull(PathFollowingAccess.drawing(sketch), "m starts drawing");
    click(sketch, 100, 500);
    click(sketch, 400, 300);
    click(sketch, 700, 500);
    assertEquals(vehicles, Offscreen.vehicles(sketch).size(),
        "clicks while drawing add points, not vehicles");
    Offscreen.frames(sketch, 2);
    sketch.pressKey('m');

    Path path = PathFollowingAccess.path(sketch);
    assertEquals(List.of(new PVector(100, 500), new PVector(400, 300), new PVector(700, 500)),
        path.points);
    assertEquals("(drawn)", PathFollowingAccess.pathName(sketch));
    assertNull(PathFollowingAccess.drawing(sketch), "drawing is over");
    for (Vehicle v : Offscreen.vehicles(sketch)) {
      assertEquals(new PVector(100, 500), v.position, "vehicles start on the drawn path");
    }

    Offscreen.frames(sketch, 60);
    for (Vehicle v : Offscreen.vehicles(sketch)) {
      assertTrue(distanceToPath(v.position, path) <= path.radius + 10,
          "vehicle at " + v.position + " follows the drawn path");
    }
  }

  @Test
  void mWithFewerThanTwoPointsKeepsDrawing() {
    PathFollowing sketch = start();
    String before = PathFollowingAccess.pathName(sketch);

    sketch.pressKey('m');
    click(sketch, 100, 500);
    sketch.pressKey('m');

    assertNotNull(PathFollowingAccess.drawing(sketch), "still drawing");
    assertEquals(before, PathFollowingAccess.pathName(sketch), "the path is unchanged");
  }

  @Test
  void aClickOutsideDrawingAddsAVehicle() {
    PathFollowing sketch = start();
    int vehicles = Offscreen.vehicles(sketch).size();

    click(sketch, 250, 350);

    assertEquals(vehicles + 1, Offscreen.vehicles(sketch).size());
    assertEquals(new PVector(250, 350), Offscreen.vehicles(sketch).get(vehicles).position);
  }

  @Test
  void wSavesTheCurrentPathToANewNumberedFileWithoutOverwriting() throws IOException {
    PathFollowing sketch = start();
    // a drawn file a user already has, at the first number w would use
    File existing = new File(paths.folder(), "drawn-0001.json");
    String existingText = "{\"radius\": 5, \"points\": [[1, 2], [3, 4]]}";
    if (!existing.exists()) {
      Files.writeString(existing.toPath(), existingText);
    } else {
      existingText = Files.readString(existing.toPath());
    }

    sketch.pressKey('w');
    sketch.pressKey('w');

    List<File> saved = paths.added().stream()
        .filter(f -> !f.getName().equals("drawn-0001.json")).sorted().toList();
    assertEquals(2, saved.size(), "two new files: " + saved);
    Path current = PathFollowingAccess.path(sketch);
    for (File file : saved) {
      assertTrue(file.getName().matches("drawn-\\d{4}\\.json"), file.getName());
      Path loaded = PathFile.load(file);
      assertEquals(current.points, loaded.points, file.getName());
      assertEquals(current.radius, loaded.radius, file.getName());
      assertEquals(current.closed, loaded.closed, file.getName());
    }
    assertEquals(existingText, Files.readString(existing.toPath()), "not overwritten");
  }

  @Test
  void wWhileDrawingSavesTheDrawnPath() {
    PathFollowing sketch = start();
    sketch.pressKey('m');
    click(sketch, 10, 20);
    click(sketch, 30, 40);

    sketch.pressKey('w');

    List<File> saved = paths.added();
    assertEquals(1, saved.size(), "one new file: " + saved);
    assertEquals(List.of(new PVector(10, 20), new PVector(30, 40)),
        PathFile.load(saved.get(0)).points);
  }

  private static void click(PathFollowing sketch, int x, int y) {
    sketch.mouseX = x;
    sketch.mouseY = y;
    sketch.mousePressed();
  }

  private static float distanceToPath(PVector p, Path path) {
    float best = Float.POSITIVE_INFINITY;
    for (int i = 0; i < path.segmentCount(); i++) {
      PVector a = path.segmentStart(i);
      PVector b = path.segmentEnd(i);
      PVector ab = PVector.sub(b, a);
      float t = Math.max(0, Math.min(1, PVector.sub(p, a).dot(ab) / ab.magSq()));
      best = Math.min(best, PVector.dist(p, PVector.add(a, PVector.mult(ab, t))));
    }
    return best;
  }
}
