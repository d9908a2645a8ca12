package sketches;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Space freezes the scene; '.' then moves it on by exactly one frame. */
class PauseAndStepTest {

  static final int WARM_UP = 40;

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void spaceFreezesEveryVehicleAndTheFrame(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, WARM_UP);
    assertEquals(WARM_UP, sketch.steps());

    sketch.pressKey(' ');
    assertTrue(sketch.paused());
    List<PVector> frozen = positions(sketch);
    Offscreen.frames(sketch, 1);
    BufferedImage firstPaused = Offscreen.image(sketch);
    Offscreen.frames(sketch, 10);

    assertEquals(frozen, positions(sketch), kind + " positions while paused");
    assertEquals(WARM_UP, sketch.steps(), kind + " steps while paused");
    assertEquals(0, Pixels.differing(firstPaused, Offscreen.image(sketch)),
        kind + ": the paused frames are all the same");

    sketch.pressKey(' ');
    assertFalse(sketch.paused());
    Offscreen.frames(sketch, 3);
    assertEquals(WARM_UP + 3, sketch.steps(), kind + " steps after resuming");
    assertNotEquals(frozen, positions(sketch), kind + " moves again after resuming");
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void dotWhilePausedAdvancesExactlyOneFrame(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, WARM_UP);
    sketch.pressKey(' ');
    Offscreen.frames(sketch, 5);
    List<PVector> before = positions(sketch);

    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    List<PVector> stepped = positions(sketch);
    Offscreen.frames(sketch, 5);

    assertEquals(WARM_UP + 1, sketch.steps(), kind + " steps after one '.'");
    assertNotEquals(before, stepped, kind + " '.' moved the vehicles");
    assertEquals(stepped, positions(sketch), kind + " and then they stay put");
    assertTrue(sketch.paused(), "still paused");

    // the step is exactly the frame that would have come next without the pause
    SteeringSketch unpaused = kind.startOffscreen();
    Offscreen.frames(unpaused, WARM_UP + 1);
    assertEquals(positions(unpaused), stepped, kind + " the stepped frame");
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void dotWhileRunningAddsNoExtraFrame(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, 5);

    sketch.pressKey('.');
    Offscreen.frames(sketch, 5);

    assertEquals(10, sketch.steps());
    assertFalse(sketch.paused());
  }

  private static List<PVector> positions(SteeringSketch sketch) {
    List<PVector> positions = new ArrayList<>();
    for (Vehicle v : Offscreen.vehicles(sketch)) {
      positions.add(v.position.copy());
    }
    return positions;
  }
}
