package sketches;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A folder on a disk with no space left: a tiny tmpfs mounted on {@code folder} and filled to
 * the last byte. New (empty) files can still be made there, as on a real full disk; writing
 * into them fails with "No space left on device". Needs root and tmpfs: without them the test
 * is skipped, saying so. Close it to unmount.
 */
final class FullDisk implements AutoCloseable {

  /** Big enough for a directory or two, small enough to fill at once. */
  static final String SIZE = "64k";
  private static final int CHUNK = 4096;

  final Path folder;

  private FullDisk(Path folder) {
    this.folder = folder;
  }

  static FullDisk at(Path folder) throws IOException, InterruptedException {
    return holding(folder, Map.of());
  }

  /** As {@link #at}, with {@code files} (name to text) written there before it fills up. */
  static FullDisk holding(Path folder, Map<String, String> files)
      throws IOException, InterruptedException {
    Files.createDirectories(folder);
    int mounted = run("mount", "-t", "tmpfs", "-o", "size=" + SIZE, "tmpfs", folder.toString());
    assumeTrue(mounted == 0, "needs root and tmpfs to make a full disk (mount -t tmpfs failed)");
    FullDisk disk = new FullDisk(folder);
    for (Map.Entry<String, String> file : files.entrySet()) {
      Files.writeString(folder.resolve(file.getKey()), file.getValue());
    }
    try (OutputStream filler = Files.newOutputStream(folder.resolve("filler"))) {
      byte[] chunk = new byte[CHUNK];
      for (int i = 0; i < 10_000; i++) {
        filler.write(chunk);
        filler.flush();
      }
    } catch (IOException full) {
      return disk;  // "No space left on device": just what we want
    }
    disk.close();
    throw new IllegalStateException("the tmpfs at " + folder + " never filled up");
  }

  @Override
  public void close() {
    try {
      run("umount", folder.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The command's exit code; -1 when it cannot be run at all. */
  static int run(String... command) throws InterruptedException {
    Process p;
    try {
      p = new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    } catch (IOException noSuchCommand) {
      return -1;
    }
    if (!p.waitFor(30, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return -1;
    }
    return p.exitValue();
  }
}
