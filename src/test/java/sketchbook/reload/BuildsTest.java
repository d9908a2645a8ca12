package sketchbook.reload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The builds of save and see, on a project of two files: {@code p.A} uses {@code p.B}'s
 * constant and method. An edit inside a method compiles one file, and the new build's A runs
 * the new B; a new method compiles one file; a changed constant (which the compiler copies into
 * A) or a deleted file compiles everything, so A is never left with B's old value; a mistake
 * gives the compiler's errors, each once, with the line's text and a caret under the column.
 */
class BuildsTest {

  private static final String B = """
      package p;

      public class B {
        public static final int N = 1;

        public int twice(int x) {
          return 2 * x;
        }
      }
      """;
  private static final String A = """
      package p;

      public class A {
        public int n() {
          return B.N;
        }

        public int twiceThree() {
          return new B().twice(3);
        }
      }
      """;

  @TempDir
  Path project;

  private Path sources;
  private Path b;
  private Builds builds;

  @BeforeEach
  void aProjectBuiltOnce() throws IOException {
    sources = project.resolve("src");
    Path classes = project.resolve("classes");
    Files.createDirectories(sources.resolve("p"));
    Files.createDirectories(classes);
    b = Files.writeString(sources.resolve("p/B.java"), B);
    Path a = Files.writeString(sources.resolve("p/A.java"), A);
    assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d",
        classes.toString(), a.toString(), b.toString()), "the project compiles");
    builds = new Builds(List.of(sources), classes, List.of(), project.resolve("work"),
        BuildsTest.class.getClassLoader());
  }

  @Test
  void anEditInsideAMethodCompilesItsFileAloneAndTheOtherClassesUseIt() throws Exception {
    Builds.Built built = built(builds.build(List.of(save(b, B.replace("2 * x", "3 * x")))));

    assertEquals(1, built.filesCompiled());
    assertFalse(built.everything());
    assertEquals(9, call(built, "twiceThree"), "A, loaded again, calls the new B: 3 * 3");
    assertEquals(1, call(built, "n"));
  }

  @Test
  void aNewMethodCompilesItsFileAlone() throws Exception {
    Builds.Built built = built(builds.build(List.of(save(b, B.replace("  public int twice",
        "  public int thrice(int x) {\n    return 3 * x;\n  }\n\n  public int twice")))));

    assertEquals(1, built.filesCompiled());
    assertFalse(built.everything());
    assertEquals(6, call(built, "twiceThree"));
  }

  @Test
  void aChangedConstantCompilesEverythingSoNoClassKeepsItsOldValue() throws Exception {
    Builds.Built built = built(builds.build(List.of(save(b, B.replace("N = 1", "N = 2")))));

    assertTrue(built.everything());
    assertEquals(2, built.filesCompiled());
    assertTrue(built.why().startsWith("p.B"), built.why());
    assertEquals(2, call(built, "n"), "A compiled again: the compiler had copied N = 1 into it");
  }

  @Test
  void aChangedParameterCompilesEverything() throws Exception {
    Builds.Built built = built(builds.build(List.of(save(b,
        B.replace("twice(int x)", "twice(long x)").replace("return 2 * x;", "return 2 * (int) x;")))));

    assertTrue(built.everything());
    assertEquals(6, call(built, "twiceThree"), "A calls twice(long) now");
  }

  @Test
  void aDeletedFileCompilesEverything() throws Exception {
    Files.writeString(sources.resolve("p/C.java"), "package p;\n\nclass C {\n}\n");
    built(builds.build(List.of(sources.resolve("p/C.java"))));
    Files.delete(sources.resolve("p/C.java"));

    Builds.Built built = built(builds.build(List.of(sources.resolve("p/C.java"))));

    assertTrue(built.everything());
    assertEquals(2, built.filesCompiled());
  }

  @Test
  void eachBuildHasALoaderOfItsOwn() throws Exception {
    Builds.Built first = built(builds.build(List.of(save(b, B.replace("2 * x", "3 * x")))));
    Builds.Built second = built(builds.build(List.of(save(b, B.replace("2 * x", "4 * x")))));

    assertNotSame(first.loader(), second.loader());
    assertEquals(9, call(first, "twiceThree"), "the first build keeps its classes");
    assertEquals(12, call(second, "twiceThree"));
  }

  @Test
  void aMistakeGivesEachErrorOnceWithItsLineAndACaret() throws Exception {
    Builds.Result result = builds.build(List.of(save(b, B.replace("return 2 * x;",
        "return 2 * x"))));

    Builds.Failed failed = assertInstanceOf(Builds.Failed.class, result);
    assertEquals(1, failed.errors().size(), failed.errors().toString());
    CompileError error = failed.errors().get(0);
    assertEquals(7, error.line());
    assertEquals("B.java:7: ';' expected", error.headline());
    assertEquals("    return 2 * x", error.lineText());
    assertEquals("                ^", error.caretLine(), "under the column after x");
  }

  @Test
  void aFixAfterAMistakeBuildsOverTheLastGoodBuild() throws Exception {
    builds.build(List.of(save(b, "package p; class B {")));

    Builds.Built built = built(builds.build(List.of(save(b, B.replace("2 * x", "5 * x")))));

    assertEquals(15, call(built, "twiceThree"));
  }

  private static Path save(Path file, String text) throws IOException {
    return Files.writeString(file, text);
  }

  private static Builds.Built built(Builds.Result result) {
    return assertInstanceOf(Builds.Built.class, result, () -> result.toString());
  }

  /** Calls {@code method} of a new {@code p.A} of the build. */
  private static int call(Builds.Built built, String method) throws Exception {
    Class<?> a = built.loader().loadClass("p.A");
    return (int) a.getMethod(method).invoke(a.getDeclaredConstructor().newInstance());
  }
}
