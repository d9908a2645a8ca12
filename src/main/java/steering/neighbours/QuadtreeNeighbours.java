package steering.neighbours;

import java.util.ArrayList;
import java.util.List;
import steering.Flock;
import steering.NeighbourFinder;
import steering.Vehicle;

/**
 * Neighbours found with a {@link Quadtree} (The Nature of Code, 2nd ed., example 5.13 and
 * exercise 5.20; the Coding Train's challenge 98): every frame the tree is built again over
 * the boids where they are, and each boid asks it for the boids within the rules' largest
 * distance; those candidates go to the book's rules ({@link Flock#applyRules}), which measure
 * each one again, as they do for every finder.
 *
 * <p>Unlike the bin lattice's cells, the tree's cells follow the boids: small where they
 * crowd, large where they are few, so a query measures about the same handful of points
 * wherever a boid is. Building costs about n log n, each query about log n plus what it finds.
 *
 * <p>In a world that wraps the tree covers the world, and its queries measure across the
 * edges; in an open world it covers the box round the boids.
 */
public final class QuadtreeNeighbours implements NeighbourFinder {

  /**
   * The query's circle is this many pixels wider than the rules' distance: a boid placed
   * outside a wrapped world goes into the tree brought inside it, rounded to a float, and must
   * still be found; the rules then measure exactly.
   */
  static final float SLACK = 1e-3f;

  // rebuilt every frame before they are read, so a snapshot of the run leaves them out
  /** One boid's candidates, reused. */
  private final transient List<Vehicle> candidates = new ArrayList<>();
  /** The boids of the frame being worked out, for {@link #found}. */
  private transient List<Vehicle> boids = List.of();
  private final Quadtree.Found found = id -> candidates.add(boids.get(id));
  private transient Quadtree tree;
  private long checks;

  @Override
  public void applyForces(Flock flock) {
    boids = flock.boids;
    tree = build(flock);
    float radius = Math.max(flock.desiredSeparation, flock.neighbourDistance) + SLACK;
    checks = 0;
    for (Vehicle boid : boids) {
      candidates.clear();
      checks += tree.query(boid.position.x, boid.position.y, radius, flock.worldWidth(),
          flock.worldHeight(), found);
      flock.applyRules(boid, candidates);
    }
  }

  @Override
  public long distanceChecks() {
    return checks;
  }

  @Override
  public String name() {
    return "quadtree";
  }

  /** The tree of the last frame (to draw its cells); null before the first. */
  public Quadtree tree() {
    return tree;
  }

  /** A tree over the world (or the boids) holding every boid, by its place in the list. */
  static Quadtree build(Flock flock) {
    List<Vehicle> boids = flock.boids;
    Quadtree built;
    if (flock.wraps()) {
      built = new Quadtree(0, 0, flock.worldWidth(), flock.worldHeight());
    } else {
      built = Quadtree.around(boids);
    }
    for (int i = 0; i < boids.size(); i++) {
      Vehicle boid = boids.get(i);
      if (flock.wraps()) {
        built.insert(i, inside(boid.position.x, flock.worldWidth()),
            inside(boid.position.y, flock.worldHeight()));
      } else {
        built.insert(i, boid.position.x, boid.position.y);
      }
    }
    return built;
  }

  /** x brought inside [0, size] (a boid placed outside a wrapped world). */
  private static float inside(float x, float size) {
    if (x >= 0 && x <= size) {
      return x;   // the usual case: exactly where it is
    }
    double at = Math.IEEEremainder(x, size);
    return (float) (at < 0 ? at + size : at);
  }
}
