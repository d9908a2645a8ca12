package sketchbook;

import com.jogamp.newt.event.WindowListener;
import com.jogamp.newt.opengl.GLWindow;
import java.awt.Point;
import processing.opengl.PSurfaceJOGL;

/**
 * A sketch's window when it draws with OpenGL (P3D, P2D): JOGL's own window, not AWT's, drawn
 * by an animator of its own. Processing keeps every OpenGL window's animator in one list and,
 * when any of them closes, stops them all ({@code PSurfaceJOGL.stopThread()}: the windows of
 * one sketch end together). Here each window is a sketch of its own, and save and see opens a
 * new build's window before it closes the old one: so each animator leaves that list as its
 * window opens, and closing a window stops its own animation only.
 *
 * <p>It extends Processing's OpenGL surface only to reach that list, and is never made.
 */
final class OpenGlWindow extends PSurfaceJOGL {

  private OpenGlWindow() {
    super(null);
  }

  /** Once {@code window} is open: no other window's closing stops its animation. */
  static void ownAnimation(GLWindow window) {
    animators.remove(window.getAnimator());
  }

  /** Where {@code window}'s top left corner is on the screen, its frame included. */
  static Point location(GLWindow window) {
    return new Point(window.getX() - window.getInsets().getLeftWidth(),
        window.getY() - window.getInsets().getTopHeight());
  }

  /**
   * Closes {@code window}, whose animation has stopped: first its listeners go (Processing's
   * would tell the sketch to exit once more as the window goes), then the window itself. Not
   * from the window's own animation thread.
   */
  static void close(GLWindow window) {
    for (WindowListener listener : window.getWindowListeners()) {
      window.removeWindowListener(listener);
    }
    window.destroy();
  }
}
