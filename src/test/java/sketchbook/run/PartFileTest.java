package sketchbook.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Part files: short names, and only our own that are truly left over are tidied away. */
class PartFileTest {

  @TempDir
  Path temp;

  @Test
  void theTemporaryNameIsShortWhateverTheTarget() throws IOException {
    Path part = PartFile.create(temp.resolve("x".repeat(251) + ".gif"));

    // ".sketchbook-" (12) + a pid of at most 7 digits + "-" + a counter + ".part" (5)
    assertTrue(part.getFileName().toString().length() < 40, part.toString());
    assertEquals(temp, part.getParent(), "beside the target, so the move is a rename");
  }

  @Test
  void onlyOldPartFilesOfEndedProcessesAreRemoved() throws Exception {
    long ended = endedProcessId();
    long me = ProcessHandle.current().pid();
    long old = System.currentTimeMillis() - 2 * PartFile.STALE_AFTER_MILLIS;
    Path stale = part(".sketchbook-" + ended + "-1.part", old);
    Path fresh = part(".sketchbook-" + ended + "-2.part", System.currentTimeMillis());
    Path running = part(".sketchbook-" + me + "-3.part", old);
    Path someoneElses = part(".notes.part", old);

    PartFile.removeStale(temp);

    assertFalse(Files.exists(stale), "process gone, untouched for two minutes");
    assertTrue(Files.exists(fresh), "just written: its process may be elsewhere");
    assertTrue(Files.exists(running), "its process is running");
    assertTrue(Files.exists(someoneElses), "not a name this program makes");
  }

  private Path part(String name, long modified) throws IOException {
    Path p = Files.writeString(temp.resolve(name), "frames");
    Files.setLastModifiedTime(p, FileTime.fromMillis(modified));
    return p;
  }

  private static long endedProcessId() throws Exception {
    Process p = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version").redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    p.waitFor();
    return p.pid();
  }
}
