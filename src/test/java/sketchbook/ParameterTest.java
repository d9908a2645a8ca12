package sketchbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import sketchbook.controls.Parameter;

/** A parameter's steps, bounds, slider scale, reset, HUD text and help rows. */
class ParameterTest {

  @Test
  void aPressMultipliesOrDividesByTheStepWithinTheBounds() {
    Parameter p = new Parameter("slowing radius", 100, 10, 400, '-', '=');
    p.raise();
    assertEquals(125, p.value(), 1e-4f);   // 100 × 1.25
    p.lower();
    p.lower();
    assertEquals(80, p.value(), 1e-4f);    // 125 / 1.25 / 1.25 = 80
    for (int i = 0; i < 50; i++) {
      p.raise();
    }
    assertEquals(400, p.value());
    assertEquals("slowing radius 400 (max)", p.shown());
    p.reset();
    assertEquals(100, p.value());
  }

  @Test
  void theHudTextFollowsEveryChangeThoughItIsKept() {
    Parameter p = new Parameter("radius", 20, 4, 100, '-', '=');
    String first = p.shown();
    assertEquals("radius 20", first);
    assertSame(first, p.shown(), "unchanged: the same text, not formatted again");
    p.raise();
    assertEquals("radius 25", p.shown());
    p.format("%.1f");
    assertEquals("radius 25.0", p.shown());
    p.set(100);
    assertEquals("radius 100.0 (max)", p.shown());
    p.reset();
    assertEquals("radius 20.0", p.shown());
  }

  @Test
  void anAddingStepAddsAndTheSliderIsLinear() {
    Parameter p = new Parameter("weight", 1, 0, 3, 'k', 'l').adding(0.5f).format("%.1f");
    p.raise();
    assertEquals(1.5f, p.value());
    assertEquals(0.5f, p.fraction(), 1e-6f);   // (1.5 − 0) / (3 − 0)
    p.setFraction(0.25f);
    assertEquals(0.75f, p.value(), 1e-6f);     // 0 + 0.25 · 3
    assertEquals("weight 0.8", p.shown());
    assertEquals("raise weight (+0.5, up to 3.0)", p.raiseHelp());
    assertEquals("lower weight (−0.5, down to 0.0)", p.lowerHelp());
  }

  @Test
  void aMultiplyingSliderIsLogarithmic() {
    Parameter p = new Parameter("radius", 20, 4, 100, '-', '=');
    p.setFraction(0.5f);
    assertEquals(20, p.value(), 1e-4f);   // 4 · (100 / 4)^0.5 = 4 · 5 = 20
    p.setFraction(2);
    assertEquals(100, p.value(), 1e-4f);  // past the end: the end
    assertEquals("raise radius (×1.25, up to 100)", p.raiseHelp());
  }

  @Test
  void restartMakesANewInitialValue() {
    Parameter p = new Parameter("path radius", 4, 4, 120, '-', '=');
    float[] seen = new float[1];
    p.whenChanged(v -> seen[0] = v);
    p.restart(35);
    assertEquals(35, seen[0]);
    p.raise();
    p.reset();
    assertEquals(35, p.value());
  }

  @Test
  void badNumbersAreRefusedNamingTheParameter() {
    Parameter p = new Parameter("slowing radius", 100, 10, 400, '-', '=');
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> p.set(Float.NaN));
    assertTrue(e.getMessage().contains("slowing radius"), e.getMessage());
    assertEquals(100, p.value(), "unchanged");
    assertThrows(IllegalArgumentException.class,
        () -> new Parameter("r", 1, 5, 5, '-', '='));
    assertThrows(IllegalArgumentException.class, () -> p.times(1));
    assertThrows(IllegalArgumentException.class, () -> p.adding(-1));
  }
}
