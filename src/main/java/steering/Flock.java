package steering;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;

/**
 * A flock of boids (The Nature of Code's Flock, after Reynolds 1987): the boids, the rules'
 * distances and weights ({@link GroupRules}), an optional wrap-around world and the way each
 * boid's neighbours are found ({@link #finder}).
 *
 * <p>Every boid sees the same frame: {@link #step()} applies every force before anyone moves.
 * The book moves each boid before the next one looks, so its flock depends on the list's order.
 *
 * <p>The book's finder checks every pair, n² a frame; for thousands of boids, set
 * {@link #finder} to {@code steering.neighbours.BinNeighbours}, the quadtree beside it or the
 * crowd engine of {@code steering.crowd}: the same forces up to float rounding. The first two
 * hand their candidates to {@link GroupRules}; the crowd engine sums a copy of the rules, and
 * checks a few boids a frame against GroupRules, so that an edit of a rule is noticed.
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
  /** How far round a boid sees, in degrees (more than 0, at most 360; 360 is the book's). */
  public float viewAngle = GroupRules.FULL_VIEW;
  /** Flake's fourth rule ({@link ClearView}): off, as in the book. */
  public boolean clearView = false;
  /** How each boid's neighbours are found; the book's way unless a sketch sets another. */
  public NeighbourFinder finder = new BookNeighbours();

  private float worldWidth = GroupRules.NO_WRAP;
  private float worldHeight = GroupRules.NO_WRAP;

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

  /** The offset from one boid to another as the rules measure it (a new vector), to draw. */
  public PVector offset(Vehicle from, Vehicle to) {
    if (from == null || to == null) {
      throw new IllegalArgumentException((from == null ? "from" : "to") + " must not be null");
    }
    return GroupRules.offset(from, to, worldWidth, worldHeight);
  }

  /** True when {@code from} sees {@code to} within the {@link #viewAngle}, at any distance. */
  public boolean sees(Vehicle from, Vehicle to) {
    if (from == null || to == null) {
      throw new IllegalArgumentException((from == null ? "from" : "to") + " must not be null");
    }
    return GroupRules.sees(from, to, viewAngle, worldWidth, worldHeight);
  }

  /** Adds a boid (NOC's addBoid). */
  public void add(Vehicle boid) {
    if (boid == null) {
      throw new IllegalArgumentException("boid must not be null");
    }
    boids.add(boid);
  }

  /**
   * Applies every boid's flocking force for this frame (acceleration and steering change;
   * nobody moves). Checked first: a bad boid or setting changes nothing.
   */
  public void flock() {
    checkState();
    finder.applyForces(this);
  }

  /** The rules for one boid over the candidates a finder found; applies the force, returns it. */
  public PVector applyRules(Vehicle boid, List<Vehicle> candidates) {
    return GroupRules.flock(boid, candidates, desiredSeparation, neighbourDistance,
        separationWeight, alignmentWeight, cohesionWeight, viewAngle, clearView, worldWidth,
        worldHeight);
  }

  /** Flake's rule alone, for a finder that sums the three its own way; applies it, returns it. */
  public PVector applyClearView(Vehicle boid, List<Vehicle> candidates) {
    return ClearView.steer(boid, candidates, neighbourDistance, ClearView.WEIGHT, viewAngle,
        worldWidth, worldHeight);
  }

  /** One frame: {@link #flock()}, then every boid moves (back inside a wrapped world). Mutates. */
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
    double inside = x % size;   // exact: % on doubles does not round
    float at = (float) (inside < 0 ? inside + size : inside);
    return at < size ? at : 0;  // rounding to float can reach size itself
  }

  /** The settings and every boid, before anything changes. */
  private void checkState() {
    if (finder == null) {
      throw new IllegalStateException(
          "finder must not be null (the book's is new BookNeighbours())");
    }
    checkSetting("desiredSeparation", desiredSeparation);
    checkSetting("neighbourDistance", neighbourDistance);
    checkSetting("separationWeight", separationWeight);
    checkSetting("alignmentWeight", alignmentWeight);
    checkSetting("cohesionWeight", cohesionWeight);
    if (!(viewAngle > 0 && viewAngle <= GroupRules.FULL_VIEW)) {
      throw new IllegalStateException("viewAngle must be more than 0 and at most "
          + GroupRules.FULL_VIEW + " degrees, was " + viewAngle);
    }
    Check.listedOnce("boids", boids);
    for (int i = 0; i < boids.size(); i++) {
      Vehicle boid = boids.get(i);
      if (boid == null) {
        throw new IllegalStateException("boids[" + i + "] must not be null");
      }
      try {
        Check.state(boid);
      } catch (IllegalStateException e) {
        throw new IllegalStateException("boids[" + i + "]: " + e.getMessage(), e);
      }
      // every weighted force of the frame, one maxforce to spare, fits before the first applies
      double most = (separationWeight + alignmentWeight + cohesionWeight
          + (clearView ? ClearView.WEIGHT : 0) + 1) * boid.maxforce;
      if (!Check.forcesFit(boid, most)) {
        throw new IllegalStateException("boids[" + i + "]: mass " + boid.mass + " is too small"
            + " (or maxforce " + boid.maxforce + " too large) for the weighted forces of a"
            + " frame: they could go beyond ±" + Check.LARGEST_SHOWN);
      }
    }
    checkSumsFit();
  }

  /** The rules' float sums of velocities and offsets fit, even with every boid a neighbour. */
  private void checkSumsFit() {
    double speedsX = 0;
    double speedsY = 0;
    for (Vehicle boid : boids) {
      speedsX += Math.abs(boid.velocity.x);
      speedsY += Math.abs(boid.velocity.y);
    }
    if (Math.max(speedsX, speedsY) > Check.LARGEST) {
      throw new IllegalStateException("the boids' velocities add up to more than ±"
          + Check.LARGEST_SHOWN + ", the sum alignment averages");
    }
    if ((double) boids.size() * neighbourDistance > Check.LARGEST) {
      throw new IllegalStateException("neighbourDistance " + neighbourDistance + " × "
          + boids.size() + " boids is beyond ±" + Check.LARGEST_SHOWN
          + ", the sum of offsets cohesion makes");
    }
  }

  private static void checkSetting(String name, float value) {
    if (!(value >= 0) || Float.isInfinite(value)) {
      throw new IllegalStateException(name + " must be 0 or more, was " + value);
    }
  }
}
