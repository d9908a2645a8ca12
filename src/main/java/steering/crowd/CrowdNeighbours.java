package steering.crowd;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import steering.ClearView;
import steering.Flock;
import steering.GroupRules;
import steering.NeighbourFinder;
import steering.Vehicle;

/**
 * The crowd engine behind a {@link Flock}: thousands of boids in a frame. Set it with
 * {@code flock.finder = new CrowdNeighbours()}; the forces equal the book's rules over the
 * whole list ({@code steering.BookNeighbours}) up to float rounding.
 *
 * <p>Each frame a {@link NeighbourGrid} is rebuilt over the boids, so a frame costs O(n), not
 * O(n²); the grid copies the frame into arrays in cell order, and {@link FusedRules} measures
 * each neighbour once for all three rules. Better still, each pair of boids is measured once
 * for both of them ({@link PairSums}: what one gets, the other gets mirrored), which halves
 * the work of a dense flock; only a world too small for the grid's shifts has every boid scan
 * all of its block. As a flock gathers, the cells get finer, a fifth and then an eighth of the
 * radius ({@link #reachFor}, chosen each frame from how crowded the boids are), so the block
 * fits the circle of neighbours more closely, and the boids of the cells wholly within reach
 * count from running sums instead of pair by pair. With {@link #parallel} the work is shared
 * out among the processor's cores, in parts whose sums are added in a fixed order
 * ({@link SlotParts}), so the result is the same bit for bit.
 *
 * <p>A view angle below 360° (a boid sees a cone ahead) takes the step where every boid scans
 * its whole block, with the rules' own test of what is seen; Flake's view rule, when on, runs
 * afterwards through the grid's neighbour lists in the book's way ({@link #clearViews}).
 *
 * <p><b>It checks itself against the book.</b> Its sums are a copy of GroupRules' separate,
 * align and cohere; a learner's edit to GroupRules does not reach them. So every frame a few
 * boids' forces are worked out again by the book's lines ({@link BookCheck}), and once they
 * differ, {@link #differsFromBook()} says so and names the copy's files: a sketch then takes a
 * finder that runs the book's lines (Flocking takes the bins).
 */
public final class CrowdNeighbours implements NeighbourFinder {

  /**
   * From this {@link CellReach#crowding} on, cells of a fifth of the radius with sure
   * cells beat the plain step in cells of a third; below it their extra rows cost more than
   * they save. Measured, one frame of pair sums on one thread: crowding 5.8 (the Flocking
   * sketch's 5,000 boids after a second) 3.9 ms both ways; 9.3, 5.4 ms plain against 4.8.
   */
  static final double FIFTHS_FROM = 7;
  static final int FIFTHS = 5;
  /**
   * From this crowding on, cells of an eighth: at 12.7 a fifth still wins (6.0 ms against
   * 6.2), at 20.8 an eighth does (7.2 against 7.8), and at 38.7, the sketch's tightest flock,
   * 9.5 ms against 11.6 (15.9 plain).
   */
  static final double EIGHTHS_FROM = 16;
  /** The grid's boids are shared out among threads in chunks of this many slots. */
  static final int CHUNK = 256;
  /** Where the copy of the three rules is, for a learner who edited GroupRules. */
  static final String COPY = "steering/crowd/FusedRules.java and PairSums.java";

  /** True shares the boids out among the cores; false uses one thread. */
  public boolean parallel = true;

  // a frame's grid, sums and neighbours, worked out again before they are read: a snapshot of
  // the run leaves them out (transient)
  private final transient NeighbourGrid grid = new NeighbourGrid();
  private final transient PairSums pairs = new PairSums();
  /** One boid's neighbours for the view rule, reused. */
  private final transient List<Vehicle> near = new ArrayList<>();
  private long checks;
  /** The book's lines for one boid of a flock, which the engine's forces must equal. */
  @FunctionalInterface
  interface FlockLines {
    void apply(Flock flock, Vehicle boid, List<Vehicle> everyone);
  }

  private final FlockLines book;
  private final BookCheck bookCheck = new BookCheck(COPY);

  /** The crowd engine, checking itself against the book's lines ({@link Flock#applyRules}). */
  public CrowdNeighbours() {
    this(Flock::applyRules);
  }

  /**
   * The crowd engine checking itself against {@code book} instead of the flock's rules: a
   * seam for a test to stand in for a learner's edit of GroupRules.
   */
  CrowdNeighbours(FlockLines book) {
    this.book = book;
  }

  @Override
  public void applyForces(Flock flock) {
    bookCheck.before(flock.boids);
    engineForces(flock);
    bookCheck.after(flock.boids, (boid, everyone) -> book.apply(flock, boid, everyone));
  }

  /**
   * Null while the engine's forces have equalled the book's lines; once they have not, why: a
   * learner's edit of GroupRules, which the engine's copy (named) does not have.
   */
  public String differsFromBook() {
    return bookCheck.difference();
  }

  /** Every boid's force for the frame, worked out by the engine's own sums. */
  private void engineForces(Flock flock) {
    List<Vehicle> boids = flock.boids;
    float width = flock.worldWidth();
    float height = flock.worldHeight();
    float radius = Math.max(flock.desiredSeparation, flock.neighbourDistance);
    grid.rebuild(boids, radius, width, height);
    int reach = reachFor(CellReach.crowding(grid));
    if (reach != grid.reach) {   // a crowded flock: finer cells, fitting the circle closer
      grid.rebuild(boids, radius, width, height, reach);
    }
    FusedRules rules = new FusedRules(flock.desiredSeparation, flock.neighbourDistance,
        flock.separationWeight, flock.alignmentWeight, flock.cohesionWeight, flock.viewAngle,
        width, height);
    int n = boids.size();
    IntStream chunks = IntStream.range(0, (n + CHUNK - 1) / CHUNK);
    if (pairsOnce(grid) && flock.viewAngle >= GroupRules.FULL_VIEW) {
      double[] sums = pairs.measure(grid, rules.separationLimit(), rules.neighbourLimit(),
          parallel, reach != NeighbourGrid.REACH);
      checks = pairs.checks();
      (parallel ? chunks.parallel() : chunks).forEach(chunk ->
          rules.applySums(boids, grid, sums, chunk * CHUNK, Math.min(n, (chunk + 1) * CHUNK)));
    } else {
      checks = (parallel ? chunks.parallel() : chunks).mapToLong(chunk ->
          rules.apply(boids, grid, chunk * CHUNK, Math.min(n, (chunk + 1) * CHUNK))).sum();
    }
    if (flock.clearView) {
      clearViews(flock, radius);
    }
  }

  /**
   * Flake's fourth rule for every boid, the book's way ({@link Flock#applyClearView}) over the
   * boids the grid finds within the radius: the fused sums have no room for a nearest blocker's
   * sideways step, and the rule is off by default, so it is not worth a second fused engine.
   * One thread; mutates every boid's acceleration.
   */
  private void clearViews(Flock flock, float radius) {
    // only a neighbour closer than the blocking distance can block: a shorter list
    float blocking = Math.min(radius, ClearView.BLOCKED_DISTANCE);
    for (int i = 0; i < flock.boids.size(); i++) {
      grid.neighbours(i, flock.boids, blocking, near);
      flock.applyClearView(flock.boids.get(i), near);
    }
  }

  @Override
  public long distanceChecks() {
    return checks;
  }

  @Override
  public String name() {
    return "crowd";
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
  static boolean pairsOnce(NeighbourGrid grid) {
    return grid.shiftsAreShortest();
  }
}
