package sketchbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import exercises.flee.FleeTheMouse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.reload.Builds;
import sketchbook.run.ProjectFolder;

/**
 * An exercise's check at each save: the Flee exercise's check, compiled against a build of a
 * copy of the sources and run with JUnit, fails on the exercise as it is handed out (its flee is
 * still seek) with the check's own sentence, and passes once the copy's flee is turned round.
 */
class ExerciseCheckTest {

  private static final String SEEK = "PVector desired = PVector.sub(threat, vehicle.position);";
  private static final String FLEE = "PVector desired = PVector.sub(vehicle.position, threat);";

  @TempDir
  Path project;

  @Test
  void theCheckRunsAgainstTheCodeAsSavedAndItsVerdictIsOnTheHud() throws Exception {
    Path root = ProjectFolder.root().toPath();
    for (String folder : SaveAndSee.SOURCE_FOLDERS) {
      FolderCopy.copy(root.resolve(folder), project.resolve(folder));
    }
    Path classes = Path.of(FleeTheMouse.class.getProtectionDomain().getCodeSource()
        .getLocation().toURI());
    List<Path> sources = SaveAndSee.SOURCE_FOLDERS.stream().map(project::resolve).toList();
    ClassLoader program = ExerciseCheckTest.class.getClassLoader();
    Builds builds = new Builds(sources, classes, SaveAndSee.libraries(program, classes),
        project.resolve("target/reload"), program);
    FleeTheMouse sketch = new FleeTheMouse();

    ExerciseCheck.run(builds, sketch, root);
    List<String> handedOut = sketch.run.checkVerdict();
    assertEquals(2, handedOut.size(), handedOut.toString());
    assertTrue(handedOut.get(0).matches("FleeCheck: [1-9][0-9]* of [1-9][0-9]* checks fail;"
        + " the first:"), handedOut.toString());
    assertTrue(handedOut.get(1).matches("The .* should be .* but is .*\\."), handedOut.toString());

    Path flee = project.resolve("sketches/exercises/flee/Flee.java");
    String text = Files.readString(flee);
    assertTrue(text.contains(SEEK), "the exercise's flee is still seek");
    Files.writeString(flee, text.replace(SEEK, FLEE));
    assertInstanceOf(Builds.Built.class, builds.build(List.of(flee)));
    ExerciseCheck.run(builds, sketch, root);
    List<String> solved = sketch.run.checkVerdict();
    assertEquals(1, solved.size(), solved.toString());
    assertTrue(solved.get(0).matches("FleeCheck: all [1-9][0-9]* checks pass"), solved.toString());
  }
}
