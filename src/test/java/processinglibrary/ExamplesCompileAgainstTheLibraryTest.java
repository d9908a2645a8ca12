package processinglibrary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.reflect.Field;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import processing.core.PApplet;
import processing.core.PVector;
import sketchbook.Headless;
import steering.Vehicle;

/**
 * The Processing library's examples (src/processing/examples) compile as the Processing IDE
 * would compile them: wrapped in a PApplet class, against Processing's core jar and a jar of the
 * {@code steering} package only, and then run offscreen. ProcessingLibraryZipIT repeats the
 * compilation on the built zip.
 */
class ExamplesCompileAgainstTheLibraryTest {

  static final List<String> EXAMPLES = LibraryLayout.EXAMPLES;
  static final int RUN_FRAMES = 60;

  @TempDir
  static Path temp;
  static File libraryJar;

  @BeforeAll
  static void packTheLibrary() throws Exception {
    Path classes = Path.of(Vehicle.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
    libraryJar = LibraryLayout.jarOfCompiledPackage(classes, temp.resolve("library.jar"));
  }

  @ParameterizedTest
  @FieldSource("EXAMPLES")
  void theExampleCompiles(String name) throws Exception {
    String pde = Files.readString(LibraryLayout.exampleSource(name).toPath(),
        StandardCharsets.UTF_8);
    assertTrue(pde.contains("import steering.*;"), name + ".pde does not import the library");
    Path out = Files.createDirectories(temp.resolve(name));

    String errors = PdeCompiler.compile(name, pde, classPath(), out);

    assertEquals("", errors, name + ".pde does not compile");
    assertTrue(Files.exists(out.resolve(name + ".class")), "no " + name + ".class");
  }

  @ParameterizedTest
  @FieldSource("EXAMPLES")
  void theCompiledExampleRunsOffscreenAndMovesItsVehicles(String name) throws Exception {
    Path out = Files.createDirectories(temp.resolve("run-" + name));
    String pde = Files.readString(LibraryLayout.exampleSource(name).toPath(),
        StandardCharsets.UTF_8);
    assertEquals("", PdeCompiler.compile(name, pde, classPath(), out));

    try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()},
        getClass().getClassLoader())) {
      PApplet sketch = (PApplet) loader.loadClass(name).getConstructor().newInstance();
      Headless.attach(sketch);
      Headless.frame(sketch);   // setup()
      List<Vehicle> vehicles = vehiclesOf(sketch);
      List<PVector> start = vehicles.stream().map(v -> v.position.copy()).toList();
      for (int frame = 0; frame < RUN_FRAMES; frame++) {
        Headless.frame(sketch);
      }
      assertEquals(640, sketch.width, "size() from setup() reached settings()");
      for (int i = 0; i < vehicles.size(); i++) {
        float moved = PVector.dist(start.get(i), vehicles.get(i).position);
        assertTrue(moved > 10, name + " vehicle " + i + " moved " + moved + " px");
      }
    }
  }

  @Test
  void aSketchThatUsesTheSketchbookRatherThanTheLibraryDoesNotCompile() throws Exception {
    // the class path holds the library and core only: the sketchbook's own classes are not there
    String pde = "import sketchbook.*;\nvoid draw() {\n  background(Palette.PAPER);\n}\n";
    String errors = PdeCompiler.compile("UsesSketchbook", pde, classPath(),
        Files.createDirectories(temp.resolve("negative")));
    assertTrue(errors.contains("package sketchbook does not exist"), errors);
  }

  @Test
  void aSketchWithADoubleLiteralCompilesAsInTheIde() throws Exception {
    // the IDE reads 0.2 as a float; without that, this assignment to a float would not compile
    String pde = "import steering.*;\nVehicle v = new Vehicle(0, 0);\n"
        + "void setup() {\n  v.maxforce = 0.2;\n}\n";
    assertEquals("", PdeCompiler.compile("FloatLiteral", pde, classPath(),
        Files.createDirectories(temp.resolve("floats"))));
  }

  /** The example's vehicle field, or its list of vehicles. */
  @SuppressWarnings("unchecked")
  static List<Vehicle> vehiclesOf(PApplet sketch) throws ReflectiveOperationException {
    for (Field field : sketch.getClass().getDeclaredFields()) {
      field.setAccessible(true);
      if (field.getType() == Vehicle.class) {
        return List.of((Vehicle) field.get(sketch));
      }
      if (field.getName().equals("vehicles")) {
        List<Vehicle> vehicles = (List<Vehicle>) field.get(sketch);
        assertFalse(vehicles.isEmpty(), "no vehicles");
        return vehicles;
      }
    }
    throw new AssertionError(sketch.getClass().getName() + " has no vehicle field");
  }

  static List<File> classPath() {
    return List.of(PdeCompiler.coreJar(), libraryJar);
  }
}
