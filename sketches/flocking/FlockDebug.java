package flocking;

import java.util.List;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.Palette;
import sketchbook.render.MarkBatch;
import sketchbook.render.SmoothCircles;
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
 * {@link MarkBatch} and written at once, and the circles written straight into the pixels.
 */
final class FlockDebug {

  private FlockDebug() {
  }

  /** Draws the view now; {@code lines} null draws each line on its own, else through it. */
  static void draw(PGraphics g, Flock flock, List<Vehicle> boids, Vehicle boid,
      MarkBatch lines) {
    PVector p = boid.position;
    g.pushStyle();
    circle(g, p, 2 * flock.desiredSeparation, Palette.RADIUS, MarkBatch.NONE, lines != null);
    circle(g, p, 2 * flock.neighbourDistance, MarkBatch.NONE, Palette.PATH_LINE, lines != null);
    g.strokeWeight(1);
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

  /**
   * A circle filled and outlined (1 pixel; NONE: no fill, no outline). In a crowd its pixels
   * are written at once ({@link SmoothCircles}): drawn by Java2D every frame, the JIT kept
   * compiling its renderer again as the circle moved, taking a core from the frame.
   */
  private static void circle(PGraphics g, PVector at, float diameter, int fill, int stroke,
      boolean batched) {
    if (batched && SmoothCircles.draw((PGraphicsJava2D) g, at.x, at.y, diameter, fill, stroke)) {
      return;
    }
    g.ellipseMode(PConstants.CENTER);
    if (fill == MarkBatch.NONE) {
      g.noFill();
    } else {
      g.fill(fill);
    }
    if (stroke == MarkBatch.NONE) {
      g.noStroke();
    } else {
      g.stroke(stroke);
      g.strokeWeight(1);
    }
    g.circle(at.x, at.y, diameter);
  }
}
