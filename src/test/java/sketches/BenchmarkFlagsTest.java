package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.SketchRunner;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.UsageException;
import sketchbook.run.ProjectFolder;

/**
 * --benchmark, --renderer and --draw-each: their mistakes end like every other bad flag, and
 * the report has the promised format and describes what was drawn. (How fast a frame is, is
 * not tested: that belongs to the benchmark itself.)
 */
@DisplayName("--benchmark, --renderer and --draw-each")
class BenchmarkFlagsTest {

  /** The report line; groups: setup, fps, frame, shared drawing, the rest, frames, warm-up. */
  static final Pattern REPORT = Pattern.compile("^(\\w+ benchmark, .*): (\\d+\\.\\d) fps, "
      + "median frame (\\d+\\.\\d\\d) ms \\(shared drawing (\\d+\\.\\d\\d) ms, "
      + "the rest (\\d+\\.\\d\\d) ms\\), (\\d+) frames after (\\d+) warm-up$",
      Pattern.MULTILINE);

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  @DisplayName("a renderer that does not exist is a usage error naming --renderer")
  void unknownRenderer(SketchKind kind) {
    RunResult run = RunResult.start(kind.create(), "--headless", "--renderer", "P3D");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    String first = run.output().lines().findFirst().orElseThrow();
    assertEquals(kind.title + ": --renderer expects JAVA2D or P2D but got 'P3D'", first);
    assertTrue(run.output().contains("[--renderer JAVA2D|P2D]"), run.output());
    assertTrue(run.output().contains("[--benchmark]"), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  @DisplayName("--renderer without a value names the flag")
  void rendererWithoutValue() {
    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--renderer");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode());
    assertTrue(run.output().startsWith("Seek: --renderer needs a value"), run.output());
  }

  @Test
  @DisplayName("P2D offscreen is refused with a way out, not a crash in OpenGL")
  void p2dHeadless() {
    RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--renderer",
        "P2D");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    String first = run.output().lines().findFirst().orElseThrow();
    assertTrue(first.startsWith("Arrive: --renderer P2D cannot draw offscreen"), first);
    assertTrue(first.contains("Drop --headless") && first.contains("xvfb-run"), first);
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  @DisplayName("renderer names are read in either case; JAVA2D is the default")
  void rendererNames() throws UsageException {
    assertEquals("P2D", SketchOptions.parse(new String[] {"--renderer", "p2d"}, Set.of()).renderer);
    assertEquals("JAVA2D",
        SketchOptions.parse(new String[] {"--renderer", "Java2D"}, Set.of()).renderer);
    assertEquals("JAVA2D", SketchOptions.parse(new String[] {}, Set.of()).renderer);
  }

  @Test
  @DisplayName("--benchmark times --frames N after the warm-up (300 without --frames)")
  void benchmarkFrames() throws UsageException {
    SketchOptions given = SketchOptions.parse(new String[] {"--benchmark", "--frames", "50"},
        Set.of());
    assertEquals(50, given.timedFrames);
    assertEquals(SketchOptions.BENCHMARK_WARMUP_FRAMES + 50, given.frames);
    SketchOptions headless = SketchOptions.parse(new String[] {"--headless", "--benchmark"},
        Set.of());
    assertEquals(SketchOptions.DEFAULT_BENCHMARK_FRAMES, headless.timedFrames);
  }

  @Test
  @DisplayName("the report: what was drawn, fps, and the median frame split in two")
  void reportFormat() {
    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--benchmark",
        "--frames", "12", "--vehicles", "500", "--seed", "1", "--keys", "fv");

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    Matcher m = REPORT.matcher(run.output());
    assertTrue(m.find(), "no report line in: " + run.output());
    assertEquals("Seek benchmark, 500 vehicles, JAVA2D offscreen, vehicles drawn in a batch, "
        + "switches on: f v", m.group(1));
    assertEquals("12", m.group(6));
    assertEquals(String.valueOf(SketchOptions.BENCHMARK_WARMUP_FRAMES), m.group(7));
    double fps = Double.parseDouble(m.group(2));
    double frame = Double.parseDouble(m.group(3));
    double drawing = Double.parseDouble(m.group(4));
    double rest = Double.parseDouble(m.group(5));
    assertTrue(fps > 0 && frame > 0 && drawing > 0, run.output());
    assertTrue(rest <= frame && drawing <= frame, run.output());
  }

  @Test
  @DisplayName("a run ended (Esc) before any frame was timed says so, with no rate, exit 1")
  void endedBeforeTiming() {
    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--benchmark",
        "--keys", "\u001b");

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertEquals("Seek: Seek benchmark, 1 vehicle, JAVA2D offscreen, each vehicle drawn on its "
        + "own, switches on: none: the run ended before any frame was timed (after 1 of "
        + SketchOptions.BENCHMARK_WARMUP_FRAMES + " warm-up frames), so there is no frame rate",
        run.output().strip());
    assertFalse(REPORT.matcher(run.output()).find(), run.output());
  }

  @Test
  @DisplayName("f pressed twice (tip to tail) is named apart from f once (force arrows)")
  void tipToTailIsNamed() {
    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--benchmark",
        "--frames", "3", "--seed", "1", "--keys", "ffv");

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    Matcher m = REPORT.matcher(run.output());
    assertTrue(m.find(), "no report line in: " + run.output());
    assertTrue(m.group(1).endsWith(", switches on: f tip-to-tail v"), m.group(1));
  }

  @Test
  @DisplayName("with --ghost the line says how the ghost was stepped: Flocking's by its own sketch")
  void ghostIsNamed() {
    RunResult run = RunResult.start(SketchKind.FLOCKING.create(), "--headless", "--benchmark",
        "--ghost", "--frames", "100", "--seed", "1");

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    Matcher m = REPORT.matcher(run.output());
    assertTrue(m.find(), "no report line in: " + run.output());
    assertEquals("Flocking benchmark, 300 vehicles, JAVA2D offscreen, each vehicle drawn on its "
        + "own, switches on: r, a ghost on a thread of its own", m.group(1));
  }

  @Test
  @DisplayName("paused, the frame still draws: the shared drawing is timed, within the frame")
  void pausedStillDraws() {
    RunResult run = RunResult.start(SketchKind.PATH_FOLLOWING.create(), "--headless",
        "--benchmark", "--frames", "5", "--keys", " ", "--draw-each");

    Matcher m = REPORT.matcher(run.output());
    assertTrue(m.find(), run.output());
    assertEquals("PathFollowing benchmark, 3 vehicles, JAVA2D offscreen, each vehicle drawn "
        + "on its own, switches on: r", m.group(1));
    double frame = Double.parseDouble(m.group(3));
    double drawing = Double.parseDouble(m.group(4));
    assertTrue(drawing > 0 && drawing <= frame, run.output());
  }

  @Test
  @DisplayName("the command line's flags table lists the new flags")
  void readmeListsFlags() throws Exception {
    String page = Files.readString(new File(ProjectFolder.root(), "docs/command-line.md").toPath());
    for (String flag : List.of("--benchmark", "--renderer JAVA2D", "--draw-each")) {
      assertTrue(page.contains("| `" + flag), "docs/command-line.md's flags table lacks " + flag);
    }
  }
}
