package crossingtraffic;

import processing.core.PGraphics;
import sketchbook.render.Palette;
import steering.CollisionAvoidance.Approach;
import steering.Vehicle;

/**
 * CrossingTraffic's debug view, from the same code the vehicles steer by: for a vehicle with a
 * threat, a line from it to where it will be at the closest approach, a dot there, and a dot
 * where the vehicle it would hit will be.
 */
final class TrafficDebug {

  static final int SELF = Palette.VELOCITY;
  static final int OTHER = Palette.STEERING;
  /** The dots' size, in pixels across. */
  static final float DOT = 7;

  private TrafficDebug() {
  }

  static void draw(PGraphics g, Vehicle v, Approach threat) {
    g.pushStyle();
    g.stroke(SELF);
    g.strokeWeight(1);
    g.line(v.position.x, v.position.y, threat.self().x, threat.self().y);
    g.stroke(Palette.PATH_LINE);
    g.line(threat.self().x, threat.self().y, threat.otherAt().x, threat.otherAt().y);
    g.noStroke();
    g.fill(SELF);
    g.circle(threat.self().x, threat.self().y, DOT);
    g.fill(OTHER);
    g.circle(threat.otherAt().x, threat.otherAt().y, DOT);
    g.popStyle();
  }
}
