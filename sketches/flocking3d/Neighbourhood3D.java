package flocking3d;

import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.View3D;
import sketchbook.render.Palette;
import steering.Flock;
import steering.Vehicle;

/**
 * What the r key shows of one boid in 3D: its desired-separation sphere and its neighbour
 * sphere (outlined), and a line to each neighbour, red for those it steers away from. The
 * offsets are the flock's own ({@link Flock#offset}), as the rules measure them.
 */
final class Neighbourhood3D {

  /** How many segments round a sphere's outline: enough to look round, few to stay light. */
  static final int SPHERE_DETAIL = 12;

  private Neighbourhood3D() {
  }

  static void draw(PGraphics g, View3D view, Flock flock, List<Vehicle> boids, Vehicle boid) {
    PVector p = boid.position;
    g.pushStyle();
    g.noFill();
    g.strokeWeight(1);
    g.sphereDetail(SPHERE_DETAIL);
    g.stroke(Palette.RADIUS);
    view.sphere(g, p, flock.desiredSeparation);
    g.stroke(Palette.PATH_LINE & 0x40FFFFFF);   // the same grey, faint: a sphere is many lines
    view.sphere(g, p, flock.neighbourDistance);
    for (Vehicle other : boids) {
      if (other == boid) {
        continue;
      }
      PVector offset = flock.offset(boid, other);
      float d = offset.mag();
      if (d > 0 && d < flock.neighbourDistance) {
        g.stroke(d < flock.desiredSeparation ? Palette.STEERING : Palette.PATH_LINE);
        view.line(g, p, PVector.add(p, offset));
      }
    }
    g.popStyle();
  }
}
