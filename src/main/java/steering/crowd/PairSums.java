package steering.crowd;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
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
 * <p><b>Sure cells, for a crowded flock.</b> In cells much smaller than the radius (a fifth or
 * an eighth: {@link CrowdNeighbours#reachFor}), the cells near a boid's own lie wholly within the
 * neighbour distance of it ({@link CellReach#sure}): every boid there is a neighbour,
 * wherever it sits in its cell. Their velocities and offsets need no pair measured: with the
 * snapshot's running sums over the slots (slot s holds the sums of the slots before it), a run
 * of slots [a, b) adds up as sum(b) − sum(a), and a run's offsets as its positions' sum
 * + (b − a) × (shift − my position). The boids of one cell share these sure sums, so they are
 * added up once per cell, the boid itself then taken back out. Pairs in sure cells are still
 * measured where they may be too close ({@link CellReach#separation}), about half of
 * them, so there too close adds × 1 or × 0; and a boid in the very same place (d = 0: no
 * neighbour in the rules) is taken back out of both boids' sums. The sums are float
 * velocities and positions added in double, so they equal the pair-by-pair ones up to
 * rounding (most often exactly).
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
  private final double[][] parts = new double[SlotParts.MAX_PARTS][0];
  private final int[] ends = new int[SlotParts.MAX_PARTS + 1];
  /** How many distances each part measured. */
  private final long[] partChecks = new long[SlotParts.MAX_PARTS];
  /** How many distances the last {@link #measure} measured. */
  private long checks;
  /** {@link CellReach#sure} for this frame's neighbour distance. */
  private final int[] sureReach = new int[NeighbourGrid.MAX_REACH + 1];
  /** {@link CellReach#separation} for this frame's separation. */
  private final int[] separationReach = new int[NeighbourGrid.MAX_REACH + 1];
  /** The snapshot's running sums: velocity x, y and position x, y of the slots before s. */
  private double[] before = new double[RUNNING];
  /** Running sums per slot in {@link #before}. */
  private static final int RUNNING = 4;

  /**
   * Every slot's sums for the grid as rebuilt for this frame (which must have shortest
   * shifts): slot s's at [SUMS × s, SUMS × (s + 1)) of the array returned (kept and reused:
   * valid until the next call). A squared distance s is near when s &lt; neighbourLimit and
   * too close when s &lt; separationLimit ({@link FusedRules#squaredLimit}). With
   * {@code sureCells}, the neighbours of the cells wholly within reach come from running sums
   * ({@link CellReach#sure}): worth it in a crowded flock.
   */
  double[] measure(NeighbourGrid grid, double separationLimit, double neighbourLimit,
      boolean parallel, boolean sureCells) {
    if (!grid.shiftsAreShortest()) {
      throw new IllegalArgumentException("grid: its shifts must be the shortest");
    }
    int boids = grid.cellStart(grid.columns() * grid.rows());
    int length = SUMS * boids;
    int partCount = SlotParts.cut(grid, ends);
    if (sureCells) {
      CellReach.sure(grid, neighbourLimit, sureReach);
      CellReach.separation(grid, separationLimit, separationReach);
    } else {
      Arrays.fill(sureReach, -1);
    }
    if (before.length < RUNNING * (boids + 1)) {
      before = new double[RUNNING * (boids + 1)];
    }
    for (int slot = 0; slot < boids; slot++) {   // running sums of the snapshot, slot by slot
      int at = RUNNING * slot;
      before[at + RUNNING] = before[at] + grid.vx(slot);
      before[at + RUNNING + 1] = before[at + 1] + grid.vy(slot);
      before[at + RUNNING + 2] = before[at + 2] + grid.x(slot);
      before[at + RUNNING + 3] = before[at + 3] + grid.y(slot);
    }
    AtomicInteger nextPart = new AtomicInteger();
    Runnable takeParts = () -> {
      // each thread takes the next part left until none is: one that runs slower (sharing its
      // core with something else) takes fewer
      for (int part = nextPart.getAndIncrement(); part < partCount;
          part = nextPart.getAndIncrement()) {
        if (parts[part].length < length) {
          parts[part] = new double[length];
        } else {
          Arrays.fill(parts[part], 0, length, 0);
        }
        partChecks[part] = add(grid, ends[part], ends[part + 1], separationLimit,
            neighbourLimit, sureReach, separationReach, before, parts[part]);
      }
    };
    if (parallel) {
      IntStream.range(0, THREADS).parallel().forEach(thread -> takeParts.run());
    } else {
      takeParts.run();
    }
    checks = 0;
    for (int part = 0; part < partCount; part++) {
      checks += partChecks[part];
    }
    double[] whole = parts[0];
    IntStream chunks = IntStream.range(0, (length + MERGED - 1) / MERGED);
    (parallel ? chunks.parallel() : chunks).forEach(chunk -> {
      for (int i = chunk * MERGED; i < Math.min(length, (chunk + 1) * MERGED); i++) {
        for (int part = 1; part < partCount; part++) {
          whole[i] += parts[part][i];   // part after part: the same order on any thread
        }
      }
    });
    return whole;
  }

  /** How many distances between two boids the last {@link #measure} measured. */
  long checks() {
    return checks;
  }

  /** Threads that take parts: the caller and the common pool's. */
  private static final int THREADS = Runtime.getRuntime().availableProcessors();
  /** The parts' sums are added together this many at a time (per thread). */
  private static final int MERGED = 1 << 14;

  /**
   * Adds the pairs of the boids in slots [from, to) with their forward halves into sums: the
   * sure cells' neighbours from the running sums {@code before}, then each pair of the rest.
   * Returns how many pairs it measured.
   */
  private static long add(NeighbourGrid grid, int from, int to, double separationLimit,
      double neighbourLimit, int[] sureReach, int[] separationReach, double[] before,
      double[] sums) {
    BlockRuns.Runs forward = new BlockRuns.Runs();
    BlockRuns.Runs block = new BlockRuns.Runs();
    boolean ownCellIsSure = sureReach[0] >= 0;
    int blockOf = -1;
    int sureNear = 0;
    double sureVelocityX = 0;
    double sureVelocityY = 0;
    double surePositionX = 0;
    double surePositionY = 0;
    long measured = 0;
    for (int slot = from; slot < to; slot++) {
      int cell = grid.cellOfSlot(slot);
      if (ownCellIsSure && cell != blockOf) {   // a cell's boids share their sure block
        blockOf = cell;
        BlockRuns.sure(grid, cell, sureReach, block);
        sureNear = 0;
        sureVelocityX = sureVelocityY = surePositionX = surePositionY = 0;
        for (int run = 0; run < block.count; run++) {
          int a = RUNNING * block.runs[2 * run];
          int b = RUNNING * block.runs[2 * run + 1];
          int boids = block.runs[2 * run + 1] - block.runs[2 * run];
          sureNear += boids;
          sureVelocityX += before[b] - before[a];
          sureVelocityY += before[b + 1] - before[a + 1];
          surePositionX += before[b + 2] - before[a + 2] + boids * (double) block.shifts[2 * run];
          surePositionY += before[b + 3] - before[a + 3]
              + boids * (double) block.shifts[2 * run + 1];
        }
      }
      double myX = grid.x(slot);
      double myY = grid.y(slot);
      double myVx = grid.vx(slot);
      double myVy = grid.vy(slot);
      double awayX = 0;
      double awayY = 0;
      int tooClose = 0;
      // the sure block, less the boid itself (its offset from itself is 0)
      double velocityX = ownCellIsSure ? sureVelocityX - myVx : 0;
      double velocityY = ownCellIsSure ? sureVelocityY - myVy : 0;
      double offsetX = surePositionX - sureNear * myX;
      double offsetY = surePositionY - sureNear * myY;
      int near = ownCellIsSure ? sureNear - 1 : 0;
      BlockRuns.forward(grid, slot, sureReach, separationReach, forward);
      for (int run = 0; run < forward.count; run++) {
        measured += forward.runs[2 * run + 1] - forward.runs[2 * run];
        if (forward.sure[run]) {   // sure neighbours: only separation to measure
          double fromMeX = forward.shifts[2 * run] - myX;
          double fromMeY = forward.shifts[2 * run + 1] - myY;
          for (int k = forward.runs[2 * run]; k < forward.runs[2 * run + 1]; k++) {
            double dx = grid.x(k) + fromMeX;
            double dy = grid.y(k) + fromMeY;
            double squared = dx * dx + dy * dy;
            int at = SUMS * k;
            // too close for about half of these pairs: added × 1 or × 0 rather than guessed
            // (the divisor is squared itself when too close, else anything above 0)
            long closeBit = within(squared, separationLimit);
            double isClose = closeBit;
            double divisor = squared + (1 - isClose);
            double awayFromKx = dx * isClose / divisor;
            double awayFromKy = dy * isClose / divisor;
            awayX -= awayFromKx;
            awayY -= awayFromKy;
            tooClose += (int) closeBit;
            sums[at + AWAY_X] += awayFromKx;
            sums[at + AWAY_Y] += awayFromKy;
            sums[at + TOO_CLOSE] += isClose;
            if (squared == 0) {   // the same place: no neighbour (d > 0), take k back out
              velocityX -= grid.vx(k);
              velocityY -= grid.vy(k);
              near--;
              sums[at + VELOCITY_X] -= myVx;
              sums[at + VELOCITY_Y] -= myVy;
              sums[at + NEAR] -= 1;
            }
          }
        } else {
          double fromMeX = forward.shifts[2 * run] - myX;   // exact: floats subtracted in double
          double fromMeY = forward.shifts[2 * run + 1] - myY;
          for (int k = forward.runs[2 * run]; k < forward.runs[2 * run + 1]; k++) {
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
    return measured;
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
