package processinglibrary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the examples count on from the IDE's translation of a sketch, checked on Processing's
 * own preprocessor: what it does to a sketch, the line and column of a sketch it cannot read,
 * and a class path with nothing of this project but the library.
 */
class PdeCompilerTest {

  @TempDir
  Path temp;

  @Test
  void sizeMovesIntoSettingsAndFunctionsBecomePublicMethodsOfAPAppletClass() {
    String java = PdeCompiler.preprocess("Demo", String.join("\n",
        "import steering.*;",
        "Vehicle v;",
        "void setup() {",
        "  size(640, 360);",
        "}",
        "void draw() {",
        "}"));

    assertTrue(java.contains("import steering.*;"), java);
    assertTrue(java.contains("import processing.core.*;"), java);
    assertTrue(java.contains("public class Demo extends PApplet {"), java);
    assertTrue(java.contains("public void setup() {"), java);
    assertTrue(java.contains("public void draw() {"), java);
    assertTrue(java.matches("(?s).*public void settings\\(\\) \\{\\s*size\\(640, 360\\);.*"),
        "size() not in settings():\n" + java);
  }

  @Test
  void aSketchWithADoubleLiteralAndAColorCompilesAsInTheIde() throws Exception {
    // the IDE reads 0.2 as a float and color as int; plain Java compiles neither line
    String pde = "import steering.*;\nVehicle v = new Vehicle(0, 0);\n"
        + "color paper = #F6F4EE;\nvoid setup() {\n  v.maxforce = 0.2;\n}\n";

    assertEquals("", PdeCompiler.compile("FloatLiteral", pde, CompiledExamples.classPath(),
        Files.createDirectories(temp.resolve("floats"))));
  }

  @Test
  void aSketchThatUsesTheSketchbookRatherThanTheLibraryDoesNotCompile() throws Exception {
    // the class path holds the library and core only: the sketchbook's own classes are not there
    String pde = "import sketchbook.render.*;\nvoid draw() {\n  background(Palette.PAPER);\n}\n";

    String errors = PdeCompiler.compile("UsesSketchbook", pde, CompiledExamples.classPath(),
        Files.createDirectories(temp.resolve("negative")));

    assertTrue(errors.contains("package sketchbook.render does not exist"), errors);
  }

  @Test
  void aSketchTheIdeCannotReadFailsWithTheLineAndColumnOfTheProblem() {
    String pde = String.join("\n",
        "void setup() {",
        "  size(640, 360);",
        "  float x = 1 +;",
        "}");

    AssertionError failure = assertThrows(AssertionError.class,
        () -> PdeCompiler.preprocess("Broken", pde));

    // line 3; "  float x = 1 +" is 15 characters, so the ";" that cannot follow "+" is column 16
    assertTrue(failure.getMessage().contains("Broken.pde:3:16: "), failure.getMessage());
  }
}
