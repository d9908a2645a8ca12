package steering.crowd;

import java.util.List;
import steering.Vehicle;

/**
 * The cells of a {@link NeighbourGrid}: how many columns and rows, where they start and how
 * big they are, and which cell a position falls in.
 *
 * <p>In a wrap-around world the cells tile the world exactly, so the cells at one edge
 * neighbour those at the other. Otherwise they cover the bounding box of the positions. Cells
 * are as small as the grid asks (a little more than its radius ÷ its reach in cells, so float
 * rounding cannot lose a neighbour at a cell boundary), but their number is capped at a few
 * per boid, so a boid far away from the rest cannot make the grid huge.
 */
abstract class GridLayout {

  /** Cells are this much (relatively) wider than they must be: an allowance for rounding. */
  static final double MARGIN = 1e-4;
  /** At most this many cells per boid (and at least {@link #MIN_CELLS}). */
  static final int MAX_CELLS_PER_BOID = 16;
  /** Even a small flock may have this many cells. */
  static final int MIN_CELLS = 64;

  /** The cells: columns × rows of cellWidth × cellHeight from (originX, originY). */
  int columns;
  int rows;
  double originX;
  double originY;
  double cellWidth;
  double cellHeight;
  /** The world that wraps, 0 × 0 when it does not. */
  float worldWidth;
  float worldHeight;

  /**
   * Chooses the cells for a world of width × height that wraps (0 × 0: the boids' bounding
   * box): at least {@code smallest} wide, but no more of them than the cap.
   */
  final void layout(List<Vehicle> boids, double smallest, float width, float height) {
    worldWidth = width;
    worldHeight = height;
    double spanX = width;
    double spanY = height;
    originX = 0;
    originY = 0;
    boolean wraps = width > 0;
    if (!wraps) {
      double minX = Double.POSITIVE_INFINITY;
      double minY = Double.POSITIVE_INFINITY;
      double maxX = Double.NEGATIVE_INFINITY;
      double maxY = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < boids.size(); i++) {  // indexed: no iterator to allocate
        Vehicle b = boids.get(i);
        minX = Math.min(minX, b.position.x);
        minY = Math.min(minY, b.position.y);
        maxX = Math.max(maxX, b.position.x);
        maxY = Math.max(maxY, b.position.y);
      }
      if (boids.isEmpty()) {
        minX = minY = maxX = maxY = 0;
      }
      originX = minX;
      originY = minY;
      spanX = maxX - minX;
      spanY = maxY - minY;
    }
    double maxCells = Math.max(MIN_CELLS, (double) MAX_CELLS_PER_BOID * boids.size());
    double size = Math.max(smallest,
        Math.max(Math.sqrt(spanX * spanY / maxCells), Math.max(spanX, spanY) / maxCells));
    if (!(size > 0)) {
      size = 1;  // every boid in one place and a zero radius: any size will do
    }
    if (wraps) {
      // whole cells tile the world exactly; each at least `size` wide
      columns = (int) Math.max(1, Math.floor(spanX / size));
      rows = (int) Math.max(1, Math.floor(spanY / size));
      cellWidth = spanX / columns;
      cellHeight = spanY / rows;
    } else {
      columns = (int) Math.floor(spanX / size) + 1;
      rows = (int) Math.floor(spanY / size) + 1;
      cellWidth = size;
      cellHeight = size;
    }
  }

  final int column(float x) {
    double at = worldWidth > 0 ? inWorld(x, worldWidth) : x - originX;
    return clamp(at / cellWidth, columns);
  }

  final int row(float y) {
    double at = worldHeight > 0 ? inWorld(y, worldHeight) : y - originY;
    return clamp(at / cellHeight, rows);
  }

  private static int clamp(double cell, int count) {
    if (!(cell >= 0)) {
      return 0;
    }
    return cell >= count - 1 ? count - 1 : (int) cell;
  }


  /** x brought into [0, size) (exactly: % on doubles does not round). */
  static double inWorld(double x, double size) {
    double at = x % size;
    return at < 0 ? at + size : at;
  }

  int columns() {
    return columns;
  }

  int rows() {
    return rows;
  }

  double cellWidth() {
    return cellWidth;
  }

  double cellHeight() {
    return cellHeight;
  }
}
