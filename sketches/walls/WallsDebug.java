package walls;

import processing.core.PGraphics;
import sketchbook.render.Palette;

/**
 * The debug view of containment: the walls' rectangle, and inside it the margin band in which
 * a vehicle is pushed back towards the middle.
 */
final class WallsDebug {

  static final float WALL_WEIGHT = 2;

  private WallsDebug() {
  }

  static void draw(PGraphics g, steering.Walls walls) {
    float width = walls.right - walls.left;
    float height = walls.bottom - walls.top;
    float m = walls.margin;
    g.pushStyle();
    g.noStroke();
    g.fill(Palette.RADIUS);
    // the band as four strips that do not overlap: top, bottom, then left and right between
    g.rect(walls.left, walls.top, width, m);
    g.rect(walls.left, walls.bottom - m, width, m);
    g.rect(walls.left, walls.top + m, m, height - 2 * m);
    g.rect(walls.right - m, walls.top + m, m, height - 2 * m);
    g.noFill();
    g.stroke(Palette.PATH_LINE);
    g.strokeWeight(WALL_WEIGHT);
    g.rect(walls.left, walls.top, width, height);
    g.popStyle();
  }
}
