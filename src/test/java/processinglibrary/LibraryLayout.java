package processinglibrary;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import sketchbook.ProjectFolder;

/** Where the Processing library's parts live, in the project and in the zip. */
final class LibraryLayout {

  /** The library's folder in the zip; Processing wants library/<folder>.jar to match it. */
  static final String FOLDER = "steeringsketchbook";
  static final String ZIP = "target/SteeringSketchbook.zip";
  static final String JAR_ENTRY = FOLDER + "/library/" + FOLDER + ".jar";
  /** The package the library consists of; nothing else belongs in its jar. */
  static final String PACKAGE = "steering";
  /** Every folder of src/processing/examples holding a .pde of its own name, sorted. */
  static final List<String> EXAMPLES = examples();

  private LibraryLayout() {
  }

  private static List<String> examples() {
    File[] folders = new File(ProjectFolder.root(), "src/processing/examples").listFiles(
        folder -> new File(folder, folder.getName() + ".pde").isFile());
    if (folders == null || folders.length == 0) {
      throw new IllegalStateException("no examples in src/processing/examples");
    }
    return Stream.of(folders).map(File::getName).sorted().toList();
  }

  /** The examples' sources: src/processing/examples/<Name>/<Name>.pde. */
  static File exampleSource(String name) {
    return new File(ProjectFolder.root(), "src/processing/examples/" + name + "/" + name + ".pde");
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
