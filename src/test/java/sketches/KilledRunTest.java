package sketches;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.SketchRunner;
import sketchbook.run.TraceWriter;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A run stopped from outside: SIGTERM (Ctrl-C, kill, timeout) is an end, which moves the trace
 * into place, ending on a whole frame; kill -9 during --gif leaves a hidden part file, which the next run writing
 * into that folder removes once it is old. Child JVMs, stopped as a user would stop them.
 */
class KilledRunTest {

  static final int VEHICLES = 50;
  /** Long enough that the run is still going when the test stops it. */
  static final String FOREVER = "1000000";

  @TempDir
  Path temp;

  @Test
  void sigtermLeavesATraceThatEndsOnAWholeFrame() throws Exception {
    Path trace = temp.resolve("run.csv");
    ChildJvm child = ChildJvm.start(temp, env -> { }, "seek.Seek", "--headless", "--frames",
        FOREVER, "--vehicles", String.valueOf(VEHICLES), "--trace", trace.toString());
    // well past the writer's buffer, so the part on disk has been cut mid-row at least once
    waitUntil(child, () -> partFile().map(p -> p.toFile().length() > 200_000).orElse(false));
    assertFalse(Files.exists(trace), "the rows go to a part file until the run ends");

    child.process.destroy();  // SIGTERM
    assertTrue(child.process.waitFor(ChildJvm.TIMEOUT_SECONDS, TimeUnit.SECONDS));

    assertEquals(Optional.empty(), partFile(), "stopped from outside is an end: moved into place");
    String csv = Files.readString(trace);
    assertTrue(csv.endsWith("\n"), "ends on a whole row");
    List<String> rows = csv.lines().toList();
    assertEquals(TraceWriter.HEADER, rows.get(0));
    int frames = (rows.size() - 1) / VEHICLES;
    assertEquals(1 + frames * VEHICLES, rows.size(), "every frame has all its " + VEHICLES
        + " rows");
    for (int i = 1; i < rows.size(); i++) {
      String[] fields = rows.get(i).split(",");
      assertEquals(8, fields.length, "row " + i + ": " + rows.get(i));
      assertEquals((i - 1) / VEHICLES + 1, Integer.parseInt(fields[0]), "row " + i);
    }
  }

  @Test
  void aPartFileLeftByKillNineIsRemovedByTheNextRunOnceOld() throws Exception {
    Path gif = temp.resolve("run.gif");
    ChildJvm child = ChildJvm.start(temp, env -> { }, "seek.Seek", "--headless", "--frames",
        FOREVER, "--gif", gif.toString());
    waitUntil(child, () -> partFile().map(p -> p.toFile().length() > 0).orElse(false));

    child.process.destroyForcibly();  // SIGKILL: no cleanup runs
    assertTrue(child.process.waitFor(ChildJvm.TIMEOUT_SECONDS, TimeUnit.SECONDS));
    Path left = partFile().orElseThrow();
    assertFalse(Files.exists(gif), "the GIF never reached its name");

    RunResult fresh = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames", "2",
        "--gif", temp.resolve("next.gif").toString());
    assertEquals(SketchRunner.EXIT_OK, fresh.exitCode(), fresh.output());
    assertTrue(Files.exists(left), "a part file that just changed may still be in use: kept");

    Files.setLastModifiedTime(left, FileTime.fromMillis(System.currentTimeMillis() - 120_000));
    RunResult later = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames", "2",
        "--gif", temp.resolve("later.gif").toString());
    assertEquals(SketchRunner.EXIT_OK, later.exitCode(), later.output());
    assertFalse(Files.exists(left), "two minutes old, its process gone: removed");
    assertEquals(Optional.empty(), partFile(), "no part file of any run is left");
  }

  private Optional<Path> partFile() {
    try (Stream<Path> files = Files.list(temp)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".part")).findFirst();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static void waitUntil(ChildJvm child, Supplier<Boolean> ready) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(ChildJvm.TIMEOUT_SECONDS);
    while (!ready.get()) {
      if (!child.process.isAlive() || System.nanoTime() > deadline) {
        child.process.destroyForcibly();
        fail("the run ended or stalled before the test could stop it:\n" + child.output());
      }
      Thread.sleep(50);
    }
  }
}
