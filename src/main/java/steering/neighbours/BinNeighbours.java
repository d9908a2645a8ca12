package steering.neighbours;

import java.util.ArrayList;
import java.util.List;
import steering.Flock;
import steering.NeighbourFinder;
import steering.Vehicle;

/**
 * The bin lattice (The Nature of Code, 2nd ed., 5.12; Reynolds' "bin-lattice spatial
 * subdivision"): cut the world into cells at least as wide as the neighbour distance, drop
 * every boid into the cell it is in, and let a boid look only at the boids of its own cell
 * and the eight around it. A neighbour is closer than one cell's width, so it is always in
 * that 3 × 3 block. The candidates go to the book's rules ({@link Flock#applyRules}), which
 * measure each one as before.
 *
 * <p>In 3D the cells are cubes and the block is 3 × 3 × 3: the lattice has layers in z too,
 * over the boids where they are (z never wraps). A flat flock, every z = 0, has one layer and
 * is cut exactly as in 2D.
 *
 * <p>At the same density a boid has about the same number of candidates however big the
 * flock, so a frame costs about n × (the boids of 9 cells, 27 in 3D) instead of n × n. The
 * lattice is built again every frame, as the boids move.
 *
 * <p>In a world that wraps around, the lattice covers the world and the block wraps round its
 * edges too; in an open world it covers the boids where they are. A world narrower than three
 * cells has a block of fewer columns (or rows), each taken once.
 */
public final class BinNeighbours implements NeighbourFinder {

  /** Cells a hair wider than the distance, so rounding never puts two neighbours two apart. */
  static final double MARGIN = 1e-6;
  /** More cells each way than this and the cells are made wider: still right, less memory. */
  static final int MOST_CELLS_EACH_WAY = 256;
  /** More cells than this in all (3D) and the layers are made deeper: still right. */
  static final int MOST_CELLS = MOST_CELLS_EACH_WAY * MOST_CELLS_EACH_WAY;

  /** The boids of each cell, row after row, layer after layer. */
  private final List<List<Vehicle>> cells = new ArrayList<>();
  /** One boid's candidates, reused. */
  private final List<Vehicle> candidates = new ArrayList<>();
  private int columns;
  private int rows;
  private int layers;
  private double left;
  private double top;
  private double front;
  private double cellWidth;
  private double cellHeight;
  private double cellDepth;
  private boolean wraps;
  private long checks;

  @Override
  public void applyForces(Flock flock) {
    build(flock);
    checks = 0;
    for (Vehicle boid : flock.boids) {
      gatherCandidates(boid);   // the boids of the 3 × 3 (× 3) cells around this one
      flock.applyRules(boid, candidates);
      checks += candidates.size();
    }
  }

  @Override
  public long distanceChecks() {
    return checks;
  }

  @Override
  public String name() {
    return "bins";
  }

  /** Lays the lattice over the world (or the boids) and drops every boid into its cell. */
  private void build(Flock flock) {
    float radius = Math.max(flock.desiredSeparation, flock.neighbourDistance);
    wraps = flock.wraps();
    double width = flock.worldWidth();
    double height = flock.worldHeight();
    left = 0;
    top = 0;
    if (!wraps) {   // an open world: the box round the boids
      left = Double.MAX_VALUE;
      top = Double.MAX_VALUE;
      double right = -Double.MAX_VALUE;
      double bottom = -Double.MAX_VALUE;
      for (Vehicle boid : flock.boids) {
        left = Math.min(left, boid.position.x);
        right = Math.max(right, boid.position.x);
        top = Math.min(top, boid.position.y);
        bottom = Math.max(bottom, boid.position.y);
      }
      width = Math.max(0, right - left);
      height = Math.max(0, bottom - top);
    }
    // z never wraps: the layers cover the boids where they are (one layer when all are flat)
    front = Double.MAX_VALUE;
    double back = -Double.MAX_VALUE;
    for (Vehicle boid : flock.boids) {
      front = Math.min(front, boid.position.z);
      back = Math.max(back, boid.position.z);
    }
    double depth = Math.max(0, back - front);
    columns = cellsAcross(width, radius);
    rows = cellsAcross(height, radius);
    layers = Math.min(cellsAcross(depth, radius), Math.max(1, MOST_CELLS / (columns * rows)));
    cellWidth = width / columns;
    cellHeight = height / rows;
    cellDepth = depth / layers;
    int count = columns * rows * layers;
    while (cells.size() < count) {
      cells.add(new ArrayList<>());
    }
    for (int c = 0; c < count; c++) {
      cells.get(c).clear();
    }
    for (Vehicle boid : flock.boids) {
      int column = cell(boid.position.x, left, cellWidth, columns, wraps);
      int row = cell(boid.position.y, top, cellHeight, rows, wraps);
      int layer = cell(boid.position.z, front, cellDepth, layers, false);
      cells.get((layer * rows + row) * columns + column).add(boid);
    }
  }

  /** Replaces the candidates with the boids of the cells around the boid's, its own included. */
  private void gatherCandidates(Vehicle boid) {
    candidates.clear();
    int column = cell(boid.position.x, left, cellWidth, columns, wraps);
    int row = cell(boid.position.y, top, cellHeight, rows, wraps);
    int layer = cell(boid.position.z, front, cellDepth, layers, false);
    for (int l = layer - 1; l <= layer + 1; l++) {
      if (l >= 0 && l < layers) {
        gatherLayer(l, column, row);
      }
    }
  }

  /** Adds the boids of the 3 × 3 cells of one layer around (column, row). */
  private void gatherLayer(int layer, int column, int row) {
    int across = wraps ? Math.min(3, columns) : 3;   // a narrow world: each column once
    int down = wraps ? Math.min(3, rows) : 3;
    for (int i = 0; i < down; i++) {
      int r = row - 1 + i;
      if (wraps) {
        r = Math.floorMod(r, rows);
      } else if (r < 0 || r >= rows) {
        continue;
      }
      for (int j = 0; j < across; j++) {
        int c = column - 1 + j;
        if (wraps) {
          c = Math.floorMod(c, columns);
        } else if (c < 0 || c >= columns) {
          continue;
        }
        candidates.addAll(cells.get((layer * rows + r) * columns + c));
      }
    }
  }

  /** How many cells at least radius wide fit across size: at least 1, at most the most. */
  static int cellsAcross(double size, float radius) {
    double across = Math.floor(size / (radius * (1 + MARGIN)));
    if (!(across >= 1)) {
      return 1;
    }
    return (int) Math.min(MOST_CELLS_EACH_WAY, across);
  }

  /** The cell x falls in, counting from start in cells of this size (wrapped into the world). */
  private static int cell(float x, double start, double size, int count, boolean wraps) {
    double at = x - start;
    if (wraps) {   // a boid placed outside the world counts where the rules see it
      double world = size * count;
      at = Math.IEEEremainder(at, world);
      at = at < 0 ? at + world : at;
    }
    int cell = (int) Math.floor(at / size);   // a world 0 wide: NaN, cast to 0
    return Math.max(0, Math.min(count - 1, cell));
  }
}
