package sketchbook.panel;

/**
 * The frames of a run that can be gone back to, as the side panel's timeline shows them: the
 * steps kept, the one on screen, and a way to go to another. The run layer keeps the frames;
 * the panel only draws this and passes on a drag.
 */
public interface Timeline {

  /** The earliest step that can be shown again. */
  int firstStep();

  /** The latest step simulated. */
  int lastStep();

  /** The step on screen now. */
  int shownStep();

  /** Shows step {@code step} (clamped to the steps kept): the run is paused there. */
  void scrubTo(int step);
}
