package sketches;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README stays true: its code excerpts are still in the files they name, its pictures
 * exist (GIFs small enough to load), and the picture commands are the ones the script runs.
 */
class ReadmeTest {

  static final long MAX_GIF_BYTES = 1_500_000;
  static final Pattern SOURCE = Pattern.compile("`((?:src/main/java|sketches)/[\\w/]+\\.java)`");
  static final Pattern IMAGE = Pattern.compile("!\\[[^\\]]*\\]\\(([^)]+)\\)");
  static final Pattern PICTURE_COMMAND =
      Pattern.compile("mvn -q compile exec:java .*src/site/resources/images/.*\"");

  private static String read(String relative) throws IOException {
    return Files.readString(new File(ProjectFolder.root(), relative).toPath());
  }

  @Test
  void everyJavaExcerptIsStillInTheFileItNames() throws IOException {
    String readme = read("README.md");
    List<String> lines = readme.lines().toList();
    String source = null;
    int excerpts = 0;
    for (int i = 0; i < lines.size(); i++) {
      Matcher named = SOURCE.matcher(lines.get(i));
      while (named.find()) {
        source = named.group(1);
      }
      if (!lines.get(i).equals("```java")) {
        continue;
      }
      List<String> block = new ArrayList<>();
      for (i++; !lines.get(i).equals("```"); i++) {
        block.add(lines.get(i));
      }
      assertTrue(source != null, "an excerpt before any file is named: " + block);
      assertTrue(contains(read(source).lines().toList(), block),
          "README excerpt not found, line for line, in " + source + ":\n"
              + String.join("\n", block));
      excerpts++;
    }
    // each formula paragraph ("**Seek** — ...") quotes at least one excerpt of its code
    long formulas = section(readme, "## The formulas beside the code").lines()
        .filter(line -> line.matches("\\*\\*[^*]+\\*\\* — .*")).count();
    assertTrue(formulas > 0 && excerpts >= formulas,
        excerpts + " excerpts for " + formulas + " formulas");
  }

  @Test
  void everyPictureExistsAndEveryGifIsSmall() throws IOException {
    Matcher image = IMAGE.matcher(read("README.md"));
    int pictures = 0;
    while (image.find()) {
      File file = new File(ProjectFolder.root(), image.group(1));
      assertTrue(file.isFile(), "README shows " + image.group(1) + ", which is missing");
      if (file.getName().endsWith(".gif")) {
        assertTrue(file.length() < MAX_GIF_BYTES, file + " is " + file.length() + " bytes");
      }
      pictures++;
    }
    // a still and a GIF of each of the book's lessons (not of a sketch of your own)...
    String readme = read("README.md");
    int lessons = 0;
    for (SketchKind kind : SketchKind.every()) {
      if (!kind.isLesson()) {
        continue;
      }
      lessons++;
      String name = kind.title.toLowerCase(Locale.ROOT);
      for (String picture : List.of(name + ".png", name + ".gif")) {
        assertTrue(readme.contains("(src/site/resources/images/" + picture + ")"),
            "the README shows no " + picture + " for " + kind.title);
      }
    }
    // ...besides those: the contact sheet, the sketch to copy for your own behavior, an example
    // from the Processing library, the maths views
    List<String> others = List.of("sketchbook.png", "yourbehavior.png", "yourbehavior.gif",
        "processing-example.png", "whiteboard.png", "plots.png", "controls.png");
    for (String other : others) {
      assertTrue(readme.contains("(src/site/resources/images/" + other + ")"), other);
    }
    assertEquals(others.size() + 2 * lessons, pictures,
        "the other pictures, and a still and a GIF of each lesson");
  }

  @Test
  void thePictureCommandsAreTheOnesTheScriptRuns() throws IOException {
    List<String> inReadme = matches(PICTURE_COMMAND, read("README.md"));
    List<String> inScript = new ArrayList<>();
    for (String line : read("src/site/make-pictures.sh").lines().toList()) {
      if (line.startsWith("run ")) {
        String[] words = line.substring(4).split(" ", 2);
        inScript.add("mvn -q compile exec:java -Dsketch=" + words[0] + " -Dexec.args=\""
            + words[1].replace("$out", "src/site/resources/images") + "\"");
      } else if (line.startsWith("mvn -q compile exec:java")) {
        inScript.add(line.replace("$out", "src/site/resources/images"));
      }
    }
    assertFalse(inScript.isEmpty());
    assertEquals(inScript.stream().sorted().toList(), inReadme.stream().sorted().toList());
  }

  /** The README's text from a heading to the next heading of the same level. */
  static String section(String readme, String heading) {
    int start = readme.indexOf("\n" + heading + "\n");
    assertTrue(start >= 0, "the README has no " + heading);
    int end = readme.indexOf("\n## ", start + heading.length() + 1);
    return readme.substring(start, end < 0 ? readme.length() : end);
  }

  private static List<String> matches(Pattern pattern, String text) {
    List<String> found = new ArrayList<>();
    Matcher m = pattern.matcher(text);
    while (m.find()) {
      found.add(m.group());
    }
    return found;
  }

  /** True when {@code block} appears in {@code file} as consecutive lines, exactly. */
  private static boolean contains(List<String> file, List<String> block) {
    for (int start = 0; start + block.size() <= file.size(); start++) {
      if (file.subList(start, start + block.size()).equals(block)) {
        return true;
      }
    }
    return false;
  }
}
