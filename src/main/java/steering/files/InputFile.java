package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Why a file named to be read (a path file, a flow field's picture) cannot be, in the same
 * words for each: a folder, nothing there, a symbolic link to nothing or in a loop, a device,
 * pipe or socket.
 */
public final class InputFile {

  private InputFile() {
  }

  /**
   * Why {@code file} is no ordinary file to read, or null when it is one.
   *
   * @param wanted what to name instead of a device or pipe, e.g. "a .json file"
   */
  public static String unreadable(File file, String wanted) {
    Path p = file.toPath();
    if (ReplacedFile.linkLoop(p)) {
      return "cannot read it: " + ReplacedFile.LINK_LOOP;
    }
    if (Files.isDirectory(p)) {
      return "cannot read it: is a folder, not a file";
    }
    if (!Files.exists(p)) {
      return Files.isSymbolicLink(p) ? brokenLink(p) : "no such file";
    }
    if (!Files.isRegularFile(p)) {
      return "cannot read it: not a regular file (a device, pipe or socket); name " + wanted;
    }
    return null;
  }

  /** Why a symbolic link that leads nowhere cannot be read. */
  private static String brokenLink(Path p) {
    try {
      p.toRealPath();
      return "no such file";
    } catch (NoSuchFileException e) {
      return "no such file (a symbolic link to a file that is not there)";
    } catch (FileSystemException e) {
      String reason = e.getReason() != null ? e.getReason() : e.getClass().getSimpleName();
      return "cannot read it: " + reason.substring(0, 1).toLowerCase(Locale.ROOT)
          + reason.substring(1);
    } catch (IOException e) {
      return "cannot read it: " + PathFile.reason(e);
    }
  }
}
