package steering;

/**
 * How a {@link Flock} finds each boid's neighbours: the seam between the three rules and the
 * search for who is near (Reynolds' OpenSteer calls it a proximity database). A finder works
 * out and applies every boid's flocking force for one frame, from the positions and
 * velocities at its start; nobody moves. The flock has checked its settings and boids first.
 * <ul>
 *   <li>{@link BookNeighbours}, the default: every boid checks every other, as in the book;
 *       n boids, n² distances a frame.
 *   <li>{@link BinNeighbours}: The Nature of Code's bin lattice; a boid checks only the boids
 *       of the 3 × 3 cells around its own, about the same number however big the flock.
 *   <li>{@code steering.crowd.CrowdNeighbours}: the crowd engine; finer cells as the flock
 *       gathers, each pair measured once for both boids, on all cores.
 *   <li>{@code steering.neighbours.QuadtreeNeighbours}: a point quadtree rebuilt every frame,
 *       its cells splitting where the boids crowd; each boid asks it for a circle.
 * </ul>
 * All but the crowd engine hand each boid's candidates to the book's rules
 * ({@link Flock#applyRules}), the view angle and Flake's view rule included;
 * the crowd engine works out the same sums its own way, equal up to float rounding. A sketch
 * picks one with {@code flock.finder = ...}.
 */
public interface NeighbourFinder {

  /** Works out and applies the flocking force of every boid of {@code flock} for this frame. */
  void applyForces(Flock flock);

  /** How many distances between two boids the last frame looked at. */
  long distanceChecks();

  /** A short name for the HUD: "book", "bins", "crowd" or "quadtree". */
  String name();
}
