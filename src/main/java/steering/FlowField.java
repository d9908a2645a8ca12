package steering;

import processing.core.PConstants;
import processing.core.PImage;
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
 *
 * <p>Three ways to fill every cell at once, each read at the cell's centre
 * {@code ((column + 0.5) · resolution, (row + 0.5) · resolution)} (The Nature of Code's
 * exercises on flow fields):
 * <ul>
 *   <li>{@link #fillFromNoise}: the angle {@code noise(x · scale, y · scale, time) × 2π}. Time
 *       is the noise's third axis, so moving it on a little each frame makes the field flow.
 *   <li>{@link #fillFromBrightness}: the angle {@code brightness / 255 × 2π} of the picture
 *       under the cell (black points right, mid-grey left).
 *   <li>{@link #fillSwirl}: a quarter turn from the line out of a centre, so the field goes
 *       round it.
 * </ul>
 * None of them draws or reads a sketch's globals: the noise and the picture are passed in.
 */
public final class FlowField {

  /** The most cells a field may have: 2^22, about 4.2 million (32 MB; 1920 × 1080 at 1 px). */
  public static final int MAX_CELLS = 1 << 22;

  /** The brightness of white: a channel's largest value. */
  public static final float MAX_BRIGHTNESS = 255;

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

  /** Smooth noise in three dimensions, 0 to 1, such as Processing's {@code noise(x, y, z)}. */
  public interface Noise {
    float noise(float x, float y, float z);
  }

  /**
   * Mutates the field: every cell points at the angle {@code noise(x · scale, y · scale, time)
   * × 2π}, (x, y) its centre in pixels. The same time gives the same field; a slightly later
   * time a field just a little further on, which is how a field changes smoothly over time.
   *
   * @throws IllegalArgumentException when the noise gives a value that is not a finite number
   *     (or whose angle is not), naming the first such cell and the value; the field is then
   *     left as it was
   */
  public void fillFromNoise(Noise noise, float scale, float time) {
    if (noise == null) {
      throw new IllegalArgumentException("noise must not be null");
    }
    Check.finite("scale", scale);
    Check.finite("time", time);
    // every angle first: a bad value refuses the fill before any cell changes
    float[] angles = new float[xs.length];
    for (int row = 0; row < rows; row++) {
      for (int column = 0; column < columns; column++) {
        float x = centre(column) * scale;
        float y = centre(row) * scale;
        float value = noise.noise(x, y, time);
        float angle = value * PConstants.TWO_PI;
        if (!Float.isFinite(angle)) {   // cos and sin of it would store NaN in the cell
          throw new IllegalArgumentException("noise(" + x + ", " + y + ", " + time
              + ") for cell (" + column + ", " + row + ") must be a finite number"
              + (Float.isFinite(value) ? " whose angle × 2π fits a float" : "") + ", was "
              + value);
        }
        angles[row * columns + column] = angle;
      }
    }
    for (int i = 0; i < angles.length; i++) {
      store(i, angles[i]);
    }
  }

  /**
   * Mutates the field: every cell points at the angle {@code brightness / 255 × 2π}, the
   * brightness (the largest of red, green and blue, as Processing's {@code brightness()}) of
   * the pixel of {@code image} under the cell's centre, the picture stretched over the whole
   * grid. Black (0) points right, 64 down, 128 about left, 191 up (y grows downwards).
   */
  public void fillFromBrightness(PImage image) {
    if (image == null || image.width <= 0 || image.height <= 0) {
      throw new IllegalArgumentException("image must be a picture of at least 1 × 1 pixels, was "
          + (image == null ? "null" : image.width + " × " + image.height));
    }
    image.loadPixels();
    for (int row = 0; row < rows; row++) {
      int y = (int) ((row + 0.5f) / rows * image.height);
      for (int column = 0; column < columns; column++) {
        int x = (int) ((column + 0.5f) / columns * image.width);
        int rgb = image.pixels[y * image.width + x];
        float angle = brightness(rgb) / MAX_BRIGHTNESS * PConstants.TWO_PI;
        store(row * columns + column, angle);
      }
    }
  }

  /**
   * Mutates the field: every cell points a quarter turn clockwise (on the screen, where y grows
   * downwards) from the line out of {@code centre} to the cell's centre (x, y):
   * {@code direction = (−(y − centre.y), x − centre.x)}, scaled to length 1, so the field goes
   * round and round the centre. A cell centred exactly on it holds zero.
   */
  public void fillSwirl(PVector centre) {
    Check.finiteVector("centre", centre);
    for (int row = 0; row < rows; row++) {
      for (int column = 0; column < columns; column++) {
        set(column, row, new PVector(-(centre(row) - centre.y), centre(column) - centre.x));
      }
    }
  }

  /** The centre of cell {@code i} (a column or a row), in pixels. */
  private float centre(int i) {
    return (i + 0.5f) * resolution;
  }

  /** Cell {@code index} points at {@code angle}. */
  private void store(int index, float angle) {
    xs[index] = (float) Math.cos(angle);
    ys[index] = (float) Math.sin(angle);
  }

  /** The largest of red, green and blue in {@code rgb}, 0 to 255. */
  static float brightness(int rgb) {
    int red = (rgb >> 16) & 0xFF;
    int green = (rgb >> 8) & 0xFF;
    int blue = rgb & 0xFF;
    return Math.max(red, Math.max(green, blue));
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
