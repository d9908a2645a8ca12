package sketches;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A program of the sketchbook started as a user starts it: its own JVM (this one is headless,
 * which would hide display problems), an environment of the test's choosing, its output in a
 * log file. {@link #waitFor} gives the exit code and everything printed.
 */
final class ChildJvm {

  static final long TIMEOUT_SECONDS = 60;
  /**
   * For a run of a few seconds, two at a time on two cores: the quick compiler only and one
   * collector thread, so the JVMs spend their time on the run rather than on compiling it (the
   * arithmetic, and so every result, is the same with any compiler).
   */
  static final List<String> SHORT_RUN = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

  final Process process;
  private final File log;

  private ChildJvm(Process process, File log) {
    this.process = process;
    this.log = log;
  }

  /**
   * Starts {@code mainClass} with {@code args} in the project folder; {@code environment}
   * edits the child's environment (a copy of this one) before it starts.
   */
  static ChildJvm start(Path temp, Consumer<Map<String, String>> environment, String mainClass,
      String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), mainClass));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command);
    environment.accept(builder.environment());
    builder.directory(ProjectFolder.root());
    File log = Files.createTempFile(temp, "child", ".log").toFile();
    builder.redirectErrorStream(true);
    builder.redirectOutput(log);
    return new ChildJvm(builder.start(), log);
  }

  /** Waits for the program to end (killing it after {@link #TIMEOUT_SECONDS}). */
  Ended waitFor() throws IOException, InterruptedException {
    if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      fail("still running after " + TIMEOUT_SECONDS + " s and was killed; output:\n" + output());
    }
    return new Ended(process.exitValue(), output());
  }

  String output() throws IOException {
    return Files.readString(log.toPath(), StandardCharsets.ISO_8859_1);
  }

  /** How the program ended. */
  record Ended(int exitCode, String output) {

    boolean hasStackTrace() {
      return output.contains("Exception") || output.contains("\tat ") || output.contains("Error:");
    }
  }
}
