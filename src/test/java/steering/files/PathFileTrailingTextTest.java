package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A path file holds one object. Processing's JSON reader stops at the end of the first one,
 * so text after it would be ignored without a word: it is refused, naming the line it is on.
 */
@DisplayName("PathFile.load: text after the path is refused, naming its line; null is named")
class PathFileTrailingTextTest {

  static final String PATH = "{\"radius\": 20, \"points\": [[100, 300], [700, 300]]}";

  @TempDir
  File dir;

  File write(String text) throws IOException {
    File file = new File(dir, "trailing.json");
    Files.writeString(file.toPath(), text);
    return file;
  }

  @Test
  @DisplayName("{...} trailing garbage: refused, line 1")
  void trailingWords() throws IOException {
    File file = write(PATH + " trailing garbage\n");
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.load(file));
    assertEquals(file.getPath() + ": line 1: text after the path's closing brace, \"trailing"
        + " garbage\"; a path file holds one {...} and nothing after it", e.getMessage());
  }

  @Test
  @DisplayName("two objects back to back: refused, naming the second one's line")
  void twoObjects() throws IOException {
    File file = write(PATH + "\n\n" + PATH + "\n");
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.load(file));
    assertEquals(file.getPath() + ": line 3: text after the path's closing brace,"
        + " \"{\"radius\": 20, \"poin…\"; a path file holds one {...} and nothing after it",
        e.getMessage());
  }

  @Test
  @DisplayName("blank space after the path is fine")
  void blankSpaceAfter() throws IOException {
    assertEquals(2, PathFile.load(write(PATH + " \n\t\n")).points.size());
  }

  @Test
  @DisplayName("load(null) says what is missing")
  void nullFile() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PathFile.load(null));
    assertEquals("PathFile.load: the file must not be null; name a .json path file",
        e.getMessage());
  }
}
