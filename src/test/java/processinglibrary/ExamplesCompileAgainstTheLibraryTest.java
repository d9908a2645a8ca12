package processinglibrary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import steering.Vehicle;

/**
 * The Processing library's examples (src/processing/examples) compile as the Processing IDE
 * would compile them: wrapped in a PApplet class, against Processing's core jar and a jar of the
 * {@code steering} package only. ProcessingLibraryZipIT repeats this on the built zip.
 */
class ExamplesCompileAgainstTheLibraryTest {

  static final List<String> EXAMPLES = LibraryLayout.EXAMPLES;

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

  static List<File> classPath() {
    return List.of(PdeCompiler.coreJar(), libraryJar);
  }
}
