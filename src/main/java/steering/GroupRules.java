package steering;

import java.util.List;
import processing.core.PApplet;
import processing.core.PVector;

/**
 * The three rules of Craig Reynolds' boids ("Flocks, Herds, and Schools", 1987), as The Nature
 * of Code's "Flocking" teaches them. Each rule looks at the neighbours within its distance
 * (d &gt; 0, so a vehicle in its own list is skipped), works out a desired velocity and steers
 * ({@link Vehicle#steer(PVector, float)}); with no neighbour, no force.
 * <ul>
 *   <li><b>Separation</b>: the unit vectors away from the neighbours closer than the desired
 *       separation, each divided by its distance (a close one pushes harder), averaged.
 *   <li><b>Alignment</b>: the average velocity of the neighbours.
 *   <li><b>Cohesion</b>: seek the average position of the neighbours.
 *   <li><b>Flocking</b>: separation × 1.5 + alignment × 1.0 + cohesion × 1.0.
 * </ul>
 * Each desired velocity is scaled to maxspeed.
 *
 * <p><b>View angle</b> (after OpenSteer): below {@link #FULL_VIEW} degrees a boid sees only
 * the neighbours within half the angle of its velocity ({@link #sees}); at rest it sees all
 * round.
 *
 * <p><b>Wrap</b>: in a world of width × height that wraps, the offset to a neighbour is the
 * shortest one across the edges ({@link #offset}), so a flock is not cut at the border;
 * {@link #NO_WRAP} is an open world.
 *
 * <p>Edit a rule and every flock changes, whichever finder found the neighbours. The crowd
 * engine ({@code steering.crowd}) sums the same rules its own way, a copy your edit does not
 * reach, so it checks a few boids a frame against these lines; once they differ, it gives way
 * to these lines (Flocking to the bins, a crowd's separation to the book's loop), and the HUD
 * says so and names the file with the copy.
 */
public final class GroupRules {

  /** The Nature of Code's desired separation, in pixels: closer than this, steer away. */
  public static final float DESIRED_SEPARATION = 25;
  /** The Nature of Code's neighbour distance for alignment and cohesion, in pixels. */
  public static final float NEIGHBOUR_DISTANCE = 50;
  /** Separation counts half again as much as the other rules: crowding matters most. */
  public static final float SEPARATION_WEIGHT = 1.5f;
  /** Weight of alignment in a flock. */
  public static final float ALIGNMENT_WEIGHT = 1;
  /** Weight of cohesion in a flock. */
  public static final float COHESION_WEIGHT = 1;
  /** A world size of 0: no wrap-around, offsets are plain differences. */
  public static final float NO_WRAP = 0;
  /** A view angle of 360 degrees: a boid sees all round, as in the book. */
  public static final float FULL_VIEW = 360;

  private GroupRules() {
  }

  /** Separation within {@code desiredSeparation}; applies the force and returns it. */
  public static PVector separate(Vehicle v, List<Vehicle> others, float desiredSeparation) {
    return separate(v, others, desiredSeparation, 1);
  }

  /** Separation × {@code weight}, as in the book's separate × 1.5 + seek × 0.5. */
  public static PVector separate(Vehicle v, List<Vehicle> others, float desiredSeparation,
      float weight) {
    Check.others(others);
    Check.notNegative("desiredSeparation", desiredSeparation, "closer than this, steer away");
    Check.notNegative("weight", weight, "weight of separation");
    Check.vehicle("vehicle", v);
    return separate(v, others, desiredSeparation, weight, FULL_VIEW, NO_WRAP, NO_WRAP);
  }

  /** Alignment within {@code neighbourDistance}; applies the force and returns it. */
  public static PVector align(Vehicle v, List<Vehicle> others, float neighbourDistance) {
    Check.others(others);
    checkNeighbourDistance(neighbourDistance);
    Check.vehicle("vehicle", v);
    return align(v, others, neighbourDistance, 1, FULL_VIEW, NO_WRAP, NO_WRAP);
  }

  /** Cohesion within {@code neighbourDistance}; applies the force and returns it. */
  public static PVector cohere(Vehicle v, List<Vehicle> others, float neighbourDistance) {
    Check.others(others);
    checkNeighbourDistance(neighbourDistance);
    Check.vehicle("vehicle", v);
    return cohere(v, others, neighbourDistance, 1, FULL_VIEW, NO_WRAP, NO_WRAP);
  }

  /** Flocking with distances and weights of your choice; applies the sum and returns it. */
  public static PVector flock(Vehicle v, List<Vehicle> others, float desiredSeparation,
      float neighbourDistance, float separationWeight, float alignmentWeight,
      float cohesionWeight) {
    return flock(v, others, desiredSeparation, neighbourDistance, separationWeight,
        alignmentWeight, cohesionWeight, FULL_VIEW);
  }

  /** Flocking as above, seeing {@code viewAngle} degrees ahead (more than 0, at most 360). */
  public static PVector flock(Vehicle v, List<Vehicle> others, float desiredSeparation,
      float neighbourDistance, float separationWeight, float alignmentWeight,
      float cohesionWeight, float viewAngle) {
    Check.others(others);
    Check.notNegative("desiredSeparation", desiredSeparation, "closer than this, steer away");
    checkNeighbourDistance(neighbourDistance);
    Check.notNegative("separationWeight", separationWeight, "weight of separation");
    Check.notNegative("alignmentWeight", alignmentWeight, "weight of alignment");
    Check.notNegative("cohesionWeight", cohesionWeight, "weight of cohesion");
    if (!(viewAngle > 0 && viewAngle <= FULL_VIEW)) {
      throw new IllegalArgumentException("viewAngle must be more than 0 and at most "
          + FULL_VIEW + " degrees, was " + viewAngle);
    }
    Check.vehicle("vehicle", v);
    double most = ((double) separationWeight + alignmentWeight + cohesionWeight) * v.maxforce;
    if (!Check.forcesFit(v, most)) {   // all three must fit before the first is applied
      throw new IllegalStateException("mass " + v.mass + " is too small (or maxforce "
          + v.maxforce + " too large) for the three weighted forces: the acceleration could"
          + " go beyond ±" + Check.LARGEST_SHOWN);
    }
    return flock(v, others, desiredSeparation, neighbourDistance, separationWeight,
        alignmentWeight, cohesionWeight, viewAngle, false, NO_WRAP, NO_WRAP);
  }

  /**
   * Flocking over checked candidates in a world of width × height; {@code clearView} adds
   * Flake's fourth rule ({@link ClearView}). Applies the sum and returns it.
   */
  static PVector flock(Vehicle v, List<Vehicle> candidates, float desiredSeparation,
      float neighbourDistance, float separationWeight, float alignmentWeight,
      float cohesionWeight, float viewAngle, boolean clearView, float width, float height) {
    PVector force = new PVector();
    force.add(separate(v, candidates, desiredSeparation, separationWeight, viewAngle, width,
        height));
    force.add(align(v, candidates, neighbourDistance, alignmentWeight, viewAngle, width, height));
    force.add(cohere(v, candidates, neighbourDistance, cohesionWeight, viewAngle, width, height));
    if (clearView) {
      force.add(ClearView.steer(v, candidates, neighbourDistance, ClearView.WEIGHT, viewAngle,
          width, height));
    }
    return force;
  }

  /** Separation over checked candidates; no force when the pushes cancel out exactly. */
  static PVector separate(Vehicle v, List<Vehicle> others, float desiredSeparation,
      float weight, float viewAngle, float width, float height) {
    PVector sum = new PVector();
    int count = 0;
    for (Vehicle other : others) {
      float d = distance(v, other, width, height);
      if (d > 0 && d < desiredSeparation && sees(v, other, viewAngle, width, height)) {
        PVector diff = offset(other, v, width, height);   // from the other to me: away
        diff.normalize();
        diff.div(d);   // a close neighbour pushes harder
        sum.add(diff);
        count++;
      }
    }
    if (count > 0 && sum.mag() > 0) {
      sum.div(count);
      sum.setMag(v.maxspeed);
      return v.steer(sum, weight);
    }
    return v.steer(v.velocity, weight);   // desired = velocity: no force
  }

  /** Alignment over checked candidates. */
  static PVector align(Vehicle v, List<Vehicle> others, float neighbourDistance,
      float weight, float viewAngle, float width, float height) {
    PVector sum = new PVector();
    int count = 0;
    for (Vehicle other : others) {
      float d = distance(v, other, width, height);
      if (d > 0 && d < neighbourDistance && sees(v, other, viewAngle, width, height)) {
        sum.add(other.velocity);
        count++;
      }
    }
    if (count > 0) {
      sum.div(count);
      sum.setMag(v.maxspeed);
      return v.steer(sum, weight);
    }
    return v.steer(v.velocity, weight);
  }

  /**
   * Cohesion over checked candidates: the book's seek(average position), taken as the average
   * offset from the vehicle so that it works across a wrapped edge.
   */
  static PVector cohere(Vehicle v, List<Vehicle> others, float neighbourDistance,
      float weight, float viewAngle, float width, float height) {
    PVector sum = new PVector();
    int count = 0;
    for (Vehicle other : others) {
      float d = distance(v, other, width, height);
      if (d > 0 && d < neighbourDistance && sees(v, other, viewAngle, width, height)) {
        sum.add(offset(v, other, width, height));   // from me to the other
        count++;
      }
    }
    if (count > 0) {
      sum.div(count);
      sum.setMag(v.maxspeed);   // seek the average position
      return v.steer(sum, weight);
    }
    return v.steer(v.velocity, weight);
  }

  /** True when {@code other} lies within {@code viewAngle} degrees ahead of {@code v}. */
  public static boolean sees(Vehicle v, Vehicle other, float viewAngle, float width,
      float height) {
    if (viewAngle >= FULL_VIEW) {
      return true;   // all round: the book's rules, unchanged
    }
    return inView(v, offset(v, other, width, height), viewAngle);
  }

  /** True when {@code offset} is within half of {@code viewAngle} of v's velocity. */
  public static boolean inView(Vehicle v, PVector offset, float viewAngle) {
    float angle = PVector.angleBetween(v.velocity, offset);
    return angle <= PApplet.radians(viewAngle) / 2;
  }

  /** b.position − a.position (a new vector), across the edges when x and y wrap; z never does. */
  public static PVector offset(Vehicle a, Vehicle b, float width, float height) {
    return new PVector((float) wrap((double) b.position.x - a.position.x, width),
        (float) wrap((double) b.position.y - a.position.y, height),
        (float) ((double) b.position.z - a.position.z));
  }

  /** The book's PVector.dist(a, b), measured as {@link #offset} measures. */
  public static float distance(Vehicle a, Vehicle b, float width, float height) {
    double dx = wrap((double) b.position.x - a.position.x, width);
    double dy = wrap((double) b.position.y - a.position.y, height);
    double dz = (double) b.position.z - a.position.z;
    return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
  }

  /** {@code delta} the shortest way round a world {@code size} wide: within ±size/2. */
  public static double wrap(double delta, float size) {
    double half = size * 0.5;
    if (delta <= half && delta >= -half || size == NO_WRAP) {
      return delta;   // already the shorter way, as most pairs are: a flock asks n² times a frame
    }
    if (delta > half) {
      delta -= size;  // positions inside the world: one step is enough
    } else if (delta < -half) {
      delta += size;
    }
    return Math.abs(delta) <= half ? delta : Math.IEEEremainder(delta, size);
  }

  private static void checkNeighbourDistance(float neighbourDistance) {
    Check.notNegative("neighbourDistance", neighbourDistance, "how far a neighbour may be");
  }
}
