package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import seek.Seek;
import sketchbook.Offscreen;
import sketchbook.SketchRunner;
import sketchbook.controls.KeyTable;
import steering.Vehicle;

/** A sketch of a learner's that binds a shared key: a clear error, or a rebinding on purpose. */
@DisplayName("A key bound twice is one line naming the key; rebind replaces a shared key")
class KeyBoundTwiceTest {

  /** Seek with "flee" on f, which already means the steering force. */
  static class FleeOnF extends Seek {
    @Override
    public void bindSketchKeys(KeyTable table) {
      super.bindSketchKeys(table);
      table.bind('f', "flee from the mouse", () -> { });
    }
  }

  /** The same, rebinding f on purpose: f flees (every vehicle jumps 100 px left). */
  static class FleeRebound extends Seek {
    @Override
    public void bindSketchKeys(KeyTable table) {
      super.bindSketchKeys(table);
      table.rebind('f', "flee from the mouse", () -> {
        for (Vehicle v : vehicles) {
          v.position.sub(new PVector(100, 0));
        }
      });
    }
  }

  @Test
  @DisplayName("binding f twice: exit 3 and one line naming the key and both meanings")
  void boundTwice() {
    RunResult run = RunResult.start(new FleeOnF(), "--headless", "--frames", "1");
    assertEquals(SketchRunner.EXIT_SKETCH_ERROR, run.exitCode(), run.output());
    assertEquals("FleeOnF: key 'f' is bound twice: \"steering force ×200, then tip to tail ×10, "
        + "then off\" and "
        + "\"flee from the mouse\" (to replace a shared key on purpose, use keys.rebind)",
        run.output().strip());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  @DisplayName("rebinding f on purpose: f runs the new action and the help shows it")
  void rebound() {
    FleeRebound sketch = Offscreen.start(new FleeRebound(), "--headless", "--seed", "7");
    float before = Offscreen.vehicles(sketch).get(0).position.x;
    sketch.pressKey('f');
    assertEquals(before - 100, Offscreen.vehicles(sketch).get(0).position.x, 1e-3);
    assertTrue(Offscreen.keys(sketch).helpLines().contains("f      flee from the mouse"),
        String.join("\n", Offscreen.keys(sketch).helpLines()));
  }
}
