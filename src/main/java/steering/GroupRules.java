package steering;

import java.util.List;
import processing.core.PApplet;
import processing.core.PVector;

/**
 * The three rules of Craig Reynolds' boids ("Flocks, Herds, and Schools", 1987), as The Nature
 * of Code teaches them in its "Flocking" section. Each rule looks only at the neighbours within
 * a distance and works out a desired velocity; {@link Vehicle#steer(PVector, float)} turns it
 * into a force, limited to {@code maxforce}, then weighted.
 * <ul>
 *   <li><b>Separation</b>: for every neighbour closer than the desired separation d, the unit
 *       vector away from it divided by d (a close neighbour pushes harder); desired = the
 *       average of those, scaled to maxspeed.
 *   <li><b>Alignment</b>: desired = the average velocity of the neighbours, scaled to maxspeed.
 *   <li><b>Cohesion</b>: seek the average position of the neighbours.
 *   <li><b>Flocking</b>: separation × 1.5 + alignment × 1.0 + cohesion × 1.0.
 * </ul>
 * A neighbour is any other vehicle with 0 &lt; d &lt; the rule's distance (so a vehicle in its
 * own list, at d = 0, is skipped). With no neighbour a rule applies no force.
 *
 * <p><b>Field of view</b> (The Nature of Code's exercise on a boid's view, after OpenSteer): a
 * boid sees only what lies in the cone ahead of it. With a view angle below
 * {@link #FULL_VIEW} degrees, a neighbour is seen when the angle between the boid's velocity and
 * the offset to the neighbour ({@code PVector.angleBetween}) is at most half the view angle;
 * the rules leave out every neighbour not seen ({@link #sees}). A boid at rest has no "ahead"
 * and sees all round. At 360° nothing is measured: the rules are the book's, bit for bit.
 *
 * <p>In a wrap-around world of {@code width × height} (as in {@link Flock}), the offset to a
 * neighbour is the shortest one across the edges ({@link #offset}), so a flock is not cut in
 * two at the border. These are the lines a {@link Flock} runs with the book's, the bins' or the
 * quadtree's {@link NeighbourFinder}: it hands each boid's candidates to them. Only the crowd
 * engine in {@code steering.crowd}, which Flocking takes above 500 boids and says so, works out
 * the same sums its own way (tested against these); a crowd's separation up to 500 runs these.
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

  /**
   * Separation with a desired separation of your choice (see the class comment); mutates the
   * vehicle's acceleration like every behavior.
   *
   * @return the force applied, zero when no one is that close
   */
  public static PVector separate(Vehicle v, List<Vehicle> others, float desiredSeparation) {
    checkOthers(others);
    Check.notNegative("desiredSeparation", desiredSeparation, "closer than this, steer away");
    Check.state(v);
    return separate(v, others, desiredSeparation, 1, NO_WRAP, NO_WRAP);
  }

  /**
   * Separation with its force (at most maxforce) multiplied by {@code weight}, for a weighted
   * sum such as The Nature of Code's separate × 1.5 + seek × 0.5.
   */
  public static PVector separate(Vehicle v, List<Vehicle> others, float desiredSeparation,
      float weight) {
    checkOthers(others);
    Check.notNegative("desiredSeparation", desiredSeparation, "closer than this, steer away");
    Check.notNegative("weight", weight, "weight of separation");
    Check.state(v);
    return separate(v, others, desiredSeparation, weight, NO_WRAP, NO_WRAP);
  }

  /** Alignment with a neighbour distance of your choice; zero force when no one is near. */
  public static PVector align(Vehicle v, List<Vehicle> others, float neighbourDistance) {
    checkOthers(others);
    checkNeighbourDistance(neighbourDistance);
    Check.state(v);
    return align(v, others, neighbourDistance, 1, NO_WRAP, NO_WRAP);
  }

  /** Cohesion with a neighbour distance of your choice; zero force when no one is near. */
  public static PVector cohere(Vehicle v, List<Vehicle> others, float neighbourDistance) {
    checkOthers(others);
    checkNeighbourDistance(neighbourDistance);
    Check.state(v);
    return cohere(v, others, neighbourDistance, 1, NO_WRAP, NO_WRAP);
  }

  /**
   * Flocking with distances and weights of your choice: the sum of the three rules' forces,
   * each limited to {@code maxforce} and then multiplied by its weight.
   *
   * @return the summed force applied (a new vector)
   */
  public static PVector flock(Vehicle v, List<Vehicle> others, float desiredSeparation,
      float neighbourDistance, float separationWeight, float alignmentWeight,
      float cohesionWeight) {
    return flock(v, others, desiredSeparation, neighbourDistance, separationWeight,
        alignmentWeight, cohesionWeight, FULL_VIEW);
  }

  /**
   * Flocking as above, seeing only the neighbours within {@code viewAngle} degrees ahead (more
   * than 0, at most {@link #FULL_VIEW}; see the class comment).
   *
   * @return the summed force applied (a new vector)
   */
  public static PVector flock(Vehicle v, List<Vehicle> others, float desiredSeparation,
      float neighbourDistance, float separationWeight, float alignmentWeight,
      float cohesionWeight, float viewAngle) {
    checkOthers(others);
    Check.notNegative("desiredSeparation", desiredSeparation, "closer than this, steer away");
    checkNeighbourDistance(neighbourDistance);
    Check.notNegative("separationWeight", separationWeight, "weight of separation");
    Check.notNegative("alignmentWeight", alignmentWeight, "weight of alignment");
    Check.notNegative("cohesionWeight", cohesionWeight, "weight of cohesion");
    checkViewAngle(viewAngle);
    Check.state(v);
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
   * Flocking over checked candidates in a world of width × height (0: no wrap): separation,
   * alignment and cohesion, each measuring every candidate itself, as in the book.
   */
  static PVector flock(Vehicle v, List<Vehicle> candidates, float desiredSeparation,
      float neighbourDistance, float separationWeight, float alignmentWeight,
      float cohesionWeight, float width, float height) {
    return flock(v, candidates, desiredSeparation, neighbourDistance, separationWeight,
        alignmentWeight, cohesionWeight, FULL_VIEW, false, width, height);
  }

  /**
   * Flocking over checked candidates, seeing {@code viewAngle} degrees ahead, in a world of
   * width × height (0: no wrap); with {@code clearView} a fourth rule, Flake's
   * {@link ClearView}, after the three.
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

  /** Separation seeing all round, over checked candidates (see below). */
  static PVector separate(Vehicle v, List<Vehicle> others, float desiredSeparation,
      float weight, float width, float height) {
    return separate(v, others, desiredSeparation, weight, FULL_VIEW, width, height);
  }

  /** Alignment seeing all round, over checked candidates (see below). */
  static PVector align(Vehicle v, List<Vehicle> others, float neighbourDistance,
      float weight, float width, float height) {
    return align(v, others, neighbourDistance, weight, FULL_VIEW, width, height);
  }

  /** Cohesion seeing all round, over checked candidates (see below). */
  static PVector cohere(Vehicle v, List<Vehicle> others, float neighbourDistance,
      float weight, float width, float height) {
    return cohere(v, others, neighbourDistance, weight, FULL_VIEW, width, height);
  }

  /**
   * Separation: the average of the unit vectors away from the neighbours closer than
   * {@code desiredSeparation}, each divided by its distance, scaled to maxspeed. No force when
   * no one is that close, or the pushes cancel out exactly.
   */
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

  /** Alignment: the average velocity of the neighbours, scaled to maxspeed. */
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
   * Cohesion: seek the average position of the neighbours, measured as the average offset from
   * this vehicle so that it works across a wrapped edge (the book's seek(sum): desired = sum −
   * position, scaled to maxspeed).
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

  /**
   * True when {@code other} lies within {@code viewAngle} degrees ahead of {@code v}
   * ({@link #inView}); always at {@link #FULL_VIEW}, where nothing is measured.
   */
  public static boolean sees(Vehicle v, Vehicle other, float viewAngle, float width,
      float height) {
    if (viewAngle >= FULL_VIEW) {
      return true;   // all round: the book's rules, unchanged
    }
    return inView(v, offset(v, other, width, height), viewAngle);
  }

  /**
   * True when {@code offset} (from v to a neighbour) is at most half of {@code viewAngle}
   * degrees away from v's velocity: the neighbour is in the cone ahead. A vehicle at rest
   * (angleBetween gives 0) sees all round.
   */
  public static boolean inView(Vehicle v, PVector offset, float viewAngle) {
    float angle = PVector.angleBetween(v.velocity, offset);
    return angle <= PApplet.radians(viewAngle) / 2;
  }

  /**
   * The offset from a to b (a new vector): b.position − a.position, the shortest way across
   * the edges when the world wraps (width × height; 0: no wrap). z never wraps: in 3D the
   * rules work as they are, with z = 0 in the plane.
   */
  public static PVector offset(Vehicle a, Vehicle b, float width, float height) {
    return new PVector((float) wrap((double) b.position.x - a.position.x, width),
        (float) wrap((double) b.position.y - a.position.y, height),
        (float) ((double) b.position.z - a.position.z));
  }

  /**
   * The distance from a to b (the book's PVector.dist), the shortest way across the edges when
   * the world wraps; in 3D z counts too (it never wraps).
   */
  public static float distance(Vehicle a, Vehicle b, float width, float height) {
    double dx = wrap((double) b.position.x - a.position.x, width);
    double dy = wrap((double) b.position.y - a.position.y, height);
    double dz = (double) b.position.z - a.position.z;
    return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
  }

  /**
   * The shortest equivalent of {@code delta} in a world {@code size} wide that wraps:
   * within ±size/2. Unchanged when {@code size} is 0 (no wrap).
   */
  public static double wrap(double delta, float size) {
    if (size == NO_WRAP) {
      return delta;
    }
    double half = size * 0.5;
    if (delta > half) {
      delta -= size;  // positions inside the world: one step is enough
    } else if (delta < -half) {
      delta += size;
    }
    return Math.abs(delta) <= half ? delta : Math.IEEEremainder(delta, size);
  }

  /** A view angle in degrees: more than 0, at most {@link #FULL_VIEW}. */
  static void checkViewAngle(float viewAngle) {
    if (!(viewAngle > 0 && viewAngle <= FULL_VIEW)) {
      throw new IllegalArgumentException("viewAngle must be more than 0 and at most "
          + FULL_VIEW + " degrees, was " + viewAngle);
    }
  }

  private static void checkNeighbourDistance(float neighbourDistance) {
    Check.notNegative("neighbourDistance", neighbourDistance, "how far a neighbour may be");
  }

  /** The list and each element, before anything changes. */
  static void checkOthers(List<Vehicle> others) {
    if (others == null) {
      throw new IllegalArgumentException("others must not be null");
    }
    for (int i = 0; i < others.size(); i++) {
      Vehicle other = others.get(i);
      if (other == null) {
        throw new IllegalArgumentException("others[" + i + "] must not be null");
      }
      Check.finiteVector("others[" + i + "].position", other.position);
      Check.finiteVector("others[" + i + "].velocity", other.velocity);
    }
  }
}
