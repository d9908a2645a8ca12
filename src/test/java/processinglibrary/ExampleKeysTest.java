package processinglibrary;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every example lists its keys in its header comment, the force display's d, f and v among
 * them (as the sketchbook's own sketches bind them), and each listed key changes what the
 * example draws in the next frame.
 */
class ExampleKeysTest {

  /** The force display's keys: desired velocity, steering force, velocity. */
  static final List<Character> FORCE_KEYS = List.of('d', 'f', 'v');
  /** Frames before the key, long enough for every arrow to have some length. */
  static final int FRAMES_BEFORE = 10;
  /** A key line of the header: " *   d  what it does". */
  private static final Pattern KEY_LINE =
      Pattern.compile("(?m)^[ \\t]*\\*[ \\t]+(\\S)[ \\t]{2,}\\S.*$");

  static List<String> examples() {
    return LibraryLayout.examples();
  }

  @ParameterizedTest
  @MethodSource("examples")
  void theHeaderListsTheForceDisplayKeys(String name) throws IOException {
    List<Character> keys = headerKeys(name);

    assertTrue(keys.containsAll(FORCE_KEYS), name + ".pde's header lists the keys " + keys
        + ", not all of " + FORCE_KEYS);
  }

  @ParameterizedTest
  @MethodSource("examples")
  void everyListedKeyChangesTheNextFrame(String name) throws Exception {
    int[] untouched = lastFrame(name, null);
    for (char key : headerKeys(name)) {
      int[] pressed = lastFrame(name, key);
      assertFalse(Arrays.equals(untouched, pressed),
          name + ": the key '" + key + "' the header lists changes nothing on screen");
    }
  }

  /** The frame after FRAMES_BEFORE frames, with {@code key} pressed just before it (or none). */
  private static int[] lastFrame(String name, Character key) throws Exception {
    try (OffscreenExample example = OffscreenExample.start(CompiledExamples.classesOf(name),
        name, ExamplesCompileAgainstTheLibraryTest.MOUSE_X,
        ExamplesCompileAgainstTheLibraryTest.MOUSE_Y)) {
      example.frames(FRAMES_BEFORE);
      if (key != null) {
        example.press(key);
      }
      example.frames(1);
      return example.pixels();
    }
  }

  /** The keys of the header comment's key lines, in order. */
  static List<Character> headerKeys(String name) throws IOException {
    String source = CompiledExamples.source(name);
    int end = source.indexOf("*/");
    assertTrue(source.startsWith("/**") && end > 0, name + ".pde has no header comment");
    List<Character> keys = new ArrayList<>();
    Matcher line = KEY_LINE.matcher(source.substring(0, end));
    while (line.find()) {
      keys.add(line.group(1).charAt(0));
    }
    return keys;
  }
}
