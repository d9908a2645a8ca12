package steering;

import java.util.List;

/**
 * How far {@link Vehicle#separate} looks, measured on separate itself, never written again: a
 * sketch that hands each vehicle only the others in nearby cells needs cells at least this wide,
 * and a learner who edits the test in {@code GroupRules.separate} ({@code d < desiredSeparation
 * * 3}, say) must not be cut off at the book's 25 px.
 *
 * <p>The measure: a vehicle at rest, and one other at rest moved out along x a pixel at a time;
 * the reach is one step past the farthest place where separate still gives a force. Separation
 * as the book writes it pushes from just above 0 to just under 25 px, so the reach is 25.
 */
public final class SeparationReach {

  /** How far the other moves between two probes, in pixels. */
  static final float STEP = 1;
  /** What {@link #of} answers when separate still pushes as far as it was asked to look. */
  public static final float UNBOUNDED = Float.POSITIVE_INFINITY;

  private SeparationReach() {
  }

  /**
   * The farthest another vehicle makes {@link Vehicle#separate} push, plus {@link #STEP};
   * {@link #UNBOUNDED} when it still pushes at {@code farthest} pixels.
   */
  public static float of(float farthest) {
    Check.notNegative("farthest", farthest, "how far to look for separation's reach");
    float reach = STEP;   // nothing pushes: the smallest cell
    for (float d = STEP; d <= farthest; d += STEP) {
      if (pushes(d)) {
        reach = d + STEP;
      }
    }
    return pushes(farthest) ? UNBOUNDED : reach;
  }

  /** True when separate gives a force for another vehicle {@code d} pixels away. */
  static boolean pushes(float d) {
    Vehicle probe = new Vehicle(0, 0);
    Vehicle other = new Vehicle(d, 0);
    return probe.separate(List.of(probe, other)).mag() > 0;
  }
}
