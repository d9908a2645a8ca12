package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Processing's JSON reader takes strings in single quotes as well as double, and keys without
 * quotes: a file cannot hide its nesting or its trailing text behind either, and a bad value
 * of any size is quoted as a short excerpt on one line.
 */
@DisplayName("PathFile.load: either quote, deep nesting and huge values, each one short line")
class PathFileQuotesTest {

  static final String NESTED_TOO_DEEP = "not valid JSON: nested more than "
      + PathFileText.MAX_DEPTH + " levels deep (a path file needs three)";
  /** Longest message expected for a bad value, with the file's name left out. */
  static final int SHORT = 200;
  /** Numbers in the one huge point: 6.9 MB of message before. */
  static final int HUGE_POINT = 700_000;
  /** A "closed" value of 7 MB, just under the largest file read. */
  static final int HUGE_TEXT = 7_000_000;

  @TempDir
  File dir;

  File write(String text) throws IOException {
    return write("hostile.json", text);
  }

  File write(String name, String text) throws IOException {
    File file = new File(dir, name);
    Files.writeString(file.toPath(), text);
    return file;
  }

  /** The message, without the file's name, asserted to be one line. */
  String refusal(File file) {
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.load(file));
    String message = e.getMessage();
    assertTrue(message.startsWith(file.getPath() + ": "), message);
    assertEquals(1, message.lines().count(), "one line: " + message);
    return message.substring(file.getPath().length() + 2);
  }

  @ParameterizedTest(name = "{0} levels")
  @ValueSource(ints = {5_000, 300_000})
  @DisplayName("a single-quoted key holding a \" before deep nesting: refused by the pre-scan")
  void deepNestingAfterASingleQuotedKey(int depth) throws IOException {
    File file = write("{'k\"': " + "[".repeat(depth) + "]".repeat(depth) + "}");

    assertEquals(NESTED_TOO_DEEP, refusal(file));
  }

  @Test
  @DisplayName("an unquoted key with a ' before deep nesting: the reader overflows its own stack")
  void deepNestingTheScanCannotSeeOverflowsOnlyTheReader() throws IOException {
    int depth = 300_000;
    File file = write("{k': " + "[".repeat(depth) + "]".repeat(depth) + "}");

    assertEquals("not valid JSON: nested too deeply to read (a path file needs three levels)",
        refusal(file));
  }

  @Test
  @DisplayName("text after a path with a single-quoted key: refused")
  void trailingTextAfterASingleQuotedKey() throws IOException {
    File file = write("{\"points\": [[0, 0], [1, 1]], 'a\"': 1} garbage here");

    assertEquals("line 1: text after the path's closing brace, \"garbage here\"; a path file"
        + " holds one {...} and nothing after it", refusal(file));
  }

  @Test
  @DisplayName("a } in a single-quoted string does not end the path; the text after it does")
  void aBraceInASingleQuotedString() throws IOException {
    File fine = write("fine.json", "{\"points\": [[0, 0], [1, 1]], 'a}': 'it\\'s'}\n");
    File trailing = write("trailing.json", "{'a}': 1, \"points\": [[0, 0], [1, 1]]} {}");

    assertEquals(2, PathFile.load(fine).points.size());
    assertEquals("line 1: text after the path's closing brace, \"{}\"; a path file holds one"
        + " {...} and nothing after it", refusal(trailing));
  }

  @Test
  @DisplayName("a point of 700,000 numbers: a short excerpt of it")
  void aHugePointIsQuotedShort() throws IOException {
    File file = write("{\"points\": [[0, 0], [" + "12345, ".repeat(HUGE_POINT - 1) + "1]]}");

    String message = refusal(file);

    assertEquals("point 1 must be an [x, y] pair, was [12345, 12345, 12345, 12345, 12345,"
        + " 12345, 12345, 12345, 123…", message);
    assertTrue(message.length() < SHORT, message.length() + " characters");
  }

  @Test
  @DisplayName("a small point that is no pair: on one line")
  void aSmallBadPointOnOneLine() throws IOException {
    File file = write("{\"points\": [[0, 0], [1, 2, 3], ['a', {\"b\": null}]]}");

    assertEquals("point 1 must be an [x, y] pair, was [1, 2, 3]", refusal(file));
  }

  @Test
  @DisplayName("a 7 MB \"closed\": a short excerpt of it")
  void aHugeClosedIsQuotedShort() throws IOException {
    File file = write("{\"closed\": \"" + "yes\\n".repeat(HUGE_TEXT / 5) + "\", \"points\": []}");

    String message = refusal(file);

    assertEquals("\"closed\" must be true or false, was \"yes yes yes yes yes yes yes yes yes"
        + " yes yes yes yes yes yes …\" (text)", message);
  }

  @Test
  @DisplayName("a 7 MB string where a number goes: a short excerpt of it")
  void aHugeTextCoordinateIsQuotedShort() throws IOException {
    File file = write("{\"points\": [[0, 0], [\"" + "7".repeat(HUGE_TEXT) + "\", 0]]}");

    assertEquals("point 1 x must be a number, was \"" + "7".repeat(PathFileText.SHOWN) + "…\""
        + " (text)", refusal(file));
  }
}
