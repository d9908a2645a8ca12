package launcher;

import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A name the sketchbook does not know: an exercise sketch's is answered with its command. */
class UnknownSketchMessageTest {

  @Test
  void anExerciseSketchIsAnsweredWithWhereItIsAndTheCommandThatRunsIt() {
    assertEquals("Sketchbook: 'FleeTheMouse' is an exercise sketch, in sketches/exercises/;"
        + " run it with mvn -q compile exec:java -Pexercises"
        + " -Dexercise=exercises.flee.FleeTheMouse", CommandLine.unknownSketch("FleeTheMouse"));
  }

  @Test
  void fromTheJarAnExerciseSketchIsAnsweredWithTheJarsCommand() {
    assertEquals("Sketchbook: 'FleeTheMouse' is an exercise sketch, in sketches/exercises/;"
        + " run it with java -cp target/steering-sketchbook.jar exercises.flee.FleeTheMouse",
        CommandLine.unknownSketch("FleeTheMouse", Catalog.sketchbook(),
            "target/steering-sketchbook.jar"));
  }

  @Test
  void aMisspeltNameIsAnsweredWithTheSketchItIsASlipFrom() {
    assertEquals("Sketchbook: unknown sketch 'Arrve'; did you mean Arrive? Or choose one of "
        + String.join(", ", Catalog.sketchbook().names()),
        CommandLine.unknownSketch("Arrve").lines().findFirst().get());
    assertTrue(CommandLine.unknownSketch("pursue-evade").contains("did you mean PursueEvade?"));
  }

  @Test
  void anExerciseSketchIsFoundInAnyCase() {
    assertTrue(CommandLine.unknownSketch("slowforcorners")
        .endsWith(" -Dexercise=exercises.corners.SlowForCorners"),
        CommandLine.unknownSketch("slowforcorners"));
  }

  @Test
  void anyOtherNameIsAnsweredWithTheSketchesFoundAndHowNamesMatch() {
    String answer = CommandLine.unknownSketch("Zebra");

    assertEquals("Sketchbook: unknown sketch 'Zebra'; choose one of "
        + String.join(", ", Catalog.sketchbook().names()), answer.lines().findFirst().get());
    assertEquals("A sketch is named by its class, in any case, with or without its package"
        + " (Seek, seek.Seek). A sketch of your own is found once it compiles: a public class"
        + " that extends SteeringSketch, in its own folder of sketches/ (its package, named as"
        + " the folder).", answer.lines().skip(1).findFirst().get());
  }
}
