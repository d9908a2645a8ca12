package sketches;

import sketchbook.SteeringSketch;

/** A sketch a parameterized test starts offscreen: one of the sketchbook's or an exercise's. */
interface SketchUnderTest {

  /** The sketch's name, for the test's report. */
  String title();

  /** A new sketch started offscreen (setup has run) with --headless, a seed and {@code extra}. */
  SteeringSketch startOffscreen(String... extra);
}
