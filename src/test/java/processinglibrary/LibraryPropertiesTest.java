package processinglibrary;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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
