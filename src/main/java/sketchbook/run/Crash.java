package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * What went wrong when a sketch's code threw during a run, said in one line a learner can act
 * on: the message, and the first place in the project's own files where it happened, with that
 * line's text, e.g. {@code desired must have finite coordinates, was (Infinity, NaN, NaN) — at
 * Vehicle.java:54: return steer(desired);}. The library's door checks ({@code Check}) only say
 * what was wrong; the place is where the wrong value came from: the first line past them that
 * is not itself a call of a check.
 */
public final class Crash {

  /** Classes whose lines are never the place: they only refuse what they were handed. */
  private static final List<String> CHECKERS = List.of("steering.Check", "steering.CheckedOthers");
  /** Where the project's sources are, under its root. */
  private static final List<String> SOURCE_ROOTS = List.of("src/main/java", "sketches");
  /** Packages of code that is not the project's. */
  private static final List<String> LIBRARIES = List.of("java.", "javax.", "jdk.", "sun.",
      "com.sun.", "processing.", "org.codehaus.", "org.apache.", "org.junit.");
  /** A line's text is cut to this many characters. */
  private static final int MOST_LINE_CHARS = 80;
  /** Between what went wrong and where, in the one line. */
  private static final String PLACE = " — at ";

  private Crash() {
  }

  /** The one line for {@code thrown}: its message, and where in the project it came from. */
  public static String describe(Throwable thrown) {
    String what = thrown.getMessage() == null || thrown.getMessage().isBlank()
        ? thrown.getClass().getSimpleName() : thrown.getMessage().strip();
    if (thrown instanceof NullPointerException || thrown instanceof IndexOutOfBoundsException
        || thrown instanceof ArithmeticException || thrown instanceof ClassCastException) {
      what = thrown.getClass().getSimpleName() + ": " + what;
    }
    what = what.lines().findFirst().orElse(what);
    StackTraceElement place = place(thrown);
    return place == null ? what : what + PLACE + place.getFileName() + ":"
        + place.getLineNumber() + lineText(place);
  }

  /**
   * {@link #describe}'s line for the window, in its parts: what went wrong, then where and the
   * line's text on lines of their own.
   */
  public static List<String> lines(String described) {
    int at = described.indexOf(PLACE);
    if (at < 0) {
      return List.of(described);
    }
    String place = described.substring(at + PLACE.length());
    int text = place.indexOf(": ", place.indexOf(':') + 1);
    List<String> lines = new ArrayList<>(List.of(described.substring(0, at), ""));
    lines.add("at " + (text < 0 ? place : place.substring(0, text)));
    if (text >= 0) {
      lines.add("    " + place.substring(text + 2));
    }
    return lines;
  }

  /**
   * The first frame in the project's own source files, past the door checks; without the
   * sources (the jar, elsewhere), the first frame that is not Java's or Processing's; null if
   * there is none.
   */
  static StackTraceElement place(Throwable thrown) {
    for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
      String checkedIn = null;   // the method whose door check refused what it was handed
      for (StackTraceElement e : t.getStackTrace()) {
        if (isLibraries(e) || CHECKERS.contains(e.getClassName()) || e.getFileName() == null
            || e.getLineNumber() <= 0) {
          continue;
        }
        String method = e.getClassName() + "." + e.getMethodName();
        if (lineText(e).startsWith(": Check.")) {
          checkedIn = method;   // the value came from its caller
        } else if (!method.equals(checkedIn)) {   // past an overload handing the value on
          return e;
        }
      }
    }
    return null;
  }

  /** A frame of Java's or Processing's code, never the place a learner looks. */
  private static boolean isLibraries(StackTraceElement e) {
    String name = e.getClassName();
    return LIBRARIES.stream().anyMatch(name::startsWith);
  }

  /** ": the line's text", when the source file is in the project's folders. */
  private static String lineText(StackTraceElement e) {
    File source = sourceOf(e);
    if (source == null) {
      return "";
    }
    try {
      List<String> lines = Files.readAllLines(source.toPath(), StandardCharsets.UTF_8);
      String text = lines.get(e.getLineNumber() - 1).strip();
      return ": " + (text.length() > MOST_LINE_CHARS
          ? text.substring(0, MOST_LINE_CHARS - 1) + "…" : text);
    } catch (IOException | RuntimeException unreadable) {
      return "";   // the place alone still says where to look
    }
  }

  /** The project's source file of a frame, or null when it is not one of the project's. */
  private static File sourceOf(StackTraceElement e) {
    String name = e.getClassName();
    int dot = name.lastIndexOf('.');
    String folder = dot < 0 ? "" : name.substring(0, dot).replace('.', '/') + "/";
    for (String root : SOURCE_ROOTS) {
      File file = new File(ProjectFolder.root(), root + "/" + folder + e.getFileName());
      if (file.isFile()) {
        return file;
      }
    }
    return null;
  }
}
