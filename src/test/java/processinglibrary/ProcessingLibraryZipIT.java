package processinglibrary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import sketchbook.ProjectFolder;

/**
 * The Processing library zip that {@code mvn package} makes, checked as the Processing IDE
 * would use it (run by {@code mvn verify}): the template's layout, a library.properties the
 * Contribution Manager can read, a jar with the {@code steering} package and nothing else, and
 * examples that compile against that jar and Processing's core.
 */
class ProcessingLibraryZipIT {

  /** The categories library.properties may use (Processing's library template lists them). */
  static final Set<String> CATEGORIES = Set.of("3D", "Animation", "Compilations", "Data",
      "Fabrication", "Geometry", "GUI", "Hardware", "I/O", "Language", "Math", "Simulation",
      "Sound", "Utilities", "Typography", "Video & Vision");
  static final List<String> EXAMPLES = LibraryLayout.EXAMPLES;
  static final String ROOT = LibraryLayout.FOLDER + "/";

  @TempDir
  static Path temp;
  static ZipFile zip;
  static File jar;

  @BeforeAll
  static void openTheZip() throws IOException {
    File file = new File(ProjectFolder.root(), LibraryLayout.ZIP);
    assertTrue(file.isFile(), file + " is missing: it is made by mvn package");
    zip = new ZipFile(file);
    ZipEntry jarEntry = zip.getEntry(LibraryLayout.JAR_ENTRY);
    assertTrue(jarEntry != null, "no " + LibraryLayout.JAR_ENTRY + " in the zip");
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
    List<String> required = new ArrayList<>(List.of("library.properties",
        "library/" + LibraryLayout.FOLDER + ".jar", "reference/index.html",
        "reference/steering/Vehicle.html", "reference/steering/Path.html"));
    for (String example : EXAMPLES) {
      required.add("examples/" + example + "/" + example + ".pde");
    }
    for (String name : required) {
      assertTrue(zip.getEntry(ROOT + name) != null, "no " + ROOT + name + " in the zip");
    }
  }

  @Test
  void libraryPropertiesHasEveryFieldTheContributionManagerReads() throws IOException {
    Properties properties = new Properties();
    try (InputStream in = zip.getInputStream(zip.getEntry(ROOT + "library.properties"))) {
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    for (String key : List.of("name", "version", "prettyVersion", "authors", "url",
        "categories", "sentence", "paragraph", "minRevision", "maxRevision")) {
      assertTrue(properties.containsKey(key), "library.properties has no " + key);
      assertFalse(properties.getProperty(key).contains("${"),
          key + " was not filled in: " + properties.getProperty(key));
    }
    assertEquals("Steering Sketchbook", properties.getProperty("name"));
    Integer.parseInt(properties.getProperty("version"));   // must be an integer
    assertTrue(properties.getProperty("prettyVersion").matches("\\S+"),
        "prettyVersion is one word: " + properties.getProperty("prettyVersion"));
    for (String category : properties.getProperty("categories").split(",")) {
      assertTrue(CATEGORIES.contains(category.trim()), "unknown category " + category);
    }
    assertTrue(properties.getProperty("sentence").endsWith("."), "a sentence ends with a period");
    assertFalse(properties.getProperty("paragraph").isBlank(), "paragraph");
    int min = Integer.parseInt(properties.getProperty("minRevision"));
    int max = Integer.parseInt(properties.getProperty("maxRevision"));
    assertTrue(min >= 1285, "the jar needs Java 17, so Processing 4.0 (1285) or later: " + min);
    assertEquals(0, max, "maxRevision: no known upper limit");
  }

  @Test
  void theJarHoldsTheWholeSteeringPackageAndNothingElse() throws Exception {
    Set<String> classes = new TreeSet<>();
    try (JarFile library = new JarFile(jar)) {
      library.stream().map(ZipEntry::getName)
          .filter(n -> !n.endsWith("/") && !n.startsWith("META-INF/"))
          .forEach(classes::add);
      // what Processing itself refuses: a library that carries its own copy of processing.core
      assertTrue(library.getEntry("processing/core/PApplet.class") == null, "PApplet inside");
    }
    for (String name : classes) {
      assertTrue(name.startsWith(LibraryLayout.PACKAGE + "/"), name + " is not in the library");
    }
    Path compiled = new File(ProjectFolder.root(), "target/classes").toPath();
    Set<String> expected = new TreeSet<>();
    try (Stream<Path> walk = Files.walk(compiled.resolve(LibraryLayout.PACKAGE))) {
      walk.filter(Files::isRegularFile)
          .forEach(p -> expected.add(compiled.relativize(p).toString().replace('\\', '/')));
    }
    assertEquals(expected, classes);
  }

  @ParameterizedTest
  @FieldSource("EXAMPLES")
  void theExampleInTheZipCompilesAgainstTheJarInTheZip(String name) throws IOException {
    ZipEntry entry = zip.getEntry(ROOT + "examples/" + name + "/" + name + ".pde");
    String pde;
    try (InputStream in = zip.getInputStream(entry)) {
      pde = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Path out = Files.createDirectories(temp.resolve(name));

    String errors = PdeCompiler.compile(name, pde, List.of(PdeCompiler.coreJar(), jar), out);

    assertEquals("", errors, name + ".pde from the zip does not compile");
    assertTrue(Files.exists(out.resolve(name + ".class")));
  }

  private static List<String> entryNames() {
    List<String> names = new ArrayList<>();
    zip.stream().forEach(e -> names.add(e.getName()));
    assertFalse(names.isEmpty(), "the zip is empty");
    return names;
  }
}
