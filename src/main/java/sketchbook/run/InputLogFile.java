package sketchbook.run;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import sketchbook.run.InputLog.Event;
import sketchbook.run.InputLog.Key;
import sketchbook.run.InputLog.Mouse;
import sketchbook.run.InputLog.Parameter;
import steering.files.ReplacedFile;

/**
 * An {@link InputLog} as a text file a teacher can read, UTF-8, one thing a line:
 * <pre>
 * steering-sketchbook input log 1
 * sketch arrive.Arrive
 * seed 42
 * arg --vehicles
 * arg 3
 * steps 600
 * 0 key 91 sim
 * 12 mouse 1 400 300 37 1 0
 * 15 set 120.5 slowing radius
 * </pre>
 * The first line names the format and its version. The header follows: the sketch's class,
 * the seed, one line per argument (the rest of the line, as typed) and the steps recorded.
 * Then one event a line, in order of step: a key as its UTF-16 code (so a space, tab or
 * quote is plain to see) and {@code sim} or {@code view}; a mouse event as action, x, y,
 * button, count and modifiers; a parameter as its value and then its name, the rest of the
 * line. Blank lines and lines starting with {@code #} are skipped; a line may end in CR LF.
 * Values are written with {@link Float#toString(float)}, which reads back to the same float.
 *
 * <p>A file that cannot be used throws {@link InputLogException} with one line naming it and
 * what is wrong, and nothing is returned. A hostile file cannot hang or exhaust the reader: it
 * must be a regular file of at most {@link #MAX_BYTES}, with lines of at most
 * {@link #MAX_LINE_CHARS} and the log's own limits ({@link InputLog#MAX_STEPS},
 * {@link InputLog#MAX_EVENTS}, {@link InputLog#MAX_ARGS}).
 *
 * <p>Writing follows the other files a run writes: the text goes to a part file beside the
 * destination and is moved into place when complete ({@link PartFile}); a link is followed and
 * anything but a regular file is refused, with "cannot write FILE: why".
 */
public final class InputLogFile {

  public static final int VERSION = 1;
  private static final String MAGIC_START = "steering-sketchbook input log ";
  /** The first line of every input log this sketchbook writes and reads. */
  public static final String MAGIC = MAGIC_START + VERSION;
  private static final long MEGABYTE = 1024 * 1024;
  /** Largest file read (64 MB): room for every event allowed, written generously. */
  public static final long MAX_BYTES = 64 * MEGABYTE;
  /** Longest line read: room for the longest text a log holds, and its step and value. */
  public static final int MAX_LINE_CHARS = 2 * InputLog.MAX_TEXT;
  /** Characters of a bad line quoted in a message. */
  static final int EXCERPT_CHARS = 60;
  private static final String ELLIPSIS = "...";

  private static final String SKETCH = "sketch";
  private static final String SEED = "seed";
  private static final String ARG = "arg";
  private static final String STEPS = "steps";
  private static final String KEY = "key";
  private static final String MOUSE = "mouse";
  private static final String SET = "set";
  private static final String SIM = "sim";
  private static final String VIEW = "view";
  private static final String COMMENT = "#";
  private static final char BYTE_ORDER_MARK = '\uFEFF';
  private static final char NEWLINE = '\n';
  private static final char RETURN = '\r';
  /** Fields of each event line, its step and kind included. */
  private static final int KEY_FIELDS = 4;
  private static final int MOUSE_FIELDS = 8;
  private static final int SET_FIELDS = 4;

  private static final Pattern WHOLE = Pattern.compile("-?[0-9]+");
  private static final Pattern DECIMAL =
      Pattern.compile("[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?");
  private static final Pattern NOT_FINITE = Pattern.compile("[-+]?(NaN|Infinity)");
  private static final Pattern VERSION_NUMBER = Pattern.compile("[0-9]{1,9}");

  /** What a reader accepts; smaller in tests, so a limit is reached without a huge file. */
  record Limits(long bytes, int lineChars, int events) {
    static final Limits DEFAULT = new Limits(MAX_BYTES, MAX_LINE_CHARS, InputLog.MAX_EVENTS);
  }

  /** Opens the part file for the text; a test's may fail part way, as a full disk would. */
  interface Output {
    Writer open(Path part) throws IOException;
  }

  private InputLogFile() {
  }

  /** Reads the log in {@code file}; throws with one line saying what is wrong, if anything. */
  public static InputLog read(Path file) throws InputLogException {
    return read(file, Limits.DEFAULT);
  }

  static InputLog read(Path file, Limits limits) throws InputLogException {
    checkReadable(file, limits);
    try (InputStream in = Files.newInputStream(file)) {
      return new Reading(file, new Lines(file, in, limits), limits).log();
    } catch (InputLogException e) {
      throw e;
    } catch (IOException e) {
      throw new InputLogException(file, file + ": cannot read it: " + FileErrors.reason(e));
    }
  }

  /**
   * Writes {@code log} to {@code file}, replacing it only once the whole text is written; a
   * failure leaves the old file as it was and no part file behind.
   */
  public static void write(InputLog log, Path file) throws InputLogException {
    write(log, file, part -> Files.newBufferedWriter(part, StandardCharsets.UTF_8));
  }

  static void write(InputLog log, Path file, Output output) throws InputLogException {
    Path part = null;
    try {
      Path destination = ReplacedFile.destination(file.toFile());
      Files.createDirectories(destination.getParent());
      part = PartFile.create(destination);
      try (Writer out = output.open(part)) {
        writeText(log, out);
      }
      ReplacedFile.moveIntoPlace(part, destination);
    } catch (IOException e) {
      throw new InputLogException(file, "cannot write " + file + ": " + FileErrors.reason(e));
    } finally {
      deleteQuietly(part);
    }
  }

  /** The log as the text a file of it holds. */
  public static String text(InputLog log) {
    StringWriter text = new StringWriter();
    try {
      writeText(log, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);   // a StringWriter does not fail
    }
    return text.toString();
  }

  /** A log from the text of one, as {@link #read} reads a file ({@code from} names it). */
  public static InputLog parse(String text, Path from) throws InputLogException {
    InputStream in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    try {
      return new Reading(from, new Lines(from, in, Limits.DEFAULT), Limits.DEFAULT).log();
    } catch (InputLogException e) {
      throw e;
    } catch (IOException e) {
      throw new InputLogException(from, from + ": cannot read it: " + e.getMessage());
    }
  }

  /** Refuses a log recorded from another sketch than {@code expectedClassName}. */
  public static void checkSketch(InputLog log, String expectedClassName, Path file)
      throws InputLogException {
    if (!log.sketch().equals(expectedClassName)) {
      throw new InputLogException(file, file + " records " + log.sketch() + ", not "
          + expectedClassName);
    }
  }

  private static void writeText(InputLog log, Writer out) throws IOException {
    StringBuilder line = new StringBuilder();
    line.append(MAGIC).append(NEWLINE);
    line.append(SKETCH).append(' ').append(log.sketch()).append(NEWLINE);
    line.append(SEED).append(' ').append(log.seed()).append(NEWLINE);
    for (String arg : log.args()) {
      line.append(ARG).append(' ').append(arg).append(NEWLINE);
    }
    line.append(STEPS).append(' ').append(log.steps()).append(NEWLINE);
    out.append(line);
    for (Event event : log.events()) {
      line.setLength(0);
      line.append(event.step()).append(' ');
      if (event instanceof Key k) {
        line.append(KEY).append(' ').append((int) k.key()).append(' ')
            .append(k.simulation() ? SIM : VIEW);
      } else if (event instanceof Mouse m) {
        line.append(MOUSE).append(' ').append(m.action()).append(' ').append(m.x()).append(' ')
            .append(m.y()).append(' ').append(m.button()).append(' ').append(m.count())
            .append(' ').append(m.modifiers());
      } else if (event instanceof Parameter p) {
        line.append(SET).append(' ').append(p.value()).append(' ').append(p.name());
      }
      out.append(line.append(NEWLINE));
    }
  }

  private static void checkReadable(Path file, Limits limits) throws InputLogException {
    if (Files.isDirectory(file)) {
      throw new InputLogException(file, file + ": is a folder, not an input log");
    }
    if (!Files.exists(file)) {
      throw new InputLogException(file, file + ": no such file"
          + (Files.isSymbolicLink(file) ? " (a symbolic link that leads nowhere)" : ""));
    }
    if (!Files.isRegularFile(file)) {
      // opening a named pipe would wait for a writer
      throw new InputLogException(file, file + ": not a regular file (a pipe, device or"
          + " socket); name an input log");
    }
    long size;
    try {
      size = Files.size(file);
    } catch (IOException e) {
      throw new InputLogException(file, file + ": cannot read it: " + FileErrors.reason(e));
    }
    if (size > limits.bytes()) {
      throw tooLarge(file, size + " bytes", limits);
    }
  }

  private static InputLogException tooLarge(Path file, String found, Limits limits) {
    String most = limits.bytes() % MEGABYTE == 0 ? limits.bytes() / MEGABYTE + " MB"
        : limits.bytes() + " bytes";
    return new InputLogException(file, file + ": too large (" + found
        + "); an input log may be at most " + most);
  }

  /** At most {@link #EXCERPT_CHARS} of {@code line}, controls shown as '?', on one line. */
  static String excerpt(String line) {
    String shown = line.length() <= EXCERPT_CHARS ? line
        : line.substring(0, EXCERPT_CHARS - ELLIPSIS.length()) + ELLIPSIS;
    StringBuilder safe = new StringBuilder(shown.length());
    shown.chars().forEach(c -> safe.append(Character.isISOControl(c) ? '?' : (char) c));
    return safe.toString();
  }

  private static void deleteQuietly(Path part) {
    if (part != null) {
      try {
        Files.deleteIfExists(part);
      } catch (IOException e) {
        // nothing more can be done; the write itself has been reported
      }
    }
  }

  /**
   * The lines of a file, decoded as strict UTF-8 by hand so that a bad byte is reported on its
   * own line, a line is never longer than allowed and the text never more than the limit, even
   * when the file grows while it is read.
   */
  private static final class Lines {

    private static final int BUFFER = 8192;

    private final Path file;
    private final InputStream in;
    private final Limits limits;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    private final ByteBuffer bytes = ByteBuffer.allocate(BUFFER).flip();
    private final CharBuffer chars = CharBuffer.allocate(BUFFER).flip();
    private final StringBuilder line = new StringBuilder();
    private boolean ended;
    private boolean malformed;
    private long total;
    private int number;

    Lines(Path file, InputStream in, Limits limits) {
      this.file = file;
      this.in = in;
      this.limits = limits;
    }

    /** The number of the line last returned, from 1. */
    int number() {
      return number;
    }

    /** The next line without its line break, or null at the end of the file. */
    String next() throws IOException {
      line.setLength(0);
      boolean any = false;
      while (chars.hasRemaining() || fill()) {
        char c = chars.get();
        any = true;
        if (++total > limits.bytes()) {
          throw tooLarge(file, "more than " + limits.bytes() + " bytes", limits);
        }
        if (c == NEWLINE) {
          break;
        }
        if (line.length() >= limits.lineChars()) {
          throw new InputLogException(file, file + " line " + (number + 1) + ": longer than "
              + limits.lineChars() + " characters: " + excerpt(line.toString()));
        }
        line.append(c);
      }
      if (!any) {
        return null;
      }
      number++;
      int length = line.length();
      if (length > 0 && line.charAt(length - 1) == RETURN) {
        line.setLength(length - 1);
      }
      return line.toString();
    }

    /** Decodes more characters; false at the end of the file. */
    private boolean fill() throws IOException {
      chars.clear();
      while (chars.position() == 0) {
        if (malformed) {
          // the characters before the bad bytes have been handed out: this line has them
          throw new InputLogException(file, file + " line " + (number + 1)
              + ": not UTF-8 text (it may be Latin-1 or UTF-16): save it as UTF-8");
        }
        if (!ended) {
          bytes.compact();
          int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
          if (n < 0) {
            ended = true;
          } else {
            bytes.position(bytes.position() + n);
          }
          bytes.flip();
        }
        CoderResult result = decoder.decode(bytes, chars, ended);
        malformed = result.isError();
        if (ended && !malformed && chars.position() == 0) {
          chars.flip();
          return false;
        }
      }
      chars.flip();
      return true;
    }
  }

  /** One pass over the lines: the magic, the header, then the events. */
  private static final class Reading {

    private final Path file;
    private final Lines lines;
    private final Limits limits;
    private final List<String> args = new ArrayList<>();
    /** One string per parameter name, however often it is set. */
    private final Map<String, String> names = new HashMap<>();
    private String sketch;
    private Long seed;
    private Integer steps;
    private InputLog log;
    private String line;

    Reading(Path file, Lines lines, Limits limits) {
      this.file = file;
      this.lines = lines;
      this.limits = limits;
    }

    InputLog log() throws IOException {
      checkMagic();
      while ((line = lines.next()) != null) {
        if (line.isBlank() || line.startsWith(COMMENT)) {
          continue;
        }
        int space = line.indexOf(' ');
        String word = space < 0 ? line : line.substring(0, space);
        String rest = space < 0 ? "" : line.substring(space + 1);
        switch (word) {
          case SKETCH, SEED, ARG, STEPS -> header(word, rest);
          default -> {
            if (!WHOLE.matcher(word).matches()) {
              throw bad("unknown line (the header's lines are sketch, seed, arg and steps;"
                  + " an event starts with its step)");
            }
            event();
          }
        }
      }
      if (log == null) {
        startEvents();
      }
      return log;
    }

    private void checkMagic() throws IOException {
      String first;
      try {
        first = lines.next();
      } catch (InputLogException e) {
        first = null;  // bytes that are not text, or no line break for pages: not a log
      }
      if (first != null && !first.isEmpty() && first.charAt(0) == BYTE_ORDER_MARK) {
        first = first.substring(1);
      }
      if (MAGIC.equals(first)) {
        return;
      }
      if (first != null && first.startsWith(MAGIC_START)) {
        String version = first.substring(MAGIC_START.length());
        if (VERSION_NUMBER.matcher(version).matches()) {
          throw new InputLogException(file, file + " is an input log of version "
              + Integer.parseInt(version) + "; this sketchbook reads version " + VERSION);
        }
      }
      throw new InputLogException(file, file + " is not an input log (its first line should be"
          + " \"" + MAGIC + "\")");
    }

    private void header(String word, String rest) throws InputLogException {
      if (log != null) {
        throw bad("a header line after the first event; the header comes first");
      }
      switch (word) {
        case SKETCH -> {
          once(sketch, word);
          sketch = rest;
          check(() -> InputLog.checkSketchName(rest));
        }
        case SEED -> {
          once(seed, word);
          seed = whole(rest, SEED, Long.MIN_VALUE, Long.MAX_VALUE);
        }
        case STEPS -> {
          once(steps, word);
          steps = (int) whole(rest, STEPS, 0, InputLog.MAX_STEPS);
        }
        default -> {
          if (args.size() >= InputLog.MAX_ARGS) {
            throw bad("more than " + InputLog.MAX_ARGS + " arguments");
          }
          check(() -> InputLog.checkText("argument", rest));
          args.add(rest);
        }
      }
    }

    private void once(Object seen, String word) throws InputLogException {
      if (seen != null) {
        throw bad("a second \"" + word + "\" line");
      }
    }

    /** The log the events go into, once the header is known to be whole. */
    private void startEvents() throws InputLogException {
      String missing = sketch == null ? SKETCH : seed == null ? SEED : steps == null ? STEPS
          : null;
      if (missing != null) {
        String what = "no \"" + missing + "\" line";
        if (line != null) {
          throw bad(what + " before the first event");
        }
        throw new InputLogException(file, file + ": " + what
            + " (the header names the sketch, its seed and its steps)");
      }
      log = new InputLog(sketch, seed, args);
      log.setSteps(steps);
    }

    private void event() throws InputLogException {
      if (log == null) {
        startEvents();
      }
      String[] fields = line.split(" ", -1);
      int step = (int) whole(fields[0], "step", 0, InputLog.MAX_STEPS);
      if (step > log.steps()) {
        throw bad("step " + step + " is beyond the log's " + log.steps() + " steps");
      }
      List<Event> events = log.events();
      if (!events.isEmpty() && step < events.get(events.size() - 1).step()) {
        throw bad("step " + step + " comes after step " + events.get(events.size() - 1).step()
            + "; events are in order of step");
      }
      if (events.size() >= limits.events()) {
        throw bad("more than " + limits.events() + " events; an input log holds at most "
            + limits.events());
      }
      String kind = fields.length > 1 ? fields[1] : "";
      Event event = switch (kind) {
        case KEY -> key(step, fields);
        case MOUSE -> mouse(step, fields);
        case SET -> parameter(step);
        default -> throw bad("unknown event \"" + excerpt(kind) + "\" (an event is a key, mouse"
            + " or set)");
      };
      log.add(event);
    }

    private Event key(int step, String[] fields) throws InputLogException {
      if (fields.length != KEY_FIELDS) {
        throw bad("a key event reads STEP key CODE sim|view");
      }
      int code = (int) whole(fields[2], "key code", Character.MIN_VALUE, Character.MAX_VALUE);
      boolean simulation = switch (fields[3]) {
        case SIM -> true;
        case VIEW -> false;
        default -> throw bad("a key changes the simulation (sim) or the view (view)");
      };
      return new Key(step, (char) code, simulation);
    }

    private Event mouse(int step, String[] fields) throws InputLogException {
      if (fields.length != MOUSE_FIELDS) {
        throw bad("a mouse event reads STEP mouse ACTION X Y BUTTON COUNT MODIFIERS");
      }
      int[] n = new int[MOUSE_FIELDS];
      String[] what = {"step", "kind", "mouse action", "mouse x", "mouse y", "mouse button",
          "mouse count", "mouse modifiers"};
      for (int i = 2; i < MOUSE_FIELDS; i++) {
        n[i] = (int) whole(fields[i], what[i], Integer.MIN_VALUE, Integer.MAX_VALUE);
      }
      return made(() -> new Mouse(step, n[2], n[3], n[4], n[5], n[6], n[7]));
    }

    private Event parameter(int step) throws InputLogException {
      String[] fields = line.split(" ", SET_FIELDS);
      if (fields.length != SET_FIELDS) {
        throw bad("a set event reads STEP set VALUE NAME");
      }
      String text = fields[2];
      if (NOT_FINITE.matcher(text).matches()) {
        throw bad("the value must be a finite number");
      }
      if (!DECIMAL.matcher(text).matches()) {
        throw bad("the value is not a number");
      }
      float value = Float.parseFloat(text);
      if (!Float.isFinite(value)) {
        throw bad("the value is too large for a float");
      }
      String name = names.computeIfAbsent(fields[3], n -> n);
      return made(() -> new Parameter(step, name, value));
    }

    /** {@code text} as a whole number from {@code min} to {@code max}. */
    private long whole(String text, String what, long min, long max) throws InputLogException {
      if (!WHOLE.matcher(text).matches()) {
        throw bad(what + " is not a whole number");
      }
      String range = what + " must be " + min + " to " + max;
      long value;
      try {
        value = Long.parseLong(text);
      } catch (NumberFormatException e) {
        throw bad(range);  // beyond a long
      }
      if (value < min || value > max) {
        throw bad(range);
      }
      return value;
    }

    /** Runs a check of the model; its refusal becomes this line's. */
    private void check(Runnable check) throws InputLogException {
      try {
        check.run();
      } catch (IllegalArgumentException e) {
        throw bad(e.getMessage());
      }
    }

    private Event made(Supplier<Event> make) throws InputLogException {
      try {
        return make.get();
      } catch (IllegalArgumentException e) {
        throw bad(e.getMessage());
      }
    }

    private InputLogException bad(String what) {
      return new InputLogException(file, file + " line " + lines.number() + ": " + what + ": "
          + excerpt(line));
    }
  }
}
