package sketchbook.reload;

import java.nio.file.Path;
import java.util.List;

/**
 * A sketch running in a window while its sources are watched: what {@link Reloader} asks of it.
 * Each build of the program has its own sketch classes; this interface belongs to none of them
 * (see {@link BuildLoader}), so the watcher can talk to the sketch of any build.
 */
public interface LiveSketch {

  /**
   * At the end of the frame being drawn: the run's input written to {@code inputLog}, and where
   * it had got to. Called from the watcher's thread; waits for the sketch's own.
   *
   * @throws IllegalStateException if the sketch does not hand over in time (its window closed)
   */
  Handover handOver(Path inputLog);

  /** A build has started ("compiling Vehicle.java"): said in the window while it lasts. */
  void building(String what);

  /**
   * The run the next build's ghost shows: this sketch's, or, if it stopped before catching up
   * with the run it took over, the run before it (still where it was handed over).
   */
  LiveSketch lastGoodRun();

  /**
   * An exercise runs its check against {@code builds}' newest build and shows the verdict;
   * other sketches have none. Called by the watcher once a build is running.
   */
  void check(Builds builds);

  /** The build failed: shown over the last good frame, which stays paused, until the next build. */
  void showBuildErrors(List<CompileError> errors);

  /** A new build could not start (its setup threw): said in this window, as a build error is. */
  void showStartFailure(String line);

  /**
   * The build that replaces this one is running: this window closes without ending the program,
   * and the sketch becomes the ghost of the run before the edit, in the new build's window.
   */
  void replaced();

  /**
   * Steps this sketch, out of sight, as the ghost of the build that replaced it, with the input
   * the new build was given at this step. Called from the new build's thread, once this
   * sketch's window has closed.
   *
   * @param input the text of an input log holding the input of this step ("" for none)
   * @return each vehicle's position and velocity after the step, x y z each
   */
  float[] stepAsGhost(String input);

  /**
   * Waits until the sketch has drawn its first frame (after catching up with the run it took
   * over), at most {@code millis}.
   *
   * @return true if it has
   */
  boolean awaitFirstFrame(long millis);

  /** The sketch itself (a Processing sketch of this sketch's build), for tests and tools. */
  Object sketch();

  /** Vehicle {@code index}'s top speed (maxspeed), for the HUD's "before"; NaN if none. */
  float topSpeed(int index);
}
