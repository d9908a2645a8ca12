package sketchbook.run;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A file written beside its destination and moved into place when complete, so a failed or
 * interrupted write never leaves a half-written picture under the user's name.
 *
 * <p>The temporary name is short and fixed in form ({@code .sketchbook-PID-N.part}), so a
 * destination whose own name is as long as the file system allows still works. A part file
 * whose process is gone (killed before it could clean up) and that has not changed for
 * {@link #STALE_AFTER_MILLIS} is removed by the next write into the same folder.
 *
 * <p>What the destination may be, and moving the part into place, are the same decisions a
 * saved path file follows ({@link steering.files.ReplacedFile}): a symbolic link is followed
 * (the file it points to is replaced, the link stays); an existing file keeps its permissions;
 * anything but a regular file (a folder, a named pipe, a device) is refused.
 */
final class PartFile {

  /** A part file untouched this long, from a process that has ended, is left over. */
  static final long STALE_AFTER_MILLIS = 60_000;
  private static final Pattern NAME = Pattern.compile("\\.sketchbook-(\\d+)-\\d+\\.part");
  private static final AtomicInteger COUNTER = new AtomicInteger();

  private PartFile() {
  }

  /** A new, empty part file beside {@code destination}; stale ones there are removed first. */
  static Path create(Path destination) throws IOException {
    Path folder = destination.getParent();
    removeStale(folder);
    String name = ".sketchbook-" + ProcessHandle.current().pid() + "-"
        + COUNTER.incrementAndGet() + ".part";
    return Files.createFile(folder.resolve(name));
  }

  /** Removes part files of ours in {@code folder} whose process has ended long enough ago. */
  static void removeStale(Path folder) {
    long now = System.currentTimeMillis();
    try (DirectoryStream<Path> parts = Files.newDirectoryStream(folder, ".sketchbook-*.part")) {
      for (Path part : parts) {
        Matcher m = NAME.matcher(part.getFileName().toString());
        if (m.matches() && !running(Long.parseLong(m.group(1)))
            && Files.isRegularFile(part) && !changedSince(part, now - STALE_AFTER_MILLIS)) {
          Files.deleteIfExists(part);
        }
      }
    } catch (IOException | NumberFormatException e) {
      // tidying is a courtesy: a folder that cannot be listed will fail the write itself
    }
  }

  private static boolean running(long pid) {
    return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
  }

  private static boolean changedSince(Path part, long millis) throws IOException {
    return Files.getLastModifiedTime(part).compareTo(FileTime.fromMillis(millis)) > 0;
  }
}
