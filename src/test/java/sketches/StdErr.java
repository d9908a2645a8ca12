package sketches;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** What a piece of code prints to System.err. */
final class StdErr {

  private StdErr() {
  }

  static String capture(Runnable action) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = System.err;
    System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      action.run();
    } finally {
      System.setErr(err);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
