package steering.files;

import java.io.IOException;
import java.io.StringReader;
import processing.data.JSONObject;

/**
 * Processing's JSON reader, run on a thread of its own with a bounded stack: it recurses once
 * per level of nesting, so a file of a hundred thousand {@code [} would overflow the sketch's
 * stack; here whatever the text, a failure of the reader (a syntax error, or a stack overflow
 * from nesting a file's own pre-scan missed) is one line, "not valid JSON", and never reaches
 * the sketch. The path files and the walls files read their object this way.
 */
final class BoundedJsonReader {

  /** The reader's stack: far more than any file within the nesting limits needs. */
  private static final long STACK_BYTES = 1024 * 1024;
  private static final int UNREAD_BUFFER = 8192;

  /** The reader refused the text: the message is the line to show, "not valid JSON: ...". */
  static final class NotJson extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NotJson(String line) {
      super(line);
    }
  }

  private BoundedJsonReader() {
  }

  /**
   * The object at the start of {@code reader}'s text, read on a thread named {@code threadName};
   * the reader stops at the end of the object ({@link #unread} is what it left).
   *
   * @param levelsNeeded what the kind of file needs, for the message when nesting is too deep,
   *     e.g. "a path file needs three levels"
   * @throws NotJson with one line saying why the text is not valid JSON
   */
  static JSONObject read(StringReader reader, String threadName, String levelsNeeded) {
    Object[] read = new Object[1];   // the object, or what the reader threw
    Thread parser = new Thread(null, () -> {
      try {
        read[0] = new JSONObject(reader);
      } catch (RuntimeException | StackOverflowError e) {
        read[0] = e;
      }
    }, threadName, STACK_BYTES);
    parser.start();
    joinUninterruptibly(parser);
    if (read[0] instanceof StackOverflowError) {
      throw new NotJson("not valid JSON: nested too deeply to read (" + levelsNeeded + ")");
    }
    if (read[0] instanceof RuntimeException e) {
      String why = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
      throw new NotJson("not valid JSON: " + PathFileText.excerpt(why, PathFileText.SHOWN));
    }
    if (!(read[0] instanceof JSONObject json)) {
      throw new NotJson("not valid JSON: the reader stopped without a value");
    }
    return json;
  }

  /** Waits for the reader (a few milliseconds for the largest file), keeping an interrupt. */
  private static void joinUninterruptibly(Thread thread) {
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /** What the reader left of the text. */
  static String unread(StringReader reader) {
    StringBuilder rest = new StringBuilder();
    char[] buffer = new char[UNREAD_BUFFER];
    try {
      for (int n = reader.read(buffer); n >= 0; n = reader.read(buffer)) {
        rest.append(buffer, 0, n);
      }
    } catch (IOException e) {
      throw new IllegalStateException("a StringReader cannot fail", e);
    }
    return rest.toString();
  }
}
