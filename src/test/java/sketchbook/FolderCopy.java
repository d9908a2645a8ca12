package sketchbook;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A folder and everything in it, copied: a copy of the project's sources for a test to edit. */
public final class FolderCopy {

  private FolderCopy() {
  }

  /** Copies {@code from}, its folders and files, to {@code to}. */
  public static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.toList()) {
        Path target = to.resolve(from.relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(target);
        } else {
          Files.copy(file, target);
        }
      }
    }
  }
}
