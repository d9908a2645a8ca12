package launcher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.SketchRunner;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sketchbook's own flags fail the way a sketch's do: one line naming it, no stack trace. */
class LauncherCommandLineTest {

  @TempDir
  Path temp;

  static Stream<Arguments> badFlags() {
    return Stream.of(
        Arguments.of("--trace", List.of("--trace", "x.csv")),   // a sketch's flag, not ours
        Arguments.of("--vehicles", List.of("--vehicles", "3")),
        Arguments.of("--bogus", List.of("--bogus")),
        Arguments.of("--frames", List.of("--frames", "0")),
        Arguments.of("--frames", List.of("--frames")),
        Arguments.of("--save", List.of("--save", "sheet.jpg")),
        Arguments.of("--gif", List.of("--gif", "sheet.png")),
        Arguments.of("stray", List.of("stray")),
        Arguments.of("unknown flag --frame: did you mean --frames?", List.of("--frame", "3")),
        Arguments.of("--save needs a value, but got the flag --frames",
            List.of("--save", "--frames", "3")));
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("badFlags")
  void aBadFlagExitsWithTwoNamingItThenTheUsage(String named, List<String> flags) {
    String[] args = Stream.concat(Stream.of("--headless"), flags.stream())
        .toArray(String[]::new);

    LauncherRun run = LauncherRun.start(args);

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    String[] lines = run.output().split("\\R");
    assertTrue(lines[0].startsWith("Sketchbook: ") && lines[0].contains(named), run.output());
    assertEquals("usage: Sketchbook [--headless] [--frames N] [--save FILE.png]"
        + " [--gif FILE.gif]", lines[1]);
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  void aWindowWithoutADisplayExitsWithTwoAndSuggestsTheContactSheet() {
    LauncherRun run = LauncherRun.start("--frames", "5");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertTrue(run.output().startsWith("Sketchbook: no display"), run.output());
    assertTrue(run.output().contains("--headless --save sketchbook.png"), run.output());
  }

  @Test
  void aSaveThatCannotBeWrittenExitsWithOneNamingTheFileBeforeAnyFrame() throws IOException {
    File notAFolder = temp.resolve("not-a-folder").toFile();
    Files.writeString(notAFolder.toPath(), "");
    File png = new File(notAFolder, "sheet.png");

    LauncherRun run = LauncherRun.start("--headless", "--save", png.getPath());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().startsWith("Sketchbook: cannot write " + png.getPath()),
        run.output());
    assertEquals(0, run.launcher().frameCount, "no frame was drawn");
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  void anUnknownSketchNameExitsWithTwoListingTheSketches() throws Exception {
    Process child = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
        "launcher.Sketchbook", "Arrve", "--headless")
        .directory(ProjectFolder.root()).redirectErrorStream(true).start();
    String output = new String(child.getInputStream().readAllBytes());
    assertTrue(child.waitFor(30, TimeUnit.SECONDS));

    assertEquals(SketchRunner.EXIT_USAGE, child.exitValue(), output);
    assertEquals("Sketchbook: unknown sketch 'Arrve'; did you mean Arrive? Or choose one of "
        + String.join(", ", Catalog.sketchbook().names()) + "\n" + CommandLine.HOW_NAMES_MATCH,
        output.strip().replace(System.lineSeparator(), "\n"));
  }

  @Test
  void aSketchPropertyAfterTheJarSaysTheSketchsNameGoesFirst() throws Exception {
    Process child = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
        "launcher.Sketchbook", "-Dsketch=Seek", "--headless")
        .directory(ProjectFolder.root()).redirectErrorStream(true).start();
    String output = new String(child.getInputStream().readAllBytes());
    assertTrue(child.waitFor(30, TimeUnit.SECONDS));

    assertEquals(SketchRunner.EXIT_USAGE, child.exitValue(), output);
    String[] lines = output.strip().split("\\R");
    assertEquals("Sketchbook: -Dsketch=Seek here is an argument, not a property: the sketch's"
        + " name goes first, before any flag, e.g.", lines[0]);
    // from the classes folder the example is Maven's command; from the jar, java -jar ... Seek
    assertEquals(SketchRunner.command("-Dsketch=Seek", "Seek", "--headless"), lines[1].strip());
  }

  @Test
  void onlyAPropertyAmongTheArgumentsIsAnsweredAndTheOtherArgumentsFollowTheName() {
    assertNull(CommandLine.misplacedProperty(new String[] {"Seek", "--headless"}));
    String answer = CommandLine.misplacedProperty(
        new String[] {"-Dsketch=Arrive", "--frames", "9"});
    assertTrue(answer.endsWith(SketchRunner.command("-Dsketch=Arrive", "Arrive", "--frames 9")),
        answer);
    assertEquals("Sketchbook: -Dseed=3 here is an argument, not a property: a Java property goes"
        + " before -jar (java -Dseed=3 -jar steering-sketchbook.jar ...)",
        CommandLine.misplacedProperty(new String[] {"Seek", "-Dseed=3"}));
  }

  @Test
  void aSketchNamedFirstStillRunsThatSketchWithItsFlags() throws Exception {
    File png = temp.resolve("arrive.png").toFile();
    Process child = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
        "launcher.Sketchbook", "arrive", "--headless", "--frames", "5", "--target", "300,200",
        "--save", png.getPath())
        .directory(ProjectFolder.root()).redirectErrorStream(true).start();
    String output = new String(child.getInputStream().readAllBytes());
    assertTrue(child.waitFor(30, TimeUnit.SECONDS));

    assertEquals(0, child.exitValue(), output);
    assertTrue(png.length() > 0, "Arrive (named in any case) wrote " + png);
  }
}
