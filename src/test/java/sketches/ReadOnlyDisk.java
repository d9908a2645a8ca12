package sketches;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A folder on a file system mounted read-only: a tiny tmpfs mounted on {@code folder} with
 * {@code ro}. Root ignores file permissions, so this is how a test run as root gets a folder it
 * cannot write to; every write there fails with "Read-only file system". Needs root and tmpfs:
 * without them the test is skipped, saying so. Close it to unmount.
 */
final class ReadOnlyDisk implements AutoCloseable {

  final Path folder;

  private ReadOnlyDisk(Path folder) {
    this.folder = folder;
  }

  static ReadOnlyDisk at(Path folder) throws IOException, InterruptedException {
    Files.createDirectories(folder);
    int mounted = FullDisk.run("mount", "-t", "tmpfs", "-o", "ro,size=" + FullDisk.SIZE, "tmpfs",
        folder.toString());
    assumeTrue(mounted == 0, "needs root and tmpfs to make a read-only disk (mount failed)");
    return new ReadOnlyDisk(folder);
  }

  @Override
  public void close() {
    try {
      FullDisk.run("umount", folder.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
