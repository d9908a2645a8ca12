package steering;

import java.util.List;
import processing.core.PVector;

/**
 * How the vehicles near a point are found, for a question asked of a crowd such as "which prey
 * can this predator see" ({@link Sight#nearestSeen}): the finder is given the crowd once a
 * frame ({@link #index}), then answers each circle with candidates, every vehicle within the
 * circle and perhaps a few beyond it; the question measures each candidate itself. The book's
 * way, {@link BookNearby}, hands over everyone; {@code steering.neighbours.QuadtreeNearby}
 * only those in the quadtree's cells the circle touches. The same answers either way.
 */
public interface NearbyFinder {

  /** Mutates this finder: the crowd to search from now on, where it is now (once a frame). */
  void index(List<Vehicle> crowd);

  /**
   * The candidates near {@code centre}: every vehicle of the crowd within {@code radius} of it
   * (a new list, or one the finder reuses until its next call), perhaps with others.
   */
  List<Vehicle> near(PVector centre, float radius);

  /** How many vehicles the queries since the last {@link #index} measured or handed over. */
  long distanceChecks();

  /** A short name for the HUD: "book" or "quadtree". */
  String name();
}
