package launcher;

import exercises.ExerciseLauncher;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import processing.core.PApplet;
import sketchbook.SketchOptions;
import sketchbook.SketchRunner;
import sketchbook.UsageException;
import sketchbook.run.Headless;
import sketchbook.run.ProjectFolder;
import sketchbook.run.RunFiles;

/**
 * What {@code Sketchbook [NAME] [flags]} starts. With a sketch named (first argument, or
 * {@code -Dsketch=NAME}) that sketch runs with the flags, as its own main would. Without one,
 * the sketchbook itself: a window of live thumbnails, or, with {@code --headless}, its contact
 * sheet rendered offscreen ({@code --save sheet.png}, {@code --gif sheet.gif}).
 */
final class CommandLine {

  static final int EXIT_FILE_ERROR = SketchRunner.EXIT_FILE_ERROR;
  /** The flags the sketchbook itself takes; a sketch takes more. */
  static final List<String> LAUNCHER_FLAGS = List.of("--headless", "--frames", "--save", "--gif");

  private CommandLine() {
  }

  static void run(String[] args) {
    SketchRunner.headlessIfAsked(args);
    String name = System.getProperty("sketch", "").trim();
    if (args.length > 0 && find(args[0]) != null) {
      name = args[0];
      args = Arrays.copyOfRange(args, 1, args.length);
    } else if (name.isEmpty() && args.length > 0 && !args[0].startsWith("-")) {
      name = args[0];  // not a flag: meant as a sketch's name, reported below
    }
    if (name.isEmpty()) {
      Sketchbook launcher = new Sketchbook();
      int code = startLauncher(launcher, args, System.err);
      if (code != SketchRunner.EXIT_OK || launcher.options.headless) {
        System.exit(code);
      }
      return;
    }
    String found = find(name);
    if (found == null) {
      System.err.println(unknownSketch(name));
      System.exit(SketchRunner.EXIT_USAGE);
    }
    SketchRunner.run(Sketchbook.SKETCHES.get(found).get(), args);
  }

  /**
   * Runs the sketchbook: headless to the end, or opens its window and returns at once.
   *
   * @return the exit code (for a window, 0 once it has opened)
   */
  static int startLauncher(Sketchbook launcher, String[] args, PrintStream err) {
    try {
      launcher.options = SketchOptions.parseOnly(args, LAUNCHER_FLAGS);
    } catch (UsageException e) {
      err.println("Sketchbook: " + e.getMessage());
      err.println(SketchOptions.usageOnly("Sketchbook", LAUNCHER_FLAGS));
      return SketchRunner.EXIT_USAGE;
    }
    if (!launcher.options.headless && !SketchRunner.hasDisplay()) {
      err.println("Sketchbook: " + SketchRunner.noDisplay() + ". Render the contact sheet"
          + " offscreen instead, e.g.");
      err.println("  " + SketchRunner.command("", "", "--headless --save sketchbook.png"));
      return SketchRunner.EXIT_USAGE;
    }
    try {
      launcher.files = new RunFiles(launcher.options);
    } catch (IOException e) {
      err.println("Sketchbook: " + e.getMessage());
      return EXIT_FILE_ERROR;
    }
    if (launcher.options.headless) {
      Headless.attach(launcher);
      while (!launcher.done) {
        Headless.frame(launcher);  // the first runs setup()
      }
      return launcher.exitCode;
    }
    PApplet.runSketch(new String[] {
        "--sketch-path=" + ProjectFolder.root().getPath(), Sketchbook.class.getName()}, launcher);
    return SketchRunner.EXIT_OK;
  }

  /**
   * The answer to a name that is no sketch of the sketchbook: for an exercise sketch (which
   * this launcher does not start) where it is and the command that runs it; else the sketches.
   */
  static String unknownSketch(String name) {
    String exercise = ExerciseLauncher.fullName(name);
    if (exercise != null) {
      return "Sketchbook: '" + name + "' is an exercise sketch, in "
          + ExerciseLauncher.FOLDER + "; run it with " + ExerciseLauncher.COMMAND + exercise;
    }
    return "Sketchbook: unknown sketch '" + name + "'; choose one of "
        + String.join(", ", Sketchbook.SKETCHES.keySet());
  }

  /** The registered name matching {@code name}, ignoring case; null when none does. */
  static String find(String name) {
    for (String key : Sketchbook.SKETCHES.keySet()) {
      if (key.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
        return key;
      }
    }
    return null;
  }
}
