package steering.crowd;

import java.util.List;
import processing.core.PApplet;
import processing.core.PVector;
import steering.GroupRules;
import steering.Vehicle;

/**
 * The three rules of {@link GroupRules} in one pass over a boid's neighbours, for a whole
 * flock's frame ({@link CrowdNeighbours}). GroupRules' separate, align and cohere each walk the
 * neighbours and measure every distance again; here each candidate is measured once and, if
 * it is near enough, added to all three sums at the same time:
 * <pre>
 *   offset o = other − me (the shortest way across the edges), d = |o|, for 0 &lt; d:
 *     d &lt; desired separation:  separation += −o / d²      (unit vector away, ÷ d)
 *     d &lt; neighbour distance:  alignment  += other's velocity;  cohesion += o
 * </pre>
 * then each average is scaled to maxspeed and handed to {@link Vehicle#steer(PVector, float)}
 * with its weight, separation, alignment, cohesion in that order, exactly as
 * {@link GroupRules#flock} does. Only the order in which the neighbours are added differs (cell
 * order, not list order), so the forces equal the three rules' up to float rounding.
 *
 * <p>The candidates come from the {@link NeighbourGrid}'s snapshot, whose positions and
 * velocities sit in float arrays in cell order, as runs of slots; across a wrapped edge each
 * run comes with one shift (±width, ±height) that makes every offset in it the shortest, so
 * nothing is wrapped per candidate (in a world too small for that, each offset is wrapped as
 * the rules do). Offsets are worked out in double from floats, as the rules do, so they are
 * the same numbers.
 *
 * <p><b>No square root.</b> d &lt; r is tested as d² &lt; a limit just at or below r²: the
 * smallest double whose rounded square root is not below r ({@link #squaredLimit}), so a
 * neighbour exactly at the distance, or one whose distance rounds to it, stays out exactly as
 * in the rules. Separation's unit vector away divided by d is −o / d², one division.
 *
 * <p><b>Two ways to the sums.</b> {@link #apply} has every boid scan its whole block: its
 * sums read only the snapshot, in an order fixed by it, and applying them changes only that
 * boid, so any number of threads may each take some of the boids and the result is the same,
 * bit for bit. That is the way for a world too small for the grid's shifts, and for a view
 * angle below 360° (a boid ahead of another sees it, the other does not see it back, so a pair
 * is no longer measured once for both; each candidate then gets the rules' test,
 * {@link GroupRules#inView}, on the same float offset, its arc cosine replaced by a cosine
 * limit worked out once a frame: {@link #cosineLimit}). Otherwise
 * {@link PairSums} works out every boid's sums measuring each pair once, and
 * {@link #applySums} turns them into forces, again a boid at a time.
 */
final class FusedRules {

  private final float separationWeight;
  private final float alignmentWeight;
  private final float cohesionWeight;
  private final float width;
  private final float height;
  /** How far round each boid sees, in degrees; 360: all round, nothing measured. */
  private final float viewAngle;
  /** A neighbour is in view when the cosine of its angle is at least this ({@link #cosineLimit}). */
  private final double viewLimit;
  /** A squared distance s is closer than desired separation exactly when s &lt; this. */
  private final double separationLimit;
  /** A squared distance s is closer than the neighbour distance exactly when s &lt; this. */
  private final double neighbourLimit;

  /** The settings of one frame, in a world of width × height (0: no wrap), seeing all round. */
  FusedRules(float desiredSeparation, float neighbourDistance, float separationWeight,
      float alignmentWeight, float cohesionWeight, float width, float height) {
    this(desiredSeparation, neighbourDistance, separationWeight, alignmentWeight, cohesionWeight,
        GroupRules.FULL_VIEW, width, height);
  }

  /**
   * The settings of one frame, each boid seeing {@code viewAngle} degrees ahead (below 360:
   * only {@link #apply} sees so, a neighbour seen not being seen back).
   */
  FusedRules(float desiredSeparation, float neighbourDistance, float separationWeight,
      float alignmentWeight, float cohesionWeight, float viewAngle, float width, float height) {
    this.viewAngle = viewAngle;
    viewLimit = viewAngle >= GroupRules.FULL_VIEW ? Double.NEGATIVE_INFINITY
        : cosineLimit(viewAngle);
    this.separationWeight = separationWeight;
    this.alignmentWeight = alignmentWeight;
    this.cohesionWeight = cohesionWeight;
    this.width = width;
    this.height = height;
    separationLimit = squaredLimit(desiredSeparation);
    neighbourLimit = squaredLimit(neighbourDistance);
  }

  /**
   * The smallest double s whose square root is not below r, so that for every s &ge; 0,
   * {@code Math.sqrt(s) < r} exactly when {@code s < limit}: r² is exact in double (a float has
   * 24 bits), and as sqrt rounds monotonically, the few doubles just below r² whose roots round
   * up to r are found by stepping down from r².
   */
  static double squaredLimit(float r) {
    double limit = (double) r * r;
    while (limit > 0 && Math.sqrt(Math.nextDown(limit)) >= r) {
      limit = Math.nextDown(limit);
    }
    return limit;
  }

  /**
   * Works out and applies the flocking force of the boids in slots [from, to) of the
   * {@code grid}, rebuilt for this frame from {@code boids}. Mutates those boids' acceleration,
   * steering and desired. Returns how many distances it measured.
   */
  long apply(List<Vehicle> boids, NeighbourGrid grid, int from, int to) {
    int[] runs = new int[2 * NeighbourGrid.MAX_RUNS];
    float[] shifts = new float[2 * NeighbourGrid.MAX_RUNS];
    double[] sums = new double[PairSums.SUMS];
    PVector separation = new PVector();
    PVector alignment = new PVector();
    PVector cohesion = new PVector();
    long checks = 0;
    for (int slot = from; slot < to; slot++) {
      Vehicle v = boids.get(grid.boidAt(slot));
      int count = grid.candidates(slot, runs, shifts);
      checks += add(v, grid, slot, runs, shifts, count, sums);
      steer(v, sums, 0, separation, alignment, cohesion);
    }
    return checks;
  }

  /**
   * Applies the flocking force of the boids in slots [from, to) of the {@code grid} from their
   * sums, worked out for the whole grid by {@link PairSums#measure} (slot s's at
   * {@code sums[PairSums.SUMS × s ..]}). Mutates those boids' acceleration, steering and
   * desired.
   */
  void applySums(List<Vehicle> boids, NeighbourGrid grid, double[] sums, int from, int to) {
    PVector separation = new PVector();
    PVector alignment = new PVector();
    PVector cohesion = new PVector();
    for (int slot = from; slot < to; slot++) {
      steer(boids.get(grid.boidAt(slot)), sums, PairSums.SUMS * slot, separation, alignment,
          cohesion);
    }
  }

  /** The pair-once step's limits: too close, and near. */
  double separationLimit() {
    return separationLimit;
  }

  double neighbourLimit() {
    return neighbourLimit;
  }

  /** The three forces from the sums at sums[at ..]: separation, alignment, cohesion. */
  private void steer(Vehicle v, double[] sums, int at, PVector separation, PVector alignment,
      PVector cohesion) {
    desired(v, sums, at, separation, alignment, cohesion);
    v.steer(separation, separationWeight);
    v.steer(alignment, alignmentWeight);
    v.steer(cohesion, cohesionWeight);
  }

  /**
   * The three rules' sums over the candidates of the boid in {@code slot}, into sums; returns
   * how many candidates it measured.
   */
  private long add(Vehicle v, NeighbourGrid grid, int slot, int[] runs, float[] shifts,
      int count, double[] sums) {
    boolean wrapEach = !grid.shiftsAreShortest();
    boolean fullView = viewAngle >= GroupRules.FULL_VIEW;
    double within = Math.max(neighbourLimit, separationLimit);
    double myX = grid.x(slot);
    double myY = grid.y(slot);
    double awayX = 0;
    double awayY = 0;
    int tooClose = 0;
    double velocityX = 0;
    double velocityY = 0;
    double offsetX = 0;
    double offsetY = 0;
    int near = 0;
    long measured = 0;
    for (int run = 0; run < count; run++) {
      measured += runs[2 * run + 1] - runs[2 * run];
      double fromMeX = shifts[2 * run] - myX;   // exact: two floats, subtracted in double
      double fromMeY = shifts[2 * run + 1] - myY;
      for (int k = runs[2 * run]; k < runs[2 * run + 1]; k++) {
        double dx = grid.x(k) + fromMeX;
        double dy = grid.y(k) + fromMeY;
        if (wrapEach) {
          dx = GroupRules.wrap(dx, width);
          dy = GroupRules.wrap(dy, height);
        }
        double squared = dx * dx + dy * dy;
        if (!fullView && squared < within && squared > 0) {
          // the rules' float offset, and their test without its arc cosine
          if (!inView(v.velocity, (float) dx, (float) dy, viewLimit)) {
            continue;   // behind the boid: not seen by any rule
          }
        }
        if (squared < neighbourLimit && squared > 0) {
          velocityX += grid.vx(k);
          velocityY += grid.vy(k);
          offsetX += dx;
          offsetY += dy;
          near++;
        }
        if (squared < separationLimit && squared > 0) {
          awayX -= dx / squared;   // the unit vector away, ÷ d: −offset ÷ d²
          awayY -= dy / squared;
          tooClose++;
        }
      }
    }
    sums[PairSums.AWAY_X] = awayX;
    sums[PairSums.AWAY_Y] = awayY;
    sums[PairSums.TOO_CLOSE] = tooClose;
    sums[PairSums.VELOCITY_X] = velocityX;
    sums[PairSums.VELOCITY_Y] = velocityY;
    sums[PairSums.OFFSET_X] = offsetX;
    sums[PairSums.OFFSET_Y] = offsetY;
    sums[PairSums.NEAR] = near;
    return measured;
  }

  /**
   * The smallest cosine c for which the rules' test of what a boid sees holds:
   * {@code (float) Math.acos(c) <= radians(viewAngle) / 2}, as {@link GroupRules#inView} works it
   * out through {@code PVector.angleBetween}. acos only falls as c grows, and so does its float,
   * so a neighbour is in view exactly when the cosine angleBetween computes is at least this:
   * the same answer with no arc cosine per neighbour. Found by halving [−1, 1] down to two
   * neighbouring doubles; for a view below 360°, so −1 (straight behind) is out of view.
   */
  static double cosineLimit(float viewAngle) {
    float half = PApplet.radians(viewAngle) / 2;
    if ((float) Math.acos(-1) <= half) {
      return Double.NEGATIVE_INFINITY;   // rounds to all round: everything in view
    }
    double out = -1;
    double in = 1;   // acos(1) = 0: straight ahead is always in view
    while (true) {
      double middle = out + (in - out) / 2;
      if (middle <= out || middle >= in) {
        return in;
      }
      if ((float) Math.acos(middle) <= half) {
        in = middle;
      } else {
        out = middle;
      }
    }
  }

  /**
   * {@link GroupRules#inView} for a neighbour at the float offset (x, y), with the cosine
   * {@code PVector.angleBetween} computes (in floats, then doubles, the same operations)
   * compared with {@link #cosineLimit} instead of its arc cosine with the half angle. A boid at
   * rest, or a neighbour at offset 0, is in view (angleBetween gives 0).
   */
  static boolean inView(PVector velocity, float x, float y, double limit) {
    float vx = velocity.x;
    float vy = velocity.y;
    float vz = velocity.z;
    if ((vx == 0 && vy == 0 && vz == 0) || (x == 0 && y == 0)) {
      return true;
    }
    double dot = vx * x + vy * y + vz * 0f;
    double velocityMag = Math.sqrt(vx * vx + vy * vy + vz * vz);
    double offsetMag = Math.sqrt(x * x + y * y + 0f * 0f);
    return dot / (velocityMag * offsetMag) >= limit;
  }

  /** out = (x, y) scaled to length {@code length}; zero stays zero. */
  static void setMag(double x, double y, float length, PVector out) {
    double m = Math.sqrt(x * x + y * y);
    if (m == 0) {
      out.set(0, 0);
    } else {
      out.set((float) (x / m * length), (float) (y / m * length));
    }
  }

  /**
   * The three desired velocities from the sums at {@code sums[at ..]}; a rule with no
   * neighbour (or, for separation, pushes that cancel exactly) gets the boid's own velocity:
   * no force.
   */
  private static void desired(Vehicle v, double[] sums, int at, PVector separation,
      PVector alignment, PVector cohesion) {
    double tooClose = sums[at + PairSums.TOO_CLOSE];
    double awayX = sums[at + PairSums.AWAY_X];
    double awayY = sums[at + PairSums.AWAY_Y];
    if (tooClose == 0 || (awayX == 0 && awayY == 0)) {
      separation.set(v.velocity);
    } else {
      setMag(awayX / tooClose, awayY / tooClose, v.maxspeed, separation);
    }
    double near = sums[at + PairSums.NEAR];
    if (near == 0) {
      alignment.set(v.velocity);
      cohesion.set(v.velocity);
    } else {
      setMag(sums[at + PairSums.VELOCITY_X] / near,
          sums[at + PairSums.VELOCITY_Y] / near, v.maxspeed, alignment);
      setMag(sums[at + PairSums.OFFSET_X] / near,
          sums[at + PairSums.OFFSET_Y] / near, v.maxspeed, cohesion);
    }
  }
}
