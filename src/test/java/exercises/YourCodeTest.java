package exercises;

import exercises.arrival.Arrival;
import exercises.arrival.DividesByZero;
import exercises.arrival.SeekToArrive;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.SketchRunner;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * When a learner's code fails in an exercise sketch's run (it throws, or returns null or NaN
 * where the sketch steers by the value), the run ends with exit code 3 and one line naming the
 * method, its file and what it returned or threw: no stack trace, no Maven error.
 */
class YourCodeTest {

  static final String[] HEADLESS = {"--headless", "--frames", "5"};

  @Test
  void nullIsOneLineNamingTheMethodAndTheFile() throws Exception {
    Run run = runWith(new Arrival() {
      @Override
      public PVector desired(Vehicle vehicle, PVector target, float slowingRadius) {
        return null;
      }
    });
    assertEquals(SketchRunner.EXIT_SKETCH_ERROR, run.code);
    assertEquals(List.of("Arrival.desired (sketches/exercises/arrival/Arrival.java) returned"
        + " null; it must return a vector (a PVector)."), run.lines);
  }

  @Test
  void nanIsOneLineSayingWhatWasReturned() throws Exception {
    Run run = runWith(new Arrival() {
      @Override
      public PVector desired(Vehicle vehicle, PVector target, float slowingRadius) {
        return new PVector(Float.NaN, 0);
      }
    });
    assertEquals(SketchRunner.EXIT_SKETCH_ERROR, run.code);
    assertEquals(1, run.lines.size(), run.lines.toString());
    assertTrue(run.lines.get(0).startsWith("Arrival.desired (sketches/exercises/arrival/"
        + "Arrival.java) returned (NaN, 0.0); every part of it must be a finite number"),
        run.lines.get(0));
  }

  @Test
  void aVehicleLeftNotANumberIsOneLineNamingTheMethodThatChangedIt() {
    Vehicle v = new Vehicle(10, 20);
    v.velocity.set(Float.NaN, 1);
    YourCode.WrongAnswer e = org.junit.jupiter.api.Assertions.assertThrows(
        YourCode.WrongAnswer.class, () -> YourCode.leftFinite(v, exercises.timestep.TimeStep.class,
            "move"));
    assertEquals("TimeStep.move (sketches/exercises/timestep/TimeStep.java) left the vehicle's"
        + " velocity at (NaN, 1.0); every part of it must be a finite number (NaN comes from"
        + " 0 / 0).", e.getMessage());
    Vehicle fine = new Vehicle(10, 20);
    assertEquals(fine, YourCode.leftFinite(fine, exercises.timestep.TimeStep.class, "move"));
  }

  @Test
  void anExceptionIsOneLineNamingTheLineOfTheLearnersCodeThatThrew() throws Exception {
    Run run = runWith(new DividesByZero());
    assertEquals(SketchRunner.EXIT_SKETCH_ERROR, run.code);
    assertEquals(1, run.lines.size(), run.lines.toString());
    assertTrue(run.lines.get(0).matches("DividesByZero\\.desired \\(sketches/exercises/arrival/"
        + "DividesByZero\\.java line \\d+\\) threw ArithmeticException: / by zero"),
        run.lines.get(0));
  }

  @Test
  void aRightAnswerRunsToTheEnd() throws Exception {
    assertEquals(new Run(SketchRunner.EXIT_OK, List.of()), runWith(new Arrival()));
  }

  record Run(int code, List<String> lines) {
  }

  /** SeekToArrive, run headless for a few frames with {@code answer} as the learner's file. */
  private static Run runWith(Arrival answer) throws ReflectiveOperationException {
    SeekToArrive sketch = new SeekToArrive();
    Field field = SeekToArrive.class.getDeclaredField("arrival");
    field.setAccessible(true);
    field.set(sketch, answer);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    int code = ExerciseLauncher.run(sketch, HEADLESS, err);
    return new Run(code, bytes.toString(StandardCharsets.UTF_8).lines().toList());
  }
}
