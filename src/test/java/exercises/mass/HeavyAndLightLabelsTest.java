package exercises.mass;

import exercises.CrowdedLabels;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * HeavyAndLight's mass labels stay readable when the vehicles crowd together at the target: the
 * three vehicles (r 6, 8 and 12: 4 + 2 × mass) gathered within 12 px of each other and of the
 * target, and every label placed clear of the others, the target and the bodies.
 */
class HeavyAndLightLabelsTest {

  static final PVector TARGET = new PVector(400, 300);

  @Test
  void theMassLabelsOfVehiclesInAKnotAtTheTargetAreApart() {
    HeavyAndLight sketch = Offscreen.start(new HeavyAndLight(), "--headless", "--seed", "1",
        "--target", "400,300");
    CrowdedLabels.gather(sketch, TARGET);   // (400, 300), (406, 304), (412, 308)
    CrowdedLabels.assertReadable(sketch, sketch.labels.placed(), TARGET,
        List.of("mass 1", "mass 2", "mass 4"));
  }

  @Test
  void moreVehiclesThanAreLabelledGetNoLabels() {
    HeavyAndLight sketch = Offscreen.start(new HeavyAndLight(), "--headless", "--seed", "1",
        "--vehicles", String.valueOf(HeavyAndLight.MOST_LABELLED + 1));
    Offscreen.frames(sketch, 1);
    assertEquals(List.of(), sketch.labels.placed());
  }
}
