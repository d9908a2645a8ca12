package walls;

import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * Containment's part of the whiteboard (b), for one vehicle's last step: the wall nearest to
 * where the step started and the margin line inside it; within the margin, the desired
 * velocity the walls gave and its two components. A component is ±maxspeed across a wall the
 * vehicle is near, and the velocity's own along it; the sum is then scaled to maxspeed.
 */
final class WallsBoard {

  /** The board shows at least this many pixels round where the step started. */
  static final float REACH = 70;
  /** The board shows this much more than the distance to the nearest wall. */
  static final float ROOM = 1.2f;

  private WallsBoard() {
  }

  static void draw(BoardView view, Vehicle v, steering.Walls walls) {
    PVector from = PVector.sub(v.position, v.velocity);   // where the step started
    float[] gaps = {from.x - walls.left, walls.right - from.x, from.y - walls.top,
        walls.bottom - from.y};
    int nearest = 0;
    for (int i = 1; i < gaps.length; i++) {
      nearest = gaps[i] < gaps[nearest] ? i : nearest;
    }
    float reach = Math.max(REACH, Math.min(Math.abs(gaps[nearest]), walls.margin) * ROOM);
    view.frame(from, reach);
    drawWall(view, from, walls, nearest, 2 * reach);

    boolean nearX = from.x < walls.left + walls.margin || from.x > walls.right - walls.margin;
    boolean nearY = from.y < walls.top + walls.margin || from.y > walls.bottom - walls.margin;
    if (!nearX && !nearY) {
      view.note(1, String.format("%.0f px from the wall, margin %.0f", gaps[nearest],
          walls.margin), Palette.INK);
      view.note(0, "outside the margin: the walls do not push", Palette.INK);
      return;
    }
    BoardView.VectorScale velocities = view.velocityScale();
    PVector along = new PVector(v.desired.x, 0);
    view.vector(from, along, velocities, Palette.DESIRED, "desired.x");
    view.vector(PVector.add(from, PVector.mult(along, velocities.times())),
        new PVector(0, v.desired.y), velocities, Palette.DESIRED, "desired.y");
    view.vector(from, v.desired, velocities, Palette.DESIRED, "desired");
    view.note(2, "near a wall: that part = ±maxspeed", Palette.INK);
    view.note(1, "the other keeps velocity's; then setMag", Palette.INK);
    view.note(0, String.format("desired (%.2f, %.2f), |desired| %.2f", v.desired.x,
        v.desired.y, v.desired.mag()), Palette.DESIRED);
  }

  /** The nearest wall (0 left, 1 right, 2 top, 3 bottom) and its margin line, {@code span} long. */
  private static void drawWall(BoardView view, PVector from, steering.Walls walls, int side,
      float span) {
    boolean upright = side < 2;
    float wall = new float[] {walls.left, walls.right, walls.top, walls.bottom}[side];
    float inward = side % 2 == 0 ? walls.margin : -walls.margin;
    PVector onWall = upright ? new PVector(wall, from.y) : new PVector(from.x, wall);
    PVector onMargin = upright ? new PVector(wall + inward, from.y)
        : new PVector(from.x, wall + inward);
    PVector along = upright ? new PVector(0, span) : new PVector(span, 0);
    view.line(PVector.sub(onWall, along), PVector.add(onWall, along), Palette.INK);
    view.line(PVector.sub(onMargin, along), PVector.add(onMargin, along), Palette.PATH_LINE);
    view.dot(onWall, Palette.INK, "wall");
    view.dot(onMargin, Palette.PATH_LINE, String.format("margin %.0f", walls.margin));
  }
}
