package steering;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;

/**
 * A flock of boids (The Nature of Code's Flock, after Reynolds 1987): a list of vehicles, the
 * tunable distances and weights of the three rules ({@link GroupRules}), optionally a
 * wrap-around world, and the way each boid's neighbours are found ({@link #finder}).
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
 * <p><b>Finding neighbours.</b> By default every boid checks every other
 * ({@link BookNeighbours}): n² checks a frame, fine for a few hundred boids. For thousands, set
 * {@link #finder} to a {@code steering.neighbours.BinNeighbours} (the bin lattice), to the crowd engine of
 * {@code steering.crowd} or to the quadtree of {@code steering.neighbours}; the forces are the
 * same up to float rounding.
 *
 * <p><b>Field of view and a fourth rule.</b> {@link #viewAngle} narrows what every boid sees
 * to a cone ahead (360°, the default, is the book's flock), and {@link #clearView} adds Gary
 * Flake's view rule ({@link ClearView}); both reach every finder.
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
  /**
   * How far round a boid sees, in degrees (more than 0, at most 360): a neighbour beyond half
   * of it from the boid's velocity is not seen by any rule ({@link GroupRules#sees}). 360, the
   * default, is the book's flock.
   */
  public float viewAngle = GroupRules.FULL_VIEW;
  /** Flake's fourth rule, {@link ClearView}: sidestep a neighbour blocking the view. Off. */
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

  /**
   * The offset from {@code from} to {@code to} as the rules measure it: in a wrap-around world
   * the shortest one across the edges (a new vector), so a sketch can draw who is a neighbour.
   */
  public PVector offset(Vehicle from, Vehicle to) {
    if (from == null || to == null) {
      throw new IllegalArgumentException((from == null ? "from" : "to") + " must not be null");
    }
    return GroupRules.offset(from, to, worldWidth, worldHeight);
  }

  /**
   * True when boid {@code from} sees boid {@code to}: within the {@link #viewAngle} ahead, the
   * offset measured as the rules measure it ({@link GroupRules#sees}), so a sketch can draw who
   * is seen. Distance plays no part.
   */
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
   * Works out every boid's flocking force from the frame as it is and applies it (each boid's
   * acceleration and {@code steering} change; nobody moves), with the neighbours the
   * {@link #finder} finds. Everything is checked first, so a bad boid or setting changes
   * nothing.
   */
  public void flock() {
    checkState();
    finder.applyForces(this);
  }

  /**
   * The book's three rules for one boid over {@code candidates}, with this flock's distances,
   * weights and world: each rule measures every candidate and keeps those near enough (the
   * boid itself, at distance 0, is left out). Applies the force and returns it (a new vector).
   * The finders call it for every boid with the candidates they found.
   */
  public PVector applyRules(Vehicle boid, List<Vehicle> candidates) {
    return GroupRules.flock(boid, candidates, desiredSeparation, neighbourDistance,
        separationWeight, alignmentWeight, cohesionWeight, viewAngle, clearView, worldWidth,
        worldHeight);
  }

  /**
   * Flake's fourth rule alone ({@link ClearView}) for one boid over {@code candidates}, with
   * this flock's neighbour distance, view angle and world, whether {@link #clearView} is on or
   * not. Applies the force and returns it (a new vector). For a finder that works out the
   * three rules its own way.
   */
  public PVector applyClearView(Vehicle boid, List<Vehicle> candidates) {
    return ClearView.steer(boid, candidates, neighbourDistance, ClearView.WEIGHT, viewAngle,
        worldWidth, worldHeight);
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
      if (!finite(boid.position.x, boid.position.y)) {
        throw new IllegalStateException("boids[" + i + "].position must be finite, was "
            + boid.position);
      }
      if (!finite(boid.velocity.x, boid.velocity.y)) {
        throw new IllegalStateException("boids[" + i + "].velocity must be finite, was "
            + boid.velocity);
      }
      Check.state(boid);
      // the three (or four) weighted forces, each checked by steer() against the acceleration the ones
      // before it left: all of them must fit before the first is applied
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

  /**
   * The rules add up, in floats, the velocities of a boid's neighbours and their offsets (each
   * shorter than the neighbour distance): with every boid a neighbour, those sums must stay
   * within ±{@link Check#LARGEST}, or a boid halfway through the frame would be refused.
   */
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

  private static boolean finite(float x, float y) {
    return Float.isFinite(x) && Float.isFinite(y);
  }
}
