package processinglibrary;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import processing.core.PApplet;
import processing.mode.java.preproc.PdePreprocessIssue;
import processing.mode.java.preproc.PdePreprocessor;
import processing.mode.java.preproc.PreprocessorResult;
import processing.utils.SketchException;

/**
 * Compiles .pde sketches as the Processing IDE does: Processing's own preprocessor turns the
 * sketch into a Java class (the IDE's imports, a PApplet subclass, size() moved into settings(),
 * 0.1 read as a float, color as int, #FF0000 colours, int(...) conversions), and the JDK's
 * compiler compiles that class on a class path of exactly the jars given: Processing's core and
 * the library, nothing of this project's build.
 */
final class PdeCompiler {

  /** The IDE's default: two spaces a tab (only the preprocessor's own layout depends on it). */
  static final int TAB_SIZE = 2;

  private PdeCompiler() {
  }

  /** Processing's core jar, as the IDE puts it on every sketch's class path. */
  static File coreJar() {
    try {
      return new File(PApplet.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The Java source of class {@code name} that the IDE makes of sketch {@code pde}.
   *
   * @throws AssertionError listing each problem the preprocessor found, with its line and column
   *     in the .pde
   */
  static String preprocess(String name, String pde) {
    PdePreprocessor preprocessor = PdePreprocessor.builderFor(name)
        .setTabSize(TAB_SIZE).setIsTesting(true).build();
    StringWriter java = new StringWriter();
    PreprocessorResult result;
    try {
      result = preprocessor.write(java, pde);
    } catch (SketchException e) {
      throw new AssertionError(name + ".pde: " + e.getMessage(), e);
    }
    List<PdePreprocessIssue> issues = result.getPreprocessIssues();
    if (!issues.isEmpty()) {
      throw new AssertionError(issues.stream().map(i -> issue(name, i))
          .collect(Collectors.joining("\n", "Processing cannot read the sketch:\n", "")));
    }
    return java.toString();
  }

  /** One problem as an editor points at it: Name.pde:line:column: message (both from 1). */
  static String issue(String name, PdePreprocessIssue issue) {
    return name + ".pde:" + issue.getLine() + ":" + (issue.getCharPositionInLine() + 1) + ": "
        + issue.getMsg();
  }

  /**
   * Preprocesses sketch {@code name} (its .pde text) and compiles it against {@code classPath}
   * into {@code out}.
   *
   * @return the compiler's errors, one per line with the generated source's line, followed by
   *     the numbered source; empty when it compiled
   */
  static String compile(String name, String pde, List<File> classPath, Path out)
      throws IOException {
    return compileJava(name, preprocess(name, pde), classPath, out);
  }

  /** Compiles the Java source of class {@code name}; the errors as {@link #compile} says. */
  static String compileJava(String name, String java, List<File> classPath, Path out)
      throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      throw new IllegalStateException("no Java compiler: the tests need a JDK, not a JRE");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, null, null)) {
      List<String> options = new ArrayList<>(List.of(
          "--release", "17", "-proc:none", "-nowarn", "-d", out.toString(),
          "-classpath", classPath.stream().map(File::getPath)
              .collect(Collectors.joining(File.pathSeparator))));
      boolean ok = compiler.getTask(null, files, diagnostics, options, null,
          List.of(new Source(name, java))).call();
      String errors = diagnostics.getDiagnostics().stream()
          .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
          .map(d -> name + ".java:" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
          .collect(Collectors.joining("\n"));
      if (!ok && errors.isEmpty()) {
        errors = name + ": the compiler failed without a message";
      }
      return errors.isEmpty() ? "" : errors + "\n--- generated source ---\n" + numbered(java);
    }
  }

  private static String numbered(String java) {
    String[] lines = java.split("\n");
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < lines.length; i++) {
      out.append(String.format("%4d  %s%n", i + 1, lines[i]));
    }
    return out.toString();
  }

  /** Java source held in memory. */
  private static final class Source extends SimpleJavaFileObject {
    private final String code;

    Source(String className, String code) {
      super(URI.create("string:///" + className + Kind.SOURCE.extension), Kind.SOURCE);
      this.code = code;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return code;
    }
  }
}
