package steering;

import java.util.Arrays;

/**
 * The sums of a flock's three rules ({@link FusedRules}) for every boid of a grid, measuring
 * each pair of boids once: the pair-once step, for a {@link NeighbourGrid} whose shifts are
 * the shortest.
 *
 * <p>For boids i and k the offset o = k's position + the run's shift − i's is, from k's side,
 * exactly −o, with the same d² = |o|², so one measurement serves both (Newton's third law):
 * <pre>
 *   0 &lt; d² &lt; neighbour limit:   i: velocity += k's, offset += o;   k: velocity += i's,
 *                                 offset −= o;   both: near + 1
 *   0 &lt; d² &lt; separation limit:  i: away −= o / d²;   k: away += o / d²;   both: too close + 1
 * </pre>
 * The pairs are those of each boid with the forward half of its block ({@link BlockRuns}),
 * which lists every pair within reach once, so each boid ends with the same sums as if it had
 * measured all of its block, in another order. i's own parts stay in locals and are added to
 * its sums at the end of its turn; k's go straight into k's sums.
 *
 * <p>The sums sit in one array, {@link #SUMS} per slot, kept between frames (no allocation
 * once large enough). The rows are worked through in the bands of {@link RowBands}, so
 * threads never write the same sums at once and the result does not depend on their number.
 */
final class PairSums {

  /** Where a slot's sums sit in its {@link #SUMS} doubles. */
  static final int AWAY_X = 0;
  static final int AWAY_Y = 1;
  static final int TOO_CLOSE = 2;
  static final int VELOCITY_X = 3;
  static final int VELOCITY_Y = 4;
  static final int OFFSET_X = 5;
  static final int OFFSET_Y = 6;
  static final int NEAR = 7;
  /** Sums per slot. */
  static final int SUMS = 8;

  private double[] sums = new double[0];

  /**
   * Every slot's sums for the grid as rebuilt for this frame (which must have shortest
   * shifts): slot s's at [SUMS × s, SUMS × (s + 1)) of the array returned (kept and reused:
   * valid until the next call). A squared distance s is near when s &lt; neighbourLimit and
   * too close when s &lt; separationLimit ({@link FusedRules#squaredLimit}).
   */
  double[] measure(NeighbourGrid grid, double separationLimit, double neighbourLimit,
      boolean parallel) {
    if (!grid.shiftsAreShortest()) {
      throw new IllegalArgumentException("grid: its shifts must be the shortest");
    }
    int columns = grid.columns();
    int slots = grid.cellStart(columns * grid.rows());
    if (sums.length < SUMS * slots) {
      sums = new double[SUMS * slots];
    } else {
      Arrays.fill(sums, 0, SUMS * slots, 0);
    }
    double[] into = sums;
    RowBands.run(grid.rows(), parallel, (firstRow, endRow) ->
        add(grid, grid.cellStart(firstRow * columns), grid.cellStart(endRow * columns),
            separationLimit, neighbourLimit, into));
    return into;
  }

  /** Adds the pairs of the boids in slots [from, to) with their forward halves into sums. */
  private static void add(NeighbourGrid grid, int from, int to, double separationLimit,
      double neighbourLimit, double[] sums) {
    int[] runs = new int[2 * BlockRuns.MAX_FORWARD_RUNS];
    float[] shifts = new float[2 * BlockRuns.MAX_FORWARD_RUNS];
    for (int slot = from; slot < to; slot++) {
      double myX = grid.x(slot);
      double myY = grid.y(slot);
      float myVx = grid.vx(slot);
      float myVy = grid.vy(slot);
      double awayX = 0;
      double awayY = 0;
      int tooClose = 0;
      double velocityX = 0;
      double velocityY = 0;
      double offsetX = 0;
      double offsetY = 0;
      int near = 0;
      int count = BlockRuns.forward(grid, slot, runs, shifts);
      for (int run = 0; run < count; run++) {
        double fromMeX = shifts[2 * run] - myX;   // exact: two floats, subtracted in double
        double fromMeY = shifts[2 * run + 1] - myY;
        for (int k = runs[2 * run]; k < runs[2 * run + 1]; k++) {
          double dx = grid.x(k) + fromMeX;   // o, from me to k
          double dy = grid.y(k) + fromMeY;
          double squared = dx * dx + dy * dy;
          int at = SUMS * k;
          if (squared < neighbourLimit && squared > 0) {
            velocityX += grid.vx(k);
            velocityY += grid.vy(k);
            offsetX += dx;
            offsetY += dy;
            near++;
            sums[at + VELOCITY_X] += myVx;
            sums[at + VELOCITY_Y] += myVy;
            sums[at + OFFSET_X] -= dx;
            sums[at + OFFSET_Y] -= dy;
            sums[at + NEAR] += 1;
          }
          if (squared < separationLimit && squared > 0) {
            double awayFromK = dx / squared;   // o / d²: k is pushed along +o, I along −o
            double awayFromKy = dy / squared;
            awayX -= awayFromK;
            awayY -= awayFromKy;
            tooClose++;
            sums[at + AWAY_X] += awayFromK;
            sums[at + AWAY_Y] += awayFromKy;
            sums[at + TOO_CLOSE] += 1;
          }
        }
      }
      int at = SUMS * slot;
      sums[at + AWAY_X] += awayX;
      sums[at + AWAY_Y] += awayY;
      sums[at + TOO_CLOSE] += tooClose;
      sums[at + VELOCITY_X] += velocityX;
      sums[at + VELOCITY_Y] += velocityY;
      sums[at + OFFSET_X] += offsetX;
      sums[at + OFFSET_Y] += offsetY;
      sums[at + NEAR] += near;
    }
  }
}
