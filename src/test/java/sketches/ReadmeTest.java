package sketches;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README and the pages of docs/ stay true: their code excerpts are still in the files they
 * name, their links lead somewhere (a file, and a heading when the link names one), the files
 * and classes they name exist, the README's pictures exist (GIFs small enough to load), the
 * picture commands are the ones the script runs, and the README's test command is the one CI
 * runs.
 */
class ReadmeTest {

  static final long MAX_GIF_BYTES = 1_500_000;
  /** A README a newcomer reads to the end; the rest lives in docs/. */
  static final int MAX_README_LINES = 600;
  static final String README = "README.md";
  static final String DOCS = "docs";
  static final String REFERENCE = "docs/reference.md";
  static final String CI_SCRIPT = ".ci/run";

  static final Pattern SOURCE = Pattern.compile("`((?:src/main/java|sketches)/[\\w/]+\\.java)`");
  static final Pattern IMAGE = Pattern.compile("!\\[[^\\]]*\\]\\(([^)]+)\\)");
  static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
  static final Pattern PICTURE_COMMAND =
      Pattern.compile("mvn -q compile exec:java .*src/site/resources/images/.*\"");
  static final Pattern QUOTED = Pattern.compile("`([^`\n]+)`");
  /** A project path in backquotes: src/..., sketches/..., data/..., docs/... */
  static final Pattern PROJECT_PATH = Pattern.compile("^(?:src|sketches|data|docs)/[\\w./-]*$");
  /** A class of the library or the sketchbook, by its full name: steering.crowd.Crowd. */
  static final Pattern CLASS_NAME =
      Pattern.compile("\\b((?:steering|sketchbook)(?:\\.[a-z]\\w*)*)\\.([A-Z]\\w*)");
  /** A test class by its name: ReadmeTest, RunnableJarIT. */
  static final Pattern TEST_NAME = Pattern.compile("^([A-Z]\\w*(?:Test|IT))$");
  /** The copy the README asks a learner to make: it does not exist until they make it. */
  static final Set<String> YOURS_TO_MAKE = Set.of("sketches/mywander/MyWander.java");

  private static File file(String relative) {
    return new File(ProjectFolder.root(), relative);
  }

  private static String read(String relative) throws IOException {
    return Files.readString(file(relative).toPath());
  }

  /** README.md, then every page of docs/, as paths from the project root. */
  static List<String> pages() {
    List<String> pages = new ArrayList<>();
    pages.add(README);
    File[] docs = file(DOCS).listFiles((dir, name) -> name.endsWith(".md"));
    assertTrue(docs != null && docs.length > 0, "docs/ holds no pages");
    Arrays.sort(docs);
    for (File doc : docs) {
      pages.add(DOCS + "/" + doc.getName());
    }
    return pages;
  }

  @Test
  void theReadmeIsShort() throws IOException {
    long lines = read(README).lines().count();
    assertTrue(lines <= MAX_README_LINES, "README.md has " + lines + " lines");
  }

  @Test
  void everyJavaExcerptIsStillInTheFileItNames() throws IOException {
    int excerpts = 0;
    for (String page : pages()) {
      excerpts += checkExcerpts(page);
    }
    assertTrue(excerpts > 0, "no excerpts at all");
    // each formula paragraph ("**Seek** — ...") quotes at least one excerpt of its code
    String reference = read(REFERENCE);
    long formulas = section(reference, "## The formulas beside the code").lines()
        .filter(line -> line.matches("\\*\\*[^*]+\\*\\* — .*")).count();
    int quoted = checkExcerpts(REFERENCE);
    assertTrue(formulas > 0 && quoted >= formulas, quoted + " excerpts for " + formulas + " formulas");
  }

  /** Checks every ```java block of a page against the file named last before it. */
  private static int checkExcerpts(String page) throws IOException {
    List<String> lines = read(page).lines().toList();
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
      assertTrue(source != null, page + ": an excerpt before any file is named: " + block);
      assertTrue(contains(read(source).lines().toList(), block),
          page + ": excerpt not found, line for line, in " + source + ":\n"
              + String.join("\n", block));
      excerpts++;
    }
    return excerpts;
  }

  @Test
  void everyLinkLeadsToAFileAndItsHeading() throws IOException {
    int links = 0;
    Set<String> linkedDocs = new HashSet<>();
    for (String page : pages()) {
      File folder = file(page).getParentFile();
      Matcher link = LINK.matcher(read(page));
      while (link.find()) {
        String target = link.group(1);
        if (target.matches("^[a-z]+:.*")) {
          continue;   // a web address
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        File linked = path.isEmpty() ? file(page) : new File(folder, path);
        assertTrue(linked.exists(), page + " links to " + target + ", which is missing");
        if (hash >= 0) {
          String anchor = target.substring(hash + 1);
          assertTrue(anchors(Files.readString(linked.toPath())).contains(anchor),
              page + " links to " + target + ": no heading makes #" + anchor);
        }
        if (page.equals(README) && path.startsWith(DOCS + "/")) {
          linkedDocs.add(path);
        }
        links++;
      }
    }
    assertTrue(links > 0, "no links");
    // every page of docs/ can be reached from the README
    for (String page : pages()) {
      if (!page.equals(README)) {
        assertTrue(linkedDocs.contains(page), "the README does not link to " + page);
      }
    }
  }

  /** The anchors a Markdown page's headings make, as GitHub makes them (code blocks skipped). */
  static Set<String> anchors(String markdown) {
    Set<String> anchors = new HashSet<>();
    boolean inCode = false;
    for (String line : markdown.lines().toList()) {
      if (line.startsWith("```")) {
        inCode = !inCode;
      } else if (!inCode && line.matches("#{1,6} .*")) {
        String title = line.replaceFirst("^#+ ", "").toLowerCase(Locale.ROOT);
        anchors.add(title.replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'));
      }
    }
    return anchors;
  }

  @Test
  void theAnchorsAreGitHubs() {
    Set<String> made = anchors("# x\n```sh\n# a comment\n```\n## Whole frames: `--benchmark`, in"
        + " real windows\n### The exercises' checks\n");
    assertEquals(Set.of("x", "whole-frames---benchmark-in-real-windows", "the-exercises-checks"),
        made);
  }

  @Test
  void everyFileAndClassNamedIsThere() throws IOException {
    int named = 0;
    for (String page : pages()) {
      Matcher quoted = QUOTED.matcher(read(page));
      while (quoted.find()) {
        String text = quoted.group(1);
        if (PROJECT_PATH.matcher(text).matches() && !YOURS_TO_MAKE.contains(text)) {
          assertTrue(file(text).exists(), page + " names " + text + ", which is missing");
          named++;
        }
        Matcher className = CLASS_NAME.matcher(text);
        while (className.find()) {
          String path = "src/main/java/" + className.group(1).replace('.', '/') + "/"
              + className.group(2) + ".java";
          assertTrue(file(path).isFile(), page + " names " + className.group() + ": no " + path);
          named++;
        }
        Matcher test = TEST_NAME.matcher(text);
        if (test.matches()) {
          assertTrue(testExists(test.group(1)), page + " names " + text + ", a test that is gone");
          named++;
        }
      }
    }
    assertTrue(named > 0, "no files or classes named");
  }

  private static boolean testExists(String name) throws IOException {
    try (Stream<java.nio.file.Path> files = Files.walk(file("src/test/java").toPath())) {
      return files.anyMatch(p -> p.getFileName().toString().equals(name + ".java"));
    }
  }

  @Test
  void everyPictureExistsAndEveryGifIsSmall() throws IOException {
    Matcher image = IMAGE.matcher(read(README));
    int pictures = 0;
    while (image.find()) {
      File file = file(image.group(1));
      assertTrue(file.isFile(), "README shows " + image.group(1) + ", which is missing");
      if (file.getName().endsWith(".gif")) {
        assertTrue(file.length() < MAX_GIF_BYTES, file + " is " + file.length() + " bytes");
      }
      pictures++;
    }
    // a still and a GIF of each of the book's lessons (not of a sketch of your own)...
    String readme = read(README);
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
    List<String> inPages = new ArrayList<>();
    for (String page : pages()) {
      inPages.addAll(matches(PICTURE_COMMAND, read(page)));
    }
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
    assertEquals(inScript.stream().sorted().toList(), inPages.stream().sorted().toList());
  }

  @Test
  void theReadmesTestCommandIsTheOneCiRuns() throws IOException {
    String quickStart = section(read(README), "## Quick start");
    String block = quickStart.substring(quickStart.indexOf("```sh\n") + "```sh\n".length());
    block = block.substring(0, block.indexOf("```"));
    List<String> tests = block.lines().map(line -> line.replaceFirst("#.*", "").trim())
        .filter(command -> command.startsWith("mvn") && command.contains(" test")).toList();
    assertEquals(List.of("mvn test"), tests, "the Quick start's test command");
    // CI runs it in batch mode (-B: a plain log), under a virtual display
    List<String> ciRuns = read(CI_SCRIPT).lines().filter(line -> !line.startsWith("#"))
        .filter(line -> line.replace(" -B", "").endsWith(" " + tests.get(0))).toList();
    assertEquals(1, ciRuns.size(), CI_SCRIPT + " runs the README's test command once: " + ciRuns);
  }

  /** A page's text from a heading to the next heading of the same level. */
  static String section(String page, String heading) {
    int start = page.indexOf("\n" + heading + "\n");
    assertTrue(start >= 0, "no " + heading);
    int end = page.indexOf("\n## ", start + heading.length() + 1);
    return page.substring(start, end < 0 ? page.length() : end);
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
