package separation;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.panel.RuleCounts;
import sketchbook.render.Palette;
import steering.GroupRules;
import steering.Vehicle;

/**
 * Separation's part of the whiteboard (b), for one vehicle as it was before its last step: the
 * circle of the desired separation round it, the neighbours the code counted, and from the vehicle
 * each neighbour's away vector, (position − other) / |position − other| / d, as GroupRules
 * adds it up: all at the panel's one scale for them, fitted to the nearest neighbour's (the
 * longest, as the 1 / d makes a near one push harder) and stated in the panel's title row.
 *
 * <p>Which neighbours count is asked of the code the sketch steps by, not worked out again:
 * {@link GroupRules#separate} is run with each other vehicle alone, and the neighbour counts
 * when it steers ({@link #counted}, {@link RuleCounts}). Edit the test in GroupRules.separate
 * ({@code d < desiredSeparation * 3}, say) and the board counts what the edit counts.
 */
public final class SeparationBoard {

  /** The board shows this much more than the circle of the desired separation. */
  static final float ROOM = 1.6f;
  /** What the panel's title row calls the away vectors' scale. */
  public static final String AWAY = "away";
  /** With more neighbours than this, the away vectors go unlabelled, so they stay readable. */
  static final int MOST_LABELLED = 3;

  private SeparationBoard() {
  }

  /**
   * Draws the circle, the neighbours and their away vectors round {@code ghost} (a vehicle as
   * it was before the step, one of {@code ghosts}); frames the view on it when {@code frame}.
   *
   * @return how many neighbours the code counted
   */
  public static int draw(BoardView view, Vehicle ghost, List<Vehicle> ghosts,
      float desiredSeparation, boolean frame) {
    PVector from = ghost.position;
    List<Vehicle> near = ghosts.stream()
        .filter(other -> other != ghost && counted(ghost, other, desiredSeparation)).toList();
    if (frame) {
      float reach = desiredSeparation;
      for (Vehicle other : near) {
        reach = Math.max(reach, PVector.dist(from, other.position));
      }
      view.frame(from, reach * ROOM);
    }
    // on a board shared with another behavior's picture, a shorter label finds room
    view.circle(from, desiredSeparation, Palette.PATH_LINE,
        String.format(frame ? "desired separation %.0f" : "separation %.0f", desiredSeparation));
    boolean labelled = near.size() <= MOST_LABELLED;
    float longest = 0;
    for (Vehicle other : near) {
      longest = Math.max(longest, away(ghost, other).mag());
    }
    BoardView.VectorScale aways = near.isEmpty() ? null : view.fitScale(AWAY, longest);
    for (Vehicle other : near) {
      float d = PVector.dist(from, other.position);
      view.dot(other.position, Palette.INK, null);
      view.line(from, other.position, Palette.PATH_LINE);
      view.vector(from, away(ghost, other), aways, Palette.STEERING,
          labelled ? String.format("1/d, d %.1f", d) : "");
    }
    view.dot(from, Palette.VEHICLE, null);
    return near.size();
  }

  /**
   * True when the code's separation counts {@code other} as too close to {@code ghost}: asked of
   * {@link GroupRules#separate} itself ({@link RuleCounts}), in an open world seeing all round.
   */
  public static boolean counted(Vehicle ghost, Vehicle other, float desiredSeparation) {
    return RuleCounts.counts(RuleCounts.Rule.SEPARATION, ghost, other,
        RuleCounts.separationOnly(desiredSeparation));
  }

  /**
   * The note on how many counted: the book's count beside it when the code counted otherwise.
   */
  public static String countNote(int counted, Vehicle ghost, List<Vehicle> ghosts,
      float desiredSeparation) {
    return countNote(counted, neighbours(ghost, ghosts, desiredSeparation), desiredSeparation);
  }

  /** The note on {@code counted} neighbours, and the {@code book}'s count when it differs. */
  public static String countNote(int counted, int book, float desiredSeparation) {
    return counted == book ? String.format("%d closer than %.0f", counted, desiredSeparation)
        : String.format("your code: %d near — the book's d < %.0f: %d", counted,
            desiredSeparation, book);
  }

  /** The book's count: how many of {@code ghosts} are closer than the desired separation. */
  static int neighbours(Vehicle ghost, List<Vehicle> ghosts, float desiredSeparation) {
    int count = 0;
    for (Vehicle other : ghosts) {
      float d = PVector.dist(ghost.position, other.position);
      count += other != ghost && d > 0 && d < desiredSeparation ? 1 : 0;
    }
    return count;
  }

  /**
   * What {@code other} adds to the ghost's separation, as the book's lines write it:
   * unit(position − other) / d, a new vector (shown, and compared with GroupRules' sum in the
   * tests, never used to steer).
   */
  public static PVector away(Vehicle ghost, Vehicle other) {
    PVector away = PVector.sub(ghost.position, other.position);
    float d = away.mag();
    return away.normalize().div(d);
  }
}
