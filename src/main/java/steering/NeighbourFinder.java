package steering;

/**
 * How a {@link Flock} finds each boid's neighbours (OpenSteer's proximity database): a finder
 * applies every boid's flocking force for one frame, from the frame as it is; nobody moves.
 * {@link BookNeighbours} is the book's; the faster ones in {@code steering.neighbours} and
 * {@code steering.crowd} give the same forces up to float rounding.
 */
public interface NeighbourFinder {

  /** Applies the flocking force of every boid of {@code flock} for this frame. */
  void applyForces(Flock flock);

  /** How many distances between two boids the last frame looked at. */
  long distanceChecks();

  /** A short name for the HUD: "book", "bins", "crowd" or "quadtree". */
  String name();
}
