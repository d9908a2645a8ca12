package sketchbook.reload;

/**
 * Starts a sketch of a new build. The sketchbook implements it with a class of its own, which
 * {@link Reloader} loads from each new build by name: the new build's classes start the new
 * build's sketch.
 */
public interface SketchStarter {

  /**
   * Opens {@code from}'s sketch, as built now, where it was, replayed to the same step, with
   * {@code before} (the sketch it replaces) as its ghost.
   *
   * @return the running sketch
   * @throws StartFailed with one line naming what went wrong (its options or files)
   */
  LiveSketch start(Handover from, LiveSketch before) throws StartFailed;

  /** The new build's sketch did not start: one line, to show in the old window. */
  final class StartFailed extends Exception {
    private static final long serialVersionUID = 1L;

    public StartFailed(String line) {
      super(line);
    }
  }
}
