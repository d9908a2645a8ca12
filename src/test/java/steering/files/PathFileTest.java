package steering.files;

import steering.VehicleFollowTest;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import processing.core.PVector;
import steering.Path;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@DisplayName("PathFile: JSON path files")
class PathFileTest {

  @TempDir
  File dir;

  private File write(String name, String text) throws IOException {
    File file = new File(dir, name);
    Files.writeString(file.toPath(), text, StandardCharsets.UTF_8);
    return file;
  }

  @Test
  @DisplayName("save then load round-trips radius, closed and every point exactly")
  void roundTrip() {
    Path original = new Path(12.5f, true);
    original.addPoint(40, 300);
    original.addPoint(200.25f, 120);
    original.addPoint(0.1f, -7.3f);            // not exact in binary: must survive as a float
    original.addPoint(1234.567f, 0);
    File file = new File(dir, "nested/folder/loop.json");   // folders are created
    PathFile.save(original, file);

    Path loaded = PathFile.load(file);
    assertEquals(12.5f, loaded.radius, 0f);
    assertTrue(loaded.closed);
    assertEquals(original.points, loaded.points);            // PVector.equals compares x, y, z
  }

  @Test
  @DisplayName("an open path stays open, and saving again replaces the file")
  void roundTripOpenAndReplace() {
    File file = new File(dir, "line.json");
    Path first = VehicleFollowTest.path(30, true, 1, 2, 3, 4, 5, 6);
    PathFile.save(first, file);
    Path second = VehicleFollowTest.path(20, false, 50, 50, 350, 50);
    PathFile.save(second, file);

    Path loaded = PathFile.load(file);
    assertEquals(20, loaded.radius, 0f);
    assertFalse(loaded.closed);
    assertEquals(2, loaded.points.size());
    assertEquals(new PVector(350, 50), loaded.end());
  }

  @Test
  @DisplayName("radius and closed may be left out: defaults 20 and open")
  void defaults() throws IOException {
    Path loaded = PathFile.load(write("bare.json", "{\"points\": [[0, 0], [10.5, -3]]}"));
    assertEquals(PathFile.DEFAULT_RADIUS, loaded.radius, 0f);
    assertEquals(20, PathFile.DEFAULT_RADIUS, 0f);
    assertFalse(loaded.closed);
    assertEquals(new PVector(10.5f, -3), loaded.points.get(1));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      bad JSON text            | {"points": [[0, 0], [1, 1]       | not valid JSON
      not an object            | [[0, 0], [1, 1]]                 | not valid JSON
      empty file               |                                  | not valid JSON
      missing points           | {"radius": 20}                   | missing "points"
      points not a list        | {"points": 5}                    | "points" must be a list
      no points                | {"points": []}                   | at least two points, found 0
      one point                | {"points": [[3, 4]]}             | at least two points, found 1
      text coordinate          | {"points": [["a", 2], [1, 1]]}   | point 0 x must be a number
      null coordinate          | {"points": [[0, 0], [1, null]]}  | point 1 y must be a number
      coordinate too big       | {"points": [[0, 0], [1e39, 1]]}  | point 1 x must be a finite number
      point of three numbers   | {"points": [[0, 0], [1, 2, 3]]}  | point 1 must be an [x, y] pair
      point not a list         | {"points": [[0, 0], 7]}          | point 1 must be an [x, y] pair
      negative radius          | {"radius": -1, "points": [[0, 0], [1, 1]]}     | "radius" must be 0 or more
      text radius              | {"radius": "big", "points": [[0, 0], [1, 1]]}  | "radius" must be a number
      closed not a boolean     | {"closed": "yes", "points": [[0, 0], [1, 1]]}  | "closed" must be true or false
      """)
  @DisplayName("a malformed file names itself and its problem")
  void malformed(String caseName, String text, String problem) throws IOException {
    File file = write("broken path.json", text == null ? "" : text);
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.load(file));
    assertTrue(e.getMessage().contains("broken path.json"), e.getMessage());
    assertTrue(e.getMessage().contains(problem), "expected '" + problem + "' in: " + e.getMessage());
    assertSame(file, e.getFile());
  }

  @Test
  @DisplayName("a missing file is reported as such, with its name")
  void missingFile() {
    File file = new File(dir, "nowhere.json");
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.load(file));
    assertTrue(e.getMessage().contains("nowhere.json"), e.getMessage());
    assertTrue(e.getMessage().contains("no such file"), e.getMessage());
  }

  @Test
  @DisplayName("a number written as text is shown in quotes, so the quotes are the clue")
  void quotedNumber() throws IOException {
    File file = write("quoted.json", "{\"points\": [[1, 2], [\"3\", 4]]}");
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.load(file));
    assertEquals(file + ": point 1 x must be a number, was \"3\" (text)", e.getMessage());
  }

  @Test
  @DisplayName("a folder is not a path file")
  void folderIsNotAFile() {
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.load(dir));
    assertTrue(e.getMessage().contains(dir.getName()), e.getMessage());
    assertTrue(e.getMessage().endsWith(": cannot read it: is a folder, not a file"),
        e.getMessage());
  }

  @Test
  @DisplayName("saving where a folder is in the way names the file")
  void cannotWrite() {
    File blocker = new File(dir, "taken");
    assertTrue(blocker.mkdir());
    Path path = VehicleFollowTest.path(20, false, 0, 0, 1, 1);
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.save(path, blocker));
    assertTrue(e.getMessage().contains("taken"), e.getMessage());
    assertTrue(e.getMessage().contains("cannot write"), e.getMessage());
  }
}
