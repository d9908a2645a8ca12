package sketchbook;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import processing.core.PApplet;
import processing.core.PVector;
import seek.Seek;
import sketchbook.reload.Reloader;
import sketchbook.render.Palette;
import sketchbook.run.ProjectFolder;

/**
 * Save and see in a real window, as a learner lives it (run in its own JVM by
 * {@link SaveAndSeeTest}): Seek runs from a copy of the project's sources, and each save of
 * that copy's {@code Vehicle.java} reaches the window through the watcher, the JDK's compiler
 * and a fresh class loader: an edit of seek's formula changes how the vehicle moves, a missing
 * semicolon and a division by zero each put their message in the window's pixels, and a fix
 * goes on. Each build's sketch is a class of its own loader, so it is read as Processing's
 * {@code PApplet} and its vehicles by their field names. Every step prints a line; a step that
 * fails prints why and exits with {@link #EXIT_FAILED}.
 */
public final class SaveAndSeeScenario {

  static final int EXIT_FAILED = 3;

  private static final long WAIT_MILLIS = 30_000;
  private static final long POLL_MILLIS = 50;
  private static final String BOOK_LINE = "desired.setMag(maxspeed);";
  /** Seek's vehicle and its edit: desired at a quarter of maxspeed, so never faster than that. */
  private static final float MAXSPEED = 4;
  private static final String SLOWER_LINE = "desired.setMag(maxspeed * 0.25f);";
  private static final float SLOWER_TOP_SPEED = MAXSPEED * 0.25f;
  private static final String BROKEN_LINE = "desired.setMag(maxspeed)";
  private static final String NAN_LINE = "desired.setMag(maxspeed / 0);";
  /** Inside the world, where the problem box is drawn (its top left). */
  private static final int BOX_X = 40;
  private static final int BOX_Y = 30;

  private final ByteArrayOutputStream said = new ByteArrayOutputStream();
  private final Path project;
  private final Path vehicleJava;
  private final String book;
  private Reloader reloader;

  private SaveAndSeeScenario(Path project) throws IOException {
    this.project = project;
    Path root = ProjectFolder.root().toPath();
    for (String folder : SaveAndSee.SOURCE_FOLDERS) {
      FolderCopy.copy(root.resolve(folder), project.resolve(folder));
    }
    vehicleJava = project.resolve("src/main/java/steering/Vehicle.java");
    book = Files.readString(vehicleJava);
    check(book.contains(BOOK_LINE), "Vehicle.seek's line is as the scenario expects");
  }

  /** Runs the scenario in a copy of the sources under the folder {@code args[0]}. */
  public static void main(String[] args) throws Exception {
    try {
      new SaveAndSeeScenario(Path.of(args[0])).run();
      Thread.sleep(WAIT_MILLIS);
      check(false, "the program is still running " + WAIT_MILLIS / 1000 + " s after Esc");
    } catch (Exception | Error e) {
      e.printStackTrace(System.out);
      check(false, "the scenario threw " + e);
    }
  }

  private void run() throws Exception {
    Seek seek = new Seek();
    PrintStream err = new PrintStream(said, true, StandardCharsets.UTF_8);
    check(SketchRunner.start(seek, new String[] {"--seed", "7", "--target", "700,500"}, err)
        == SketchRunner.EXIT_OK, "Seek opens");
    Path classes = Path.of(Seek.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
    reloader = SaveAndSee.watch(seek, project, classes, List.of(project.resolve("sketches"),
        project.resolve("src/main/java")), err, null);
    waitFor("Seek's first frames", () -> seek.frameCount > 60);
    check(topSpeed(seek) > SLOWER_TOP_SPEED + 1, "the book's vehicle speeds up to "
        + MAXSPEED + ", was " + topSpeed(seek));
    say("Seek runs, at " + topSpeed(seek));

    save(book.replace(BOOK_LINE, SLOWER_LINE));
    PApplet slower = nextBuild(1);
    waitFor("the new build's frames", () -> slower.frameCount > 60);
    check(slower != seek && slower.getClass() != Seek.class, "a new build's sketch");
    check(topSpeed(slower) <= SLOWER_TOP_SPEED + 1e-4, "after the edit the vehicle"
        + " goes no faster than maxspeed / 4: " + topSpeed(slower));
    say("after the edit, at " + topSpeed(slower));

    save(book.replace(BOOK_LINE, BROKEN_LINE));
    waitFor("the compile error over the scene", () -> problemShown(slower));
    check(said.toString(StandardCharsets.UTF_8).contains("Vehicle.java:"), said.toString());
    check(reloader.reloads() == 1, "a build with errors replaces nothing");
    say("a compile error, in the window");

    save(book.replace(BOOK_LINE, NAN_LINE));
    PApplet failing = nextBuild(2);
    waitFor("the failure over the scene", () -> problemShown(failing));
    say("a failure, in the window");   // and its line on the terminal: the test reads it

    save(book);
    PApplet fixed = nextBuild(3);
    waitFor("the fixed build's frames", () -> fixed.frameCount > 60);
    check(!problemShown(fixed), "the fix runs");
    say("the fix runs");

    save(book.replace(BOOK_LINE, NAN_LINE));
    PApplet failingAgain = nextBuild(4);
    waitFor("the failure over the scene again", () -> problemShown(failingAgain));
    say("Esc in the stopped window");
    failingAgain.exit();   // what Esc does: the program ends, with the failure's exit code
  }

  private static void say(String line) {
    System.out.println(line);
  }

  private static void check(boolean ok, String what) {
    if (!ok) {
      System.out.println("FAILED: " + what);
      System.exit(EXIT_FAILED);
    }
  }

  /** Saves the copy of Vehicle.java, as an editor does: its new text all at once. */
  private void save(String text) throws IOException {
    Files.writeString(vehicleJava, text);
  }

  /** The sketch of build {@code number}, once it is the one running. */
  private PApplet nextBuild(int number) throws InterruptedException {
    waitFor("build " + number, () -> reloader.reloads() >= number);
    return (PApplet) reloader.current().sketch();
  }

  /** True when the box that tells a problem covers the world's top left. */
  private static boolean problemShown(PApplet sketch) {
    if (sketch.frameCount < 1) {
      return false;   // its window is not drawn yet
    }
    int pixel = sketch.g.get(BOX_X, BOX_Y);
    return sketch.g.brightness(pixel) < sketch.g.brightness(Palette.PAPER) / 2
        && Math.abs(sketch.g.brightness(pixel) - sketch.g.brightness(Palette.PROBLEM_BACK)) < 20;
  }

  /** The fastest any vehicle of {@code sketch} goes now, read from its field as it is named. */
  private static float topSpeed(PApplet sketch) throws ReflectiveOperationException {
    float top = 0;
    for (Object vehicle : (List<?>) field(sketch, "vehicles")) {
      top = Math.max(top, ((PVector) field(vehicle, "velocity")).mag());
    }
    return top;
  }

  /** Field {@code name} of {@code owner}, of its class or a superclass, whatever its loader. */
  static Object field(Object owner, String name) throws ReflectiveOperationException {
    for (Class<?> c = owner.getClass(); c != null; c = c.getSuperclass()) {
      try {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(owner);
      } catch (NoSuchFieldException e) {
        // a superclass has it
      }
    }
    throw new NoSuchFieldException(name);
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
