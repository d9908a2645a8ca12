package exercises;

import java.nio.file.Path;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;

/**
 * An exercise's sketch: a {@link SteeringSketch} whose run, when your code fails, names your
 * method and its file ({@link YourCode#describe}) and ends with exit code 3; and whose check
 * (the exercise's {@code *Check} in {@code src/test/java}) runs again each time you save, with
 * its verdict in the window.
 */
public abstract class ExerciseSketch extends SteeringSketch {

  /** Where the exercises' checks are, from the project folder. */
  private static final String CHECKS = "src/test/java/";
  private static final String CHECK_FILE_ENDING = "Check.java";

  protected ExerciseSketch() {
    run.failureLine = YourCode::describe;
    run.failureExitCode = SketchRunner.EXIT_SKETCH_ERROR;
  }

  /**
   * The check of this exercise: the file ending in {@code Check.java} in the folder of
   * {@code src/test/java} named as this sketch's package, e.g.
   * {@code src/test/java/exercises/flee/FleeCheck.java}; null if there is none.
   */
  @Override
  public Path checkOnSave(Path projectRoot) {
    Path folder = projectRoot.resolve(CHECKS + getClass().getPackageName().replace('.', '/'));
    java.io.File[] checks = folder.toFile().listFiles(
        (dir, name) -> name.endsWith(CHECK_FILE_ENDING));
    return checks == null || checks.length != 1 ? null : checks[0].toPath();
  }
}
