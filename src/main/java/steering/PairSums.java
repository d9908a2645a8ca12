package steering;

import java.util.Arrays;
import java.util.stream.IntStream;

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
 * its sums at the end of its turn; k's go straight into k's sums. Whether a pair is near is
 * true for about half the pairs, with no pattern a processor could guess, so the near sums add
 * the pair's share × 1 or × 0 instead of branching (a few percent faster); too close, rarer,
 * keeps its branch.
 *
 * <p>The sums sit in one array, {@link #SUMS} per slot, kept between frames (no allocation
 * once large enough). The work is cut into parts of about the same size ({@link SlotParts}),
 * each adding into an array of its own, and the parts are then added in a fixed order, so
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

  /** Each part's sums ({@link SlotParts}); part 0's end up holding the whole frame's. */
  private final double[][] parts = new double[SlotParts.PARTS][0];
  private final int[] ends = new int[SlotParts.PARTS + 1];

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
    int length = SUMS * grid.cellStart(grid.columns() * grid.rows());
    SlotParts.cut(grid, ends);
    IntStream each = IntStream.range(0, SlotParts.PARTS);
    (parallel ? each.parallel() : each).forEach(part -> {
      if (parts[part].length < length) {
        parts[part] = new double[length];
      } else {
        Arrays.fill(parts[part], 0, length, 0);
      }
      add(grid, ends[part], ends[part + 1], separationLimit, neighbourLimit, parts[part]);
    });
    double[] whole = parts[0];
    IntStream chunks = IntStream.range(0, (length + MERGED - 1) / MERGED);
    (parallel ? chunks.parallel() : chunks).forEach(chunk -> {
      for (int i = chunk * MERGED; i < Math.min(length, (chunk + 1) * MERGED); i++) {
        for (int part = 1; part < SlotParts.PARTS; part++) {
          whole[i] += parts[part][i];   // part after part: the same order on any thread
        }
      }
    });
    return whole;
  }

  /** The parts' sums are added together this many at a time (per thread). */
  private static final int MERGED = 1 << 14;

  /** Adds the pairs of the boids in slots [from, to) with their forward halves into sums. */
  private static void add(NeighbourGrid grid, int from, int to, double separationLimit,
      double neighbourLimit, double[] sums) {
    int[] runs = new int[2 * BlockRuns.MAX_FORWARD_RUNS];
    float[] shifts = new float[2 * BlockRuns.MAX_FORWARD_RUNS];
    for (int slot = from; slot < to; slot++) {
      double myX = grid.x(slot);
      double myY = grid.y(slot);
      double myVx = grid.vx(slot);
      double myVy = grid.vy(slot);
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
          long nearBit = within(squared, neighbourLimit);
          double isNear = nearBit;   // 1 or 0: added without a branch, as it is hard to guess
          double nearDx = dx * isNear;
          double nearDy = dy * isNear;
          velocityX += grid.vx(k) * isNear;
          velocityY += grid.vy(k) * isNear;
          offsetX += nearDx;
          offsetY += nearDy;
          near += (int) nearBit;
          int at = SUMS * k;
          sums[at + VELOCITY_X] += myVx * isNear;
          sums[at + VELOCITY_Y] += myVy * isNear;
          sums[at + OFFSET_X] -= nearDx;
          sums[at + OFFSET_Y] -= nearDy;
          sums[at + NEAR] += isNear;
          if (squared < separationLimit && squared > 0) {
            double awayFromKx = dx / squared;   // o / d²: k is pushed along +o, I along −o
            double awayFromKy = dy / squared;
            awayX -= awayFromKx;
            awayY -= awayFromKy;
            tooClose++;
            sums[at + AWAY_X] += awayFromKx;
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

  /**
   * 1 when 0 &lt; squared &lt; limit, else 0, without a branch: the sign bit of squared − limit
   * (negative exactly when squared &lt; limit) and that of −bits(squared) (negative exactly
   * when squared &gt; 0, as squared is never negative).
   */
  static long within(double squared, double limit) {
    return (Double.doubleToRawLongBits(squared - limit)
        & -Double.doubleToRawLongBits(squared)) >>> 63;
  }
}
