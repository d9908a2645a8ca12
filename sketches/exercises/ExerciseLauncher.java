package exercises;

import exercises.alignment.FlyTogether;
import exercises.arrival.SeekToArrive;
import exercises.avoidance.SteerClear;
import exercises.corners.SlowForCorners;
import exercises.doublingback.DoublingBack;
import exercises.flee.FleeTheMouse;
import exercises.flowfield.FollowTheField;
import exercises.hide.HideFromTheHunter;
import exercises.mass.HeavyAndLight;
import exercises.normalpoint.StayOnTheRoad;
import exercises.prioritized.FirstThingsFirst;
import exercises.pursue.ChaseTheWanderer;
import exercises.queuing.WaitYourTurn;
import exercises.separation.KeepApart;
import exercises.timestep.ChoppyFrames;
import exercises.walls.StayInside;
import exercises.wander.WanderAround;
import exercises.wiring.WireTheVehicles;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import sketchbook.SaveAndSee;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;

/**
 * What {@code mvn -q compile exec:java -Pexercises -Dexercise=NAME} starts: the exercise sketch
 * NAME (its full class name, as each exercise's README gives it) with the flags of
 * {@code -Dexec.args}. Any other name ends in one line listing the names to use.
 */
public final class ExerciseLauncher {

  /** The command that runs an exercise sketch, up to its name. */
  public static final String COMMAND = "mvn -q compile exec:java -Pexercises -Dexercise=";
  /** Where the exercises are, from the project folder. */
  public static final String FOLDER = "sketches/exercises/";

  private static final Map<String, Supplier<SteeringSketch>> SKETCHES = new LinkedHashMap<>();

  static {
    add(FleeTheMouse.class, FleeTheMouse::new);
    add(SeekToArrive.class, SeekToArrive::new);
    add(HeavyAndLight.class, HeavyAndLight::new);
    add(ChoppyFrames.class, ChoppyFrames::new);
    add(DoublingBack.class, DoublingBack::new);
    add(SlowForCorners.class, SlowForCorners::new);
    add(ChaseTheWanderer.class, ChaseTheWanderer::new);
    add(WanderAround.class, WanderAround::new);
    add(StayInside.class, StayInside::new);
    add(FollowTheField.class, FollowTheField::new);
    add(KeepApart.class, KeepApart::new);
    add(FlyTogether.class, FlyTogether::new);
    add(SteerClear.class, SteerClear::new);
    add(WaitYourTurn.class, WaitYourTurn::new);
    add(StayOnTheRoad.class, StayOnTheRoad::new);
    add(HideFromTheHunter.class, HideFromTheHunter::new);
    add(FirstThingsFirst.class, FirstThingsFirst::new);
    add(WireTheVehicles.class, WireTheVehicles::new);
  }

  private ExerciseLauncher() {
  }

  public static void main(String[] args) {
    int code = launch(System.getProperty("exercise", ""), args, System.err);
    if (code != SketchRunner.EXIT_OK || Arrays.asList(args).contains("--headless")) {
      System.exit(code);
    }
  }

  /**
   * Runs the exercise sketch {@code name} with {@code args}, or, for a name that is none,
   * prints one line to {@code err}.
   *
   * @return {@link SketchRunner#EXIT_USAGE} for an unknown name, else what the run returns
   */
  static int launch(String name, String[] args, PrintStream err) {
    Supplier<SteeringSketch> sketch = SKETCHES.get(name.trim());
    if (sketch == null) {
      err.println(unknownExercise(name.trim()));
      return SketchRunner.EXIT_USAGE;
    }
    SketchRunner.headlessIfAsked(args);
    return run(sketch.get(), args, err);
  }

  /**
   * Runs an exercise sketch: headless to the end, or opens its window and returns. When your
   * code fails (it throws, or returns null or NaN where the sketch needs a value), the run ends
   * with one line from {@link YourCode#describe} and {@link SketchRunner#EXIT_SKETCH_ERROR},
   * not a stack trace: headless here; in a window from the thread that draws.
   *
   * @return the run's exit code (for a window, 0 once it has opened)
   */
  static int run(SteeringSketch sketch, String[] args, PrintStream err) {
    if (!Arrays.asList(args).contains("--headless")) {
      Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
        err.println(YourCode.describe(failure));
        System.exit(SketchRunner.EXIT_SKETCH_ERROR);
      });
    }
    try {
      int code = SketchRunner.start(sketch, args, err);
      if (code == SketchRunner.EXIT_OK && !sketch.options.headless) {
        SaveAndSee.watchIfFromSources(sketch, err);
      }
      return code;
    } catch (RuntimeException | StackOverflowError failure) {
      err.println(YourCode.describe(failure));
      return SketchRunner.EXIT_SKETCH_ERROR;
    }
  }

  /** The one-line answer to a name that is no exercise sketch. */
  static String unknownExercise(String name) {
    String meant = fullName(name);
    return "Exercises: no exercise sketch '" + name + "'; "
        + (meant != null ? "use -Dexercise=" + meant + " (the package too). " : "")
        + "-Dexercise= takes one of " + String.join(", ", names());
  }

  /** The exercise sketches' full class names, in the order of the README's table. */
  public static List<String> names() {
    return new ArrayList<>(SKETCHES.keySet());
  }

  /**
   * The full class name of the exercise sketch called {@code name}, with or without its
   * package, in any case; null when there is none.
   */
  public static String fullName(String name) {
    String wanted = name.trim().toLowerCase(Locale.ROOT);
    for (String full : SKETCHES.keySet()) {
      String simple = full.substring(full.lastIndexOf('.') + 1);
      if (full.toLowerCase(Locale.ROOT).equals(wanted)
          || simple.toLowerCase(Locale.ROOT).equals(wanted)) {
        return full;
      }
    }
    return null;
  }

  private static void add(Class<? extends SteeringSketch> type, Supplier<SteeringSketch> sketch) {
    SKETCHES.put(type.getName(), sketch);
  }
}
