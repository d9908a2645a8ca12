package pathfollowing;

import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.Palette;
import steering.Path;
import steering.Vehicle;

/**
 * The Nature of Code's debug view of path following: a line to the predicted position, the
 * normal point on the path, and the target, filled when the vehicle is steering towards it.
 */
public final class PathDebug {

  static final float POINT_SIZE = 8;

  private PathDebug() {
  }

  public static void draw(PGraphics g, Vehicle v) {
    if (!v.hasPathTarget) {
      return;
    }
    g.pushStyle();
    g.stroke(Palette.INK);
    g.strokeWeight(1);
    g.line(v.position.x, v.position.y, v.predicted.x, v.predicted.y);
    g.fill(Palette.INK);
    g.circle(v.predicted.x, v.predicted.y, POINT_SIZE / 2);
    g.line(v.predicted.x, v.predicted.y, v.normalPoint.x, v.normalPoint.y);
    g.noFill();
    g.circle(v.normalPoint.x, v.normalPoint.y, POINT_SIZE);
    g.stroke(Palette.STEERING);
    if (v.steeringToPath) {
      g.fill(Palette.STEERING);
    }
    g.circle(v.pathTarget.x, v.pathTarget.y, POINT_SIZE);
    g.popStyle();
  }

  /** A path still being drawn: its points and the lines between them. */
  static void drawUnfinished(PGraphics g, Path drawing) {
    g.pushStyle();
    g.stroke(Palette.TRAIL);
    g.strokeWeight(2);
    g.noFill();
    g.beginShape();
    for (PVector p : drawing.points) {
      g.vertex(p.x, p.y);
    }
    g.endShape();
    g.fill(Palette.TRAIL);
    for (PVector p : drawing.points) {
      g.circle(p.x, p.y, POINT_SIZE);
    }
    g.popStyle();
  }
}
