package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Where the path files are: {@code data/paths} under the project root. A jar started outside
 * any project folder has no {@code data/paths} beside it, so the build packs the project's path
 * files into the jar ({@code bundled-data/paths}); they are copied to a temporary folder
 * (removed on exit) and read from there. Paths drawn and saved still go to
 * {@code data/paths} under the working folder.
 */
public final class PathsFolder {

  /** Where the build puts the path files inside the jar (see pom.xml). */
  static final String BUNDLED = "bundled-data/paths";

  private static File unpacked;

  private PathsFolder() {
  }

  /**
   * data/paths under the project root; outside a project, when the working folder has no path
   * files, the jar's own copy.
   */
  public static synchronized File find() {
    File own = new File(ProjectFolder.data(), "paths");
    if (ProjectFolder.isProject() || hasPathFiles(own)) {
      return own;
    }
    if (unpacked == null) {
      unpacked = unpackBundled();
    }
    return unpacked != null ? unpacked : own;
  }

  private static boolean hasPathFiles(File folder) {
    File[] files = folder.listFiles((dir, name) -> name.endsWith(".json"));
    return files != null && files.length > 0;
  }

  /** The bundled path files copied into a fresh temporary folder; null if there are none. */
  private static File unpackBundled() {
    URL url = PathsFolder.class.getClassLoader().getResource(BUNDLED);
    if (url == null) {
      return null;
    }
    try {
      URI uri = url.toURI();
      if (uri.getScheme().equals("jar")) {
        try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
          return copyJsonFiles(jar.provider().getPath(uri));
        }
      }
      return copyJsonFiles(Path.of(uri));
    } catch (IOException | URISyntaxException | RuntimeException e) {
      return null;  // the caller reports the empty data/paths
    }
  }

  private static File copyJsonFiles(Path from) throws IOException {
    Path to = Files.createTempDirectory("steering-sketchbook-paths");
    to.toFile().deleteOnExit();
    List<Path> files;
    try (Stream<Path> listing = Files.list(from)) {
      files = listing.filter(p -> p.getFileName().toString().endsWith(".json")).toList();
    }
    for (Path file : files) {
      Path copy = to.resolve(file.getFileName().toString());
      Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
      copy.toFile().deleteOnExit();
    }
    return to.toFile();
  }
}
