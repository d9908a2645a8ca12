package launcher;

import exercises.ExerciseLauncher;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import processing.core.PApplet;
import sketchbook.SketchRunner;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.Suggestion;
import sketchbook.controls.UsageException;
import sketchbook.run.Headless;
import sketchbook.run.ProjectFolder;
import sketchbook.run.RunFiles;

/**
 * What {@code Sketchbook [NAME] [flags]} starts. With a sketch named (first argument, or
 * {@code -Dsketch=NAME}; any sketch the {@link Catalog} finds) that sketch runs with the flags,
 * as its own main would. Without one, the sketchbook itself: a window of live thumbnails, or,
 * with {@code --headless}, its contact sheet rendered offscreen ({@code --save sheet.png},
 * {@code --gif sheet.gif}).
 */
final class CommandLine {

  static final int EXIT_FILE_ERROR = SketchRunner.EXIT_FILE_ERROR;
  /** The flags the sketchbook itself takes; a sketch takes more. */
  static final List<String> LAUNCHER_FLAGS = List.of("--headless", "--frames", "--save", "--gif");
  /** How a Java property starts, and the one that names the sketch. */
  static final String PROPERTY = "-D";
  static final String SKETCH_PROPERTY = "-Dsketch=";
  /** The second line for a name that is no sketch. */
  static final String HOW_NAMES_MATCH = "A sketch is named by its class, in any case, with or"
      + " without its package (Seek, seek.Seek). A sketch of your own is found once it compiles:"
      + " a public class that extends SteeringSketch, in its own folder of sketches/ (its"
      + " package, named as the folder).";

  private CommandLine() {
  }

  static void run(String[] args) {
    String misplaced = misplacedProperty(args);
    if (misplaced != null) {
      System.err.println(misplaced);
      System.exit(SketchRunner.EXIT_USAGE);
    }
    Catalog sketches = Catalog.sketchbook();   // makes sketches but loads no AWT
    String name = System.getProperty("sketch", "").trim();
    if (args.length > 0 && sketches.find(args[0]) != null) {
      name = args[0];
      args = Arrays.copyOfRange(args, 1, args.length);
    } else if (name.isEmpty() && args.length > 0 && !args[0].startsWith("-")) {
      name = args[0];  // not a flag: meant as a sketch's name, reported below
    }
    if (name.isEmpty()) {
      SketchRunner.headlessIfAsked(args);
      Sketchbook launcher = new Sketchbook(sketches);
      int code = startLauncher(launcher, args, System.err);
      if (code != SketchRunner.EXIT_OK || launcher.options.headless) {
        System.exit(code);
      }
      return;
    }
    Catalog.Sketch found = sketches.find(name);
    if (found == null) {
      System.err.println(unknownSketch(name, sketches));
      System.exit(SketchRunner.EXIT_USAGE);
    }
    SketchRunner.run(found.create(), args);   // headless, unless a 3D sketch, before AWT loads
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
   * The answer to an argument {@code -Dname=value}: a Java property written after the jar (or the
   * class) reaches the program as an argument, never as a property. For {@code -Dsketch=Seek},
   * the command with the sketch's name first, where the sketchbook looks for it; null when no
   * argument is such a property.
   */
  static String misplacedProperty(String[] args) {
    for (String arg : args) {
      if (!arg.startsWith(PROPERTY)) {
        continue;
      }
      if (arg.startsWith(SKETCH_PROPERTY)) {
        String sketch = arg.substring(SKETCH_PROPERTY.length());
        String rest = String.join(" ",
            Arrays.stream(args).filter(a -> !a.equals(arg)).toList());
        return "Sketchbook: " + arg + " here is an argument, not a property: the sketch's name"
            + " goes first, before any flag, e.g.\n  "
            + SketchRunner.command(arg, sketch, rest).strip();
      }
      return "Sketchbook: " + arg + " here is an argument, not a property: a Java property goes"
          + " before -jar (java " + arg + " -jar steering-sketchbook.jar ...)";
    }
    return null;
  }

  /** The answer to a name that is no sketch of the sketchbook. */
  static String unknownSketch(String name) {
    return unknownSketch(name, Catalog.sketchbook());
  }

  static String unknownSketch(String name, Catalog sketches) {
    return unknownSketch(name, sketches, SketchRunner.runningJar());
  }

  /**
   * The answer to a name that is none of {@code sketches}: for an exercise sketch (which this
   * launcher does not start) where it is and the command that runs it, from {@code jar} when
   * the sketchbook runs from one (null: with Maven); else the sketch it is a slip away from, the
   * sketches found, how a name is matched, and what makes a class a sketch the sketchbook finds.
   */
  static String unknownSketch(String name, Catalog sketches, String jar) {
    String exercise = ExerciseLauncher.fullName(name);
    if (exercise != null) {
      return "Sketchbook: '" + name + "' is an exercise sketch, in "
          + ExerciseLauncher.FOLDER + "; run it with "
          + (jar != null ? "java -cp " + jar + " " + exercise
              : ExerciseLauncher.COMMAND + exercise);
    }
    String near = Suggestion.nearest(name, sketches.names());
    return "Sketchbook: unknown sketch '" + name + "'; "
        + (near != null ? "did you mean " + near + "? Or choose" : "choose") + " one of "
        + String.join(", ", sketches.names()) + "\n" + HOW_NAMES_MATCH;
  }
}
