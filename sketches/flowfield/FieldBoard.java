package flowfield;

import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * Flow-field following's part of the whiteboard (b), for one vehicle's last step: the cell
 * under where the step started, column = floor(x / resolution) and row = floor(y / resolution)
 * (clamped to the grid), the unit direction stored there, and desired = that direction ×
 * maxspeed from the vehicle. The direction and desired are drawn at the panel's one scale for
 * velocities, stated in its title row, so desired is maxspeed times as long as the direction,
 * whatever the resolution; a note says the direction's length is 1. The desired velocity drawn
 * and written is the run's: when the code's is not the book's direction × maxspeed (an edit of
 * the lookup or of follow), the note gives both, marked.
 */
final class FieldBoard {

  /** The board shows this many cells' widths round the cell. */
  static final float ROOM = 1.2f;
  /** The code's and the book's desired velocity agree within this share of its length. */
  static final float AGREE = 1e-3f;

  private FieldBoard() {
  }

  static void draw(BoardView view, Vehicle v, steering.FlowField field) {
    PVector from = PVector.sub(v.position, v.velocity);   // where the step started
    float size = field.resolution();
    int column = cell(from.x, size, field.columns());
    int row = cell(from.y, size, field.rows());
    PVector corner = new PVector(column * size, row * size);
    PVector centre = PVector.add(corner, new PVector(size / 2, size / 2));
    BoardView.VectorScale velocities = view.velocityScale();
    float reach = Math.max(size, Math.max(PVector.dist(centre, from),
        v.maxspeed * velocities.times())) * ROOM;
    view.frame(centre, reach);
    PVector[] square = {corner, new PVector(corner.x + size, corner.y),
        new PVector(corner.x + size, corner.y + size), new PVector(corner.x, corner.y + size)};
    for (int i = 0; i < square.length; i++) {
      view.line(square[i], square[(i + 1) % square.length], Palette.PATH_LINE);
    }
    PVector direction = field.get(column, row);
    // a unit vector of velocity space: desired is it × maxspeed, at the same scale
    view.vector(centre, direction, velocities, Palette.INK, "the cell's direction");
    view.dot(centre, Palette.INK, String.format("cell (%d, %d)", column, row));
    view.vector(from, v.desired, velocities, Palette.DESIRED, "desired");
    view.note(3, "the cell's direction: length 1", Palette.INK);
    view.note(2, String.format("column = floor(%.0f / %.0f) = %d", from.x, size, column),
        Palette.INK);
    view.note(1, String.format("row = floor(%.0f / %.0f) = %d", from.y, size, row), Palette.INK);
    // the book's desired velocity, to set beside the code's: never drawn, never steers
    PVector book = PVector.mult(direction, v.maxspeed);
    boolean same = PVector.dist(v.desired, book) <= AGREE * Math.max(1, book.mag());
    view.note(0, same ? String.format("desired = (%.2f, %.2f) × %.2f = (%.2f, %.2f)",
        direction.x, direction.y, v.maxspeed, v.desired.x, v.desired.y)
        : String.format("your code: desired (%.2f, %.2f) — the book's: (%.2f, %.2f)",
            v.desired.x, v.desired.y, book.x, book.y),
        same ? Palette.DESIRED : Palette.STEERING);
  }

  /** floor(coordinate / size), clamped to the grid, as the field looks a cell up. */
  private static int cell(float coordinate, float size, int count) {
    return (int) Math.max(0, Math.min(count - 1, Math.floor((double) coordinate / size)));
  }
}
