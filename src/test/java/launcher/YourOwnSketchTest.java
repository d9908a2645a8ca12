package launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import sketchbook.FolderCopy;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.run.ProjectFolder;
import steering.Vehicle;

/**
 * A sketch of your own, made as the README says: YourBehavior copied into a new folder, class and
 * package renamed, compiled where the sketchbook's classes are. Nothing else is edited, and the
 * sketchbook finds it, names it, shows it after the lessons and runs it. The classes go to a copy
 * of the compiled project (the real one is shared by every other test).
 */
class YourOwnSketchTest {

  static final String TEMPLATE = "sketches/yourbehavior/YourBehavior.java";
  static final long TIMEOUT_SECONDS = 60;
  static final int FRAMES = 30;
  /** YourBehavior's vehicles start at rest and flee at up to maxspeed: far more than this. */
  static final float MOVED = 5;
  /** Paper, vehicles, target, panel text: a drawn frame has many colours, a blank one one. */
  static final int DRAWN_COLOURS = 10;

  /**
   * The new sketches' names: ones no README suggests (and numbered past any folder that holds
   * them), so a learner's own copy, such as sketches/mywander, never stands in for them.
   */
  static final String WANDER = "TestCopyWander";
  static final String SEEK_FOLDER = "testcopyseek";

  @TempDir
  static Path temp;
  /** The copy of YourBehavior: its class (TestCopyWander) and full name (folder and class). */
  static String wander;
  static String wanderFull;
  /** The copy with a lesson's class name, full name (testcopyseek.Seek). */
  static String seekFull;
  /** A copy of the project's classes, with the new sketches compiled into it. */
  static File classes;

  @BeforeAll
  static void copyYourBehaviorAndCompileIt() throws IOException {
    classes = temp.resolve("classes").toFile();
    FolderCopy.copy(Catalog.codeRoot().toPath(), classes.toPath());
    String suffix = unusedSuffix(WANDER.toLowerCase(Locale.ROOT), SEEK_FOLDER);
    wander = WANDER + suffix;
    String wanderFolder = wander.toLowerCase(Locale.ROOT);
    wanderFull = wanderFolder + "." + wander;
    String seekFolder = SEEK_FOLDER + suffix;
    seekFull = seekFolder + ".Seek";
    List<File> sources = List.of(
        copyOfTemplate(wanderFolder, wander),
        copyOfTemplate(seekFolder, "Seek"));   // the same class name as a lesson's

    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertNotNull(javac, "the tests run on a JDK");
    List<String> args = new ArrayList<>(List.of("-proc:none", "-classpath",
        System.getProperty("java.class.path"), "-d", classes.getPath()));
    sources.forEach(source -> args.add(source.getPath()));
    assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)), "it compiles");
  }

  @Test
  void theSketchbookFindsItAfterTheLessonsAndNamesItByItsClass() throws IOException {
    try (URLClassLoader loader = loaderOf(classes)) {
      Catalog found = Catalog.scan(classes, loader);

      List<String> shipped = Catalog.sketchbook().names();
      assertEquals(shipped.size() + 2, found.size(), found.names().toString());
      assertEquals(wanderFull, found.find(wander).type().getName());
      assertEquals(wanderFull, found.find(wanderFull.toUpperCase(Locale.ROOT)).type().getName());
      // two Seeks: each is called by its full name, which is how either is asked for
      assertEquals(seekFull, found.find(seekFull).name());
      assertEquals("seek.Seek", found.find("seek.Seek").name());
      assertEquals(null, found.find("Seek"));
      // the lessons first, then by name: TestCopyWander, then YourBehavior
      List<String> names = found.names();
      assertEquals(List.of("seek.Seek", "Arrive"), names.subList(0, 2));
      assertTrue(names.indexOf(wander) > names.indexOf("CrowdPathFollowing"), names.toString());
      assertTrue(names.indexOf(wander) < names.indexOf("YourBehavior"), names.toString());
    }
  }

  @Test
  void itRunsHeadlessAndItsVehiclesMove() throws IOException {
    try (URLClassLoader loader = loaderOf(classes)) {
      SteeringSketch sketch = Offscreen.start(
          Catalog.scan(classes, loader).find(wander).create(),
          "--headless", "--seed", "7", "--target", "400,300");
      List<PVector> start = positions(Offscreen.vehicles(sketch));
      Offscreen.frames(sketch, FRAMES);

      assertEquals(wanderFull, sketch.getClass().getName());
      assertTrue(sketch.frameCount >= FRAMES, "frames drawn: " + sketch.frameCount);
      List<PVector> end = positions(Offscreen.vehicles(sketch));
      for (int i = 0; i < start.size(); i++) {
        assertTrue(PVector.dist(start.get(i), end.get(i)) > MOVED,
            "vehicle " + i + " moved from " + start.get(i) + " to " + end.get(i));
      }
    }
  }

  @Test
  void theSketchbookCommandRunsItByName() throws Exception {
    File png = temp.resolve("wander.png").toFile();
    File trace = temp.resolve("wander.csv").toFile();

    Ended run = java("launcher.Sketchbook", wander.toLowerCase(Locale.ROOT), "--headless",
        "--frames", String.valueOf(FRAMES), "--target", "400,300", "--trace", trace.getPath(),
        "--save", png.getPath());

    assertEquals(0, run.exitCode, run.output);
    BufferedImage frame = ImageIO.read(png);
    assertNotNull(frame, wander + " saved its last frame; output:\n" + run.output);
    assertTrue(ContactSheetTest.distinctColours(frame) >= DRAWN_COLOURS, "a frame was drawn");
    assertTrue(movedInTrace(trace), "the trace shows every vehicle moving");
  }

  @Test
  void theContactSheetHasItsThumbnailAndAnUnknownNameListsIt() throws Exception {
    File png = temp.resolve("sheet.png").toFile();

    Ended sheet = java("launcher.Sketchbook", "--headless", "--frames", "3", "--save",
        png.getPath());
    Ended unknown = java("launcher.Sketchbook", WANDER + "ReallyNot");

    assertEquals(0, sheet.exitCode, sheet.output);
    Grid grid = new Grid(Catalog.sketchbook().size() + 2);
    BufferedImage image = ImageIO.read(png);
    assertEquals(grid.height(), image.getHeight(), "a place for each of the two new sketches");
    assertTrue(unknown.output.contains(", " + wander + ", "), unknown.output);
  }

  @Test
  void aJarOfTheClassesHoldsItToo() throws IOException {
    File jar = temp.resolve("sketchbook.jar").toFile();
    jarOf(classes.toPath(), jar);

    try (URLClassLoader loader = loaderOf(jar)) {
      Catalog found = Catalog.scan(jar, loader);
      assertNotNull(found.find(wander), found.names().toString());
      assertEquals(Catalog.sketchbook().size() + 2, found.size());
    }
  }

  /**
   * "" when no folder of sketches/ and no package of the compiled classes is called
   * {@code folders}, else the first number that makes each name new (a learner may have made
   * any folder).
   */
  static String unusedSuffix(String... folders) {
    for (int n = 1; ; n++) {
      String suffix = n == 1 ? "" : String.valueOf(n);
      boolean unused = true;
      for (String folder : folders) {
        unused &= !new File(ProjectFolder.root(), "sketches/" + folder + suffix).exists()
            && !new File(classes, folder + suffix).exists();
      }
      if (unused) {
        return suffix;
      }
    }
  }

  /** The template with its package and class renamed, as a learner makes it. */
  static File copyOfTemplate(String folder, String className) throws IOException {
    String template = Files.readString(new File(ProjectFolder.root(), TEMPLATE).toPath());
    String source = template.replace("package yourbehavior;", "package " + folder + ";")
        .replace("YourBehavior", className);
    Path file = temp.resolve("sketches").resolve(folder).resolve(className + ".java");
    Files.createDirectories(file.getParent());
    Files.writeString(file, source);
    return file.toFile();
  }

  static URLClassLoader loaderOf(File root) throws IOException {
    return new URLClassLoader(new URL[] {root.toURI().toURL()},
        YourOwnSketchTest.class.getClassLoader());
  }

  static List<PVector> positions(List<Vehicle> vehicles) {
    return vehicles.stream().map(v -> v.position.copy()).toList();
  }

  /** Each vehicle's first and last traced positions (columns frame,vehicle,x,y) lie apart. */
  static boolean movedInTrace(File trace) throws IOException {
    Map<String, float[]> first = new HashMap<>();
    Map<String, float[]> last = new HashMap<>();
    for (String row : Files.readAllLines(trace.toPath())) {
      String[] cells = row.split(",");
      if (!cells[0].matches("\\d+")) {
        continue;  // the header
      }
      float[] at = {Float.parseFloat(cells[2]), Float.parseFloat(cells[3])};
      first.putIfAbsent(cells[1], at);
      last.put(cells[1], at);
    }
    return !first.isEmpty() && first.keySet().stream().allMatch(v ->
        PVector.dist(new PVector(first.get(v)[0], first.get(v)[1]),
            new PVector(last.get(v)[0], last.get(v)[1])) > MOVED);
  }

  record Ended(int exitCode, String output) {
  }

  /** The class run in its own JVM on the test's classpath, with the copy for the classes. */
  static Ended java(String mainClass, String... args) throws Exception {
    String original = Catalog.codeRoot().getPath();
    List<String> path = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      path.add(new File(entry).getAbsolutePath().equals(original) ? classes.getPath() : entry);
    }
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", String.join(File.pathSeparator, path), mainClass));
    command.addAll(List.of(args));
    File log = Files.createTempFile(temp, "run", ".log").toFile();
    Process child = new ProcessBuilder(command).directory(ProjectFolder.root())
        .redirectErrorStream(true).redirectOutput(log).start();
    if (!child.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      fail(mainClass + " still ran after " + TIMEOUT_SECONDS + " s: " + Files.readString(
          log.toPath()));
    }
    return new Ended(child.exitValue(), Files.readString(log.toPath()));
  }

  static void jarOf(Path root, File jar) throws IOException {
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar.toPath()));
        Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        out.putNextEntry(new JarEntry(root.relativize(file).toString().replace('\\', '/')));
        Files.copy(file, out);
        out.closeEntry();
      }
    }
  }
}
