package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where a saved file goes, and how it gets there, for path files and for a sketch's own files
 * (screenshots, recordings, through sketchbook's PartFile) alike. A symbolic link is followed: the file it points to is
 * replaced and the link stays. A file replaced keeps its permissions. A new file is made
 * like any other in its folder (not private to its owner, as a temporary file would be).
 * Anything but a regular file (a folder, a named pipe, a device) is refused. The text is
 * written to a part file beside the destination, with a short name of a fixed form
 * ({@code .pathfile-PID-N.part}), and moved into place when complete.
 */
public final class ReplacedFile {

  /** More links in a chain than this is a loop. */
  private static final int MAX_LINKS = 40;
  private static final AtomicInteger COUNTER = new AtomicInteger();

  private ReplacedFile() {
  }

  /** The words for a chain of symbolic links that never ends, read or written. */
  public static final String LINK_LOOP = "too many levels of symbolic links";

  /** True when {@code path} is a symbolic link whose chain of links never reaches a file. */
  public static boolean linkLoop(Path path) {
    Path at = path.toAbsolutePath();
    try {
      for (int hops = 0; Files.isSymbolicLink(at); hops++) {
        if (hops > MAX_LINKS) {
          return true;
        }
        at = at.resolveSibling(Files.readSymbolicLink(at));
      }
    } catch (IOException | UnsupportedOperationException unreadable) {
      return false;   // reported by whatever reads or writes it
    }
    return false;
  }

  /** The file writing {@code file} really replaces: itself, or where its link leads. */
  public static Path destination(File file) throws IOException {
    Path path = file.getAbsoluteFile().toPath();
    for (int hops = 0; Files.isSymbolicLink(path); hops++) {
      if (hops > MAX_LINKS) {
        throw new FileSystemException(file.getPath(), null, LINK_LOOP);
      }
      path = path.resolveSibling(Files.readSymbolicLink(path));
    }
    if (Files.isDirectory(path)) {
      throw new FileSystemException(file.getPath(), null, "is a folder, not a file");
    }
    if (Files.exists(path) && !Files.isRegularFile(path)) {
      throw new FileSystemException(file.getPath(), null,
          "is not a regular file (a pipe or a device); name a file");
    }
    return path;
  }

  /** A new, empty part file beside {@code destination}, with the folder's default permissions. */
  static Path create(Path destination) throws IOException {
    String name = ".pathfile-" + ProcessHandle.current().pid() + "-"
        + COUNTER.incrementAndGet() + ".part";
    return Files.createFile(destination.resolveSibling(name));
  }

  /** Gives {@code part} the permissions of the file it replaces, then moves it there. */
  public static void moveIntoPlace(Path part, Path destination) throws IOException {
    if (Files.exists(destination)) {
      try {
        Set<PosixFilePermission> kept = Files.getPosixFilePermissions(destination);
        Files.setPosixFilePermissions(part, kept);
      } catch (UnsupportedOperationException notPosix) {
        // no POSIX permissions here (Windows): the new file gets the folder's defaults
      }
    }
    try {
      Files.move(part, destination, StandardCopyOption.REPLACE_EXISTING,
          StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(part, destination, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
