package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.SketchRunner;
import sketchbook.controls.SketchOptions;
import steering.files.PathFile;

/**
 * Command lines and path files made to break the sketchbook, kept as a table: the flags (a
 * hostile path file is made by the test, in a temporary folder, and passed as --path), the
 * exit code and a fragment of the one-line message. Every row also asks for --save and
 * --trace: a run refused at the start must leave neither behind, and print no stack trace.
 */
class HostileInputTest {

  @TempDir
  Path temp;

  /** Makes a hostile file in the folder and returns its path. */
  interface Maker {
    Path make(Path folder) throws IOException;
  }

  static Arguments row(String name, Maker pathFile, List<String> flags, int exit,
      String fragment) {
    return Arguments.of(name, pathFile, flags, exit, fragment);
  }

  static Stream<Arguments> table() {
    int usage = SketchRunner.EXIT_USAGE;
    int file = SketchRunner.EXIT_FILE_ERROR;
    List<String> none = List.of();
    return Stream.of(
        row("--benchmark --frames 2147483647", null,
            List.of("--benchmark", "--frames", "2147483647"), usage,
            "--frames expects a whole number from 1 to 100000 with --benchmark but got "
                + "'2147483647'"),
        row("--benchmark --frames 100001", null, List.of("--benchmark", "--frames", "100001"),
            usage, "from 1 to 100000 with --benchmark"),
        row("a FIFO", HostileInputTest::fifo, none, file, "not a regular file"),
        row("/dev/zero", folder -> Path.of("/dev/zero"), none, file, "not a regular file"),
        row("a loop of symbolic links", HostileInputTest::symlinkLoop, none, file,
            ": cannot read it: too many levels of symbolic links"),
        row("\"closed\": \"true\"", folder -> text(folder, "closed-text.json",
            "{\"closed\": \"true\", \"points\": [[0, 0], [10, 10]]}", StandardCharsets.UTF_8),
            none, file, ": \"closed\" must be true or false, was \"true\" (text)"),
        row("\"radius\": 1e400", folder -> text(folder, "radius-1e400.json",
            "{\"radius\": 1e400, \"points\": [[0, 0], [10, 10]]}", StandardCharsets.UTF_8),
            none, file, ": \"radius\" must be a finite number, was 1e400"),
        row("\"radius\": \"1e400\"", folder -> text(folder, "radius-text.json",
            "{\"radius\": \"1e400\", \"points\": [[0, 0], [10, 10]]}", StandardCharsets.UTF_8),
            none, file, ": \"radius\" must be a number, was \"1e400\" (text)"),
        row("a point at -1e400", folder -> text(folder, "far-1e400.json",
            "{\"points\": [[0, 0], [10, -1e400]]}", StandardCharsets.UTF_8),
            none, file, ": point 1 y must be a finite number, was -1e400"),
        row("--path \"\"", null, List.of("--path", ""), usage, "PathFollowing: --path needs a file"),
        row("--seed 99999999999", null, List.of("--seed", "99999999999"), usage,
            "PathFollowing: --seed expects a whole number from -2147483648 to 2147483647 but"
                + " got '99999999999'"),
        row("--keys --ghost", null, List.of("--keys", "--ghost"), usage,
            "PathFollowing: --keys needs a value, but got the flag --ghost"),
        row("--keys with a line break", null, List.of("--keys", "t\nd"), usage,
            "PathFollowing: --keys holds a line break: a run keeps its options to be replayed,"
                + " each on a line of its own"),
        row("--keys of 4,097 keys", null, List.of("--keys", ".".repeat(4097)), usage,
            "PathFollowing: --keys longer than 4096 characters"),
        row("--frame 3", null, List.of("--frame", "3"), usage,
            "PathFollowing: unknown flag --frame: did you mean --frames?"),
        row("a symbolic link to nothing", HostileInputTest::danglingLink, none, file,
            "no such file (a symbolic link to a file that is not there)"),
        row("Latin-1 text", folder -> text(folder, "latin1.json",
            "{\"name\": \"café\", \"points\": [[0, 0], [10, 10]]}", StandardCharsets.ISO_8859_1),
            none, file, "not UTF-8 text"),
        row("UTF-16 with a byte order mark", folder -> text(folder, "utf16.json",
            "{\"points\": [[0, 0], [10, 10]]}", StandardCharsets.UTF_16), none, file,
            "not UTF-8 text"),
        row("UTF-16 without a byte order mark", folder -> text(folder, "utf16le.json",
            "{\"points\": [[0, 0], [10, 10]]}", StandardCharsets.UTF_16LE), none, file,
            "not UTF-8 text"),
        row("[[[… 100,000 deep", folder -> text(folder, "deep-lists.json",
            "[".repeat(100_000), StandardCharsets.UTF_8), none, file,
            "not valid JSON: nested more than 64 levels deep"),
        row("{\"a\":{\"a\":… 100,000 deep", folder -> text(folder, "deep-objects.json",
            "{\"a\":".repeat(100_000), StandardCharsets.UTF_8), none, file,
            "not valid JSON: nested more than 64 levels deep"),
        row("{'k\"': [[[… 5,000 deep", folder -> text(folder, "quoted-5000.json",
            quotedKeyThenNesting(5_000), StandardCharsets.UTF_8), none, file,
            "not valid JSON: nested more than 64 levels deep"),
        row("{'k\"': [[[… 300,000 deep", folder -> text(folder, "quoted-300000.json",
            quotedKeyThenNesting(300_000), StandardCharsets.UTF_8), none, file,
            "not valid JSON: nested more than 64 levels deep"),
        row("garbage after a single-quoted key", folder -> text(folder, "trailing.json",
            "{\"points\": [[0, 0], [10, 10]], 'a\"': 1} garbage here", StandardCharsets.UTF_8),
            none, file, "line 1: text after the path's closing brace, \"garbage here\""),
        row("a point of 700,000 numbers", folder -> text(folder, "wide-point.json",
            "{\"points\": [[0, 0], [" + "1, ".repeat(700_000 - 1) + "1]]}",
            StandardCharsets.UTF_8), none, file, "point 1 must be an [x, y] pair, was [1, 1, "),
        row("2,000,000 points", folder -> points(folder, "huge.json", 2_000_000), none, file,
            "too large"),
        row("100,001 points", folder -> points(folder, "over.json", PathFile.MAX_POINTS + 1),
            none, file, "too large: more than 100000 points"),
        row("a point beyond 1e18", folder -> text(folder, "far.json",
            "{\"points\": [[0, 0], [3.4e38, 0]]}", StandardCharsets.UTF_8), none, file,
            "point 1 x must lie within ±1e18"));
  }

  /** Longest refusal, the file's name aside: a bad value is quoted, never written out. */
  static final int MAX_MESSAGE = 300;

  /** A single-quoted key holding a ", then lists nested {@code depth} deep. */
  static String quotedKeyThenNesting(int depth) {
    return "{'k\"': " + "[".repeat(depth) + "]".repeat(depth) + "}";
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("table")
  void refusedInOneLineWithNothingLeftBehind(String name, Maker pathFile, List<String> flags,
      int exit, String fragment) throws IOException {
    Path out = Files.createDirectory(temp.resolve("out"));
    List<String> args = new ArrayList<>(List.of("--headless",
        "--save", out.resolve("last.png").toString(),
        "--trace", out.resolve("run.csv").toString()));
    if (!flags.contains("--frames")) {
      args.addAll(List.of("--frames", "3"));  // a flag may be given once
    }
    args.addAll(flags);
    Path input = null;
    if (pathFile != null) {
      input = pathFile.make(Files.createDirectory(temp.resolve("in")));
      args.add("--path");
      args.add(input.toString());
    }

    RunResult run = RunResult.start(SketchKind.PATH_FOLLOWING.create(),
        args.toArray(String[]::new));

    assertEquals(exit, run.exitCode(), run.output());
    String first = run.output().lines().findFirst().orElse("");
    assertTrue(first.startsWith("PathFollowing: ") && first.contains(fragment),
        "expected '" + fragment + "' in: " + run.output());
    if (input != null) {
      assertTrue(first.contains(input.toString()), "names the file: " + first);
    }
    assertTrue(first.length() <= MAX_MESSAGE + (input == null ? 0 : input.toString().length()),
        first.length() + " characters: " + first);
    assertFalse(run.hasStackTrace(), run.output());
    assertEquals(List.of(), List.of(out.toFile().list()), "nothing left behind");
  }

  /** A picture for FlowField's --image that is no picture file: read as a path file is. */
  static Stream<Arguments> images() {
    return Stream.of(
        Arguments.of("a folder", (Maker) folder -> Files.createDirectory(folder.resolve("dir.png")),
            "cannot read it: is a folder, not a file"),
        Arguments.of("a FIFO", (Maker) HostileInputTest::fifo,
            "cannot read it: not a regular file (a device, pipe or socket); name a picture file"),
        Arguments.of("a loop of symbolic links", (Maker) HostileInputTest::symlinkLoop,
            "cannot read it: too many levels of symbolic links"),
        Arguments.of("a symbolic link to nothing", (Maker) HostileInputTest::danglingLink,
            "no such file (a symbolic link to a file that is not there)"),
        Arguments.of("nothing there", (Maker) folder -> folder.resolve("none.png"),
            "no such file"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("images")
  void anImageThatIsNoFileSaysWhatThePathSays(String name, Maker image, String reason)
      throws IOException {
    Path input = image.make(temp);

    RunResult run = RunResult.start(SketchKind.named("FlowField").create(), "--headless",
        "--frames", "3", "--image", input.toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertEquals("FlowField: --image " + input + ": " + reason,
        run.output().lines().findFirst().orElse(""));
    assertFalse(run.hasStackTrace(), run.output());
  }

  /**
   * A picture of 40000 × 40000 (0.3 MB on disk, 6.4 GB decoded) is measured from its header and
   * refused before any of it is decoded: one line, exit 1, nothing written.
   */
  @Test
  void aPictureTooLargeToDecodeIsRefusedFromItsHeader() throws IOException {
    Path big = WhitePng.write(temp.resolve("big.png"), 40_000, 40_000);
    Path out = Files.createDirectory(temp.resolve("out"));

    RunResult run = RunResult.start(SketchKind.named("FlowField").create(), "--headless",
        "--frames", "3", "--image", big.toString(), "--save", out.resolve("last.png").toString(),
        "--trace", out.resolve("run.csv").toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertEquals("FlowField: --image " + big + ": 40000 × 40000 is too large: at most 33 million"
        + " pixels are read (Java's memory holds a picture twice while reading it); scale it"
        + " down", run.output().lines().findFirst().orElse(""));
    assertFalse(run.hasStackTrace(), run.output());
    assertEquals(List.of(), List.of(out.toFile().list()), "nothing written");
  }

  /** Under the limit but over what a small heap holds: one line naming the memory, exit 1. */
  @Test
  void aPictureTooLargeForASmallHeapSaysSoInOneLine() throws Exception {
    Path picture = WhitePng.write(temp.resolve("photo.png"), 4_000, 4_000);
    File png = temp.resolve("last.png").toFile();

    ChildJvm.Ended run = ChildJvm.start(temp, env -> env.put("JAVA_TOOL_OPTIONS", "-Xmx48m"),
        "flowfield.FlowField", "--headless", "--frames", "3", "--image", picture.toString(),
        "--save", png.getPath()).waitFor();

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().contains("FlowField: --image " + picture + ": too large for Java's"
        + " 48 MB of memory; scale it down, or give Java more memory (java -Xmx96m or more)"),
        run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertFalse(png.exists(), "the run never started");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("outputFlags")
  void anOutputThroughALoopOfLinksSaysSoInTheProjectsWords(String flag, String extension)
      throws IOException {
    Path a = temp.resolve("a" + extension);
    Files.createSymbolicLink(a, temp.resolve("b" + extension));
    Files.createSymbolicLink(temp.resolve("b" + extension), a);

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "3",
        flag, a.toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertEquals("Seek: cannot write " + a + ": too many levels of symbolic links",
        run.output().lines().findFirst().orElse(""));
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  void aPathThroughALoopOfLinksSaysSoInTheProjectsWords() throws IOException {
    Path loop = symlinkLoop(temp);

    RunResult run = RunResult.start(SketchKind.PATH_FOLLOWING.create(), "--headless",
        "--frames", "3", "--path", loop.toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertEquals("PathFollowing: " + loop + ": cannot read it: too many levels of symbolic links",
        run.output().lines().findFirst().orElse(""));
  }

  static Stream<Arguments> outputFlags() {
    return Stream.of(Arguments.of("--save", ".png"), Arguments.of("--trace", ".csv"),
        Arguments.of("--gif", ".gif"), Arguments.of("--record", ".log"));
  }

  @Test
  void aPathOfTheLargestSizeAllowedRuns() throws IOException {
    Path file = points(temp, "largest.json", PathFile.MAX_POINTS);

    RunResult run = RunResult.start(SketchKind.PATH_FOLLOWING.create(), "--headless",
        "--frames", "3", "--path", file.toString());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  private static Path fifo(Path folder) throws IOException {
    Path fifo = folder.resolve("pipe.json");
    try {
      Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
      assumeTrue(mkfifo.waitFor() == 0, "mkfifo failed");
    } catch (IOException e) {
      assumeTrue(false, "no mkfifo here: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    return fifo;
  }

  private static Path symlinkLoop(Path folder) throws IOException {
    Path a = folder.resolve("a.json");
    Path b = folder.resolve("b.json");
    Files.createSymbolicLink(a, b);
    Files.createSymbolicLink(b, a);
    return a;
  }

  private static Path danglingLink(Path folder) throws IOException {
    return Files.createSymbolicLink(folder.resolve("gone.json"), folder.resolve("missing.json"));
  }

  private static Path text(Path folder, String name, String text, Charset charset)
      throws IOException {
    Path file = folder.resolve(name);
    Files.writeString(file, text, charset);
    return file;
  }

  /** A serpentine of n points inside the 800 × 600 window, written compactly. */
  static Path points(Path folder, String name, int n) throws IOException {
    Path file = folder.resolve(name);
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      w.write("{\"radius\": 12, \"points\": [");
      for (int i = 0; i < n; i++) {
        // rows 10 px apart, each 700 px wide in 1 px steps, alternating direction
        int row = i / 700;
        int along = i % 700;
        int x = 50 + (row % 2 == 0 ? along : 699 - along);
        int y = 40 + (row * 10) % 520;
        w.write((i == 0 ? "" : ",") + "[" + x + "," + y + "]");
      }
      w.write("]}");
    }
    return file;
  }

  /**
   * A heap well under Java's default (a quarter of the memory) on any machine with 1 GB, where
   * the largest flock still fits with room to spare. Its live data peaks at about 110-120 MB
   * (after full collections), so 128 MB left G1 under 10% to work in: whether a humongous frame
   * buffer found room depended on how far its concurrent marking had got, that is on the
   * machine's load. The serial collector makes the outcome depend on the live data alone, not
   * on which collector the machine picks or how busy it is; at 112 MB the run runs out.
   */
  static final String SMALL_HEAP = "-Xmx192m -XX:+UseSerialGC";

  @Test
  void theLargestFlockWithTrailsAndEveryViewFitsASmallHeap() throws Exception {
    File png = temp.resolve("crowd.png").toFile();

    ChildJvm.Ended run = ChildJvm.start(temp, env -> env.put("JAVA_TOOL_OPTIONS", SMALL_HEAP),
        "flocking.Flocking", "--headless", "--frames", "3", "--seed", "1", "--vehicles",
        String.valueOf(SketchOptions.MAX_VEHICLES), "--keys", "tdfv", "--save",
        png.getPath()).waitFor();

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertFalse(run.output().contains("OutOfMemoryError"), run.output());
    assertTrue(png.length() > 0, "the last frame, trails and all, was saved");
  }

  @Test
  void aFlockTooLargeForTheMemorySaysSoInOneLine() throws Exception {
    File png = temp.resolve("crowd.png").toFile();

    ChildJvm.Ended run = ChildJvm.start(temp, env -> env.put("JAVA_TOOL_OPTIONS", "-Xmx48m"),
        "flocking.Flocking", "--headless", "--frames", "3", "--seed", "1", "--vehicles",
        "100000", "--keys", "tdfv", "--save", png.getPath()).waitFor();

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertTrue(run.output().contains("Flocking: out of memory: --vehicles 100000 needs more than"
        + " Java's 48 MB; give fewer --vehicles, or Java more memory (java -Xmx96m or more)"),
        run.output());
    assertFalse(run.hasStackTrace(), run.output());
    assertFalse(png.exists(), "the run did not reach its end");
  }
}
