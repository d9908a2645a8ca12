package sketchbook;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import sketchbook.reload.Builds;
import sketchbook.reload.CompileError;
import sketchbook.run.ProjectFolder;

/**
 * An exercise's check, run again at each save (save and see): its test file is compiled with
 * the JDK's compiler against the build now running, and run with JUnit by the project's own
 * {@code exercises.CheckRunner} (a test source too: the sketchbook does not compile against
 * JUnit, so the two speak through Java's own types); the verdict goes on the sketch's HUD.
 */
final class ExerciseCheck {

  /** Where the checks and their runner are, from the project root. */
  private static final String TESTS = "src/test/java";
  private static final String RUNNER = "exercises.CheckRunner";
  /** Words in a compile error that say JUnit is missing from the class path. */
  private static final String JUNIT = "org.junit";

  private ExerciseCheck() {
  }

  /** Runs {@code sketch}'s check against {@code builds}' newest build, if it has one. */
  static void run(Builds builds, SteeringSketch sketch) {
    run(builds, sketch, ProjectFolder.root().toPath());
  }

  /** As {@link #run(Builds, SteeringSketch)}, the checks being under {@code root}. */
  @SuppressWarnings("unchecked")
  static void run(Builds builds, SteeringSketch sketch, Path root) {
    Path check = sketch.checkOnSave(root);
    if (check == null) {
      return;
    }
    Path tests = root.resolve(TESTS);
    Path runner = tests.resolve(RUNNER.replace('.', '/') + ".java");
    String checkClass = tests.relativize(check).toString().replace(".java", "")
        .replace(java.io.File.separatorChar, '.');
    try {
      Builds.Result result = builds.buildBeside(List.of(check, runner), tests);
      if (result instanceof Builds.Failed failed) {
        sketch.run.showCheck(notCompiled(failed.errors()));
        return;
      }
      ClassLoader loader = ((Builds.Built) result).loader();
      Function<String, List<String>> checks = (Function<String, List<String>>)
          loader.loadClass(RUNNER).getDeclaredConstructor().newInstance();
      sketch.run.showCheck(checks.apply(checkClass));
    } catch (IOException | ReflectiveOperationException | LinkageError | RuntimeException e) {
      sketch.run.showCheck(List.of("the check could not run: " + e));
    }
  }

  /** Why the check did not compile: JUnit missing, or the first error. */
  private static List<String> notCompiled(List<CompileError> errors) {
    if (errors.stream().anyMatch(e -> e.message().contains(JUNIT))) {
      return List.of("the check needs JUnit: run the exercise with mvn -q compile exec:java"
          + " -Pexercises -Dexercise=... to see it at each save");
    }
    return errors.isEmpty() ? List.of("the check does not compile")
        : List.of("the check does not compile: " + errors.get(0).headline());
  }
}
