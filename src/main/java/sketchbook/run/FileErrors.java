package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Turns Java's terse I/O exceptions into a reason a person can act on. */
public final class FileErrors {

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
    if (Files.isDirectory(path)) {
      throw new IOException(file + ": is a folder, not a file");
    }
    Path target = Files.exists(path) ? path : path.getParent();
    if (!Files.isWritable(target)) {
      throw new IOException(file + ": permission denied");
    }
  }

  public static String reason(IOException problem) {
    // ImageIO wraps the system's reason ("No space left on device") in its own words
    IOException e = problem;
    for (Throwable cause = problem.getCause(); cause != null; cause = cause.getCause()) {
      if (cause instanceof IOException io && io.getMessage() != null) {
        e = io;
      }
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
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
