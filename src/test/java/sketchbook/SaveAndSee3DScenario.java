package sketchbook;

import com.jogamp.newt.opengl.GLWindow;
import java.awt.AWTException;
import java.awt.Color;
import java.awt.Robot;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import processing.core.PApplet;
import processing.core.PVector;
import sketchbook.reload.Reloader;
import sketchbook.render.Palette;
import sketchbook.run.ProjectFolder;
import wander3d.Wander3D;

/**
 * Save and see for a 3D sketch, in real OpenGL windows (run in its own JVM by
 * {@link SaveAndSeeTest}): Wander3D runs from a copy of the project's sources, and each save of
 * that copy's {@code Wander3D.java} opens the new build in an OpenGL window of its own where
 * the old one was, which closes (and a compile error shows in the window, over the scene); the new window goes on drawing after it (Processing stops
 * every OpenGL window's animation when one closes: {@link OpenGlWindow}), and the old build
 * steps on out of sight as its ghost. Each build's sketch is read as Processing's
 * {@code PApplet} (Processing and JOGL are loaded once, by the program's class loader) and its
 * vehicles by their field names. Every step prints a line; a step that fails prints why and
 * exits with {@link SaveAndSeeScenario#EXIT_FAILED}.
 */
public final class SaveAndSee3DScenario {

  private static final long WAIT_MILLIS = 60_000;
  private static final long POLL_MILLIS = 50;
  /** Frames enough to see a window go on drawing. */
  private static final int FRAMES = 30;
  private static final String BOOK_LINE = "v.maxspeed = MAXSPEED;";
  private static final String FASTER_LINE = "v.maxspeed = 2 * MAXSPEED;";
  /** The line without its semicolon: a compile error. */
  private static final String BROKEN_LINE = "v.maxspeed = MAXSPEED";
  /** A point inside the problem box, this far in from the world's top right corner (no text). */
  private static final int BOX_INSET = 20;
  /** A screen pixel within this much of the box's colour, each channel, is the box. */
  private static final int BOX_TOLERANCE = 24;
  /** Wander3D's top speed, and the edit's. */
  private static final float MAXSPEED = 3;
  private static final float FASTER = 2 * MAXSPEED;

  private final ByteArrayOutputStream said = new ByteArrayOutputStream();
  private final Path sketchJava;
  private final String book;
  private Reloader reloader;

  private SaveAndSee3DScenario(Path project) throws IOException {
    Path root = ProjectFolder.root().toPath();
    for (String folder : SaveAndSee.SOURCE_FOLDERS) {
      FolderCopy.copy(root.resolve(folder), project.resolve(folder));
    }
    sketchJava = project.resolve("sketches/wander3d/Wander3D.java");
    book = Files.readString(sketchJava);
    check(book.contains(BOOK_LINE), "Wander3D's setup line is as the scenario expects");
  }

  /** Runs the scenario in a copy of the sources under the folder {@code args[0]}. */
  public static void main(String[] args) throws Exception {
    try {
      new SaveAndSee3DScenario(Path.of(args[0])).run(Path.of(args[0]));
      Thread.sleep(WAIT_MILLIS);
      check(false, "the program is still running " + WAIT_MILLIS / 1000 + " s after Esc");
    } catch (Exception | Error e) {
      e.printStackTrace(System.out);
      check(false, "the scenario threw " + e);
    }
  }

  private void run(Path project) throws Exception {
    Wander3D wander = new Wander3D();
    PrintStream err = new PrintStream(said, true, StandardCharsets.UTF_8);
    check(SketchRunner.start(wander, new String[] {"--seed", "7"}, err) == SketchRunner.EXIT_OK,
        "Wander3D opens");
    Path classes = Path.of(Wander3D.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
    reloader = SaveAndSee.watch(wander, project, classes, List.of(project.resolve("sketches"),
        project.resolve("src/main/java")), err, null);
    waitFor("Wander3D's first frames", () -> wander.frameCount > FRAMES);
    check(topSpeed(wander) == MAXSPEED, "the book's top speed, was " + topSpeed(wander));
    say("Wander3D runs in an OpenGL window, top speed " + topSpeed(wander));

    save(book.replace(BOOK_LINE, FASTER_LINE));
    PApplet faster = replacing(wander, 1);
    check(faster.getClass() != Wander3D.class, "a new build's sketch");
    check(topSpeed(faster) == FASTER, "after the edit the top speed is " + FASTER + ": "
        + topSpeed(faster));
    say("after the edit, top speed " + topSpeed(faster));
    PVector ghost = firstPosition(wander);
    waitFor("the build before to step on as the ghost",
        () -> !firstPosition(wander).equals(ghost));
    say("the build before steps on out of sight");

    save(book);
    PApplet back = replacing(faster, 2);
    check(topSpeed(back) == MAXSPEED, "the book's line again: " + topSpeed(back));
    say("the book's line again, top speed " + topSpeed(back));

    save(book.replace(BOOK_LINE, BROKEN_LINE));
    waitFor("the compile error over the scene", () -> problemShown(back));
    say("a compile error, in the OpenGL window over its last good frame");
    save(book);
    PApplet fixed = replacing(back, 3);
    check(!problemShown(fixed), "the fix runs without the box");
    say("the fix runs");

    say("Esc");
    fixed.exit();   // what Esc does: the program ends, with the run's exit code
  }

  /**
   * True when the box that tells a problem covers the world's top right, as the screen shows
   * it (an OpenGL canvas is read on its own thread only, so the screen is read instead).
   */
  private static boolean problemShown(PApplet sketch) {
    try {
      GLWindow window = window(sketch);
      int worldWidth = (Integer) sketch.getClass().getMethod("worldWidth").invoke(sketch);
      Color pixel = new Robot().getPixelColor(window.getX() + worldWidth - BOX_INSET,
          window.getY() + BOX_INSET);
      Color box = new Color(Palette.PROBLEM_BACK);
      return Math.abs(pixel.getRed() - box.getRed()) < BOX_TOLERANCE
          && Math.abs(pixel.getGreen() - box.getGreen()) < BOX_TOLERANCE
          && Math.abs(pixel.getBlue() - box.getBlue()) < BOX_TOLERANCE;
    } catch (ReflectiveOperationException | AWTException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The sketch of build {@code number}, once it has replaced {@code before}: in an OpenGL
   * window where the old one was, which is closed, and drawing on after that.
   */
  private PApplet replacing(PApplet before, int number) throws InterruptedException {
    GLWindow old = window(before);
    int x = old.getX();
    int y = old.getY();
    waitFor("build " + number, () -> reloader.reloads() >= number);
    PApplet sketch = (PApplet) reloader.current().sketch();
    waitFor("the old window to close", () -> !old.isNativeValid());
    int closedAt = sketch.frameCount;
    waitFor("build " + number + "'s window to draw on after the old one closed",
        () -> sketch.frameCount > closedAt + FRAMES);
    GLWindow window = window(sketch);
    check(window != old && window.getX() == x && window.getY() == y, "the new window is where"
        + " the old one was, (" + x + ", " + y + "): (" + window.getX() + ", " + window.getY()
        + ")");
    say("build " + number + " draws in a window of its own where the old one was");
    return sketch;
  }

  private static GLWindow window(PApplet sketch) {
    return (GLWindow) sketch.getSurface().getNative();
  }

  private static void say(String line) {
    System.out.println(line);
  }

  private static void check(boolean ok, String what) {
    if (!ok) {
      System.out.println("FAILED: " + what);
      System.exit(SaveAndSeeScenario.EXIT_FAILED);
    }
  }

  /** Saves the copy of Wander3D.java, as an editor does: its new text all at once. */
  private void save(String text) throws IOException {
    Files.writeString(sketchJava, text);
  }

  /** The top speed of {@code sketch}'s first vehicle, read from its field as it is named. */
  private static float topSpeed(PApplet sketch) throws ReflectiveOperationException {
    return (Float) SaveAndSeeScenario.field(firstVehicle(sketch), "maxspeed");
  }

  private static PVector firstPosition(PApplet sketch) {
    try {
      return ((PVector) SaveAndSeeScenario.field(firstVehicle(sketch), "position")).copy();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Object firstVehicle(PApplet sketch) throws ReflectiveOperationException {
    return ((List<?>) SaveAndSeeScenario.field(sketch, "vehicles")).get(0);
  }

  private void waitFor(String what, BooleanSupplier done) throws InterruptedException {
    long until = System.currentTimeMillis() + WAIT_MILLIS;
    while (!done.getAsBoolean()) {
      if (System.currentTimeMillis() > until) {
        check(false, "waited " + WAIT_MILLIS / 1000 + " s for " + what
            + "; the watcher said:\n" + said.toString(StandardCharsets.UTF_8));
      }
      Thread.sleep(POLL_MILLIS);
    }
  }
}
