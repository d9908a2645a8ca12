package sketchbook;

import java.awt.Component;
import java.awt.EventQueue;
import java.awt.Point;
import java.awt.Window;
import java.awt.event.ComponentListener;
import java.awt.event.WindowFocusListener;
import java.awt.event.WindowListener;
import java.awt.event.WindowStateListener;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;
import processing.core.PApplet;
import processing.event.KeyEvent;
import sketchbook.panel.SidePanel;
import sketchbook.render.WorldSize;
import sketchbook.run.ProjectFolder;

/**
 * A sketch's window: its world, the {@code size(w, h)} of {@code settings()}, with the side
 * panel ({@link SidePanel}) to the right, {@link #PANEL_WIDTH} wide, so nothing the sketchbook
 * adds (HUD, help, controls, plots, legend) covers the scene.
 *
 * <p>{@code width} and {@code height} are the world's size, as in every Nature of Code sketch:
 * they hide PApplet's fields of the same name, which keep the window's. The world starts at
 * (0, 0), so {@code mouseX} and {@code mouseY} mean the same in both.
 *
 * <p>Also here, the rest of Processing's plumbing a sketch never needs to read: the data folder,
 * keys pressed by a program, and what closing the window does.
 */
public abstract class WorldWindow extends PApplet implements WorldSize {

  /** The side panel's width: the window is this much wider than the world. */
  public static final int PANEL_WIDTH = SidePanel.WIDTH;

  /** The world's width (the window is {@link #PANEL_WIDTH} wider); hides PApplet's width. */
  public int width;
  /** The world's height, the window's too; hides PApplet's height. */
  public int height;

  /** What closing the window does instead of ending the program; null: end it. */
  private Runnable whenClosed;

  /** The renderer --renderer asked for: {@code JAVA2D} or {@code P2D}. */
  abstract String chosenRenderer();

  /** The exit code of the run so far: what the program ends with when its window closes. */
  public abstract int exitCode();

  /**
   * Every sketch calls size(w, h) in settings(): the world is w × h, the window
   * {@link #PANEL_WIDTH} wider for the side panel, in the renderer --renderer picked.
   */
  @Override
  public void size(int width, int height) {
    this.width = width;
    this.height = height;
    super.size(width + PANEL_WIDTH, height, chosenRenderer());
  }

  @Override
  public int worldWidth() {
    return width;
  }

  @Override
  public int worldHeight() {
    return height;
  }

  /** Processing's sketch path is the project root, so data/ resolves however we started. */
  @Override
  public String sketchPath() {
    return ProjectFolder.root().getPath();
  }

  /** Presses a key through Processing's own event handling, as a keyboard would. */
  public void pressKey(char k) {
    handleKeyEvent(new KeyEvent(null, System.currentTimeMillis(), KeyEvent.PRESS, 0, k,
        Character.toUpperCase(k), false));
    handleKeyEvent(new KeyEvent(null, System.currentTimeMillis(), KeyEvent.RELEASE, 0, k,
        Character.toUpperCase(k), false));
  }

  @Override
  public void exitActual() {
    if (whenClosed != null) {
      whenClosed.run();
      return;
    }
    System.exit(exitCode());
  }

  /** Closing this sketch's window runs {@code action} (the launcher takes over) and no exit. */
  public void whenClosed(Runnable action) {
    whenClosed = action;
  }

  /**
   * Once the window is open: an OpenGL window's (P3D's, P2D's) animation is its own, so the
   * window of another sketch, or of a build before this one, does not stop it as it closes.
   */
  void ownAnimation() {
    Object window = OpenGlWindow.of(getSurface());
    if (window != null) {
      OpenGlWindow.ownAnimation(window);
    }
  }

  /**
   * Processing only hides the window on close; dispose it so nothing of it stays behind. An
   * OpenGL window is JOGL's own, not AWT's: its animation stops and the window closes, from a
   * thread of their own (JOGL's animation cannot stop itself from its own thread).
   */
  public void disposeWindow() {
    if (getSurface() == null) {
      return;
    }
    Object nativeWindow = getSurface().getNative();
    if (nativeWindow instanceof Component canvas) {
      Window window = SwingUtilities.getWindowAncestor(canvas);
      if (window != null) {
        EventQueue.invokeLater(() -> forget(window));
      }
    } else if (OpenGlWindow.of(getSurface()) != null) {
      new Thread(() -> {
        getSurface().stopThread();
        OpenGlWindow.close(nativeWindow);
      }, "close " + getClass().getSimpleName()).start();
    }
  }

  /**
   * Disposes {@code window} and lets go of what it held: Java's windowing keeps a disposed
   * window reachable for the rest of the program, and through Processing's listeners on it and
   * the canvas in it, the whole sketch (a build of it, after each save, with save and see).
   */
  private static void forget(Window window) {
    window.dispose();
    for (ComponentListener listener : window.getComponentListeners()) {
      window.removeComponentListener(listener);
    }
    for (WindowListener listener : window.getWindowListeners()) {
      window.removeWindowListener(listener);
    }
    for (WindowStateListener listener : window.getWindowStateListeners()) {
      window.removeWindowStateListener(listener);
    }
    for (WindowFocusListener listener : window.getWindowFocusListeners()) {
      window.removeWindowFocusListener(listener);
    }
    if (window instanceof RootPaneContainer swing) {
      swing.getContentPane().removeAll();   // Processing's canvas, and through it the sketch
    }
    window.removeAll();
  }

  /** Where the window is on the screen, its top left corner; null without one (offscreen). */
  public Point windowOnScreen() {
    Object nativeWindow = getSurface() == null ? null : getSurface().getNative();
    if (nativeWindow instanceof Component canvas) {
      Window window = SwingUtilities.getWindowAncestor(canvas);
      if (window != null && window.isShowing()) {
        return window.getLocationOnScreen();
      }
    } else if (OpenGlWindow.of(getSurface()) != null) {
      return OpenGlWindow.location(nativeWindow);
    }
    return null;
  }
}
