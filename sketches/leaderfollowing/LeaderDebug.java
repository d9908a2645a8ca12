package leaderfollowing;

import java.util.Map;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.Palette;
import steering.LeaderFollowing;
import steering.LeaderFollowing.Rule;
import steering.OffsetPursuit;
import steering.Vehicle;

/**
 * The debug view (r) of leader following, from the same code the vehicles steer by: the
 * leader's sight zone ({@link LeaderFollowing#sightCentre}), the point behind it
 * ({@link LeaderFollowing#behind}) joined to it, and each wingman's slot now
 * ({@link OffsetPursuit#slot}) joined to the wingman. The sketch colours each follower by the
 * rule that steered it ({@link #colorOf}).
 */
final class LeaderDebug {

  static final int LEADER = Palette.PURSUER;
  static final int WINGMAN = Palette.TURTLE;
  static final int BEHIND = 0xFF1F7A8C;
  static final int EVADING = 0xFFE07A10;
  static final int SEPARATING = 0xFF7B3FC4;
  /** The sight zone: the evading colour, see-through. */
  static final int SIGHT = 0x40E07A10;
  /** The dots' and the slot rings' size, in pixels across. */
  static final float DOT = 8;
  static final float SLOT_RING = 16;

  private LeaderDebug() {
  }

  static void draw(PGraphics g, Vehicle leader, Map<Vehicle, PVector> wingmen) {
    PVector sight = LeaderFollowing.sightCentre(leader);
    PVector behind = LeaderFollowing.behind(leader);
    g.pushStyle();
    g.noStroke();
    g.fill(SIGHT);
    g.circle(sight.x, sight.y, 2 * LeaderFollowing.LEADER_SIGHT_RADIUS);
    g.stroke(BEHIND);
    g.strokeWeight(1);
    g.line(leader.position.x, leader.position.y, behind.x, behind.y);
    g.noStroke();
    g.fill(BEHIND);
    g.circle(behind.x, behind.y, DOT);
    g.noFill();
    g.stroke(WINGMAN);
    for (Map.Entry<Vehicle, PVector> wingman : wingmen.entrySet()) {
      PVector slot = OffsetPursuit.slot(leader, wingman.getValue());
      PVector at = wingman.getKey().position;
      g.line(at.x, at.y, slot.x, slot.y);
      g.circle(slot.x, slot.y, SLOT_RING);
    }
    g.popStyle();
  }

  /** A follower's fill under r: the rule that steered it (arriving: the plain vehicle's). */
  static int colorOf(Rule rule) {
    return switch (rule) {
      case EVADE -> EVADING;
      case SEPARATE -> SEPARATING;
      case ARRIVE -> Palette.VEHICLE;
    };
  }
}
