package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import steering.WallLayout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@DisplayName("Walls files: read, written one shape a line, and every bad one refused in a line")
class WallFileTest {

  static final String ROOM = "{\"closed\": true, \"points\": [[0, 0], [100, 0], [100, 80]]}";

  @TempDir
  Path temp;

  @Test
  @DisplayName("the bundled rooms.json: a room and two pillars, closed")
  void theBundledFile() {
    WallLayout walls = WallFile.load(new File("data/walls/rooms.json"));
    assertEquals(3, walls.shapes().size());
    assertTrue(walls.shapes().stream().allMatch(WallLayout.Shape::closed));
    assertEquals(8 + 4 + 3, walls.segments().size());
  }

  @Test
  @DisplayName("saved and read back: the same shapes; closed left out is open")
  void roundTrip() throws IOException {
    File file = write("in.json", "{\"walls\": [" + ROOM + ", {\"points\": [[10.5, 20], [30, 40]]}"
        + "]}");
    WallLayout walls = WallFile.load(file);
    assertFalse(walls.shapes().get(1).closed());
    File out = temp.resolve("out.json").toFile();
    WallFile.save(walls, out);
    assertEquals("{\n  \"walls\": [\n"
        + "    {\"closed\": true, \"points\": [[0, 0], [100, 0], [100, 80]]},\n"
        + "    {\"closed\": false, \"points\": [[10.5, 20], [30, 40]]}\n  ]\n}\n",
        Files.readString(out.toPath()));
    WallLayout again = WallFile.load(out);
    assertEquals(walls.shapes().size(), again.shapes().size());
    assertEquals(new PVector(10.5f, 20), again.shapes().get(1).points().get(0));
    try (Stream<Path> left = Files.list(temp)) {
      assertEquals(List.of("in.json", "out.json"), left.map(p -> p.getFileName().toString())
          .sorted().toList(), "no part file left behind");
    }
  }

  static Stream<Arguments> badFiles() {
    return Stream.of(
        Arguments.of("{", "not valid JSON"),
        Arguments.of("{\"walls\": [" + ROOM + "]} and more", "text after the closing brace"),
        Arguments.of("{}", "missing \"walls\""),
        Arguments.of("{\"wall\": []}", "the file: unknown key \"wall\""),
        Arguments.of("{\"walls\": 3}", "\"walls\" must be a list of shapes"),
        Arguments.of("{\"walls\": []}", "\"walls\" lists no shapes"),
        Arguments.of("{\"walls\": [[1, 2]]}", "wall 0 must be {\"closed\""),
        Arguments.of("{\"walls\": [" + ROOM + ", {\"close\": true, \"points\": [[0, 0], [1, 1]]}"
            + "]}", "wall 1: unknown key \"close\""),
        Arguments.of("{\"walls\": [{\"closed\": \"yes\", \"points\": [[0, 0], [1, 1]]}]}",
            "wall 0: \"closed\" must be true or false, was \"yes\" (text)"),
        Arguments.of("{\"walls\": [{\"closed\": true}]}", "wall 0: missing \"points\""),
        Arguments.of("{\"walls\": [{\"closed\": true, \"points\": [[0, 0], [1, 1]]}]}",
            "wall 0: a closed shape needs at least 3 points, had 2"),
        Arguments.of("{\"walls\": [{\"points\": [[0, 0], [0, 0]]}]}",
            "wall 0: points 0 and 1 are the same point"),
        Arguments.of("{\"walls\": [{\"points\": [[0, 0], [1]]}]}",
            "wall 0 point 1 must be an [x, y] pair, was [1]"),
        Arguments.of("{\"walls\": [{\"points\": [[0, 0], [\"a\", 1]]}]}",
            "wall 0 point 1 x must be a number, was \"a\" (text)"),
        Arguments.of("{\"walls\": [{\"points\": [[0, 0], [1e400, 1]]}]}",
            "wall 0 point 1 x must be a finite number"),
        Arguments.of("{\"walls\": [{\"points\": [[0, 0], [1, 1e30]]}]}",
            "wall 0 point 1 y must be a finite number within ±1e18"),
        Arguments.of("{\"walls\": " + "[".repeat(200_000), "not valid JSON"));
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("badFiles")
  @DisplayName("a bad walls file: one line naming the file and what is wrong")
  void badFileRefused(String text, String problem) throws IOException {
    File file = write("bad.json", text);
    WallFileException e = assertThrows(WallFileException.class, () -> WallFile.load(file));
    assertTrue(e.getMessage().startsWith(file.getPath() + ": "), e.getMessage());
    assertTrue(e.getMessage().contains(problem), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
  }

  @Test
  @DisplayName("no file, a folder, not UTF-8: refused, named")
  void unreadable() throws IOException {
    File missing = temp.resolve("none.json").toFile();
    assertEquals(missing.getPath() + ": no such file", assertThrows(WallFileException.class,
        () -> WallFile.load(missing)).getMessage());
    assertTrue(assertThrows(WallFileException.class, () -> WallFile.load(temp.toFile()))
        .getMessage().endsWith("is a folder, not a file"));
    File latin = temp.resolve("latin.json").toFile();
    Files.write(latin.toPath(), new byte[] {'{', (byte) 0xE9, '}'});
    assertTrue(assertThrows(WallFileException.class, () -> WallFile.load(latin)).getMessage()
        .contains("not UTF-8 text"));
  }

  private File write(String name, String text) throws IOException {
    Path p = temp.resolve(name);
    Files.writeString(p, text);
    return p.toFile();
  }
}
