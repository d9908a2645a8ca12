package sketches;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;

/**
 * One call of {@link SketchRunner#start}: its exit code and everything printed, both to the
 * stream it was given and to System.out and System.err (where a stray stack trace would go).
 */
record RunResult(int exitCode, String output) {

  /**
   * One run at a time holds System.out and System.err: there is one of each per JVM, and two
   * cases run side by side would each put back the other's capture.
   */
  private static final Object SYSTEM_STREAMS = new Object();

  static RunResult start(SteeringSketch sketch, String... args) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    int code;
    synchronized (SYSTEM_STREAMS) {
      PrintStream out = System.out;
      PrintStream err = System.err;
      System.setOut(capture);
      System.setErr(capture);
      try {
        code = SketchRunner.start(sketch, args, capture);
      } finally {
        System.setOut(out);
        System.setErr(err);
      }
    }
    return new RunResult(code, bytes.toString(StandardCharsets.UTF_8));
  }

  /** True when something printed looks like a stack trace. */
  boolean hasStackTrace() {
    return output.contains("Exception") || output.contains("\tat ");
  }
}
