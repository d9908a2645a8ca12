package flocking;

import java.util.List;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import sketchbook.render.SmoothCircles;
import steering.ClearView;
import steering.Flock;
import steering.GroupRules;
import steering.Vehicle;
import steering.neighbours.Quadtree;

/**
 * What the r key shows of one boid: its desired-separation circle (filled), its neighbour
 * circle (outlined), a line to each neighbour it sees, red for those it steers away from. With
 * a view angle below 360° both circles shrink to the cone ahead, the pies a boid sees; with
 * Flake's view rule on, the narrow cone in which a neighbour blocks the view is shaded. With the
 * quadtree finding neighbours, the tree's cells lie under it all. Offsets are the flock's, the
 * shortest way across the edges, so a neighbour over the border gets a line leaving the window
 * towards it.
 *
 * <p>In a crowd a boid can have a few hundred neighbours, and each line drawn on its own is an
 * antialiased Java2D call (1–2 ms a frame for all of them): then the lines (and the tree's
 * cells) are collected in a {@link MarkBatch} and written at once, and the circles written
 * straight into the pixels.
 */
final class FlockDebug {

  /** The blocked view cone: the steering red, see-through, defined once in the Palette. */
  static final int BLOCKED_SHADE = (Palette.STEERING & 0x00FFFFFF) | 0x44000000;
  /** The quadtree's cells: thin lines of the path's see-through grey. */
  static final int CELL_LINE = Palette.PATH_BAND;

  private FlockDebug() {
  }

  /**
   * Draws the view now; {@code lines} null draws each line on its own, else through it;
   * {@code tree} null: no quadtree to show.
   */
  static void draw(PGraphics g, Flock flock, List<Vehicle> boids, Vehicle boid,
      MarkBatch lines, Quadtree tree) {
    PVector p = boid.position;
    g.pushStyle();
    if (tree != null) {
      cells(g, tree, lines);
    }
    boolean cone = flock.viewAngle < GroupRules.FULL_VIEW && boid.velocity.mag() > 0;
    if (cone) {   // what the boid sees: pies ahead
      float heading = boid.velocity.heading();
      float half = PConstants.PI * flock.viewAngle / GroupRules.FULL_VIEW;
      pie(g, p, flock.desiredSeparation, heading, half, Palette.RADIUS, MarkBatch.NONE);
      pie(g, p, flock.neighbourDistance, heading, half, MarkBatch.NONE, Palette.PATH_LINE);
    } else {
      circle(g, p, 2 * flock.desiredSeparation, Palette.RADIUS, MarkBatch.NONE, lines != null);
      circle(g, p, 2 * flock.neighbourDistance, MarkBatch.NONE, Palette.PATH_LINE,
          lines != null);
    }
    if (flock.clearView && boid.velocity.mag() > 0) {
      float reach = Math.min(ClearView.BLOCKED_DISTANCE, flock.neighbourDistance);
      float half = PConstants.PI * Math.min(ClearView.BLOCKED_CONE, flock.viewAngle)
          / GroupRules.FULL_VIEW;
      pie(g, p, reach, boid.velocity.heading(), half, BLOCKED_SHADE, MarkBatch.NONE);
    }
    g.strokeWeight(1);
    for (Vehicle other : boids) {
      if (other == boid) {
        continue;
      }
      PVector offset = flock.offset(boid, other);
      float d = offset.mag();
      if (d > 0 && d < flock.neighbourDistance && flock.sees(boid, other)) {
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
   * The quadtree's cells: where a cell split, the two lines its quarters share (so each line
   * is drawn once, and the world's edge not at all); through {@code lines} when batched.
   */
  private static void cells(PGraphics g, Quadtree tree, MarkBatch lines) {
    g.stroke(CELL_LINE);
    g.strokeWeight(1);
    tree.forEachCell((left, top, right, bottom, depth, points, split) -> {
      if (!split) {
        return;
      }
      float x = Quadtree.middle(left, right);
      float y = Quadtree.middle(top, bottom);
      if (lines != null) {
        lines.line(x, top, x, bottom, CELL_LINE, 1);
        lines.line(left, y, right, y, CELL_LINE, 1);
      } else {
        g.line(x, top, x, bottom);
        g.line(left, y, right, y);
      }
    });
  }

  /** A pie of {@code radius} round the heading, {@code half} radians each side; NONE: none. */
  private static void pie(PGraphics g, PVector at, float radius, float heading, float half,
      int fill, int stroke) {
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
    g.arc(at.x, at.y, 2 * radius, 2 * radius, heading - half, heading + half, PConstants.PIE);
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
