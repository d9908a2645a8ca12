package processinglibrary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The parts of Processing's preprocessing that {@link PdeSketch} reproduces. */
class PdeSketchTest {

  @Test
  void decimalLiteralsBecomeFloatsButNotInStringsOrComments() {
    assertEquals("v.maxforce = 0.2f; x = .5f + 3 + 1.0f;",
        PdeSketch.floatsAndColors("v.maxforce = 0.2; x = .5 + 3 + 1.0;"));
    assertEquals("println(\"0.5\"); // 0.5", PdeSketch.floatsAndColors("println(\"0.5\"); // 0.5"));
    assertEquals("float f = 2.5f;", PdeSketch.floatsAndColors("float f = 2.5f;"));
  }

  @Test
  void theColorTypeIsAnIntButTheColorFunctionStays() {
    assertEquals("int c = color(255, 0, 0);",
        PdeSketch.floatsAndColors("color c = color(255, 0, 0);"));
  }

  @Test
  void functionsBecomePublicAndSizeMovesToSettings() {
    String java = PdeSketch.wrap("Demo", String.join("\n",
        "import steering.*;",
        "Vehicle v;",
        "void setup() {",
        "  size(640, 360);",
        "  v = new Vehicle(1, 2);",
        "}",
        "void draw() {",
        "  if (true) {",
        "    float x = 1;",
        "  }",
        "}",
        "float half(float x) {",
        "  return x / 2;",
        "}"));
    assertTrue(java.startsWith("import steering.*;\nimport processing.core.*;"), java);
    assertTrue(java.contains("public class Demo extends PApplet {"), java);
    assertTrue(java.contains("  public void setup() {"), java);
    assertTrue(java.contains("  public void draw() {"), java);
    assertTrue(java.contains("  public float half(float x) {"), java);
    assertTrue(java.contains("      float x = 1;"), "a local stays a local:\n" + java);
    assertTrue(java.contains("public void settings() {\n    size(640, 360);\n  }"), java);
    assertFalse(java.contains("  size(640, 360);\n  v ="), "size() left in setup:\n" + java);
  }
}
