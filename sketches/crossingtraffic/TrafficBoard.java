package crossingtraffic;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.CollisionAvoidance;
import steering.CollisionAvoidance.Approach;
import steering.Vehicle;

/**
 * Collision avoidance's part of the whiteboard (b), for one vehicle's last step, worked out by
 * the code the vehicle steered by ({@link CollisionAvoidance}): the vehicle and the one it
 * would hit soonest, each one's velocity · t out to where it will be at their closest approach,
 * how close that is, and the desired velocity, away from where the other will be.
 */
final class TrafficBoard {

  /** The board shows this much more than the two vehicles and their closest approach. */
  static final float ROOM = 1.2f;

  /**
   * The vehicle as its last step began: where it was, and its threat then (null: none), with
   * where the other was and the desired velocity the threat gave.
   */
  record Look(Vehicle self, PVector position, Approach threat, PVector otherPosition,
      PVector desired) {

    /** What {@code v} sees among {@code others} now, before it steers. */
    static Look of(Vehicle v, List<Vehicle> others) {
      Approach threat = CollisionAvoidance.threat(v, others);
      return new Look(v, v.position.copy(), threat,
          threat == null ? null : threat.other().position.copy(),
          threat == null ? null : CollisionAvoidance.desiredVelocity(v, threat));
    }
  }

  private TrafficBoard() {
  }

  static void draw(BoardView view, Vehicle v, Look look, boolean avoiding) {
    if (look == null || look.self() != v) {
      view.note(0, "press . to step: the board shows a step", Palette.INK);
      return;
    }
    Approach threat = look.threat();
    if (threat == null) {
      view.frame(look.position(), v.r * 4);
      view.dot(look.position(), Palette.INK, "no threat");
      view.note(1, String.format("nobody closer than r + r + %.0f within %.0f frames",
          CollisionAvoidance.SAFETY_MARGIN, CollisionAvoidance.TIME_HORIZON), Palette.INK);
      view.note(0, "this step: on along the stream", Palette.INK);
      return;
    }
    frame(view, look);
    view.dot(look.position(), TrafficDebug.SELF, "me");
    view.dot(look.otherPosition(), TrafficDebug.OTHER, "other");
    view.arrow(look.position(), threat.self(), TrafficDebug.SELF, "my velocity · t");
    view.arrow(look.otherPosition(), threat.otherAt(), TrafficDebug.OTHER, "its velocity · t");
    view.line(threat.self(), threat.otherAt(), Palette.PATH_LINE);
    // a velocity, at the scale the d key draws it, beside the scene's distances
    view.vector(look.position(), look.desired(), view.velocityScale(), Palette.DESIRED,
        "desired");
    view.note(2, String.format("t = −(p · w) / (w · w) = %.1f frames", threat.time()),
        Palette.INK);
    view.note(1, String.format("closest %.1f px < r + r + %.0f = %.1f", threat.distance(),
        CollisionAvoidance.SAFETY_MARGIN,
        v.r + threat.other().r + CollisionAvoidance.SAFETY_MARGIN), Palette.INK);
    view.note(0, avoiding ? "this step: away from where it will be"
        : "avoidance off (a): straight on", Palette.INK);
  }

  /** Shows both vehicles and where both will be, and a little more. */
  private static void frame(BoardView view, Look look) {
    PVector[] points = {look.position(), look.otherPosition(), look.threat().self(),
        look.threat().otherAt()};
    PVector low = points[0].copy();
    PVector high = points[0].copy();
    for (PVector p : points) {
      low.set(Math.min(low.x, p.x), Math.min(low.y, p.y));
      high.set(Math.max(high.x, p.x), Math.max(high.y, p.y));
    }
    view.frame(PVector.lerp(low, high, 0.5f),
        Math.max(high.x - low.x, high.y - low.y) / 2 * ROOM);
  }
}
