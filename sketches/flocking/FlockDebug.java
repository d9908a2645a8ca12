package flocking;

import java.util.List;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.Palette;
import steering.Flock;
import steering.Vehicle;

/**
 * What the r key shows of one boid: its desired-separation circle (filled), its neighbour
 * circle (outlined), a line to each neighbour, red for those it steers away from. Offsets are
 * the flock's, the shortest way across the edges, so a neighbour over the border gets a line
 * leaving the window towards it.
 */
final class FlockDebug {

  private FlockDebug() {
  }

  static void draw(PGraphics g, Flock flock, List<Vehicle> boids, Vehicle boid) {
    PVector p = boid.position;
    g.pushStyle();
    g.ellipseMode(PConstants.CENTER);
    g.noStroke();
    g.fill(Palette.RADIUS);
    g.circle(p.x, p.y, 2 * flock.desiredSeparation);
    g.noFill();
    g.stroke(Palette.PATH_LINE);
    g.strokeWeight(1);
    g.circle(p.x, p.y, 2 * flock.neighbourDistance);
    for (Vehicle other : boids) {
      if (other == boid) {
        continue;
      }
      PVector offset = flock.offset(boid, other);
      float d = offset.mag();
      if (d > 0 && d < flock.neighbourDistance) {
        g.stroke(d < flock.desiredSeparation ? Palette.STEERING : Palette.PATH_LINE);
        g.line(p.x, p.y, p.x + offset.x, p.y + offset.y);
      }
    }
    g.popStyle();
  }
}
