package steering;

import processing.core.PVector;

/**
 * A flow field: a grid of directions laid over the sketch (Reynolds 1999, "Flow Field
 * Following"; The Nature of Code's FlowField; tutsplus covers the same idea). A grid in the
 * plane, 2D by nature: it reads x and y, never z.
 *
 * <p>The area {@code width × height} is cut into square cells {@link #resolution()} pixels
 * wide: {@code columns = ceil(width / resolution)}, {@code rows = ceil(height / resolution)},
 * so a last, partial cell still covers the edge. Every cell holds a unit vector (or zero). A
 * vehicle looks up the cell under it,
 * <pre>
 *   column = floor(x / resolution), row = floor(y / resolution), each clamped to the grid
 * </pre>
 * and desires that direction at full speed. Positions outside the grid use the nearest edge
 * cell, as the book's {@code constrain} does. A cell holding zero desires zero: the vehicle
 * brakes there.
 *
 * <p>The directions are stored as two float arrays rather than one PVector per cell, so a fine
 * grid over a large window stays small; {@link #MAX_CELLS} bounds it.
 */
public final class FlowField {

  /** The most cells a field may have: 2^22, about 4.2 million (32 MB; 1920 × 1080 at 1 px). */
  public static final int MAX_CELLS = 1 << 22;

  private final float resolution;
  private final int columns;
  private final int rows;
  /** The cells' directions, row by row: cell (column, row) is index row · columns + column. */
  private final float[] xs;
  private final float[] ys;

  /** A field over {@code width × height} pixels with cells of {@code resolution} pixels, all zero. */
  public FlowField(float width, float height, float resolution) {
    Check.positive("width", width, "the field's width in pixels");
    Check.positive("height", height, "the field's height in pixels");
    Check.positive("resolution", resolution, "the size of a cell in pixels");
    double columns = Math.ceil((double) width / resolution);
    double rows = Math.ceil((double) height / resolution);
    if (columns * rows > MAX_CELLS) {
      throw new IllegalArgumentException("resolution " + resolution + " cuts " + width + " × "
          + height + " into " + columns + " × " + rows + " cells, more than MAX_CELLS "
          + MAX_CELLS + ": use a larger resolution");
    }
    this.resolution = resolution;
    this.columns = (int) columns;
    this.rows = (int) rows;
    xs = new float[this.columns * this.rows];
    ys = new float[this.columns * this.rows];
  }

  public int columns() {
    return columns;
  }

  public int rows() {
    return rows;
  }

  /** The width and height of a cell, in pixels. */
  public float resolution() {
    return resolution;
  }

  /**
   * Mutates the field: cell (column, row) now holds {@code direction} scaled to length 1 (a
   * zero direction stays zero). {@code direction} itself is not changed.
   */
  public void set(int column, int row, PVector direction) {
    int index = index(column, row);
    Check.finiteVector("direction", direction);
    // the length in double: a float square of a huge or tiny vector would overflow or underflow
    double length = Math.hypot(direction.x, direction.y);
    xs[index] = length == 0 ? 0 : (float) (direction.x / length);
    ys[index] = length == 0 ? 0 : (float) (direction.y / length);
  }

  /** The direction stored in cell (column, row): a new vector. */
  public PVector get(int column, int row) {
    int index = index(column, row);
    return new PVector(xs[index], ys[index]);
  }

  /** The direction of the cell under {@code position}, clamped to the grid: a new vector. */
  public PVector lookup(PVector position) {
    Check.finiteVector("position", position);
    int column = cell(position.x, columns);
    int row = cell(position.y, rows);
    int index = row * columns + column;
    return new PVector(xs[index], ys[index]);
  }

  /** floor(coordinate / resolution), clamped to 0 .. count − 1. */
  private int cell(float coordinate, int count) {
    double cell = Math.floor((double) coordinate / resolution);
    return (int) Math.max(0, Math.min(count - 1, cell));
  }

  private int index(int column, int row) {
    if (column < 0 || column >= columns) {
      throw new IllegalArgumentException(
          "column must be from 0 to " + (columns - 1) + ", was " + column);
    }
    if (row < 0 || row >= rows) {
      throw new IllegalArgumentException("row must be from 0 to " + (rows - 1) + ", was " + row);
    }
    return row * columns + column;
  }

  static void check(FlowField field) {
    if (field == null) {
      throw new IllegalArgumentException("field must not be null");
    }
  }
}
