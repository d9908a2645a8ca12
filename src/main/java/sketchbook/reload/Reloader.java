package sketchbook.reload;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Save and see: watches the sources of a sketch running in a window and, at each save, builds
 * the program again ({@link Builds}) and starts the sketch of the new build where the old one
 * was ({@link SketchStarter}); the old one becomes the new one's ghost. A build with errors is
 * shown in the window, which stays on its last good frame. The terminal gets one line a build.
 */
public final class Reloader {

  private static final String INPUT_LOG = "input.log";
  /**
   * The compiler is warmed up this long after the window opens: not while the sketch starts,
   * and not at all for a window closed again at once.
   */
  private static final long WARM_UP_AFTER_MILLIS = 2000;
  /** How long the terminal's line on a build waits for the new build's first frame. */
  private static final long FIRST_FRAME_WAIT_MILLIS = 30_000;

  private final Builds builds;
  private final List<Path> sourceRoots;
  private final String starterClass;
  private final Path work;
  private final PrintStream err;
  private volatile LiveSketch current;
  private SourceWatcher watcher;
  private Thread thread;
  private volatile int reloads;

  /**
   * @param builds the program's builds
   * @param sourceRoots the folders to watch
   * @param starterClass the class (in every build) that starts a sketch: a {@link SketchStarter}
   * @param work a folder of this program's own, for the input handed over
   * @param err where the one line a build goes
   */
  public Reloader(Builds builds, List<Path> sourceRoots, String starterClass, Path work,
      PrintStream err) {
    this.builds = builds;
    this.sourceRoots = List.copyOf(sourceRoots);
    this.starterClass = starterClass;
    this.work = work;
    this.err = err;
  }

  /** Starts watching, for {@code sketch}, on a thread of its own that does not keep Java running. */
  public void watch(LiveSketch sketch) throws IOException {
    current = sketch;
    watcher = new SourceWatcher(sourceRoots);
    thread = new Thread(this::watchLoop, "save and see");
    thread.setDaemon(true);
    thread.start();
  }

  /** The sketch now running (a new build's, after a save). */
  public LiveSketch current() {
    return current;
  }

  /** How many builds have replaced the sketch so far. */
  public int reloads() {
    return reloads;
  }

  /** Stops watching. */
  public void stop() {
    try {
      if (watcher != null) {
        watcher.close();
      }
    } catch (IOException e) {
      // the watcher's own resources: nothing left to do with them
    }
    if (thread != null) {
      thread.interrupt();
    }
  }

  private void watchLoop() {
    try {
      Thread.sleep(WARM_UP_AFTER_MILLIS);
      builds.warmUp();
      current.check(builds);   // an exercise's verdict on the code as it was started
    } catch (IOException e) {
      // the first save compiles more slowly, that is all
    } catch (InterruptedException e) {
      return;   // stopped before the warm-up
    }
    try {
      while (!Thread.currentThread().isInterrupted()) {
        Set<Path> changed = watcher.nextChanges();
        reload(changed, watcher.savedAt());
      }
    } catch (InterruptedException | ClosedWatchServiceException e) {
      // stopped
    }
  }

  /**
   * Builds {@code changed}, saved at {@code savedAt} (System.nanoTime), and, if it compiles,
   * starts the new build's sketch in place of the current one; else shows the errors in its
   * window.
   */
  private void reload(Collection<Path> changed, long savedAt) {
    current.building("compiling " + names(changed) + "…");
    Builds.Result result;
    try {
      result = builds.build(changed);
    } catch (IOException e) {
      err.println("save and see: cannot build: " + e.getMessage());
      return;
    }
    if (result instanceof Builds.Failed failed) {
      for (CompileError error : failed.errors()) {
        err.println(error.headline());
        err.println(error.lineText());
        err.println(error.caretLine());
      }
      current.showBuildErrors(failed.errors());
      return;
    }
    Builds.Built built = (Builds.Built) result;
    LiveSketch old = current;
    try {
      SketchStarter starter = (SketchStarter) built.loader().loadClass(starterClass)
          .getDeclaredConstructor().newInstance();
      Handover handover = old.handOver(work.resolve(INPUT_LOG));
      current = starter.start(handover, old.lastGoodRun());
    } catch (SketchStarter.StartFailed e) {
      err.println(e.getMessage());
      old.showStartFailure(e.getMessage());
      return;
    } catch (ReflectiveOperationException | ClassCastException | IllegalStateException e) {
      err.println("save and see: cannot start the new build: " + e);
      old.showStartFailure("cannot start the new build: " + e.getMessage());
      return;
    }
    old.replaced();
    reloads++;
    long compiled = built.nanos();
    boolean shown = current.awaitFirstFrame(FIRST_FRAME_WAIT_MILLIS);
    err.println(describe(built, changed, compiled, shown ? System.nanoTime() - savedAt : -1));
    current.check(builds);
  }

  /** "Vehicle.java, Seek.java". */
  private static String names(Collection<Path> files) {
    StringBuilder names = new StringBuilder();
    for (Path file : files) {
      names.append(names.length() == 0 ? "" : ", ").append(file.getFileName());
    }
    return names.toString();
  }

  /**
   * "saved Vehicle.java: compiled 1 file in 0.62 s, on screen 0.95 s after the save"; a
   * negative {@code onScreenNanos}: not on screen yet.
   */
  private static String describe(Builds.Built built, Collection<Path> changed,
      long compileNanos, long onScreenNanos) {
    String what = built.everything()
        ? "every file (" + built.filesCompiled() + "), as " + built.why() + ","
        : built.filesCompiled() + (built.filesCompiled() == 1 ? " file" : " files");
    String shown = onScreenNanos < 0 ? "not on screen after " + FIRST_FRAME_WAIT_MILLIS / 1000
        + " s" : String.format("on screen %.2f s after the save", onScreenNanos / 1e9);
    return String.format("saved %s: compiled %s in %.2f s, %s", names(changed), what,
        compileNanos / 1e9, shown);
  }

}
