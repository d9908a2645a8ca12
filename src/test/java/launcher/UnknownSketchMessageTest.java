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
  void anExerciseSketchIsFoundInAnyCase() {
    assertTrue(CommandLine.unknownSketch("slowforcorners")
        .endsWith(" -Dexercise=exercises.corners.SlowForCorners"),
        CommandLine.unknownSketch("slowforcorners"));
  }

  @Test
  void anyOtherNameIsAnsweredWithTheSketchesOfTheSketchbook() {
    assertEquals("Sketchbook: unknown sketch 'Flee'; choose one of "
        + String.join(", ", Sketchbook.SKETCHES.keySet()), CommandLine.unknownSketch("Flee"));
  }
}
