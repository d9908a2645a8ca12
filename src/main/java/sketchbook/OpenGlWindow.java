package sketchbook;

import java.awt.Point;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import processing.core.PSurface;
import processing.opengl.PSurfaceJOGL;

/**
 * A sketch's window when it draws with OpenGL (P3D, P2D): JOGL's own window, not AWT's, drawn
 * by an animator of its own. Processing keeps every OpenGL window's animator in one list and,
 * when any of them closes, stops them all ({@code PSurfaceJOGL.stopThread()}: the windows of
 * one sketch end together). Here each window is a sketch of its own, and save and see opens a
 * new build's window before it closes the old one: so each animator leaves that list as its
 * window opens, and closing a window stops its own animation only.
 *
 * <p>It extends Processing's OpenGL surface only to reach that list, and is never made. JOGL
 * is what Processing's core runs with, not a library the sketchbook is built against: its
 * window ({@code com.jogamp.newt.opengl.GLWindow}) is reached through the few public methods
 * used here, by name.
 */
final class OpenGlWindow extends PSurfaceJOGL {

  private OpenGlWindow() {
    super(null);
  }

  /** The JOGL window of {@code surface}, or null when it draws with AWT (JAVA2D) or has none. */
  static Object of(PSurface surface) {
    return surface instanceof PSurfaceJOGL ? surface.getNative() : null;
  }

  /** Once {@code window} is open: no other window's closing stops its animation. */
  static void ownAnimation(Object window) {
    animators.remove(call(window, "getAnimator"));
  }

  /** Where {@code window}'s top left corner is on the screen, its frame included; or null. */
  static Point location(Object window) {
    if (!(Boolean) call(window, "isVisible")) {
      return null;
    }
    Object insets = call(window, "getInsets");
    return new Point((Integer) call(window, "getX") - (Integer) call(insets, "getLeftWidth"),
        (Integer) call(window, "getY") - (Integer) call(insets, "getTopHeight"));
  }

  /**
   * Closes {@code window}, whose animation has stopped: first its listeners go (Processing's
   * would tell the sketch to exit once more as the window goes), then the window itself. Not
   * from the window's own animation thread.
   */
  static void close(Object window) {
    Object listeners = call(window, "getWindowListeners");
    Class<?> listenerType = listeners.getClass().getComponentType();
    for (int i = 0; i < Array.getLength(listeners); i++) {
      call(window, "removeWindowListener", listenerType, Array.get(listeners, i));
    }
    call(window, "destroy");
  }

  private static Object call(Object target, String method) {
    return call(target, method, null, null);
  }

  /** {@code target.method()}, or {@code target.method(argument)} as a {@code parameter}. */
  private static Object call(Object target, String method, Class<?> parameter, Object argument) {
    try {
      return parameter == null ? target.getClass().getMethod(method).invoke(target)
          : target.getClass().getMethod(method, parameter).invoke(target, argument);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("JOGL's window has no " + method + "(): " + e, e);
    }
  }
}
