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
 * circle of the desired separation round it, the neighbours the code counted, and from the
 * vehicle each neighbour's push as the code that steers computed it ({@link SeparationPushes}):
 * its part of the desired velocity, so that the pushes add up to it, at the panel's one scale
 * for velocities (fitted to the longest of them and the desired velocity, stated in the panel's
 * title row).
 *
 * <p>Nothing here is worked out again for the picture. Which neighbours count is asked of
 * {@link GroupRules#separate}, run with each other vehicle alone ({@link #counted},
 * {@link RuleCounts}); each push is measured on it too. The book's push,
 * unit(position − other) / d, is worked out beside them only to compare ({@link #booksPushes}):
 * edit the test ({@code d < desiredSeparation * 3}) or the push ({@code diff.div(d * d)}) in
 * GroupRules.separate and the board draws what the edit did, and says how it differs from the
 * book.
 */
public final class SeparationBoard {

  /** The board shows this much more than the circle of the desired separation. */
  static final float ROOM = 1.6f;
  /** With more neighbours than this, the pushes go unlabelled, so they stay readable. */
  static final int MOST_LABELLED = 3;
  /** The code's and the book's pushes agree within this share of the desired velocity. */
  static final float AGREE = 1e-3f;
  /** The push note when the code's pushes are the book's. */
  public static final String AS_THE_BOOK = "your code: pushes as the book's 1/d";

  /**
   * What the board showed: how many neighbours the code counted, and the note comparing their
   * pushes with the book's, in its colour (the desired velocity's when they agree).
   */
  public record Shown(int counted, String pushNote, int pushColor) {
  }

  private SeparationBoard() {
  }

  /**
   * Draws the circle, the neighbours and their pushes round {@code ghost} (a vehicle as it was
   * before the step, one of {@code ghosts}); frames the view on it when {@code frame}.
   */
  public static Shown draw(BoardView view, Vehicle ghost, List<Vehicle> ghosts,
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
    List<PVector> pushes = SeparationPushes.of(ghost, near, ghosts, desiredSeparation,
        SeparationPushes.RUN);
    boolean drawn = pushes != null && !pushes.isEmpty();
    // one scale for the pushes and the desired velocity they add up to, fitted to the longer
    float longest = drawn ? sum(pushes).mag() : 0;
    for (PVector push : drawn ? pushes : List.<PVector>of()) {
      longest = Math.max(longest, push.mag());
    }
    BoardView.VectorScale velocities = drawn ? view.fitScale(BoardView.VELOCITIES, longest)
        : null;
    boolean labelled = near.size() <= MOST_LABELLED;
    for (int i = 0; i < near.size(); i++) {
      Vehicle other = near.get(i);
      view.dot(other.position, Palette.INK, null);
      view.line(from, other.position, Palette.PATH_LINE);
      if (drawn) {
        view.vector(from, pushes.get(i), velocities, Palette.STEERING,
            labelled ? String.format("d %.1f", PVector.dist(from, other.position)) : "");
      }
    }
    view.dot(from, Palette.VEHICLE, null);
    if (near.isEmpty()) {
      return new Shown(0, "nobody too close: no push", Palette.INK);
    }
    if (pushes == null) {
      return new Shown(near.size(), "your code's pushes do not add up", Palette.STEERING);
    }
    List<PVector> book = booksPushes(ghost, near, ghosts, desiredSeparation);
    int most = mostApart(pushes, book);
    if (most < 0) {
      return new Shown(near.size(), AS_THE_BOOK, Palette.DESIRED);
    }
    return new Shown(near.size(), String.format("d %.1f: your code %.2f — the book's %.2f",
        PVector.dist(from, near.get(most).position), pushes.get(most).mag(),
        book.get(most).mag()), Palette.STEERING);
  }

  /**
   * The place of the push that differs most from the book's, or −1 when all agree within
   * {@link #AGREE} of the desired velocity they add up to.
   */
  static int mostApart(List<PVector> pushes, List<PVector> book) {
    int most = -1;
    float mostApart = AGREE * Math.max(1, sum(pushes).mag());
    for (int i = 0; i < pushes.size(); i++) {
      float apart = PVector.dist(pushes.get(i), book.get(i));
      if (apart > mostApart) {
        most = i;
        mostApart = apart;
      }
    }
    return most;
  }

  /** The sum of {@code vectors}, a new vector. */
  private static PVector sum(List<PVector> vectors) {
    PVector sum = new PVector();
    vectors.forEach(sum::add);
    return sum;
  }

  /**
   * The book's push from each of {@code near}, unit(position − other) / d, scaled as the book
   * scales its desired velocity (the mean of the pushes from everyone closer than the desired
   * separation, set to maxspeed); zero for one the book does not count. Only for comparing:
   * the vehicles steer by GroupRules.separate, whatever it says.
   */
  static List<PVector> booksPushes(Vehicle ghost, List<Vehicle> near, List<Vehicle> ghosts,
      float desiredSeparation) {
    PVector sum = new PVector();
    for (Vehicle other : ghosts) {
      if (tooClose(ghost, other, desiredSeparation)) {
        sum.add(away(ghost, other));
      }
    }
    float times = ghost.maxspeed / sum.mag();
    return near.stream().map(other -> tooClose(ghost, other, desiredSeparation)
        && Float.isFinite(times) ? away(ghost, other).mult(times) : new PVector()).toList();
  }

  /** The book's test: {@code other} is not the ghost and 0 &lt; d &lt; the desired separation. */
  private static boolean tooClose(Vehicle ghost, Vehicle other, float desiredSeparation) {
    float d = PVector.dist(ghost.position, other.position);
    return other != ghost && d > 0 && d < desiredSeparation;
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
      count += tooClose(ghost, other, desiredSeparation) ? 1 : 0;
    }
    return count;
  }

  /**
   * The book's push from {@code other}: unit(position − other) / d, a new vector (compared with
   * the code's, never used to steer).
   */
  static PVector away(Vehicle ghost, Vehicle other) {
    PVector away = PVector.sub(ghost.position, other.position);
    float d = away.mag();
    return away.normalize().div(d);
  }
}
