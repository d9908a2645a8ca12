package launcher;

import sketchbook.SaveAndSee;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;

/**
 * A sketch the launcher opened in its own window. Closing that window (its close button, Esc)
 * makes Processing call the sketch's exit(); here that disposes the window and hands control
 * back to the launcher instead of ending the program.
 */
final class SketchWindow {

  private SketchWindow() {
  }

  /**
   * Opens {@code sketch} in a window; {@code whenClosed} runs, on the sketch's own thread, once
   * its window is gone. Returns false (and never calls {@code whenClosed}) if it did not open.
   */
  static boolean open(SteeringSketch sketch, Runnable whenClosed) {
    sketch.whenClosed(() -> {
      sketch.disposeWindow();
      whenClosed.run();
    });
    if (SketchRunner.start(sketch, new String[0], System.err) != SketchRunner.EXIT_OK) {
      return false;
    }
    SaveAndSee.watchIfFromSources(sketch, System.err, whenClosed);
    return true;
  }
}
