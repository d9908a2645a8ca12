package sketchbook.reload;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * The program's classes, built again as the learner saves: the files that changed are compiled
 * with the JDK's own compiler into a new folder, laid over the classes the program started with,
 * and loaded by a fresh {@link BuildLoader}. An edit inside a method, or a new method, changes
 * only its own file's classes. When a file's API changes (a method's parameters, a constant's
 * value, a class removed, an abstract method added: see {@link ClassFileApi}), the files that use
 * it were compiled against the old one, so everything is compiled again, and no old class is
 * left mixed with new ones.
 */
public final class Builds {

  /** What one build gave: classes to load, or the errors the learner's files have. */
  public sealed interface Result permits Built, Failed {
  }

  /**
   * The files compiled, and a loader of the program with them.
   *
   * @param everything true when every file was compiled (an API changed)
   * @param why for a build of everything, the class whose API changed
   * @param nanos how long the compiler took
   */
  public record Built(ClassLoader loader, int filesCompiled, boolean everything, String why,
      long nanos) implements Result {
  }

  /** The compiler's errors, each once, in the order it found them. */
  public record Failed(List<CompileError> errors) implements Result {
  }

  private static final String JAVA = ".java";
  private static final String CLASS = ".class";
  /**
   * As the pom compiles (Java 17, line numbers for the messages of failures), but only the files
   * named: the others are read from the classes already built.
   */
  private static final List<String> OPTIONS = List.of("--release", "17", "-implicit:none", "-g",
      "-proc:none", "-nowarn", "-Xlint:none");
  /**
   * The same, and the files the named ones use from the source path are compiled too, from
   * their sources even where classes of them are on the class path (a test's helper must be
   * loaded with the test, by the same loader, to share its package).
   */
  private static final List<String> OPTIONS_WITH_IMPLICIT = List.of("--release", "17",
      "-implicit:class", "-Xprefer:source", "-g", "-proc:none", "-nowarn", "-Xlint:none");

  private final List<Path> sourceRoots;
  private final Path startClasses;
  private final List<Path> libraries;
  private final Path work;
  private final ClassLoader parent;
  private final JavaCompiler compiler;
  /** The folders of classes compiled since the start, newest first, over {@link #startClasses}. */
  private final List<Path> layers = new ArrayList<>();
  /** For each source file compiled here, the classes it gave (binary names). */
  private final Map<Path, Set<String>> classesOf = new HashMap<>();
  private int builds;
  /** The loader of the newest build (the program's own loader before the first). */
  private ClassLoader newest;
  /** One for every build: it keeps the libraries' jars open and indexed between builds. */
  private final StandardJavaFileManager fileManager;

  /**
   * @param sourceRoots the folders of the sources (e.g. sketches/ and src/main/java/)
   * @param startClasses the classes the program started with (e.g. target/classes)
   * @param libraries what the sources compile against besides themselves (Processing)
   * @param work a folder of this program's own, for the builds (emptied now)
   * @param parent the loader of the libraries and of this package
   */
  public Builds(List<Path> sourceRoots, Path startClasses, List<Path> libraries, Path work,
      ClassLoader parent) throws IOException {
    this.sourceRoots = List.copyOf(sourceRoots);
    this.startClasses = startClasses;
    this.libraries = List.copyOf(libraries);
    this.work = work;
    this.parent = parent;
    this.newest = parent;
    this.compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      throw new IOException("this Java has no compiler (a JRE, not a JDK)");
    }
    this.fileManager = compiler.getStandardFileManager(null, Locale.ENGLISH,
        StandardCharsets.UTF_8);
    deleteFolder(work);
    Files.createDirectories(work);
  }

  /**
   * Compiles one of the sources into a folder thrown away, so that the compiler's own classes
   * are loaded and compiled by Java before the learner's first save, not during it.
   */
  public void warmUp() throws IOException {
    List<Path> all = allSources();
    if (!all.isEmpty()) {
      compile(all.subList(0, 1), work.resolve("warm-up"), classPathOverLayers());
    }
  }

  /** True when this Java has its compiler (a JDK). */
  public static boolean compilerAvailable() {
    return ToolProvider.getSystemJavaCompiler() != null;
  }

  /**
   * Compiles {@code changed} (files saved since the last build; a deleted file counts) and,
   * when an API changed, everything.
   */
  public Result build(Collection<Path> changed) throws IOException {
    long started = System.nanoTime();
    List<Path> existing = new ArrayList<>();
    boolean deleted = false;
    for (Path file : changed) {
      if (Files.isRegularFile(file)) {
        existing.add(file.toAbsolutePath().normalize());
      } else {
        deleted = true;
      }
    }
    if (deleted) {
      return buildEverything("a file was deleted", started);
    }
    Path folder = nextFolder();
    Compiled compiled = compile(existing, folder, classPathOverLayers());
    if (compiled.errors != null) {
      return new Failed(compiled.errors);
    }
    String changedApi = changedApi(compiled);
    if (changedApi != null) {
      return buildEverything(changedApi, started);
    }
    layers.add(0, folder);
    classesOf.putAll(compiled.classesBySource);
    return new Built(loader(), existing.size(), false, null, System.nanoTime() - started);
  }

  /** Every source file compiled afresh into one folder, over the start's resources. */
  private Result buildEverything(String why, long started) throws IOException {
    List<Path> all = allSources();
    Path folder = nextFolder();
    Compiled compiled = compile(all, folder, libraries);
    if (compiled.errors != null) {
      return new Failed(compiled.errors);
    }
    layers.clear();
    layers.add(folder);
    classesOf.clear();
    classesOf.putAll(compiled.classesBySource);
    return new Built(loader(), all.size(), true, why, System.nanoTime() - started);
  }

  /**
   * Compiles {@code sources} and what they use of {@code sourcePath} (a test's own helpers)
   * against the newest build, into a folder of their own, loaded over the newest build: e.g.
   * an exercise's check, run against the learner's code as it is now.
   */
  public Result buildBeside(List<Path> sources, Path sourcePath) throws IOException {
    long started = System.nanoTime();
    Path folder = nextFolder();
    Compiled compiled = compile(sources, folder, classPathOverLayers(), List.of(sourcePath),
        OPTIONS_WITH_IMPLICIT);
    if (compiled.errors != null) {
      return new Failed(compiled.errors);
    }
    return new Built(new BuildLoader(new URL[] {url(folder)}, newest), sources.size(), false,
        null, System.nanoTime() - started);
  }

  /** A loader of the newest classes: the layers, then the start's classes and resources. */
  private ClassLoader loader() {
    List<URL> urls = new ArrayList<>();
    for (Path layer : layers) {
      urls.add(url(layer));
    }
    urls.add(url(startClasses));
    newest = new BuildLoader(urls.toArray(URL[]::new), parent);
    return newest;
  }

  private List<Path> classPathOverLayers() {
    List<Path> path = new ArrayList<>(layers);
    path.add(startClasses);
    path.addAll(libraries);
    return path;
  }

  // ---- what changed ----

  /**
   * The first class the new files changed the API of, named, or null: a class of theirs that is
   * gone or has other visible members than before (classes of its own methods' anonymous
   * classes come and go with edits inside the methods, and only their file uses them).
   */
  private String changedApi(Compiled compiled) throws IOException {
    for (Map.Entry<Path, Set<String>> source : compiled.classesBySource.entrySet()) {
      Set<String> before = classesBefore(source.getKey());
      for (String name : before) {
        if (!source.getValue().contains(name) && !anonymous(name)) {
          return name + " is gone";
        }
      }
      for (String name : source.getValue()) {
        byte[] old = oldClassFile(name);
        byte[] now = Files.readAllBytes(compiled.folder.resolve(classFile(name)));
        if (old != null && !ClassFileApi.compatible(old, now)) {
          return name + "'s fields or methods changed";
        }
      }
    }
    return null;
  }

  /** The classes {@code source} gave before: as compiled here, or as the start's files name them. */
  private Set<String> classesBefore(Path source) throws IOException {
    Set<String> known = classesOf.get(source);
    if (known != null) {
      return known;
    }
    String topLevel = binaryName(source);
    Set<String> found = new HashSet<>();
    Path folder = startClasses.resolve(classFile(topLevel)).getParent();
    String simple = topLevel.substring(topLevel.lastIndexOf('.') + 1);
    if (folder != null && Files.isDirectory(folder)) {
      try (Stream<Path> files = Files.list(folder)) {
        files.map(f -> f.getFileName().toString())
            .filter(f -> f.equals(simple + CLASS) || f.startsWith(simple + "$") && f.endsWith(CLASS))
            .forEach(f -> found.add(topLevel.substring(0, topLevel.length() - simple.length())
                + f.substring(0, f.length() - CLASS.length())));
      }
    }
    return found;
  }

  private byte[] oldClassFile(String name) throws IOException {
    List<Path> path = new ArrayList<>(layers);
    path.add(startClasses);
    for (Path folder : path) {
      Path file = folder.resolve(classFile(name));
      if (Files.isRegularFile(file)) {
        return Files.readAllBytes(file);
      }
    }
    return null;
  }

  /** Foo$1, Foo$Bar$2: a class the compiler numbered, used only inside its own file. */
  private static boolean anonymous(String name) {
    int dollar = name.lastIndexOf('$');
    return dollar >= 0 && dollar + 1 < name.length() && Character.isDigit(name.charAt(dollar + 1));
  }

  // ---- compiling ----

  /** What one run of the compiler gave: its classes by source file, or its errors. */
  private record Compiled(Path folder, Map<Path, Set<String>> classesBySource,
      List<CompileError> errors) {
  }

  private Compiled compile(List<Path> sources, Path folder, List<Path> classPath)
      throws IOException {
    return compile(sources, folder, classPath, List.of(), OPTIONS);
  }

  private Compiled compile(List<Path> sources, Path folder, List<Path> classPath,
      List<Path> sourcePath, List<String> options) throws IOException {
    Files.createDirectories(folder);
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<Path, Set<String>> classesBySource = new HashMap<>();
    fileManager.flush();   // a file saved twice within its clock's tick: never its text of before
    fileManager.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(folder));
    fileManager.setLocationFromPaths(StandardLocation.CLASS_PATH, classPath);
    fileManager.setLocationFromPaths(StandardLocation.SOURCE_PATH, sourcePath);
    JavaFileManager recording = new ForwardingJavaFileManager<>(fileManager) {
      @Override
      public JavaFileObject getJavaFileForOutput(Location location, String className,
          JavaFileObject.Kind kind, FileObject sibling) throws IOException {
        if (sibling != null && kind == JavaFileObject.Kind.CLASS) {
          Path source = Path.of(sibling.toUri()).toAbsolutePath().normalize();
          classesBySource.computeIfAbsent(source, s -> new LinkedHashSet<>()).add(className);
        }
        return super.getJavaFileForOutput(location, className, kind, sibling);
      }
    };
    Iterable<? extends JavaFileObject> units = fileManager.getJavaFileObjectsFromPaths(sources);
    boolean ok = compiler.getTask(null, recording, diagnostics, options, null, units).call();
    return new Compiled(folder, classesBySource, ok ? null : errors(diagnostics));
  }

  /** The compiler's errors, each once (it can report one twice), with the line's text. */
  private static List<CompileError> errors(DiagnosticCollector<JavaFileObject> diagnostics) {
    Set<CompileError> errors = new LinkedHashSet<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      Path file = d.getSource() == null ? Path.of("?") : Path.of(d.getSource().toUri());
      String message = d.getMessage(Locale.ENGLISH).lines().findFirst().orElse("");
      errors.add(new CompileError(file, d.getLineNumber(), Math.max(0, d.getColumnNumber()),
          message, lineOf(file, d.getLineNumber())));
    }
    return List.copyOf(errors);
  }

  private static String lineOf(Path file, long line) {
    if (line < 1) {
      return "";
    }
    try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
      return lines.skip(line - 1).findFirst().orElse("");
    } catch (IOException | UncheckedIOException e) {
      return "";
    }
  }

  // ---- files ----

  private List<Path> allSources() throws IOException {
    List<Path> all = new ArrayList<>();
    for (Path root : sourceRoots) {
      try (Stream<Path> files = Files.walk(root)) {
        files.filter(f -> f.toString().endsWith(JAVA) && Files.isRegularFile(f))
            .map(f -> f.toAbsolutePath().normalize()).forEach(all::add);
      }
    }
    return all;
  }

  /** sketches/seek/Seek.java → seek.Seek: the top-level class a file is named for. */
  private String binaryName(Path source) {
    for (Path root : sourceRoots) {
      Path absolute = root.toAbsolutePath().normalize();
      if (source.startsWith(absolute)) {
        String relative = absolute.relativize(source).toString();
        return relative.substring(0, relative.length() - JAVA.length())
            .replace(File.separatorChar, '.');
      }
    }
    return source.getFileName().toString().replace(JAVA, "");
  }

  private static String classFile(String binaryName) {
    return binaryName.replace('.', '/') + CLASS;
  }

  private Path nextFolder() {
    return work.resolve("build-" + ++builds);
  }

  private static URL url(Path folder) {
    try {
      return folder.toUri().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException(folder + " is not a folder URL", e);
    }
  }

  private static void deleteFolder(Path folder) throws IOException {
    if (!Files.exists(folder)) {
      return;
    }
    try (Stream<Path> all = Files.walk(folder)) {
      for (Path p : all.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
        Files.delete(p);
      }
    }
  }
}
