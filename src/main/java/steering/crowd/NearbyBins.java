package steering.crowd;

import java.util.ArrayList;
import java.util.List;
import steering.Vehicle;

/**
 * The Nature of Code's bin lattice, for behaviors that take a list of others: instead of every
 * vehicle, each one is handed only those in the 3 × 3 square cells around its own. A behavior
 * that looks no farther than the cell size (queuing's point ahead and its radius, separation's
 * 25 px) finds the same neighbours either way; it just measures far fewer distances, so a crowd
 * of hundreds costs about n, not n², a frame. The book's way is the plain list, which this
 * replaces: a sketch uses it only for a big crowd.
 *
 * <p>{@link #rebuild} files the vehicles by their positions at the start of a frame; a vehicle
 * that moves during the frame stays in its cell until the next rebuild, which can only
 * matter for a behavior looking to within a frame's travel of the cell size.
 */
public final class NearbyBins {

  private final float cellSize;
  private int columns;
  private int rows;
  private float left;
  private float top;
  private List<List<Vehicle>> cells = new ArrayList<>();
  private final List<Vehicle> near = new ArrayList<>();

  /** Square cells {@code cellSize} pixels across (at least the farthest a behavior looks). */
  public NearbyBins(float cellSize) {
    if (!(cellSize > 0) || cellSize == Float.POSITIVE_INFINITY) {
      throw new IllegalArgumentException("cellSize (how far a behavior looks) must be greater"
          + " than 0, was " + cellSize);
    }
    this.cellSize = cellSize;
  }

  /** How wide a cell is: the farthest a behavior may look and still find everyone. */
  public float cellSize() {
    return cellSize;
  }

  /** Mutates this lattice: files every vehicle in the cell of its position, afresh. */
  public void rebuild(List<Vehicle> vehicles) {
    float minX = Float.POSITIVE_INFINITY;
    float minY = Float.POSITIVE_INFINITY;
    float maxX = Float.NEGATIVE_INFINITY;
    float maxY = Float.NEGATIVE_INFINITY;
    for (Vehicle v : vehicles) {
      minX = Math.min(minX, v.position.x);
      minY = Math.min(minY, v.position.y);
      maxX = Math.max(maxX, v.position.x);
      maxY = Math.max(maxY, v.position.y);
    }
    left = vehicles.isEmpty() ? 0 : minX;
    top = vehicles.isEmpty() ? 0 : minY;
    columns = vehicles.isEmpty() ? 1 : cellIndex(maxX - minX) + 1;
    rows = vehicles.isEmpty() ? 1 : cellIndex(maxY - minY) + 1;
    if (columns * (long) rows > vehicles.size() * 4L + 16) {
      // spread far apart (or not a number): one cell, the plain list
      columns = 1;
      rows = 1;
    }
    cells = new ArrayList<>(columns * rows);
    for (int i = 0; i < columns * rows; i++) {
      cells.add(new ArrayList<>());
    }
    for (Vehicle v : vehicles) {
      cells.get(cellOf(v)).add(v);
    }
  }

  /**
   * The vehicles in the 3 × 3 cells around {@code v}'s cell at the last rebuild (v among them
   * if it was filed). The list is reused by the next call: use it before asking again.
   */
  public List<Vehicle> near(Vehicle v) {
    near.clear();
    int column = columns == 1 ? 0 : clamp(cellIndex(v.position.x - left), columns);
    int row = rows == 1 ? 0 : clamp(cellIndex(v.position.y - top), rows);
    for (int r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r++) {
      for (int c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c++) {
        near.addAll(cells.get(r * columns + c));
      }
    }
    return near;
  }

  private int cellOf(Vehicle v) {
    int column = columns == 1 ? 0 : clamp(cellIndex(v.position.x - left), columns);
    int row = rows == 1 ? 0 : clamp(cellIndex(v.position.y - top), rows);
    return row * columns + column;
  }

  private int cellIndex(float offset) {
    float cell = offset / cellSize;
    return cell >= Integer.MAX_VALUE / 2f ? Integer.MAX_VALUE / 2 : (int) Math.floor(cell);
  }

  private static int clamp(int index, int size) {
    return Math.max(0, Math.min(size - 1, index));
  }
}
