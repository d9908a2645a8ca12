package steering;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import processing.core.PVector;
import steering.crowd.CellReach;
import steering.crowd.FusedRules;
import steering.crowd.NeighbourGrid;
import steering.crowd.PairSums;

/**
 * A flock of boids (The Nature of Code's Flock, after Reynolds 1987): a list of vehicles, the
 * tunable distances and weights of the three rules ({@link GroupRules}), and optionally a
 * wrap-around world.
 *
 * <p><b>Every boid sees the same frame.</b> The book updates each boid before the next one
 * looks around, so the result depends on the order of the list. Here {@link #step()} first
 * works out and applies every boid's force from the positions and velocities at the start of
 * the frame (applying a force only changes that boid's acceleration, which no rule reads),
 * and only then moves everyone.
 *
 * <p><b>Wrap-around.</b> In a world of width × height that wraps, a boid that leaves one edge
 * comes back at the other, and neighbours are found across the edges by the shortest offset,
 * so a flock crossing the border is not cut in two.
 *
 * <p><b>Thousands of boids.</b> With {@link #useGrid} (the default) each boid's neighbours come
 * from a {@link NeighbourGrid} rebuilt every frame, so a frame costs O(n), not O(n²); the grid
 * also copies the frame into arrays in cell order, and {@link FusedRules} measures each
 * neighbour once for all three rules. Better still, each pair of boids is measured once for
 * both of them ({@link PairSums}: what one gets, the other gets mirrored), which halves the
 * work of a dense flock; only a world too small for the grid's shifts has every boid scan
 * all of its block. As a flock gathers, the cells get finer, a fifth and then an eighth of the
 * radius ({@link #reachFor}, chosen each frame from how crowded the boids are), so the block
 * fits the circle of neighbours more closely, and the boids of the cells wholly within reach
 * count from running sums instead of pair by pair ({@link PairSums}). With {@link #parallel}
 * the work is shared out among the processor's cores, in parts whose sums are added in a
 * fixed order ({@link SlotParts}), so the result is the same bit for bit. The forces equal
 * the three rules' over the whole list up to float rounding.
 */
public class Flock {

  /** The boids, in any order; add and remove freely between frames. */
  public final List<Vehicle> boids = new ArrayList<>();
  /** Separation's distance: closer than this, a boid steers away. */
  public float desiredSeparation = GroupRules.DESIRED_SEPARATION;
  /** Alignment's and cohesion's distance: a neighbour is closer than this. */
  public float neighbourDistance = GroupRules.NEIGHBOUR_DISTANCE;
  /** Separation's force (at most maxforce) is multiplied by this. */
  public float separationWeight = GroupRules.SEPARATION_WEIGHT;
  /** Alignment's force (at most maxforce) is multiplied by this. */
  public float alignmentWeight = GroupRules.ALIGNMENT_WEIGHT;
  /** Cohesion's force (at most maxforce) is multiplied by this. */
  public float cohesionWeight = GroupRules.COHESION_WEIGHT;
  /** True: neighbours from the grid; false: every boid scans the whole list (to compare). */
  public boolean useGrid = true;
  /** With the grid: true shares the boids out among the cores; false uses one thread. */
  public boolean parallel = true;

  /**
   * From this {@link CellReach#crowding} on, cells of a fifth of the radius with sure
   * cells beat the plain step in cells of a third; below it their extra rows cost more than
   * they save. Measured, one frame of pair sums on one thread: crowding 5.8 (the Flocking
   * sketch's 5,000 boids after a second) 3.9 ms both ways; 9.3, 5.4 ms plain against 4.8.
   */
  static final double FIFTHS_FROM = 7;
  public static final int FIFTHS = 5;
  /**
   * From this crowding on, cells of an eighth: at 12.7 a fifth still wins (6.0 ms against
   * 6.2), at 20.8 an eighth does (7.2 against 7.8), and at 38.7, the sketch's tightest flock,
   * 9.5 ms against 11.6 (15.9 plain).
   */
  static final double EIGHTHS_FROM = 16;
  /** The grid's boids are shared out among threads in chunks of this many slots. */
  static final int CHUNK = 256;

  private float worldWidth = GroupRules.NO_WRAP;
  private float worldHeight = GroupRules.NO_WRAP;
  private final NeighbourGrid grid = new NeighbourGrid();
  private final PairSums pairs = new PairSums();

  /** A flock in an open world: no wrap-around. */
  public Flock() {
  }

  /** A flock in a width × height world that wraps around at its edges. */
  public Flock(float width, float height) {
    wrapAround(width, height);
  }

  /** From now on the world is width × height and wraps around at its edges. */
  public final void wrapAround(float width, float height) {
    Check.positive("width", width, "the width of the world");
    Check.positive("height", height, "the height of the world");
    worldWidth = width;
    worldHeight = height;
  }

  /** From now on the world is open: no wrap-around. */
  public void noWrap() {
    worldWidth = GroupRules.NO_WRAP;
    worldHeight = GroupRules.NO_WRAP;
  }

  /** True when the world wraps around. */
  public boolean wraps() {
    return worldWidth > 0;
  }

  /** The wrap-around world's width, 0 when it does not wrap. */
  public float worldWidth() {
    return worldWidth;
  }

  /** The wrap-around world's height, 0 when it does not wrap. */
  public float worldHeight() {
    return worldHeight;
  }

  /**
   * The offset from {@code from} to {@code to} as the rules measure it: in a wrap-around world
   * the shortest one across the edges (a new vector), so a sketch can draw who is a neighbour.
   */
  public PVector offset(Vehicle from, Vehicle to) {
    if (from == null || to == null) {
      throw new IllegalArgumentException((from == null ? "from" : "to") + " must not be null");
    }
    return new PVector(
        (float) GroupRules.wrap((double) to.position.x - from.position.x, worldWidth),
        (float) GroupRules.wrap((double) to.position.y - from.position.y, worldHeight));
  }

  /** Adds a boid (NOC's addBoid). */
  public void add(Vehicle boid) {
    if (boid == null) {
      throw new IllegalArgumentException("boid must not be null");
    }
    boids.add(boid);
  }

  /**
   * Works out every boid's flocking force from the frame as it is and applies it (each boid's
   * acceleration and {@code steering} change; nobody moves). Everything is checked first, so a
   * bad boid or setting changes nothing.
   */
  public void flock() {
    checkState();
    if (!useGrid) {
      for (Vehicle boid : boids) {   // every boid scans the whole list, rule by rule
        GroupRules.flock(boid, boids, desiredSeparation, neighbourDistance, separationWeight,
            alignmentWeight, cohesionWeight, worldWidth, worldHeight);
      }
      return;
    }
    float radius = Math.max(desiredSeparation, neighbourDistance);
    grid.rebuild(boids, radius, worldWidth, worldHeight);
    int reach = reachFor(CellReach.crowding(grid));
    if (reach != grid.reach) {   // a crowded flock: finer cells, fitting the circle closer
      grid.rebuild(boids, radius, worldWidth, worldHeight, reach);
    }
    FusedRules rules = new FusedRules(desiredSeparation, neighbourDistance, separationWeight,
        alignmentWeight, cohesionWeight, worldWidth, worldHeight);
    int n = boids.size();
    IntStream chunks = IntStream.range(0, (n + CHUNK - 1) / CHUNK);
    if (pairsOnce(grid)) {
      double[] sums = pairs.measure(grid, rules.separationLimit(), rules.neighbourLimit(),
          parallel, reach != NeighbourGrid.REACH);
      (parallel ? chunks.parallel() : chunks).forEach(chunk ->
          rules.applySums(boids, grid, sums, chunk * CHUNK, Math.min(n, (chunk + 1) * CHUNK)));
    } else {
      (parallel ? chunks.parallel() : chunks).forEach(chunk ->
          rules.apply(boids, grid, chunk * CHUNK, Math.min(n, (chunk + 1) * CHUNK)));
    }
  }

  /**
   * The grid's reach for a frame whose boids are this crowded in cells of a third of the
   * radius ({@link CellReach#crowding}): a third (the plain pair-once step) for a scattered
   * flock, a fifth or an eighth with sure cells as it gathers.
   */
  static int reachFor(double crowding) {
    return crowding < FIFTHS_FROM ? NeighbourGrid.REACH
        : crowding < EIGHTHS_FROM ? FIFTHS : NeighbourGrid.MAX_REACH;
  }

  /**
   * True when a frame on this grid measures each pair of boids once ({@link PairSums}); false
   * when every boid scans its whole block, wrapping each offset (a world too small for the
   * grid's shifts, or a boid outside it).
   */
  public static boolean pairsOnce(NeighbourGrid grid) {
    return grid.shiftsAreShortest();
  }

  /**
   * One frame: {@link #flock()}, then every boid's {@code update()}, then (in a wrap-around
   * world) every position brought back inside the world. Mutates every boid.
   */
  public void step() {
    flock();
    for (Vehicle boid : boids) {
      boid.update();
      if (wraps()) {
        boid.position.set(wrapped(boid.position.x, worldWidth),
            wrapped(boid.position.y, worldHeight));
      }
    }
  }

  /** The Nature of Code's name for one frame: the same as {@link #step()}. */
  public void run() {
    step();
  }

  /** x brought inside [0, size). */
  private static float wrapped(float x, float size) {
    float at = (float) NeighbourGrid.inWorld(x, size);
    return at < size ? at : 0;  // rounding to float can reach size itself
  }

  /** The settings and every boid, before anything changes. */
  private void checkState() {
    checkSetting("desiredSeparation", desiredSeparation);
    checkSetting("neighbourDistance", neighbourDistance);
    checkSetting("separationWeight", separationWeight);
    checkSetting("alignmentWeight", alignmentWeight);
    checkSetting("cohesionWeight", cohesionWeight);
    float heaviest = Math.max(separationWeight, Math.max(alignmentWeight, cohesionWeight));
    for (int i = 0; i < boids.size(); i++) {
      Vehicle boid = boids.get(i);
      if (boid == null) {
        throw new IllegalStateException("boids[" + i + "] must not be null");
      }
      if (!finite(boid.position.x, boid.position.y)) {
        throw new IllegalStateException("boids[" + i + "].position must be finite, was "
            + boid.position);
      }
      if (!finite(boid.velocity.x, boid.velocity.y)) {
        throw new IllegalStateException("boids[" + i + "].velocity must be finite, was "
            + boid.velocity);
      }
      Check.state(boid);
      if (Float.isInfinite(boid.maxforce * heaviest)) {
        throw new IllegalStateException("boids[" + i + "].maxforce × weight overflows: "
            + boid.maxforce + " × " + heaviest);
      }
      // the three weighted forces, each checked by steer() against the acceleration the ones
      // before it left: all of them must fit before the first is applied
      double most = (separationWeight + alignmentWeight + cohesionWeight + 1) * boid.maxforce;
      if (!Check.forcesFit(boid, most)) {
        throw new IllegalStateException("boids[" + i + "]: mass " + boid.mass + " is too small"
            + " (or maxforce " + boid.maxforce + " too large) for the weighted forces of a"
            + " frame: they could go beyond ±" + Float.MAX_VALUE + ", the float range");
      }
    }
  }

  private static void checkSetting(String name, float value) {
    if (!(value >= 0) || Float.isInfinite(value)) {
      throw new IllegalStateException(name + " must be 0 or more, was " + value);
    }
  }

  private static boolean finite(float x, float y) {
    return Float.isFinite(x) && Float.isFinite(y);
  }
}
