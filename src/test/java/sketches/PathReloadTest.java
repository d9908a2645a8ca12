package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pathfollowing.PathFollowing;
import pathfollowing.PathFollowingAccess;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.controls.KeyTable;
import steering.Vehicle;

/** l reads the path file again after an edit; a broken edit is shown and the good path kept. */
class PathReloadTest {

  static final String FIRST = "{\"radius\": 20, \"points\": [[30, 420], [400, 250], [790, 420]]}";
  static final String EDITED = "{\"radius\": 35, \"points\": [[30, 300], [790, 300]]}";
  static final String BROKEN = "{\"radius\": 35, \"points\": [[30, 300]]}";
  /** The HUD sits in the top-left corner; everything below this line is the scene. */
  static final int BELOW_HUD = 200;

  @TempDir
  Path temp;

  @Test
  void lIsInTheKeyTableSoHelpListsIt() {
    KeyTable keys = Offscreen.keys(SketchKind.PATH_FOLLOWING.startOffscreen());
    assertTrue(keys.helpLines().stream().anyMatch(l -> l.startsWith("l ")
        && l.contains("reload the path file")), keys.helpLines().toString());
  }

  @Test
  void lReloadsTheEditedFileAndTheVehiclesCarryOn() throws IOException {
    Path file = write("mine.json", FIRST);
    PathFollowing sketch = start(file);
    Offscreen.frames(sketch, 10);
    List<Vehicle> vehicles = new ArrayList<>(Offscreen.vehicles(sketch));
    List<PVector> positions = positions(vehicles);

    Files.writeString(file, EDITED);
    sketch.pressKey('l');

    steering.Path path = PathFollowingAccess.path(sketch);
    assertEquals(List.of(new PVector(30, 300), new PVector(790, 300)), path.points);
    assertEquals(35, path.radius);
    assertEquals(vehicles, Offscreen.vehicles(sketch), "the same vehicles");
    assertEquals(positions, positions(Offscreen.vehicles(sketch)), "not sent back to the start");
    assertTrue(sketch.hudLines().contains("reloaded mine.json"), sketch.hudLines().toString());
  }

  @Test
  void aBrokenEditShowsTheErrorOnScreenAndKeepsTheLastGoodPath() throws IOException {
    Path file = write("mine.json", FIRST);
    PathFollowing sketch = start(file);
    sketch.pressKey(' ');  // paused: only the HUD may change between the two frames
    Offscreen.frames(sketch, 1);
    BufferedImage before = Offscreen.image(sketch);
    steering.Path good = PathFollowingAccess.path(sketch);

    Files.writeString(file, BROKEN);
    sketch.pressKey('l');
    Offscreen.frames(sketch, 1);
    BufferedImage after = Offscreen.image(sketch);

    assertSame(good, PathFollowingAccess.path(sketch), "the last good path is kept");
    String error = file + ": a path needs at least two points, found 1";
    assertEquals(error, PathFollowingAccess.pathError(sketch));
    assertTrue(sketch.hudLines().contains(error), sketch.hudLines().toString());
    // the HUD is in the side panel, beside the world
    Rectangle hud = new Rectangle(sketch.width, 0, after.getWidth() - sketch.width, BELOW_HUD);
    Rectangle scene = new Rectangle(0, 0, sketch.width, sketch.height);
    assertTrue(Pixels.differing(before, after, hud) > 500, "the error is drawn in the HUD");
    assertEquals(0, Pixels.differing(before, after, scene), "the path on screen is unchanged");

    Offscreen.frames(sketch, 300);  // unlike a message, the error stays until it is fixed
    assertTrue(sketch.hudLines().contains(error), "still shown");

    Files.writeString(file, EDITED);
    sketch.pressKey('l');
    assertNull(PathFollowingAccess.pathError(sketch), "fixed: the error is gone");
    assertEquals(35, PathFollowingAccess.path(sketch).radius);
  }

  @Test
  void lOnADrawnPathSaysThereIsNoFile() {
    PathFollowing sketch = (PathFollowing) SketchKind.PATH_FOLLOWING.startOffscreen();
    sketch.pressKey('m');
    for (int[] xy : new int[][] {{10, 20}, {300, 40}}) {
      sketch.mouseX = xy[0];
      sketch.mouseY = xy[1];
      sketch.mousePressed();
    }
    sketch.pressKey('m');
    steering.Path drawn = PathFollowingAccess.path(sketch);

    sketch.pressKey('l');

    assertSame(drawn, PathFollowingAccess.path(sketch));
    assertTrue(sketch.hudLines().contains("a drawn path has no file to reload (w saves it)"),
        sketch.hudLines().toString());
  }

  private Path write(String name, String text) throws IOException {
    Path file = temp.resolve(name);
    Files.writeString(file, text);
    return file;
  }

  private static PathFollowing start(Path file) {
    return (PathFollowing) SketchKind.PATH_FOLLOWING.startOffscreen("--path", file.toString());
  }

  private static List<PVector> positions(List<Vehicle> vehicles) {
    List<PVector> positions = new ArrayList<>();
    for (Vehicle v : vehicles) {
      positions.add(v.position.copy());
    }
    return positions;
  }
}
