package processinglibrary;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import launcher.Catalog;
import processing.core.PVector;
import steering.Vehicle;
import yourbehavior.YourBehavior;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library.properties the build fills in (target/processing-library/, the file the zip
 * gets) follows the Contribution Manager's rules, and each rule of {@link LibraryProperties}
 * catches what it is there for.
 */
class LibraryPropertiesTest {

  @Test
  void theBuildsLibraryPropertiesFollowsEveryRule() throws IOException {
    File built = LibraryLayout.file(LibraryLayout.PROPERTIES);
    Properties properties;
    try (InputStream in = new FileInputStream(built)) {
      properties = LibraryProperties.read(in);
    }

    assertEquals(List.of(), LibraryProperties.problems(properties,
        LibraryProperties.isRelease()), built.getPath());
    assertEquals("Steering Sketchbook", properties.getProperty("name"));
  }

  /** Between two words of a sketch's name: at most one word ("pursue and evade"). */
  private static final String GAP = "(?:\\s+\\S+)?\\s+";
  /** Before a 3D sketch's last word, "3d": up to three, as the two share "and wander in 3D". */
  private static final String GAP_BEFORE_3D = "(?:\\s+\\S+){0,3}\\s+";

  /**
   * The sentence names what every sketch of the project teaches, so it stays true as sketches
   * are added: each sketch's name, its words in order with at most one word between two of
   * them, e.g. PursueEvade as "pursue and evade", YourBehavior as "your own behavior".
   */
  @Test
  void theSentenceNamesEverySketch() throws IOException {
    String sentence = built().getProperty("sentence").toLowerCase();
    List<String> missing = new ArrayList<>();
    for (String sketch : sketches()) {
      String words = String.join(GAP, splitCamelCase(sketch))
          .replace(GAP + "3d", GAP_BEFORE_3D + "3d");
      if (!Pattern.compile("\\b" + words + "\\b").matcher(sentence).find()) {
        missing.add(sketch);
      }
    }
    assertEquals(List.of(), missing, "sketches the sentence does not name: " + sentence);
  }

  /**
   * Each of the book's lessons (and YourBehavior, the sketch to copy) ships an example, so the
   * examples are the project's sketches: a sketch of your own is no lesson and ships none.
   */
  @Test
  void everyLessonShipsAnExample() {
    List<String> examples = LibraryLayout.examples();
    List<String> missing = new ArrayList<>();
    for (Catalog.Sketch sketch : Catalog.sketchbook().sketches()) {
      boolean projects = sketch.lesson() > 0 || sketch.type() == YourBehavior.class;
      if (projects && !examples.contains(sketch.type().getSimpleName())) {
        missing.add(sketch.name());
      }
    }
    assertEquals(List.of(), missing,
        "sketches with no example in " + LibraryLayout.EXAMPLES_FOLDER);
  }

  /** The paragraph names every behavior of Vehicle: each public method returning a force. */
  @Test
  void theParagraphNamesEveryBehaviorOfVehicle() throws IOException {
    String paragraph = built().getProperty("paragraph");
    Set<String> behaviors = new TreeSet<>();
    for (Method m : Vehicle.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers()) && m.getReturnType() == PVector.class) {
        behaviors.add(m.getName());
      }
    }
    List<String> missing = behaviors.stream()
        .filter(b -> !Pattern.compile("\\b" + b + "\\b").matcher(paragraph).find()).toList();
    assertEquals(List.of(), missing, "behaviors the paragraph does not name: " + paragraph);
  }

  /** The authors are the project, linked to its page (the url), not a placeholder name. */
  @Test
  void theAuthorsNameTheProjectAndLinkItsPage() throws IOException {
    Properties properties = built();
    assertEquals("[Steering Sketchbook](" + properties.getProperty("url") + ")",
        properties.getProperty("authors"));
  }

  @Test
  void aWellFormedReleaseHasNoProblems() {
    assertEquals(List.of(), LibraryProperties.problems(release(), true));
  }

  @Test
  void aSnapshotPrettyVersionIsFineDuringDevelopmentButNotInARelease() {
    Properties snapshot = release();
    snapshot.setProperty("prettyVersion", "0.2.0-SNAPSHOT");

    assertEquals(List.of(), LibraryProperties.problems(snapshot, false));
    assertEquals(List.of("a release's prettyVersion cannot be a -SNAPSHOT: 0.2.0-SNAPSHOT"),
        LibraryProperties.problems(snapshot, true));
  }

  @Test
  void thePlaceholderUrlIsFineDuringDevelopmentButNotInARelease() {
    Properties placeholder = release();
    placeholder.setProperty("url", LibraryProperties.PLACEHOLDER_URL + "steering-sketchbook");

    assertEquals(List.of(), LibraryProperties.problems(placeholder, false));
    assertEquals(1, LibraryProperties.problems(placeholder, true).size());
  }

  @ParameterizedTest
  @ValueSource(strings = {"name", "authors", "url", "sentence", "paragraph", "prettyVersion"})
  void anEmptyFieldIsAProblem(String key) {
    Properties empty = release();
    empty.setProperty(key, " ");

    assertTrue(LibraryProperties.problems(empty, false).contains(key + " is empty or missing"),
        LibraryProperties.problems(empty, false).toString());
  }

  @Test
  void versionMustBeAWholeNumberFromOne() {
    Properties dotted = release();
    dotted.setProperty("version", "1.0");
    Properties zero = release();
    zero.setProperty("version", "0");

    assertEquals(List.of("version is not a whole number: 1.0"),
        LibraryProperties.problems(dotted, false));
    assertEquals(List.of("version counts releases from 1: 0"),
        LibraryProperties.problems(zero, false));
  }

  @Test
  void everyCategoryComesFromTheContributionManagersList() {
    Properties physics = release();
    physics.setProperty("categories", "Simulation, Physics");

    List<String> problems = LibraryProperties.problems(physics, false);

    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).startsWith("categories: \"Physics\" is not one of"),
        problems.get(0));
  }

  @Test
  void revisionsAreWholeNumbersFromProcessing4AndInOrder() {
    Properties old = release();
    old.setProperty("minRevision", "270");   // Processing 3.5.4 runs on Java 8
    Properties reversed = release();
    reversed.setProperty("maxRevision", "1290");
    reversed.setProperty("minRevision", "1300");

    assertEquals(
        List.of("minRevision 270 is older than Processing 4.0 (1285), the first on Java 17"),
        LibraryProperties.problems(old, false));
    assertEquals(List.of("maxRevision 1290 is below minRevision 1300 (0 means no last revision)"),
        LibraryProperties.problems(reversed, false));
  }

  @Test
  void aValueTheBuildDidNotFillInIsAProblem() {
    Properties unfilled = release();
    unfilled.setProperty("version", "${processing.library.version}");

    List<String> problems = LibraryProperties.problems(unfilled, false);

    assertTrue(problems.contains(
        "version was not filled in by the build: ${processing.library.version}"),
        problems.toString());
  }

  /** The library.properties the build filled in. */
  private static Properties built() throws IOException {
    try (InputStream in = new FileInputStream(LibraryLayout.file(LibraryLayout.PROPERTIES))) {
      return LibraryProperties.read(in);
    }
  }

  /**
   * The project's own sketches: the ones the library ships as examples. Not every folder of
   * sketches/: a learner's sketch made there as the README says (sketches/mywander) is theirs,
   * and the library's sentence cannot name it. A lesson without an example is caught by
   * {@link #everyLessonShipsAnExample()}, so a new lesson is still held to the sentence.
   */
  private static List<String> sketches() {
    List<String> names = LibraryLayout.examples();
    assertTrue(names.size() > 1, "sketches found: " + names);
    return names;
  }

  /** "CrowdPathFollowing" → [crowd, path, following]; "Flocking3D" → [flocking, 3d]. */
  private static List<String> splitCamelCase(String name) {
    return Arrays.stream(name.split("(?<=[a-z])(?=[A-Z0-9])")).map(String::toLowerCase)
        .toList();
  }

  /** A library.properties that a release may ship. */
  private static Properties release() {
    Properties p = new Properties();
    p.setProperty("name", "Steering Sketchbook");
    p.setProperty("version", "3");
    p.setProperty("prettyVersion", "1.2.0");
    p.setProperty("authors", "The Steering Sketchbook authors");
    p.setProperty("url", "https://steering.invalid/library");
    p.setProperty("categories", "Simulation,Math");
    p.setProperty("sentence", "Steering behaviors.");
    p.setProperty("paragraph", "Seek, arrive and follow.");
    p.setProperty("minRevision", "1285");
    p.setProperty("maxRevision", "0");
    return p;
  }
}
