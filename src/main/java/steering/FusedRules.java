package steering;

import java.util.List;
import processing.core.PVector;

/**
 * The three rules of {@link GroupRules} in one pass over a boid's neighbours, for a whole
 * flock's frame ({@link Flock}). GroupRules' separate, align and cohere each walk the
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
 * velocities sit in float arrays in cell order. Squared distances are compared first, so the
 * square root is taken only for the few candidates in range: a distance d with d² &gt; r²
 * cannot round to below r, so nothing the rules would count is skipped.
 *
 * <p>A boid's sums read only the snapshot and are added in an order fixed by it, and applying
 * them changes only that boid, so any number of threads may each take some of the boids: the
 * result is the same, bit for bit.
 */
final class FusedRules {

  private final float desiredSeparation;
  private final float neighbourDistance;
  private final float separationWeight;
  private final float alignmentWeight;
  private final float cohesionWeight;
  private final float width;
  private final float height;
  /** The largest distance either rule looks at, squared: farther candidates are skipped. */
  private final double reachSquared;

  /** The settings of one frame, in a world of width × height (0: no wrap). */
  FusedRules(float desiredSeparation, float neighbourDistance, float separationWeight,
      float alignmentWeight, float cohesionWeight, float width, float height) {
    this.desiredSeparation = desiredSeparation;
    this.neighbourDistance = neighbourDistance;
    this.separationWeight = separationWeight;
    this.alignmentWeight = alignmentWeight;
    this.cohesionWeight = cohesionWeight;
    this.width = width;
    this.height = height;
    double reach = Math.max(desiredSeparation, neighbourDistance);
    reachSquared = reach * reach;   // exact: a float squared fits in a double
  }

  /**
   * Works out and applies the flocking force of the boids in slots [from, to) of the
   * {@code grid}, rebuilt for this frame from {@code boids}. Mutates those boids' acceleration,
   * steering and desired.
   */
  void apply(List<Vehicle> boids, NeighbourGrid grid, int from, int to) {
    int[] runs = new int[2 * NeighbourGrid.MAX_RUNS];
    PVector separation = new SafeVector();
    PVector alignment = new SafeVector();
    PVector cohesion = new SafeVector();
    for (int slot = from; slot < to; slot++) {
      Vehicle v = boids.get(grid.boidAt(slot));
      desired(v, grid, slot, runs, separation, alignment, cohesion);
      v.steer(separation, separationWeight);
      v.steer(alignment, alignmentWeight);
      v.steer(cohesion, cohesionWeight);
    }
  }

  /**
   * The three desired velocities of the boid in {@code slot}; a rule with no neighbour (or,
   * for separation, pushes that cancel exactly) gets the boid's own velocity: no force.
   */
  private void desired(Vehicle v, NeighbourGrid grid, int slot, int[] runs,
      PVector separation, PVector alignment, PVector cohesion) {
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
    int count = grid.candidates(slot, runs);
    for (int run = 0; run < count; run++) {
      for (int k = runs[2 * run]; k < runs[2 * run + 1]; k++) {
        double dx = GroupRules.wrap(grid.x(k) - myX, width);
        double dy = GroupRules.wrap(grid.y(k) - myY, height);
        double squared = dx * dx + dy * dy;
        if (squared > reachSquared || k == slot) {
          continue;
        }
        double d = Math.sqrt(squared);
        if (d > 0 && d < desiredSeparation) {
          awayX -= dx / d / d;
          awayY -= dy / d / d;
          tooClose++;
        }
        if (d > 0 && d < neighbourDistance) {
          velocityX += grid.vx(k);
          velocityY += grid.vy(k);
          offsetX += dx;
          offsetY += dy;
          near++;
        }
      }
    }
    if (tooClose == 0 || (awayX == 0 && awayY == 0)) {
      separation.set(v.velocity);
    } else {
      GroupRules.setMag(awayX / tooClose, awayY / tooClose, v.maxspeed, separation);
    }
    if (near == 0) {
      alignment.set(v.velocity);
      cohesion.set(v.velocity);
    } else {
      GroupRules.setMag(velocityX / near, velocityY / near, v.maxspeed, alignment);
      GroupRules.setMag(offsetX / near, offsetY / near, v.maxspeed, cohesion);
    }
  }
}
