package processinglibrary;

import java.io.File;
import java.io.IOException;
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

/**
 * Compiles .pde sketches the way the Processing IDE would (wrapped by {@link PdeSketch}) with
 * the JDK's compiler, on a class path of exactly the jars given: Processing's core and the
 * library, nothing of this project's build.
 */
final class PdeCompiler {

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
   * Compiles sketch {@code name} (its .pde text) against {@code classPath} into {@code out}.
   *
   * @return the compiler's errors, one per line with the generated source's line; empty when it
   *     compiled
   */
  static String compile(String name, String pde, List<File> classPath, Path out)
      throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      throw new IllegalStateException("no Java compiler: the tests need a JDK, not a JRE");
    }
    String java = PdeSketch.wrap(name, pde);
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
