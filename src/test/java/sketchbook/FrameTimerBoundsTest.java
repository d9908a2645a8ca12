package sketchbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import sketchbook.controls.SketchOptions;
import sketchbook.run.FrameTimer;

/** The timer keeps every timed frame, so it refuses more than --benchmark may ask for. */
class FrameTimerBoundsTest {

  @Test
  void moreFramesThanTheBenchmarkAllowsAreRefusedBeforeAnyMemoryIsTaken() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new FrameTimer(SketchOptions.BENCHMARK_WARMUP_FRAMES, Integer.MAX_VALUE));
    assertEquals("timedFrames must be from 0 to 100000, was 2147483647", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> new FrameTimer(0, -1));
  }

  @Test
  void theLargestAllowedIsAccepted() {
    FrameTimer timer = new FrameTimer(0, SketchOptions.MAX_BENCHMARK_FRAMES);
    assertEquals(0, timer.timedFrames());
  }
}
