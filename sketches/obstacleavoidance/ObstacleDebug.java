package obstacleavoidance;

import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;
import steering.Obstacle;
import steering.ObstacleAvoidance;
import steering.Vehicle;

/**
 * The debug view of obstacle avoidance, from the same code the vehicles steer by: each
 * vehicle's corridor ({@link ObstacleAvoidance#lookAhead} long, r either side of its centre
 * line), a ring round the circle it finds most threatening, and the force it turned with.
 */
final class ObstacleDebug {

  static final int CORRIDOR = Palette.RADIUS;
  static final int THREAT = 0xFFE07A10;
  static final int AVOIDANCE = 0xFFB8338F;
  static final float THREAT_WEIGHT = 3;
  /** The avoidance force is at most maxforce (0.1): drawn this many times longer. */
  static final float FORCE_SCALE = Overlay.FORCE_SCALE;

  private ObstacleDebug() {
  }

  static void draw(PGraphics g, Vehicle v, List<Obstacle> obstacles, PVector force) {
    float length = ObstacleAvoidance.lookAhead(v);
    if (length == 0) {
      return;   // at rest: no corridor
    }
    g.pushStyle();
    g.pushMatrix();
    g.noStroke();
    g.fill(CORRIDOR);
    g.translate(v.position.x, v.position.y);
    g.rotate(v.velocity.heading());
    g.rect(0, -v.r, length, 2 * v.r);
    g.popMatrix();
    Obstacle threat = ObstacleAvoidance.mostThreatening(v, obstacles);
    if (threat != null) {
      g.noFill();
      g.stroke(THREAT);
      g.strokeWeight(THREAT_WEIGHT);
      g.circle(threat.position.x, threat.position.y, 2 * threat.radius);
    }
    g.popStyle();
    if (force != null) {
      Overlay.arrow(g, v.position, force, FORCE_SCALE, AVOIDANCE);
    }
  }
}
