package sketchbook;

import java.awt.AWTError;
import java.awt.GraphicsEnvironment;
import java.awt.HeadlessException;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import processing.core.PApplet;
import sketchbook.controls.KeyTable;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.UsageException;
import sketchbook.run.Crash;
import sketchbook.run.ExitCodes;
import sketchbook.run.Headless;
import sketchbook.run.InputLog;
import sketchbook.run.InputLogException;
import sketchbook.run.InputLogFile;
import sketchbook.run.ProjectFolder;
import steering.files.PathFileException;

/**
 * Starts a sketch from the command line: parses the shared flags, then opens a window or
 * renders headless. Mistakes end the program with one line naming what is wrong, never a stack
 * trace: exit code 2 for a bad flag or a missing display, 1 for a file that cannot be read or
 * written, 3 for a sketch whose own code binds a key twice. The launcher opens its sketches
 * through {@link #start} too.
 */
public final class SketchRunner {

  public static final int EXIT_OK = ExitCodes.OK;
  public static final int EXIT_FILE_ERROR = ExitCodes.FILE_ERROR;
  public static final int EXIT_USAGE = ExitCodes.USAGE;
  public static final int EXIT_SKETCH_ERROR = ExitCodes.SKETCH_ERROR;

  private SketchRunner() {
  }

  /**
   * For a sketch's main(): runs it and, headless or on error, exits with its code. Making the
   * sketch loads no AWT, so {@code --headless} still takes effect here, before anything draws.
   */
  public static void run(SteeringSketch sketch, String[] args) {
    if (!(sketch instanceof Sketch3D)) {   // a 3D sketch's headless run draws in a window
      headlessIfAsked(args);
    }
    int code = start(sketch, args, System.err);
    if (code != EXIT_OK || sketch.options.headless && !(sketch instanceof Sketch3D)) {
      System.exit(code);
    }
    if (!sketch.options.headless) {
      SaveAndSee.watchIfFromSources(sketch, System.err);
    }
  }

  /**
   * Runs the sketch: headless to the end, or opens its window and returns at once.
   *
   * @return the exit code (for a window, 0 once it has opened)
   */
  public static int start(SteeringSketch sketch, String[] args, PrintStream err) {
    String name = sketch.getClass().getSimpleName();
    sketch.run.err = err;
    sketch.commandLine = List.of(args);
    SketchOptions options;
    try {
      options = SketchOptions.parse(args, sketch.sketchFlags());
      checkMostVehicles(sketch, options);
      sketch.checkOptions(options);
    } catch (UsageException e) {
      err.println(name + ": " + e.getMessage());
      err.println(SketchOptions.usage(name, sketch.sketchFlags(), sketch.mostVehicles()));
      return EXIT_USAGE;
    }
    if (options.replay != null) {
      try {
        options = replayOptions(sketch, args, options);
      } catch (InputLogException e) {
        err.println(name + ": " + e.getMessage());
        return EXIT_FILE_ERROR;
      }
    }
    if (sketch instanceof Sketch3D && !hasDisplay()) {   // a window or --headless: OpenGL
      err.println(name + ": " + noOpenGl());
      return EXIT_USAGE;
    }
    if (!options.headless && !hasDisplay()) {
      err.println(name + ": " + noDisplay() + ". Render offscreen instead, e.g.");
      err.println("  " + headlessCommand(sketch, "--headless --frames 300 --save "
          + name.toLowerCase() + ".png"));
      return EXIT_USAGE;
    }
    try {
      sketch.configure(options);
    } catch (PathFileException e) {
      err.println(name + ": " + e.getMessage());
      return EXIT_FILE_ERROR;
    } catch (IOException e) {
      err.println(name + ": " + e.getMessage());  // "cannot write FILE: why"
      return EXIT_FILE_ERROR;
    } catch (UncheckedIOException e) {   // a file a sketch reads as it prepares
      err.println(name + ": " + e.getCause().getMessage());
      return EXIT_FILE_ERROR;
    } catch (KeyTable.KeyBoundTwice e) {
      err.println(name + ": " + e.getMessage());
      return EXIT_SKETCH_ERROR;
    } catch (RuntimeException | StackOverflowError e) {   // the sketch's prepare() threw
      err.println(name + ": " + Crash.describe(e));
      return ExitCodes.CRASHED;
    }
    if (options.headless && !(sketch instanceof Sketch3D)) {
      Headless.run(sketch, sketch.run);
      return sketch.exitCode();
    }
    List<String> processingArgs = new ArrayList<>(List.of(
        "--sketch-path=" + ProjectFolder.root().getPath()));
    if (sketch.windowLocation != null) {
      processingArgs.add("--location=" + sketch.windowLocation.x + "," + sketch.windowLocation.y);
    }
    processingArgs.add(sketch.getClass().getName());
    leaveOutOfMemoryToTheRun();
    PApplet.runSketch(processingArgs.toArray(String[]::new), sketch);
    sketch.ownAnimation();
    return EXIT_OK;
  }

  /**
   * Java's memory running out in a window's other threads (the window system's, while the
   * sketch's crowd fills the heap) is not told there: the run tells it once, in its own line made
   * while there was memory, and ends; Java's own report would be a stack trace, or a line about
   * the report itself running out of memory. Anything else thrown there is handed on as before.
   */
  private static void leaveOutOfMemoryToTheRun() {
    Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
    if (before instanceof OutOfMemoryLeftToTheRun) {
      return;
    }
    Thread.setDefaultUncaughtExceptionHandler(new OutOfMemoryLeftToTheRun(before));
  }

  /** The uncaught-exception handler {@link #leaveOutOfMemoryToTheRun} installs. */
  private record OutOfMemoryLeftToTheRun(Thread.UncaughtExceptionHandler before)
      implements Thread.UncaughtExceptionHandler {
    @Override
    public void uncaughtException(Thread thread, Throwable thrown) {
      if (thrown instanceof OutOfMemoryError) {
        return;
      }
      if (before != null) {
        before.uncaughtException(thread, thrown);
      } else {
        thread.getThreadGroup().uncaughtException(thread, thrown);
      }
    }
  }

  /**
   * --replay FILE: the recorded run's options and seed, with this command line's own flags for
   * how the run is shown and kept; headless without --frames, as many frames as were recorded.
   * The sketch is told to play the recorded input.
   */
  private static SketchOptions replayOptions(SteeringSketch sketch, String[] args,
      SketchOptions given) throws InputLogException {
    Path file = given.replay.toPath();
    InputLog recorded = InputLogFile.read(file);
    InputLogFile.checkSketch(recorded, sketch.getClass().getName(), file);
    List<String> all = new ArrayList<>(recorded.args());
    all.addAll(List.of("--seed", String.valueOf(recorded.seed())));
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--replay")) {
        i++;   // the recorded options have no --replay
      } else {
        all.add(args[i]);
      }
    }
    SketchOptions options;
    try {
      options = SketchOptions.parse(all.toArray(String[]::new), sketch.sketchFlags());
      checkMostVehicles(sketch, options);
      sketch.checkOptions(options);
    } catch (UsageException e) {
      throw new InputLogException(file, file + ": its options do not run here: " + e.getMessage());
    }
    if (options.headless && !Arrays.asList(args).contains("--frames")) {
      options.frames = Math.max(1, recorded.steps());
    }
    sketch.run.replay(recorded);
    return options;
  }

  /**
   * --vehicles in a sketch that takes none (its cast is fixed), or more than the sketch runs at
   * about a frame a second: refused, saying why.
   */
  private static void checkMostVehicles(SteeringSketch sketch, SketchOptions options)
      throws UsageException {
    String why = sketch.whyMostVehicles();
    int most = sketch.mostVehicles();
    if (most == 0 && options.vehicles > 0) {   // given on the command line
      throw new UsageException("--vehicles: " + (why != null ? why + ", so it"
          : "this sketch") + " takes no --vehicles");
    }
    if (why != null && options.vehicles > most) {
      throw new UsageException("--vehicles " + options.vehicles + " is too many: " + why
          + ", so at most " + most + " run at about a frame a second");
    }
  }

  /**
   * With {@code --headless} on the command line, tells Java there is no display before
   * anything loads AWT: a run that needs none never connects to one, so a stale or unreachable
   * DISPLAY cannot fail it.
   */
  public static void headlessIfAsked(String[] args) {
    if (Arrays.asList(args).contains("--headless")) {
      System.setProperty("java.awt.headless", "true");
    }
  }

  /**
   * True when a window can be opened: Java is not headless and the display answers. A DISPLAY
   * naming an X server that is gone (an old SSH session, a stopped Xvfb) counts as none.
   */
  public static boolean hasDisplay() {
    if (GraphicsEnvironment.isHeadless()) {
      return false;
    }
    try {
      return GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices().length > 0;
    } catch (AWTError | HeadlessException e) {
      return false;  // "Can't connect to X11 window server using ':99' ..."
    }
  }

  /** "no display to open a window on", naming a DISPLAY that does not answer. */
  public static String noDisplay() {
    String display = System.getenv("DISPLAY");
    return "no display to open a window on" + (display == null || display.isEmpty()
        || GraphicsEnvironment.isHeadless() ? "" : " (DISPLAY=" + display + " does not answer)");
  }

  /**
   * Why a 3D sketch cannot run here, on one line: P3D draws with OpenGL, which needs a display
   * even to render offscreen.
   */
  public static String noOpenGl() {
    return "a 3D sketch draws with OpenGL, which needs a display even with --headless, and "
        + noDisplay() + "; run it under a virtual display: xvfb-run -a -s \"-screen 0 "
        + "1280x1024x24\" followed by the same command";
  }

  /** The command that runs this sketch with {@code args}, the way it was started. */
  static String headlessCommand(SteeringSketch sketch, String args) {
    String name = sketch.getClass().getSimpleName();
    String how = sketch.getClass().getPackageName().startsWith("exercises.")
        ? "-Pexercises -Dexercise=" + sketch.getClass().getName()
        : "-Dsketch=" + name;
    return command(how, name, args);
  }

  /**
   * A command line that runs {@code args} the way this program was started: with the jar
   * ({@code java -jar JAR [sketch] args}) or with Maven ({@code mvn -q compile exec:java
   * [mavenFlags] -Dexec.args="args"}). Empty {@code sketch} and {@code mavenFlags}: the
   * sketchbook itself.
   */
  public static String command(String mavenFlags, String sketch, String args) {
    String jar = runningJar();
    if (jar != null) {   // started as java -jar steering-sketchbook.jar
      return "java -jar " + jar + (sketch.isEmpty() ? "" : " " + sketch) + " " + args;
    }
    return "mvn -q compile exec:java " + (mavenFlags.isEmpty() ? "" : mavenFlags + " ")
        + "-Dexec.args=\"" + args + "\"";
  }

  /** The jar the sketchbook runs from; null when its classes come from a folder. */
  public static String runningJar() {
    File code = ProjectFolder.codeLocation();
    return code != null && code.isFile() && code.getName().endsWith(".jar") ? code.getPath() : null;
  }
}
