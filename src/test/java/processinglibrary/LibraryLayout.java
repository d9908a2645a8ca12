package processinglibrary;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/** Where the Processing library's parts live, in the project and in the zip. */
final class LibraryLayout {

  /** The one base name: the zip, its folder, the jar and the .txt beside the zip. */
  static final String NAME = "steeringsketchbook";
  static final String FOLDER = NAME;
  static final String ZIP = "target/" + NAME + ".zip";
  /** The copy of library.properties a contributions listing reads, beside the zip. */
  static final String TXT = "target/" + NAME + ".txt";
  /** library.properties as the build filled it in (process-resources), the zip's copy. */
  static final String PROPERTIES = "target/processing-library/library.properties";
  static final String JAR_ENTRY = FOLDER + "/library/" + NAME + ".jar";
  /** The package the library consists of; nothing else belongs in its jar. */
  static final String PACKAGE = "steering";
  static final String EXAMPLES_FOLDER = "src/processing/examples";

  private LibraryLayout() {
  }

  /** The project folder: the nearest folder holding pom.xml, from where the tests run. */
  static File root() {
    Path dir = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
        .toAbsolutePath();
    while (dir != null && !Files.isRegularFile(dir.resolve("pom.xml"))) {
      dir = dir.getParent();
    }
    if (dir == null) {
      throw new IllegalStateException("no pom.xml above " + System.getProperty("user.dir"));
    }
    return dir.toFile();
  }

  static File file(String relative) {
    return new File(root(), relative);
  }

  /**
   * Every example: each folder under src/processing/examples, sorted by name. A new folder is a
   * new example for every test, with no test to change.
   */
  static List<String> examples() {
    try (Stream<Path> folders = Files.list(file(EXAMPLES_FOLDER).toPath())) {
      List<String> names = folders.filter(Files::isDirectory)
          .map(p -> p.getFileName().toString()).sorted().toList();
      if (names.isEmpty()) {
        throw new IllegalStateException("no examples in " + EXAMPLES_FOLDER);
      }
      return names;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An example's source: src/processing/examples/<Name>/<Name>.pde, as the IDE wants it. */
  static File exampleSource(String name) {
    return file(EXAMPLES_FOLDER + "/" + name + "/" + name + ".pde");
  }

  /**
   * A jar of the compiled {@code steering} package only, as the build packs it, for tests that
   * run before {@code mvn package} has made the real one.
   */
  static File jarOfCompiledPackage(Path classes, Path jar) throws IOException {
    Path root = classes.resolve(PACKAGE);
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
         Stream<Path> walk = Files.walk(root)) {
      for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
        out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
        Files.copy(file, out);
        out.closeEntry();
      }
    }
    return jar.toFile();
  }
}
