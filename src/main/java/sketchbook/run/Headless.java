package sketchbook.run;

import java.lang.reflect.Field;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;

/**
 * Runs a sketch offscreen: its frames are drawn into a {@link PGraphicsJava2D} that is not
 * attached to any window, so no display is needed. Processing's own {@code handleDraw()} runs
 * each frame (setup on the first call, then pre, draw, the overlay and post), exactly as in a
 * window.
 */
public final class Headless {

  private Headless() {
  }

  /** Gives the sketch its size from settings() and an offscreen canvas, ready for frames. */
  public static void attach(PApplet sketch) {
    runSettings(sketch);
    sketch.g = canvas(sketch, sketch.width, sketch.height);
  }

  /** A Java2D canvas of {@code width} × {@code height} for {@code sketch}, in no window. */
  public static PGraphicsJava2D canvas(PApplet sketch, int width, int height) {
    PGraphicsJava2D canvas = new PGraphicsJava2D();
    canvas.setParent(sketch);
    canvas.setPrimary(false);
    canvas.setSize(width, height);
    return canvas;
  }

  /** Draws one frame (the first call runs setup()). */
  public static void frame(PApplet sketch) {
    sketch.handleDraw();
  }

  /**
   * Draws frames until the sketch says it is finished. A crowd too large for Java's memory
   * ends the run with one line saying so, not a stack trace; the canvas, the crowd and its
   * trails are let go first, to make room for saying it.
   */
  public static void run(PApplet sketch, SketchRun run) {
    attach(sketch);
    try {
      frame(sketch);  // setup()
      while (!run.finished()) {
        frame(sketch);
      }
    } catch (OutOfMemoryError | StackOverflowError | RuntimeException e) {
      Throwable thrown = FrameError.unwrap(e);
      if (thrown instanceof OutOfMemoryError) {
        sketch.g = null;  // the canvas made above: no frame will be drawn on it again
        run.outOfMemory();
      } else {
        run.crashed(thrown);   // the sketch's code threw: one line, exit code 1
      }
    }
  }

  /**
   * size() may only be called inside settings(); Processing marks that with a package-private
   * flag that its window start-up sets. Offscreen there is no window start-up, so set it here.
   */
  private static void runSettings(PApplet sketch) {
    try {
      Field insideSettings = PApplet.class.getDeclaredField("insideSettings");
      insideSettings.setAccessible(true);
      insideSettings.setBoolean(sketch, true);
      try {
        sketch.settings();
      } finally {
        insideSettings.setBoolean(sketch, false);
      }
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("this version of Processing cannot run headless", e);
    }
  }
}
