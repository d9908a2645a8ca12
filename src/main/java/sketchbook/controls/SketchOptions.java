package sketchbook.controls;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import processing.core.PVector;
import steering.Check;

/**
 * The command line every sketch shares:
 * <pre>
 * --headless          render offscreen: no window, no display needed
 * --frames N          stop after N frames and exit 0 (headless default: 300)
 * --save FILE.png     write the last frame
 * --trace FILE.csv    write frame,vehicle,x,y,vx,vy,fx,fy for every vehicle and frame
 * --keys KEYS         press these keys, in order, before the first frame
 * --target X,Y        fix the target in place of the mouse (Seek, Arrive)
 * --path FILE         load this path file (PathFollowing)
 * --walls FILE        load this walls file (WallFollowing)
 * --image FILE        a picture whose brightness makes a flow field (FlowField)
 * --word TEXT         the first word the vehicles spell (SteeringText)
 * --vehicles N        how many vehicles
 * --seed N            make random choices repeatable
 * --gif FILE.gif      write the run as an animated GIF (needs --frames in a window)
 * --benchmark         after a warm-up, time --frames N frames (at most 100000) and print the
 *                     frame rate; a run ended (Esc) before any frame was timed says so and
 *                     exits 1, as a run whose --save, --gif or --trace failed
 * --renderer NAME     JAVA2D (the default) or P2D
 * --draw-each         draw every vehicle with its own transform, as the book does, even a crowd
 * --batch             draw the vehicles as a crowd, in one batch, however few (to compare)
 * --neighbours NAME   (Flocking) how boids find their neighbours: book, bins, crowd or quadtree
 * --record FILE       write the run's input (seed, options, keys, mouse, sliders) when it ends
 * --replay FILE       play a recorded run again: its seed, options and input, step by step
 * --ghost             start with a ghost beside the run (for --benchmark: its cost)
 * --no-watch          run from the sources without rebuilding when a file is saved
 * </pre>
 */
public final class SketchOptions {

  /** Frames a headless run draws when --frames is not given. */
  public static final int DEFAULT_HEADLESS_FRAMES = 300;
  /** The most vehicles --vehicles accepts. */
  public static final int MAX_VEHICLES = 100_000;
  /** --benchmark: frames drawn before timing starts (the JIT compiles the hot code). */
  public static final int BENCHMARK_WARMUP_FRAMES = 120;
  /** --benchmark: frames timed when --frames is not given. */
  public static final int DEFAULT_BENCHMARK_FRAMES = 300;
  /** --benchmark: the most frames --frames may ask to time (each frame's times are kept). */
  public static final int MAX_BENCHMARK_FRAMES = 100_000;
  /**
   * Longest value of a flag that shapes the run: the run's input log keeps each, a line of its
   * own, to replay the run ({@code InputLog.MAX_TEXT} is this limit).
   */
  public static final int MOST_KEPT_CHARS = 4_096;
  /**
   * The most frames --record can keep: over 46 hours at 60 a second ({@code InputLog.MAX_STEPS}
   * is this limit).
   */
  public static final int MOST_RECORDED_FRAMES = 10_000_000;
  /** Links followed from an output's name at most, as the system does (it then refuses). */
  private static final int MOST_LINKS = 40;
  /** The renderers --renderer accepts; the first is the default. */
  public static final List<String> RENDERERS = List.of("JAVA2D", "P2D");
  /** The ways --neighbours names for a flock to find neighbours (Flocking). */
  public static final List<String> NEIGHBOUR_FINDERS = List.of("book", "bins", "crowd", "quadtree");

  /** Flags every sketch accepts; a sketch adds its own ({@code --target}, {@code --path}). */
  static final List<String> COMMON_FLAGS = List.of(
      "--headless", "--frames", "--save", "--trace", "--keys", "--vehicles", "--seed",
      "--gif", "--benchmark", "--renderer", "--draw-each", "--batch", "--record", "--replay",
      "--ghost", "--no-watch");

  /**
   * Flags that say how a run is shown or kept, not what happens in it: a replay takes them from
   * its own command line, and the rest of the run's options from the file.
   */
  public static final List<String> OUTPUT_FLAGS = List.of("--headless", "--frames", "--save",
      "--trace", "--gif", "--benchmark", "--renderer", "--draw-each", "--batch", "--record",
      "--replay", "--ghost", "--no-watch");
  /** Of those, the ones that take no value. */
  private static final List<String> SWITCH_FLAGS = List.of("--headless", "--benchmark",
      "--draw-each", "--batch", "--ghost", "--no-watch");
  /** Flags whose value names a file to read or write (an empty one names none). */
  private static final List<String> FILE_FLAGS = List.of("--path", "--image", "--record",
      "--replay", "--walls");

  public boolean headless;
  /** Frames to draw before exiting; 0 runs until the window is closed. */
  public int frames;
  public File save;
  public File trace;
  public String keys = "";
  public PVector target;
  public File path;
  /** --walls: a walls file (WallFollowing). */
  public File walls;
  public File image;
  /** A sketch's flag: the first word to spell (SteeringText); null: the sketch's own. */
  public String word;
  /** -1: the sketch's own number of vehicles. */
  public int vehicles = -1;
  public Long seed;
  public File gif;
  /** Time the frames after a warm-up and print the frame rate. */
  public boolean benchmark;
  /** --frames as given, or the default: what --benchmark times. */
  public int timedFrames;
  /** "JAVA2D" or "P2D". */
  public String renderer = RENDERERS.get(0);
  /** Draw each vehicle on its own, never in one batch. */
  public boolean drawEach;
  /** Draw the vehicles in one batch, as a crowd, however few they are. */
  public boolean batch;
  /** A sketch's flag: how a flock finds neighbours, one of NEIGHBOUR_FINDERS; null: its choice. */
  public String neighbours;
  /** --record: where the run's input is written when it ends. */
  public File record;
  /** --replay: the recorded run to play again. */
  public File replay;
  /** --ghost: a ghost from the first step, the same run beside itself (what a ghost costs). */
  public boolean ghost;
  /** --no-watch: a window run from the sources does not rebuild when a file is saved. */
  public boolean noWatch;
  /** Keep the recent frames to go back to even headless (a window always does); for tests. */
  public boolean keepHistory;
  /** The arguments as given. */
  private List<String> args = List.of();

  /**
   * Parses the arguments a sketch was started with.
   *
   * @param sketchFlags the flags this sketch accepts beyond {@link #COMMON_FLAGS}
   * @throws UsageException naming the first flag that is unknown, has a bad value or is given
   *     twice, or two output flags that name one file
   */
  public static SketchOptions parse(String[] args, Set<String> sketchFlags)
      throws UsageException {
    SketchOptions o = new SketchOptions();
    o.args = List.of(args);
    boolean framesGiven = false;
    Map<String, String> values = new HashMap<>();  // flag -> value, for flags that take one
    Set<String> given = new HashSet<>();
    for (int i = 0; i < args.length; i++) {
      String flag = args[i];
      if (!COMMON_FLAGS.contains(flag) && !sketchFlags.contains(flag)) {
        List<String> known = new ArrayList<>(COMMON_FLAGS);
        known.addAll(sketchFlags);
        throw unknown(flag, known);
      }
      if (flag.equals("--headless")) {
        if (!given.add(flag)) {
          throw new UsageException(flag + " given twice: give it once");
        }
        o.headless = true;
        continue;
      }
      if (flag.equals("--benchmark") || flag.equals("--draw-each") || flag.equals("--batch")
          || flag.equals("--ghost") || flag.equals("--no-watch")) {
        if (!given.add(flag)) {
          throw new UsageException(flag + " given twice: give it once");
        }
        o.benchmark |= flag.equals("--benchmark");
        o.drawEach |= flag.equals("--draw-each");
        o.batch |= flag.equals("--batch");
        o.ghost |= flag.equals("--ghost");
        o.noWatch |= flag.equals("--no-watch");
        continue;
      }
      if (i + 1 >= args.length) {
        throw new UsageException(flag + " needs a value");
      }
      String value = args[++i];
      if (looksLikeFlag(value)) {
        throw new UsageException(flag + " needs a value, but got the flag " + value);
      }
      if (FILE_FLAGS.contains(flag) && value.isBlank()) {
        throw new UsageException(flag + " needs a file");
      }
      if (!OUTPUT_FLAGS.contains(flag) && !flag.equals("--seed")) {
        keptInTheLog(flag, value);
      }
      String earlier = values.put(flag, value);
      if (earlier != null) {
        // the last one would win without a word; which one the user meant is theirs to say
        throw new UsageException(flag + " given twice ('" + earlier + "', then '" + value
            + "'): give it once");
      }
      switch (flag) {
        case "--frames" -> {
          o.frames = wholeNumber(flag, value, 1, Integer.MAX_VALUE, "a whole number of at least 1");
          framesGiven = true;
        }
        case "--save" -> o.save = fileEnding(flag, value, ".png");
        case "--trace" -> o.trace = fileEnding(flag, value, ".csv");
        case "--gif" -> o.gif = fileEnding(flag, value, ".gif");
        case "--keys" -> o.keys = value;
        case "--target" -> o.target = point(flag, value);
        case "--path" -> o.path = new File(value);
        case "--walls" -> o.walls = new File(value);
        case "--image" -> o.image = new File(value);
        case "--vehicles" -> o.vehicles = wholeNumber(flag, value, 1, MAX_VEHICLES,
            "a whole number from 1 to " + MAX_VEHICLES);
        case "--seed" -> o.seed = (long) wholeNumber(flag, value, Integer.MIN_VALUE,
            Integer.MAX_VALUE, "a whole number from " + Integer.MIN_VALUE + " to "
                + Integer.MAX_VALUE);
        case "--renderer" -> o.renderer = renderer(flag, value);
        case "--neighbours" -> o.neighbours = neighbours(flag, value);
        case "--record" -> o.record = new File(value);
        case "--replay" -> o.replay = new File(value);
        case "--word" -> o.word = value;
        default -> throw new IllegalStateException("flag without a parser: " + flag);
      }
    }
    notOneFile("--save", o.save, "--gif", o.gif);
    notOneFile("--save", o.save, "--trace", o.trace);
    notOneFile("--gif", o.gif, "--trace", o.trace);
    notOneFile("--record", o.record, "--save", o.save);
    notOneFile("--record", o.record, "--gif", o.gif);
    notOneFile("--record", o.record, "--trace", o.trace);
    notOneFile("--record", o.record, "--replay", o.replay);
    if (o.replay != null) {
      for (String flag : values.keySet()) {
        if (!OUTPUT_FLAGS.contains(flag)) {
          throw new UsageException(flag + " cannot be given with --replay: the run's options "
              + "come from the recording");
        }
      }
    }
    if (o.headless && !framesGiven) {
      o.frames = DEFAULT_HEADLESS_FRAMES;
    }
    if (o.gif != null && o.frames == 0) {
      throw new UsageException("--gif needs --frames N in a window (the GIF is written when"
          + " the run ends)");
    }
    if (o.headless && !o.renderer.equals("JAVA2D")) {
      throw new UsageException("--renderer " + o.renderer + " cannot draw offscreen: it needs "
          + "OpenGL and a window. Drop --headless (without a display: xvfb-run -a mvn ...)");
    }
    if (o.record != null && o.frames > MOST_RECORDED_FRAMES) {
      throw new UsageException("--frames expects a whole number from 1 to "
          + MOST_RECORDED_FRAMES + " with --record (a recording holds at most that many steps)"
          + " but got '" + o.frames + "'");
    }
    if (o.benchmark) {
      if (framesGiven && o.frames > MAX_BENCHMARK_FRAMES) {
        throw new UsageException("--frames expects a whole number from 1 to "
            + MAX_BENCHMARK_FRAMES + " with --benchmark but got '" + o.frames + "'");
      }
      o.timedFrames = framesGiven ? o.frames : DEFAULT_BENCHMARK_FRAMES;
      o.frames = BENCHMARK_WARMUP_FRAMES + o.timedFrames;
    }
    return o;
  }

  /** One line listing the flags a sketch accepts. */
  public static String usage(String sketchName, Set<String> sketchFlags) {
    return usage(sketchName, sketchFlags, MAX_VEHICLES);
  }

  /**
   * One line listing the flags a sketch accepts, for a sketch that takes at most
   * {@code mostVehicles} with --vehicles (0: a sketch that takes no --vehicles).
   */
  public static String usage(String sketchName, Set<String> sketchFlags, int mostVehicles) {
    List<String> parts = new ArrayList<>();
    parts.add("usage: " + sketchName);
    for (String flag : COMMON_FLAGS) {
      if (flag.equals("--vehicles") && mostVehicles < MAX_VEHICLES) {
        if (mostVehicles > 0) {
          parts.add("[--vehicles N (at most " + mostVehicles + ")]");
        }
        continue;
      }
      parts.add(flagUsage(flag));
    }
    for (String flag : sketchFlags) {
      parts.add(flagUsage(flag));
    }
    return String.join(" ", parts);
  }

  /**
   * The arguments that make the run what it is (not how it is shown or kept, nor its seed): what
   * a recording keeps, so a replay runs the same.
   */
  public List<String> shapingArgs() {
    List<String> shaping = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String flag = args.get(i);
      boolean takesValue = !SWITCH_FLAGS.contains(flag);
      if (!OUTPUT_FLAGS.contains(flag) && !flag.equals("--seed")) {
        shaping.add(flag);
        if (takesValue && i + 1 < args.size()) {
          shaping.add(args.get(i + 1));
        }
      }
      if (takesValue) {
        i++;
      }
    }
    return shaping;
  }

  /**
   * Parses a command line that may use only the {@code allowed} common flags (the launcher has
   * no vehicles to trace), with the same one-line errors as {@link #parse}.
   */
  public static SketchOptions parseOnly(String[] args, List<String> allowed)
      throws UsageException {
    for (int i = 0; i < args.length; i++) {
      String flag = args[i];
      if (!allowed.contains(flag)) {
        throw unknown(flag, allowed);
      }
      if (!flag.equals("--headless")) {
        if (i + 1 < args.length && looksLikeFlag(args[i + 1])) {
          throw new UsageException(flag + " needs a value, but got the flag " + args[i + 1]);
        }
        i++;  // its value; parse() reports a missing one
      }
    }
    return parse(args, Set.of());
  }

  /** An argument that is none of the {@code known} flags: a near one is suggested. */
  private static UsageException unknown(String flag, List<String> known) {
    return new UsageException(flag.startsWith("-")
        ? "unknown flag " + flag + Suggestion.didYouMean(flag, known)
        : "unexpected argument '" + flag + "' (flags start with --)");
  }

  /**
   * A value that is the next flag, the value itself forgotten ({@code --keys --headless}). A
   * value may start with "-" ({@code --seed -5}, {@code --keys --==}: keys), not with "--" and a
   * letter.
   */
  private static boolean looksLikeFlag(String value) {
    return value.length() > 2 && value.startsWith("--") && Character.isLetter(value.charAt(2));
  }

  /** One line listing just {@code flags}. */
  public static String usageOnly(String name, List<String> flags) {
    List<String> parts = new ArrayList<>();
    parts.add("usage: " + name);
    for (String flag : flags) {
      parts.add(flagUsage(flag));
    }
    return String.join(" ", parts);
  }

  private static String flagUsage(String flag) {
    return switch (flag) {
      case "--headless", "--benchmark", "--draw-each", "--batch", "--ghost", "--no-watch" ->
          "[" + flag + "]";
      case "--neighbours" -> "[--neighbours " + String.join("|", NEIGHBOUR_FINDERS) + "]";
      case "--renderer" -> "[--renderer " + String.join("|", RENDERERS) + "]";
      case "--frames", "--vehicles", "--seed" -> "[" + flag + " N]";
      case "--save" -> "[--save FILE.png]";
      case "--trace" -> "[--trace FILE.csv]";
      case "--gif" -> "[--gif FILE.gif]";
      case "--record" -> "[--record FILE]";
      case "--replay" -> "[--replay FILE]";
      case "--keys" -> "[--keys KEYS]";
      case "--target" -> "[--target X,Y]";
      case "--path" -> "[--path FILE.json]";
      case "--walls" -> "[--walls FILE.json]";
      case "--image" -> "[--image FILE.png]";
      case "--word" -> "[--word TEXT]";
      default -> "[" + flag + "]";
    };
  }

  /**
   * A value that shapes the run is kept in the run's input log, a line of its own, so the run
   * can be replayed: one the log could not keep is refused now, in the log's words, rather than
   * failing as the run starts.
   */
  private static void keptInTheLog(String flag, String value) throws UsageException {
    if (value.length() > MOST_KEPT_CHARS) {
      throw new UsageException(flag + " longer than " + MOST_KEPT_CHARS + " characters: a run"
          + " keeps its options to be replayed, each at most that long");
    }
    if (value.chars().anyMatch(c -> c == '\n' || c == '\r')) {
      throw new UsageException(flag + " holds a line break: a run keeps its options to be"
          + " replayed, each on a line of its own");
    }
  }

  private static int wholeNumber(String flag, String value, int min, int max, String expected)
      throws UsageException {
    try {
      long n = Long.parseLong(value.trim());
      if (n >= min && n <= max) {
        return (int) n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UsageException(flag + " expects " + expected + " but got '" + value + "'");
  }

  private static String renderer(String flag, String value) throws UsageException {
    String upper = value.trim().toUpperCase(Locale.ROOT);
    if (RENDERERS.contains(upper)) {
      return upper;
    }
    throw new UsageException(flag + " expects " + String.join(" or ", RENDERERS) + " but got '"
        + value + "'");
  }

  private static String neighbours(String flag, String value) throws UsageException {
    String lower = value.trim().toLowerCase(Locale.ROOT);
    if (NEIGHBOUR_FINDERS.contains(lower)) {
      return lower;
    }
    throw new UsageException(flag + " expects one of " + String.join(", ", NEIGHBOUR_FINDERS)
        + " but got '" + value + "'");
  }

  private static File fileEnding(String flag, String value, String extension)
      throws UsageException {
    String lower = value.toLowerCase(Locale.ROOT);
    if (!lower.endsWith(extension) || lower.length() == extension.length()) {
      throw new UsageException(flag + " expects a file name ending in " + extension
          + " but got '" + value + "'");
    }
    return new File(value);
  }

  /**
   * Two outputs written to one file would leave only the one written last, so they are refused:
   * the same name, or names that lead to one file (a symbolic link, a hard link, "./").
   */
  private static void notOneFile(String flagA, File a, String flagB, File b)
      throws UsageException {
    if (a != null && b != null && sameFile(a, b)) {
      throw new UsageException(flagA + " " + a + " and " + flagB + " " + b + " are the same file"
          + ": name two different files");
    }
  }

  private static boolean sameFile(File a, File b) {
    try {
      return whereWritten(a).equals(whereWritten(b))
          || a.exists() && b.exists() && Files.isSameFile(a.toPath(), b.toPath());
    } catch (IOException | RuntimeException unreadable) {
      return false;  // a name that cannot be resolved fails with its own message when opened
    }
  }

  /**
   * The file that writing {@code file} ends up in: its links followed, also one that points to
   * a file not made yet (which the canonical name alone leaves as it is).
   */
  private static File whereWritten(File file) throws IOException {
    Path path = file.getAbsoluteFile().toPath();
    for (int hops = 0; Files.isSymbolicLink(path) && hops < MOST_LINKS; hops++) {
      path = path.resolveSibling(Files.readSymbolicLink(path));
    }
    return path.toFile().getCanonicalFile();
  }

  private static PVector point(String flag, String value) throws UsageException {
    String[] xy = value.split(",");
    if (xy.length == 2) {
      try {
        float x = Float.parseFloat(xy[0].trim());
        float y = Float.parseFloat(xy[1].trim());
        if (Float.isFinite(x) && Float.isFinite(y)) {
          if (Math.abs(x) > Check.LARGEST || Math.abs(y) > Check.LARGEST) {
            throw new UsageException(flag + " expects X,Y within ±" + Check.LARGEST_SHOWN
                + " (the vehicles' range) but got '" + value + "'");
          }
          return new PVector(x, y);
        }
      } catch (NumberFormatException e) {
        // reported below
      }
    }
    throw new UsageException(flag + " expects X,Y (two numbers, e.g. 300,200) but got '"
        + value + "'");
  }
}
