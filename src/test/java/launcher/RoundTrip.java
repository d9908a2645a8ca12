package launcher;

import java.awt.AWTException;
import java.awt.Canvas;
import java.awt.Component;
import java.awt.Container;
import java.awt.EventQueue;
import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import sketchbook.Sketch3D;

/**
 * A user's round trip through the sketchbook, in a real window (run in its own JVM by
 * SketchbookWindowTest): open each sketch by pressing its key, close its window, and see
 * the sketchbook come back and animate again; then close the sketchbook, which must end the
 * program with exit code 0. Closing is the same event the window's close button sends. Every
 * step prints a line; a step that fails prints why and exits with {@link #EXIT_FAILED}.
 */
public final class RoundTrip {

  static final int EXIT_FAILED = 3;
  static final long WAIT_MILLIS = 20_000;
  static final long POLL_MILLIS = 50;
  /** Long enough for a few frames at 60 fps. */
  static final long SETTLE_MILLIS = 250;

  private RoundTrip() {
  }

  public static void main(String[] args) throws Exception {
    Sketchbook.main(new String[0]);
    Frame launcher = awaitShowing("Sketchbook");
    say("sketchbook open");
    List<Catalog.Sketch> sketches = Catalog.sketchbook().sketches();
    for (int i = 0; i < sketches.size(); i++) {
      String name = sketches.get(i).name();
      press(launcher, Grid.key(i));
      if (Sketch3D.class.isAssignableFrom(sketches.get(i).type())) {
        // an OpenGL window is JOGL's, not an AWT frame: its animation shows it is open
        await(RoundTrip::openGlAnimating, name + "'s OpenGL window");
        say(name + " open");
        Thread.sleep(SETTLE_MILLIS);
        escape();
        await(() -> !openGlAnimating(), name + "'s OpenGL window to go away");
      } else {
        Frame sketch = awaitShowing(name);
        say(name + " open");
        Thread.sleep(SETTLE_MILLIS);
        close(sketch);
        await(() -> !sketch.isDisplayable(), name + "'s window to go away");
      }
      check(launcher.isShowing(), "the sketchbook is showing after " + name + " closed");
      awaitAnimating(launcher, "the sketchbook to animate again after " + name + " closed");
      say(name + " closed, back in the sketchbook");
    }
    close(launcher);
    Thread.sleep(WAIT_MILLIS);
    say("FAILED: still running " + WAIT_MILLIS + " ms after the sketchbook was closed");
    System.exit(EXIT_FAILED);
  }

  static void say(String line) {
    System.out.println(line);
    System.out.flush();
  }

  static void check(boolean ok, String what) {
    if (!ok) {
      say("FAILED: " + what);
      System.exit(EXIT_FAILED);
    }
  }

  static void await(java.util.function.BooleanSupplier condition, String what)
      throws InterruptedException {
    long end = System.currentTimeMillis() + WAIT_MILLIS;
    while (!condition.getAsBoolean()) {
      check(System.currentTimeMillis() < end, "waited " + WAIT_MILLIS + " ms for " + what);
      Thread.sleep(POLL_MILLIS);
    }
  }

  static Frame awaitShowing(String title) throws InterruptedException {
    Frame[] found = new Frame[1];
    await(() -> {
      found[0] = Arrays.stream(Frame.getFrames())
          .filter(f -> title.equals(f.getTitle()) && f.isShowing()).findFirst().orElse(null);
      return found[0] != null;
    }, "a window titled " + title);
    return found[0];
  }

  /** A key press and release on the sketch's canvas, as the keyboard would deliver them. */
  static void press(Frame frame, char key) throws Exception {
    Component canvas = canvasOf(frame);
    int code = KeyEvent.getExtendedKeyCodeForChar(key);
    EventQueue.invokeAndWait(() -> {
      long now = System.currentTimeMillis();
      canvas.dispatchEvent(new KeyEvent(canvas, KeyEvent.KEY_PRESSED, now, 0, code, key));
      canvas.dispatchEvent(new KeyEvent(canvas, KeyEvent.KEY_TYPED, now, 0,
          KeyEvent.VK_UNDEFINED, key));
      canvas.dispatchEvent(new KeyEvent(canvas, KeyEvent.KEY_RELEASED, now, 0, code, key));
    });
  }

  /** True while a JOGL animator (a 3D sketch's frame loop) runs. */
  static boolean openGlAnimating() {
    return Thread.getAllStackTraces().keySet().stream()
        .anyMatch(t -> t.isAlive() && t.getName().contains("Animator"));
  }

  /** Esc from the keyboard, to the window that has the focus: a 3D sketch's, just opened. */
  static void escape() throws AWTException {
    Robot robot = new Robot();
    robot.keyPress(KeyEvent.VK_ESCAPE);
    robot.keyRelease(KeyEvent.VK_ESCAPE);
  }

  /** What the window's close button sends. */
  static void close(Frame frame) throws Exception {
    EventQueue.invokeAndWait(() ->
        frame.dispatchEvent(new WindowEvent(frame, WindowEvent.WINDOW_CLOSING)));
  }

  /**
   * Waits until the window animates (on a busy machine the sketchbook may take a while to draw
   * again after a sketch's window closes, and it must, within {@link #WAIT_MILLIS}).
   */
  static void awaitAnimating(Frame frame, String what) throws Exception {
    long end = System.currentTimeMillis() + WAIT_MILLIS;
    while (!animating(frame)) {
      check(System.currentTimeMillis() < end, "waited " + WAIT_MILLIS + " ms for " + what);
    }
  }

  /** Two screen captures of the window a moment apart differ: its thumbnails are moving. */
  static boolean animating(Frame frame) throws AWTException, InterruptedException {
    Robot robot = new Robot();
    Rectangle bounds = canvasOf(frame).getBounds();
    bounds.setLocation(canvasOf(frame).getLocationOnScreen());
    BufferedImage before = robot.createScreenCapture(bounds);
    Thread.sleep(SETTLE_MILLIS);
    BufferedImage after = robot.createScreenCapture(bounds);
    for (int y = 0; y < before.getHeight(); y++) {
      for (int x = 0; x < before.getWidth(); x++) {
        if (before.getRGB(x, y) != after.getRGB(x, y)) {
          return true;
        }
      }
    }
    return false;
  }

  static Component canvasOf(Container container) {
    for (Component c : container.getComponents()) {
      if (c instanceof Canvas) {
        return c;
      }
      if (c instanceof Container inner) {
        Component found = canvasOf(inner);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }
}
