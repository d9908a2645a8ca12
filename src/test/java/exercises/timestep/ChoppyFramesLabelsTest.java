package exercises.timestep;

import exercises.CrowdedLabels;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * ChoppyFrames' labels stay readable when the vehicles crowd together at the target: four
 * vehicles (smooth, choppy, smooth, choppy) gathered within 18 px of each other and of the
 * target, and every label placed clear of the others, the target and the bodies.
 */
class ChoppyFramesLabelsTest {

  static final PVector TARGET = new PVector(400, 300);
  static final int VEHICLES = 4;

  @Test
  void theLabelsOfVehiclesInAKnotAtTheTargetAreApart() {
    ChoppyFrames sketch = Offscreen.start(new ChoppyFrames(), "--headless", "--seed", "1",
        "--target", "400,300", "--vehicles", String.valueOf(VEHICLES));
    CrowdedLabels.gather(sketch, TARGET);   // (400, 300), (406, 304), (412, 308), (418, 312)
    CrowdedLabels.assertReadable(sketch, sketch.labels.placed(), TARGET,
        List.of("every frame", "every 3 frames", "every frame", "every 3 frames"));
  }

  @Test
  void moreVehiclesThanAreLabelledGetNoLabels() {
    ChoppyFrames sketch = Offscreen.start(new ChoppyFrames(), "--headless", "--seed", "1",
        "--vehicles", String.valueOf(ChoppyFrames.MOST_LABELLED + 1));
    Offscreen.frames(sketch, 1);
    assertEquals(List.of(), sketch.labels.placed());
  }
}
