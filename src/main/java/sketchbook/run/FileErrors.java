package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import steering.files.ReplacedFile;

/** Turns Java's terse I/O exceptions into a reason a person can act on. */
final class FileErrors {

  /** The system's own words for a write to a file system mounted read-only (EROFS). */
  static final String READ_ONLY = "Read-only file system";
  static final String PERMISSION_DENIED = "permission denied";

  private FileErrors() {
  }

  /** Fails now, before any frame is drawn, if {@code file} could not be written at the end. */
  static void checkWritable(File file) throws IOException {
    Path path = file.getAbsoluteFile().toPath();
    try {
      Files.createDirectories(path.getParent());
    } catch (IOException e) {
      throw new IOException(file + ": cannot create its folder: " + reason(e), e);
    }
    if (ReplacedFile.linkLoop(path)) {
      throw new IOException(file + ": " + ReplacedFile.LINK_LOOP);
    }
    if (Files.isDirectory(path)) {
      throw new IOException(file + ": is a folder, not a file");
    }
    Path target = Files.exists(path) ? path : path.getParent();
    if (!Files.isWritable(target)) {
      throw new IOException(file + ": " + notWritable(target));
    }
  }

  /**
   * Why {@code path} cannot be written, in the words a write would fail with, so a file checked
   * before the run and one refused while writing read the same.
   */
  private static String notWritable(Path path) {
    try {
      return Files.getFileStore(path).isReadOnly() ? READ_ONLY : PERMISSION_DENIED;
    } catch (IOException e) {
      return PERMISSION_DENIED;
    }
  }

  static String reason(IOException problem) {
    // ImageIO wraps the system's reason ("No space left on device") in its own words
    IOException e = problem;
    for (Throwable cause = problem.getCause(); cause != null; cause = cause.getCause()) {
      if (cause instanceof IOException io && io.getMessage() != null) {
        e = io;
      }
    }
    if (e instanceof AccessDeniedException) {
      return PERMISSION_DENIED;
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or folder";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "a file of that name is in the way";
    }
    if (e instanceof FileSystemException fse && fse.getReason() != null) {
      return fse.getReason();
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }
}
