package leaderfollowing;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import separation.SeparationBoard;
import sketchbook.panel.BoardView;
import sketchbook.panel.RuleCounts;
import sketchbook.panel.WhiteboardDrawing;
import sketchbook.render.Palette;
import steering.GroupRules;
import steering.LeaderFollowing;
import steering.LeaderFollowing.Rule;
import steering.OffsetPursuit;
import steering.Pursuit;
import steering.Vehicle;

/**
 * Leader following's part of the whiteboard (b), for one vehicle's last step, worked out just
 * before it by the code the vehicles steer by. A follower: the leader, heading × 60 either way
 * to the sight zone's centre and to the behind point, the sight zone, and the rule that
 * steered. A wingman: the leader's future position, the offset turned into the leader's frame
 * (ahead × offset.x, then right × offset.y) and the slot it arrives at. The leader: its arrows.
 */
final class LeaderBoard {

  /** The board shows this much more than the points it draws. */
  static final float ROOM = 1.15f;

  /**
   * The board's vehicle and the leader as a step began, and what the vehicle steered by:
   * {@code rule} for a follower, {@code offset}, {@code future} and {@code slot} for a wingman.
   */
  record Step(Vehicle vehicle, PVector position, PVector leaderPosition, PVector heading,
      PVector behind, PVector sightCentre, Rule rule, PVector offset, PVector future,
      PVector slot, List<PVector> separating, int booksTooClose) {

    /**
     * A follower's step: the rule {@link LeaderFollowing#rule} picks among the others, where the
     * others GroupRules.separate counts are ({@link RuleCounts}) and how many the book's
     * d &lt; desired separation counts, to compare.
     */
    static Step follower(Vehicle v, Vehicle leader, List<Vehicle> others) {
      float separation = GroupRules.DESIRED_SEPARATION;
      List<PVector> separating = RuleCounts.counted(RuleCounts.Rule.SEPARATION, v, others,
          RuleCounts.separationOnly(separation)).stream().map(o -> o.position.copy()).toList();
      int book = 0;
      for (Vehicle other : others) {
        float d = PVector.dist(v.position, other.position);
        book += d > 0 && d < separation ? 1 : 0;
      }
      return new Step(v, v.position.copy(), leader.position.copy(),
          LeaderFollowing.heading(leader), LeaderFollowing.behind(leader),
          LeaderFollowing.sightCentre(leader), LeaderFollowing.rule(v, leader, others), null,
          null, null, separating, book);
    }

    /** A wingman's step: the leader's future position and its future slot for {@code offset}. */
    static Step wingman(Vehicle v, Vehicle leader, PVector offset) {
      float frames = OffsetPursuit.lookAhead(v, leader, offset);
      return new Step(v, v.position.copy(), leader.position.copy(),
          LeaderFollowing.heading(leader), null, null, null, offset.copy(),
          Pursuit.futurePosition(leader, frames), OffsetPursuit.futureSlot(v, leader, offset),
          List.of(), 0);
    }
  }

  private LeaderBoard() {
  }

  /** The board's picture of {@code v}'s last step: {@code step}, if it is v's. */
  static void draw(BoardView view, Vehicle v, Vehicle leader, Step step) {
    if (v == leader) {
      WhiteboardDrawing.arrows(view, v);
      view.note(0, "the leader: arrive at the target", Palette.INK);
      return;
    }
    if (step == null || step.vehicle() != v) {
      view.note(0, "press . to step: the board shows a step", Palette.INK);
      return;
    }
    if (step.rule() != null) {
      drawFollower(view, step);
    } else {
      drawWingman(view, step);
    }
  }

  private static void drawFollower(BoardView view, Step s) {
    float radius = LeaderFollowing.LEADER_SIGHT_RADIUS;
    List<PVector> shown = new ArrayList<>(List.of(s.position(), s.behind(),
        PVector.add(s.sightCentre(), new PVector(radius, radius)),
        PVector.sub(s.sightCentre(), new PVector(radius, radius))));
    if (s.rule() == Rule.SEPARATE) {
      shown.addAll(s.separating());   // the ones it moves away from
    }
    frame(view, shown.toArray(PVector[]::new));
    view.circle(s.sightCentre(), radius, LeaderDebug.EVADING, "sight zone");
    float behindDistance = LeaderFollowing.LEADER_BEHIND_DIST;
    view.arrow(s.leaderPosition(), s.sightCentre(), Palette.INK,
        String.format("heading × %.0f", behindDistance));
    view.arrow(s.leaderPosition(), s.behind(), LeaderDebug.BEHIND,
        String.format("− heading × %.0f", behindDistance));
    view.dot(s.leaderPosition(), LeaderDebug.LEADER, "leader");
    view.dot(s.behind(), LeaderDebug.BEHIND, "behind");
    view.dot(s.position(), Palette.VEHICLE, "follower");
    float sight = PVector.dist(s.position(), s.sightCentre());
    switch (s.rule()) {
      case EVADE -> {
        view.line(s.position(), s.leaderPosition(), LeaderDebug.EVADING);
        view.note(1, String.format("%.0f px from the sight zone's centre < %.0f", sight, radius),
            Palette.INK);
        view.note(0, "in the leader's sight: evade it", LeaderDebug.EVADING);
      }
      case SEPARATE -> {
        for (PVector other : s.separating()) {
          view.line(s.position(), other, Palette.PATH_LINE);
          view.dot(other, Palette.INK, null);
        }
        int counted = s.separating().size();
        view.note(1, SeparationBoard.countNote(counted, s.booksTooClose(),
            GroupRules.DESIRED_SEPARATION), counted == s.booksTooClose() ? Palette.INK
            : Palette.STEERING);
        view.note(0, "out of sight, crowded: separate", LeaderDebug.SEPARATING);
      }
      case ARRIVE -> {
        view.arrow(s.position(), s.behind(), Palette.DESIRED, "arrive");
        view.note(1, String.format("%.0f px to behind; slowing radius %.0f",
            PVector.dist(s.position(), s.behind()), LeaderFollowing.SLOWING_RADIUS),
            Palette.INK);
        view.note(0, "out of sight, room around: arrive behind", Palette.INK);
      }
      default -> throw new IllegalStateException("no such rule " + s.rule());
    }
    view.note(2, String.format("behind = leader − heading × %.0f = (%.0f, %.0f)",
        LeaderFollowing.LEADER_BEHIND_DIST, s.behind().x, s.behind().y), Palette.INK);
  }

  private static void drawWingman(BoardView view, Step s) {
    PVector ahead = s.heading();
    PVector corner = PVector.add(s.future(), PVector.mult(ahead, s.offset().x));
    frame(view, s.position(), s.leaderPosition(), s.future(), s.slot(), corner);
    view.dot(s.leaderPosition(), LeaderDebug.LEADER, "leader");
    view.arrow(s.leaderPosition(), s.future(), Palette.VELOCITY, "velocity · T");
    view.arrow(s.future(), corner, Palette.INK, String.format("ahead × %.0f", s.offset().x));
    view.arrow(corner, s.slot(), Palette.INK, String.format("right × %.0f", s.offset().y));
    view.dot(s.slot(), LeaderDebug.WINGMAN, "slot");
    view.dot(s.position(), Palette.VEHICLE, "wingman");
    view.arrow(s.position(), s.slot(), Palette.DESIRED, "arrive");
    view.note(2, String.format("offset (%.0f, %.0f): x ahead, y to the right", s.offset().x,
        s.offset().y), Palette.INK);
    view.note(1, "slot = future + ahead × x + right × y", Palette.INK);
    if (s.offset().y != 0) {
      // right as the wingman's own code turned it: (slot − corner) / offset.y
      PVector right = PVector.sub(s.slot(), corner).div(s.offset().y);
      view.note(0, String.format("right = heading turned a quarter: (%.2f, %.2f)", right.x,
          right.y), Palette.INK);
    }
    view.note(3, "T = |slot − wingman| / maxspeed", Palette.VELOCITY);
  }

  /** Frames the view round all the points. */
  private static void frame(BoardView view, PVector... points) {
    PVector low = new PVector(Float.MAX_VALUE, Float.MAX_VALUE);
    PVector high = new PVector(-Float.MAX_VALUE, -Float.MAX_VALUE);
    for (PVector p : points) {
      low.set(Math.min(low.x, p.x), Math.min(low.y, p.y));
      high.set(Math.max(high.x, p.x), Math.max(high.y, p.y));
    }
    view.frame(PVector.lerp(low, high, 0.5f), Math.max(high.x - low.x, high.y - low.y) / 2
        * ROOM);
  }
}
