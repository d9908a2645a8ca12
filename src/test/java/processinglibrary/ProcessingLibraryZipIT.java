package processinglibrary;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The Processing library that {@code mvn package} makes, checked as the Processing IDE would use
 * it (run by {@code mvn failsafe:integration-test} after {@code mvn package}): one base name for
 * the zip, its folder, its jar and the .txt beside it; the library template's layout; a
 * library.properties the Contribution Manager accepts; a jar with the whole {@code steering}
 * package and nothing else; and examples that compile against that jar and Processing's core
 * and run with the library from that jar alone.
 */
class ProcessingLibraryZipIT {

  static final String ROOT = LibraryLayout.FOLDER + "/";
  /** Frames an example from the zip runs: its vehicles are then well on their way. */
  static final int RUN_FRAMES = 30;
  /** Set by failsafe: the zip must be there. */
  static final String ZIP_REQUIRED = "processing.library.zip.required";
  private static final Pattern EXAMPLE = Pattern.compile(
      Pattern.quote(ROOT) + "examples/([^/]+)/\\1\\.pde");

  @TempDir
  static Path temp;
  static ZipFile zip;
  static File jar;

  @BeforeAll
  static void openTheZip() throws IOException {
    File file = LibraryLayout.file(LibraryLayout.ZIP);
    // failsafe (after mvn package) requires the zip; a surefire run picking every class of
    // the package (-Dtest='processinglibrary.**') before packaging skips these checks
    assumeTrue(file.isFile() || Boolean.getBoolean(ZIP_REQUIRED),
        file + " is not built yet: mvn package makes it");
    assertTrue(file.isFile(), file + " is missing: it is made by mvn package");
    zip = new ZipFile(file);
    ZipEntry jarEntry = zip.getEntry(LibraryLayout.JAR_ENTRY);
    assertNotNull(jarEntry, "no " + LibraryLayout.JAR_ENTRY + " in the zip");
    jar = temp.resolve("library.jar").toFile();
    try (InputStream in = zip.getInputStream(jarEntry)) {
      Files.copy(in, jar.toPath());
    }
  }

  @AfterAll
  static void closeTheZip() throws IOException {
    if (zip != null) {
      zip.close();
    }
  }

  @Test
  void everythingIsInOneFolderWhoseNameProcessingAccepts() {
    for (String name : entryNames()) {
      assertTrue(name.startsWith(ROOT), name + " is outside " + ROOT);
    }
    // Processing ignores a library folder that is not letters and digits, starting with a letter
    assertTrue(LibraryLayout.FOLDER.matches("[A-Za-z][A-Za-z0-9_]*"), LibraryLayout.FOLDER);
  }

  @Test
  void hasTheLayoutOfProcessingsLibraryTemplate() {
    for (String name : List.of("library.properties", "library/" + LibraryLayout.NAME + ".jar",
        "reference/index.html", "reference/steering/package-summary.html",
        "reference/steering/Vehicle.html", "reference/steering/Path.html",
        "src/steering/Vehicle.java")) {
      assertNotNull(zip.getEntry(ROOT + name), "no " + ROOT + name + " in the zip");
    }
    for (String name : entryNames()) {
      // the reference is the library's javadoc: nothing of the sketchbook's own packages
      assertFalse(name.startsWith(ROOT + "reference/sketchbook/"), name);
    }
  }

  @Test
  void theZipHasEveryExampleOfTheProjectAndNoOther() {
    assertEquals(LibraryLayout.examples(), zipExamples());
  }

  @Test
  void theTxtBesideTheZipIsAnExactCopyOfItsLibraryProperties() throws IOException {
    File txt = LibraryLayout.file(LibraryLayout.TXT);
    assertTrue(txt.isFile(), txt + " is missing: it is made by mvn package");
    try (InputStream in = zip.getInputStream(zip.getEntry(ROOT + "library.properties"))) {
      assertArrayEquals(in.readAllBytes(), Files.readAllBytes(txt.toPath()));
    }
  }

  @Test
  void libraryPropertiesFollowsTheContributionManagersRules() throws IOException {
    try (InputStream in = zip.getInputStream(zip.getEntry(ROOT + "library.properties"))) {
      assertEquals(List.of(), LibraryProperties.problems(LibraryProperties.read(in),
          LibraryProperties.isRelease()));
    }
  }

  @Test
  void theJarHoldsTheWholeSteeringPackageAndNothingElse() throws Exception {
    Set<String> entries = new TreeSet<>();
    try (JarFile library = new JarFile(jar)) {
      library.stream().map(ZipEntry::getName)
          .filter(n -> !n.endsWith("/") && !n.startsWith("META-INF/"))
          .forEach(entries::add);
    }
    for (String name : entries) {
      // nothing of Processing's core (Processing refuses a library with its own copy) or ours
      assertTrue(name.startsWith(LibraryLayout.PACKAGE + "/"), name + " is not in the library");
    }
    Path compiled = LibraryLayout.file("target/classes").toPath();
    Set<String> expected = new TreeSet<>();
    try (Stream<Path> walk = Files.walk(compiled.resolve(LibraryLayout.PACKAGE))) {
      walk.filter(Files::isRegularFile)
          .forEach(p -> expected.add(compiled.relativize(p).toString().replace('\\', '/')));
    }
    assertEquals(expected, entries);
  }

  @Test
  void everyClassOfTheJarLoadsWithProcessingsCoreAlonePackagePrivateOnesToo() throws Exception {
    List<String> classes = new ArrayList<>();
    try (JarFile library = new JarFile(jar)) {
      library.stream().map(ZipEntry::getName).filter(n -> n.endsWith(".class"))
          .forEach(n -> classes.add(n.substring(0, n.length() - ".class".length())
              .replace('/', '.')));
    }
    int packagePrivate = 0;
    // a sketch's class path in the IDE: the library and core, not this project's classes
    try (URLClassLoader sketch = new URLClassLoader(new URL[] {jar.toURI().toURL(),
        PdeCompiler.coreJar().toURI().toURL()}, ClassLoader.getPlatformClassLoader())) {
      for (String name : classes) {
        Class<?> type = Class.forName(name, false, sketch);
        assertTrue(type.getClassLoader() == sketch, name + " did not come from the jar");
        if (type.getEnclosingClass() == null && !Modifier.isPublic(type.getModifiers())) {
          packagePrivate++;
        }
      }
    }
    assertTrue(packagePrivate > 0, "no package-private class in the jar: the package is cut");
  }

  static List<String> zipExamples() {
    List<String> names = new ArrayList<>();
    for (String entry : entryNames()) {
      Matcher example = EXAMPLE.matcher(entry);
      if (example.matches()) {
        names.add(example.group(1));
      }
    }
    names.sort(null);
    return names;
  }

  @ParameterizedTest
  @MethodSource("zipExamples")
  void theExampleInTheZipCompilesAgainstTheJarInTheZipAndRuns(String name) throws Exception {
    String pde;
    try (InputStream in = zip.getInputStream(zip.getEntry(
        ROOT + "examples/" + name + "/" + name + ".pde"))) {
      pde = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Path out = Files.createDirectories(temp.resolve(name));

    String errors = PdeCompiler.compile(name, pde, List.of(PdeCompiler.coreJar(), jar), out);

    assertEquals("", errors, name + ".pde from the zip does not compile");
    try (OffscreenExample example = OffscreenExample.startWithLibrary(out, jar, name,
        ExamplesCompileAgainstTheLibraryTest.MOUSE_X,
        ExamplesCompileAgainstTheLibraryTest.MOUSE_Y)) {
      assertTrue(example.sketch.getClass().getClassLoader()
          .loadClass(LibraryLayout.PACKAGE + ".Vehicle").getProtectionDomain().getCodeSource()
          .getLocation().sameFile(jar.toURI().toURL()), "Vehicle did not come from the zip's jar");
      int[] first = example.pixels();
      example.frames(RUN_FRAMES);
      assertFalse(Arrays.equals(first, example.pixels()),
          name + " from the zip draws the same picture after " + RUN_FRAMES + " frames");
    }
  }

  private static List<String> entryNames() {
    List<String> names = new ArrayList<>();
    zip.stream().forEach(e -> names.add(e.getName()));
    assertFalse(names.isEmpty(), "the zip is empty");
    return names;
  }
}
