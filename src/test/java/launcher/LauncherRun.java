package launcher;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** One start of the sketchbook in this JVM: its exit code and everything it printed. */
record LauncherRun(Sketchbook launcher, int exitCode, String output) {

  static LauncherRun start(String... args) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    PrintStream out = System.out;
    PrintStream err = System.err;
    System.setOut(capture);
    System.setErr(capture);
    Sketchbook launcher = new Sketchbook();
    int code;
    try {
      code = CommandLine.startLauncher(launcher, args, capture);
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
    return new LauncherRun(launcher, code, bytes.toString(StandardCharsets.UTF_8));
  }

  boolean hasStackTrace() {
    return output.contains("Exception") || output.contains("\tat ");
  }
}
