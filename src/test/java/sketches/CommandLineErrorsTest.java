package sketches;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.SketchRunner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Mistakes on the command line end with a message naming what is wrong and an exit code, never
 * a stack trace: 2 for a bad flag (or no display for a window), 1 for a file that cannot be read.
 * Every bad-flag case also passes --headless, so a flag wrongly accepted would run the sketch
 * (exit 0) rather than fail for want of a display.
 */
class CommandLineErrorsTest {

  @TempDir
  Path temp;

  static Stream<Arguments> badFlags() {
    return Stream.of(
        Arguments.of(SketchKind.SEEK, "--bogus", List.of("--bogus")),
        Arguments.of(SketchKind.ARRIVE, "--frames", List.of("--frames", "abc")),
        Arguments.of(SketchKind.ARRIVE, "--frames", List.of("--frames", "0")),
        Arguments.of(SketchKind.SEEK, "--frames", List.of("--frames", "-5")),
        Arguments.of(SketchKind.ARRIVE, "--target", List.of("--target", "1")),
        Arguments.of(SketchKind.SEEK, "--target", List.of("--target", "a,b")),
        Arguments.of(SketchKind.ARRIVE, "--target", List.of("--target", "1,2,3")),
        Arguments.of(SketchKind.PATH_FOLLOWING, "--vehicles", List.of("--vehicles", "0")),
        Arguments.of(SketchKind.SEEK, "--seed", List.of("--seed", "x")),
        Arguments.of(SketchKind.SEEK, "--save", List.of("--save", "x.jpg")),
        Arguments.of(SketchKind.ARRIVE, "--trace", List.of("--trace", "x.txt")),
        Arguments.of(SketchKind.ARRIVE, "--frames", List.of("--frames")),
        Arguments.of(SketchKind.SEEK, "--save", List.of("--save")),
        Arguments.of(SketchKind.SEEK, "--path", List.of("--path", "data/paths/loop.json")),
        Arguments.of(SketchKind.PATH_FOLLOWING, "--target", List.of("--target", "300,200")),
        Arguments.of(SketchKind.ARRIVE, "stray", List.of("stray")),
        Arguments.of(SketchKind.SEEK, "--save given twice ('a.png', then 'b.png')",
            List.of("--save", "a.png", "--save", "b.png")),
        Arguments.of(SketchKind.SEEK, "--keys given twice", List.of("--keys", "t", "--keys", "f")),
        Arguments.of(SketchKind.ARRIVE, "--target given twice",
            List.of("--target", "1,2", "--target", "3,4")));
  }

  @ParameterizedTest(name = "{0} {2}")
  @MethodSource("badFlags")
  void aBadFlagExitsWithTwoNamingTheFlagThenTheUsage(SketchKind kind, String named,
      List<String> flags) {
    String[] args = Stream.concat(Stream.of("--headless"), flags.stream()).toArray(String[]::new);

    RunResult run = RunResult.start(kind.create(), args);

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    String[] lines = run.output().split("\\R");
    assertTrue(lines[0].startsWith(kind.title + ": ") && lines[0].contains(named),
        "the first line names " + named + ": " + run.output());
    assertTrue(run.output().lines().anyMatch(l -> l.startsWith("usage: " + kind.title)),
        "a usage line: " + run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void theUsageLineListsTheSketchsOwnFlags(SketchKind kind) {
    RunResult run = RunResult.start(kind.create(), "--bogus");

    String usage = run.output().lines().filter(l -> l.startsWith("usage:")).findFirst()
        .orElseThrow();
    for (String flag : kind.create().sketchFlags()) {
      assertTrue(usage.contains(flag), usage + " lacks " + flag);
    }
    assertTrue(usage.contains("--headless") && usage.contains("--frames"), usage);
  }

  @Test
  void theUsageLineAdvertisesOnlyTheVehiclesASketchTakes() {
    String pursueEvade = usageLine(SketchKind.PURSUE_EVADE);
    String evolution = usageLine(SketchKind.named("Evolution"));

    assertFalse(pursueEvade.contains("--vehicles"), pursueEvade);
    assertTrue(evolution.contains(" [--vehicles N (at most 80)] "), evolution);
    assertTrue(usageLine(SketchKind.SEEK).contains(" [--vehicles N] "));
  }

  private static String usageLine(SketchKind kind) {
    return RunResult.start(kind.create(), "--bogus").output().lines()
        .filter(l -> l.startsWith("usage:")).findFirst().orElseThrow();
  }

  @Test
  void aWindowWithNoDisplayExitsWithTwoAndSaysHowToRunHeadless() {
    // the tests' JVM is headless (-Djava.awt.headless=true): there is no display to open on
    RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--frames", "10");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertEquals("Arrive: no display to open a window on. Render offscreen instead, e.g.\n"
        + "  mvn -q compile exec:java -Dsketch=Arrive"
        + " -Dexec.args=\"--headless --frames 300 --save arrive.png\"\n",
        run.output().replace("\r\n", "\n"));
  }

  @Test
  void aPathFileWithBadJsonExitsWithOneNamingTheFile() throws IOException {
    File bad = temp.resolve("broken-path.json").toFile();
    Files.writeString(bad.toPath(), "{\"radius\": 20, \"points\": [[1, 2], ");

    RunResult run = RunResult.start(SketchKind.PATH_FOLLOWING.create(), "--headless",
        "--path", bad.getPath());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().startsWith("PathFollowing: ") && run.output().contains(bad.getName()),
        run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  void aMissingPathFileExitsWithOneNamingTheFile() {
    File missing = temp.resolve("no-such-path.json").toFile();

    RunResult run = RunResult.start(SketchKind.PATH_FOLLOWING.create(), "--headless",
        "--path", missing.getPath());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().contains(missing.getName()), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("outputFlags")
  void anOutputFileThatCannotBeWrittenExitsWithOneNamingIt(String flag, String name)
      throws IOException {
    // a file where its folder should be: no folder can be made there
    File notAFolder = temp.resolve("not-a-folder").toFile();
    Files.writeString(notAFolder.toPath(), "");
    File output = new File(notAFolder, name);

    RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames", "3",
        flag, output.getPath());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().startsWith("Arrive: ") && run.output().contains(output.getPath()),
        run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @ParameterizedTest(name = "{0} and {2}")
  @MethodSource("outputPairs")
  void twoOutputsLinkedToOneFileAreRefusedBeforeTheFirstFrame(String flagA, String nameA,
      String flagB, String nameB) throws IOException {
    Path a = temp.resolve(nameA);
    Path b = Files.createSymbolicLink(temp.resolve(nameB), a.getFileName());

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "3",
        flagA, a.toString(), flagB, b.toString());

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    String first = run.output().lines().findFirst().orElseThrow();
    assertEquals("Seek: " + flagA + " " + a + " and " + flagB + " " + b
        + " are the same file: name two different files", first);
    assertFalse(Files.exists(a), "nothing written: refused before the first frame");
    assertFalse(run.hasStackTrace(), run.output());
  }

  static Stream<Arguments> outputPairs() {
    return Stream.of(Arguments.of("--save", "same.png", "--gif", "same.gif"),
        Arguments.of("--save", "run.png", "--trace", "run.csv"),
        Arguments.of("--gif", "run.gif", "--trace", "run.csv"));
  }

  static Stream<Arguments> outputFlags() {
    return Stream.of(Arguments.of("--save", "out.png"), Arguments.of("--trace", "out.csv"),
        Arguments.of("--gif", "out.gif"));
  }

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void aWindowWithoutADisplayExitsWithTwoAndSuggestsHeadless(SketchKind kind) {
    // surefire runs this JVM with -Djava.awt.headless=true: there is never a display here
    RunResult run = RunResult.start(kind.create(), "--frames", "5");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertTrue(run.output().startsWith(kind.title + ": "), run.output());
    assertTrue(run.output().contains("--headless"), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }
}
