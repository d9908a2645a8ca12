package flocking;

import java.util.List;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.awt.PGraphicsJava2D;
import processing.core.PVector;
import sketchbook.MarkBatch;
import sketchbook.Palette;
import steering.Flock;
import steering.Vehicle;

/**
 * What the r key shows of one boid: its desired-separation circle (filled), its neighbour
 * circle (outlined), a line to each neighbour, red for those it steers away from. Offsets are
 * the flock's, the shortest way across the edges, so a neighbour over the border gets a line
 * leaving the window towards it.
 *
 * <p>In a crowd a boid can have a few hundred neighbours, and each line drawn on its own is an
 * antialiased Java2D call (1–2 ms a frame for all of them): then the lines are collected in a
 * {@link MarkBatch} and written at once.
 */
final class FlockDebug {

  private FlockDebug() {
  }

  /** Draws the view now; {@code lines} null draws each line on its own, else through it. */
  static void draw(PGraphics g, Flock flock, List<Vehicle> boids, Vehicle boid,
      MarkBatch lines) {
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
        int color = d < flock.desiredSeparation ? Palette.STEERING : Palette.PATH_LINE;
        if (lines != null) {
          lines.line(p.x, p.y, p.x + offset.x, p.y + offset.y, color, 1);
        } else {
          g.stroke(color);
          g.line(p.x, p.y, p.x + offset.x, p.y + offset.y);
        }
      }
    }
    if (lines != null) {
      lines.draw((PGraphicsJava2D) g);
    }
    g.popStyle();
  }
}
