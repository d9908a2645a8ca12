package launcher;

import java.awt.Component;
import java.awt.EventQueue;
import java.awt.Window;
import javax.swing.SwingUtilities;
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
      disposeWindowOf(sketch);
      whenClosed.run();
    });
    return SketchRunner.start(sketch, new String[0], System.err) == SketchRunner.EXIT_OK;
  }

  /**
   * Processing only hides the window on close; dispose it so nothing of it stays behind. A 3D
   * sketch's window is OpenGL's own (JOGL's), not AWT's: stop its animation and hide it, from
   * a thread of its own (JOGL's animation cannot stop itself from its own thread).
   */
  private static void disposeWindowOf(SteeringSketch sketch) {
    if (sketch.getSurface() == null) {
      return;
    }
    Object nativeWindow = sketch.getSurface().getNative();
    if (nativeWindow instanceof Component canvas) {
      Window window = SwingUtilities.getWindowAncestor(canvas);
      if (window != null) {
        EventQueue.invokeLater(window::dispose);
      }
    } else {
      new Thread(() -> {
        sketch.getSurface().stopThread();
        sketch.getSurface().setVisible(false);
      }, "close " + sketch.getClass().getSimpleName()).start();
    }
  }
}
