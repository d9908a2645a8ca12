package separation;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * Separation's part of the whiteboard (b), for one vehicle as it was before its last step: the
 * circle of the desired separation round it, the neighbours inside it, and from the vehicle
 * each neighbour's away vector, (position − other) / |position − other| / d. An away vector is
 * drawn (s / 2) · (s / d) long for a desired separation s: half the circle's radius for a
 * neighbour on the circle, longer as it comes nearer, as the 1 / d makes it push harder.
 */
public final class SeparationBoard {

  /** The board shows this much more than the circle of the desired separation. */
  static final float ROOM = 1.6f;
  /** With more neighbours than this, the away vectors go unlabelled, so they stay readable. */
  static final int MOST_LABELLED = 3;

  private SeparationBoard() {
  }

  /**
   * Draws the circle, the neighbours and their away vectors round {@code ghost} (a vehicle as
   * it was before the step, one of {@code ghosts}); frames the view on it when {@code frame}.
   *
   * @return how many neighbours were closer than the desired separation
   */
  public static int draw(BoardView view, Vehicle ghost, List<Vehicle> ghosts,
      float desiredSeparation, boolean frame) {
    PVector from = ghost.position;
    if (frame) {
      view.frame(from, desiredSeparation * ROOM);
    }
    // on a board shared with another behavior's picture, a shorter label finds room
    view.circle(from, desiredSeparation, Palette.PATH_LINE,
        String.format(frame ? "desired separation %.0f" : "separation %.0f", desiredSeparation));
    int count = 0;
    boolean labelled = neighbours(ghost, ghosts, desiredSeparation) <= MOST_LABELLED;
    for (Vehicle other : ghosts) {
      float d = PVector.dist(from, other.position);
      if (other == ghost || !(d > 0 && d < desiredSeparation)) {
        continue;
      }
      count++;
      view.dot(other.position, Palette.INK, null);
      view.line(from, other.position, Palette.PATH_LINE);
      PVector away = PVector.sub(from, other.position)
          .setMag(awayLength(desiredSeparation, d));
      view.arrow(from, PVector.add(from, away), Palette.STEERING,
          labelled ? String.format("1/d, d %.1f", d) : "");
    }
    view.dot(from, Palette.VEHICLE, null);
    return count;
  }

  /** How many of {@code ghosts} are closer to {@code ghost} than the desired separation. */
  static int neighbours(Vehicle ghost, List<Vehicle> ghosts, float desiredSeparation) {
    int count = 0;
    for (Vehicle other : ghosts) {
      float d = PVector.dist(ghost.position, other.position);
      count += other != ghost && d > 0 && d < desiredSeparation ? 1 : 0;
    }
    return count;
  }

  /** How long an away vector is drawn for a neighbour at {@code d}: (s / 2) · (s / d). */
  public static float awayLength(float desiredSeparation, float d) {
    return desiredSeparation / 2 * (desiredSeparation / d);
  }
}
