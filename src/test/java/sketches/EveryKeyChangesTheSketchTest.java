package sketches;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.run.RunKeys;

/**
 * Every key in every sketch's key table (the sketchbook's and the exercises') does something
 * visible: two identical runs, one with the key pressed, draw different frames. The keys are
 * read from the sketches' own tables, so a key added later is tested too.
 */
class EveryKeyChangesTheSketchTest {

  /** Frames before the key, so the vehicles are moving (the arrow keys need a velocity). */
  static final int WARM_UP = 10;
  /**
   * Frames after the key. A new trail shows only once it reaches past the vehicle's tail
   * (12 px behind it, 3 to 4 px a frame); a screenshot's "saved" message shows the frame after
   * the save.
   */
  static final int AFTER = 10;
  /**
   * Keys pressed before the warm-up in both runs, so that a value starting at its bound can
   * move: Flocking's view angle starts at 360°, its most, where w (wider) has nowhere to go.
   */
  static final Map<String, String> READY_KEYS = Map.of("Flocking", "q");
  /**
   * The crowd sketches start with fewer vehicles here (and in EveryRunReplaysTest): a key's
   * change shows as well among 60 boids or prey as among 300, in a fifth of the time, and the
   * same loop, the book's, steps them.
   */
  static final Map<String, String[]> SMALLER_CROWD = Map.of(
      "Flocking", new String[] {"--vehicles", "60"},
      "PredatorPrey", new String[] {"--vehicles", "60"});

  /** The frames drawn without a key, by sketch: each seeded run draws the same frame. */
  private static final Map<String, BufferedImage> WITHOUT = new ConcurrentHashMap<>();

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT)
  Stream<DynamicContainer> everyBoundKeyChangesTheFrame() {
    return ExerciseSketchKind.everySketch().stream().map(kind -> DynamicContainer.dynamicContainer(
        kind.title(),
        Offscreen.keys(kind.startOffscreen()).bindings().stream().map(binding ->
            DynamicTest.dynamicTest("'" + binding.label() + "' " + binding.description(),
                () -> assertKeyChangesTheFrame(kind, binding)))));
  }

  private static void assertKeyChangesTheFrame(SketchUnderTest kind, KeyTable.Binding binding) {
    // 's' and 'w' write into the project: clean up whatever this test adds
    ProjectFiles screenshots = ProjectFiles.watch("screenshots");
    ProjectFiles paths = ProjectFiles.watch("data/paths");
    try {
      // the run without the key is the same for every key of a sketch that needs no setting
      BufferedImage without = WITHOUT.computeIfAbsent(kind.title() + setting(binding.key()),
          k -> render(kind, binding.key(), false));
      BufferedImage with = render(kind, binding.key(), true);
      int changed = Pixels.differing(without, with);
      assertTrue(changed > 0, kind + ": key '" + binding.label() + "' (" + binding.description()
          + ") changed no pixel");
    } finally {
      screenshots.deleteAdded();
      paths.deleteAdded();
    }
  }

  static final String PAUSED = "paused";
  static final String GHOST = "with a ghost";

  /** What a key needs to do anything: a pause, a ghost, or nothing. */
  private static String setting(char key) {
    return key == RunKeys.STEP || key == RunKeys.STEP_BACK ? PAUSED
        : key == RunKeys.GHOST_SHOWN || key == RunKeys.GHOST_DROPPED ? GHOST : "";
  }

  /** A fresh run: warm up, get ready for the key, maybe press it, draw a few frames. */
  private static BufferedImage render(SketchUnderTest kind, char key, boolean press) {
    SteeringSketch sketch = kind.startOffscreen(
        SMALLER_CROWD.getOrDefault(kind.title(), new String[0]));
    for (char ready : READY_KEYS.getOrDefault(kind.title(), "").toCharArray()) {
      sketch.pressKey(ready);
    }
    String setting = setting(key);
    if (!setting.isEmpty()) {
      sketch.run.keepHistory();   // as in a window: the run keeps its frames and forks ghosts
    }
    if (setting.equals(GHOST)) {
      sketch.pressKey('[');   // a change: the ghost that y hides and z drops
    }
    Offscreen.frames(sketch, WARM_UP);
    if (setting.equals(PAUSED)) {
      sketch.pressKey(' ');  // '.' and ',' step one frame only while paused
    }
    if (press) {
      sketch.pressKey(key);
    }
    Offscreen.frames(sketch, AFTER);
    return Offscreen.image(sketch);
  }
}
