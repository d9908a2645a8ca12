package obstacleavoidance;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Obstacle;
import steering.ObstacleAvoidance;
import steering.Vehicle;

/**
 * Obstacle avoidance's part of the whiteboard (b), for one vehicle's last step, worked out by
 * the code the vehicle steered by ({@link ObstacleAvoidance}): the corridor ahead, the most
 * threatening circle, the two numbers that put it in the corridor (how far {@code ahead} along
 * the heading its centre lies, and how far to the {@code side}), and the desired velocity, a
 * quarter turn away from it.
 */
final class AvoidBoard {

  /** The board shows this much more than the corridor and the threat. */
  static final float ROOM = 1.15f;
  static final int OTHER_CIRCLES = Palette.PATH_LINE;

  /** The vehicle as its last step found it, and the circles then. */
  record Look(Vehicle self, Vehicle before, List<Obstacle> obstacles, boolean priority) {

    /** A copy of the vehicle as it is now (its limits and size too), before it steers. */
    static Look of(Vehicle v, List<Obstacle> obstacles, boolean priority) {
      Vehicle before = new Vehicle(v.position.x, v.position.y);
      before.velocity.set(v.velocity);
      before.maxspeed = v.maxspeed;
      before.maxforce = v.maxforce;
      before.r = v.r;
      return new Look(v, before, List.copyOf(obstacles), priority);
    }
  }

  private AvoidBoard() {
  }

  static void draw(BoardView view, Vehicle v, Look look, String otherwise) {
    if (look == null || look.self() != v) {
      view.note(0, "press . to step: the board shows a step", Palette.INK);
      return;
    }
    Vehicle before = look.before();
    float length = ObstacleAvoidance.lookAhead(before);
    if (length == 0) {
      view.frame(before.position, before.r * 4);
      view.note(0, "at rest: no heading, no corridor, no force", Palette.INK);
      return;
    }
    Obstacle threat = ObstacleAvoidance.mostThreatening(before, look.obstacles());
    PVector heading = before.velocity.copy().normalize();
    PVector end = PVector.add(before.position, PVector.mult(heading, length));
    frame(view, before, end, threat);

    for (Obstacle o : look.obstacles()) {
      if (o != threat && view.shows(o.position, o.radius)) {
        view.circle(o.position, o.radius, OTHER_CIRCLES, null);
      }
    }
    // the corridor: r either side of the centre line, lookAhead long
    PVector across = new PVector(-heading.y, heading.x).mult(before.r);
    view.line(PVector.add(before.position, across), PVector.add(end, across), ObstacleDebug.CORRIDOR);
    view.line(PVector.sub(before.position, across), PVector.sub(end, across), ObstacleDebug.CORRIDOR);
    view.line(PVector.add(end, across), PVector.sub(end, across), ObstacleDebug.CORRIDOR);
    view.note(2, String.format("corridor: speed × %.0f = %.0f px long",
        ObstacleAvoidance.LOOK_AHEAD_FRAMES, length), Palette.INK);

    if (threat == null) {
      view.dot(before.position, Palette.INK, "clear ahead");
      view.note(1, "no circle in the corridor: no force", Palette.INK);
      view.note(0, "this step: " + otherwise, Palette.INK);
      return;
    }
    PVector toCentre = PVector.sub(threat.position, before.position);
    float ahead = toCentre.dot(heading);
    float side = ObstacleAvoidance.side(toCentre, heading);
    PVector foot = PVector.add(before.position, PVector.mult(heading, ahead));
    view.circle(threat.position, threat.radius, ObstacleDebug.THREAT, "threat");
    view.arrow(before.position, foot, Palette.VELOCITY, "ahead");
    view.arrow(foot, threat.position, Palette.INK, "side");
    PVector desired = ObstacleAvoidance.desiredVelocity(before, threat);
    // a velocity, at the scale the d key draws it, beside the scene's distances
    view.vector(before.position, desired, view.velocityScale(), Palette.DESIRED, "desired");
    view.note(1, String.format("ahead %.0f, |side| %.0f < radius + r = %.0f",
        ahead, Math.abs(side), threat.radius + before.r), Palette.INK);
    view.note(0, "this step: " + (look.priority() ? "avoid only (priority)"
        : "avoid + " + otherwise + " (weighted sum)"), Palette.INK);
  }

  /** Shows the corridor and the threat's circle, and a little more. */
  private static void frame(BoardView view, Vehicle before, PVector end, Obstacle threat) {
    PVector low = new PVector(Math.min(before.position.x, end.x) - before.r,
        Math.min(before.position.y, end.y) - before.r);
    PVector high = new PVector(Math.max(before.position.x, end.x) + before.r,
        Math.max(before.position.y, end.y) + before.r);
    if (threat != null) {
      low.set(Math.min(low.x, threat.position.x - threat.radius),
          Math.min(low.y, threat.position.y - threat.radius));
      high.set(Math.max(high.x, threat.position.x + threat.radius),
          Math.max(high.y, threat.position.y + threat.radius));
    }
    view.frame(PVector.lerp(low, high, 0.5f),
        Math.max(high.x - low.x, high.y - low.y) / 2 * ROOM);
  }
}
