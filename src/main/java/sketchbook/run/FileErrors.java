package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import steering.files.ReplacedFile;

/** Turns Java's terse I/O exceptions into a reason a person can act on. */
final class FileErrors {

  /** The system's own words for a write to a file system mounted read-only (EROFS). */
  static final String READ_ONLY = "Read-only file system";
  static final String PERMISSION_DENIED = "permission denied";
  private static final String FILE_IN_THE_WAY = "a file of that name is in the way";

  private FileErrors() {
  }

  /**
   * Fails now, before any frame is drawn, if {@code file} could not be written at the end.
   * Nothing is made on disk: a folder that is not there yet is checked at the nearest folder
   * that is, which must take a new one ({@link #makeFolder} makes it once every file passed).
   */
  static void checkWritable(File file) throws IOException {
    Path path = file.getAbsoluteFile().toPath();
    Path folder = path.getParent();
    Path existing = folder;
    while (!Files.exists(existing) && existing.getParent() != null) {
      existing = existing.getParent();
    }
    if (!Files.isDirectory(existing)) {
      throw new IOException(file + ": cannot create its folder: " + FILE_IN_THE_WAY);
    }
    if (!existing.equals(folder)) {
      if (!Files.isWritable(existing)) {
        throw new IOException(file + ": cannot create its folder: " + notWritable(existing));
      }
      return;   // a folder still to be made holds nothing in the way
    }
    if (ReplacedFile.linkLoop(path)) {
      throw new IOException(file + ": " + ReplacedFile.LINK_LOOP);
    }
    if (Files.isDirectory(path)) {
      throw new IOException(file + ": is a folder, not a file");
    }
    Path target = Files.exists(path) ? path : folder;
    if (!Files.isWritable(target)) {
      throw new IOException(file + ": " + notWritable(target));
    }
  }

  /**
   * Makes the folder {@code file} goes in, with any missing above it, and adds each one made to
   * {@code made}, the outermost first, so a run that fails later can take them away again (those
   * made before a failure included).
   */
  static void makeFolder(File file, List<Path> made) throws IOException {
    Path folder = file.getAbsoluteFile().toPath().getParent();
    List<Path> missing = new ArrayList<>();
    for (Path at = folder; at != null && !Files.exists(at); at = at.getParent()) {
      missing.add(0, at);
    }
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new IOException(file + ": cannot create its folder: " + reason(e), e);
    } finally {
      missing.stream().filter(Files::isDirectory).forEach(made::add);
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
      return FILE_IN_THE_WAY;
    }
    if (e instanceof FileSystemException fse && fse.getReason() != null) {
      return fse.getReason();
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }
}
