package steering.neighbours;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import steering.NearbyFinder;
import steering.Vehicle;

/**
 * The vehicles near a point found with a {@link Quadtree}: once a frame the tree is built over
 * the crowd where it is (the box round it: the world is open), and each question's circle walks
 * down only into the cells it touches, handing over the vehicles within it. Building costs
 * about n log n, a question about log n plus what it finds, instead of the whole crowd.
 */
public final class QuadtreeNearby implements NearbyFinder {

  /** The circle is this many pixels wider, so that rounding never leaves a vehicle out. */
  static final float SLACK = 1e-3f;
  /** A world 0 wide: the tree's queries measure straight, across no edge. */
  static final float OPEN = 0;

  // the index of the last vehicles given, and a query's answer: rebuilt before they are read,
  // so a snapshot of the run leaves them out (transient)
  private final transient List<Vehicle> crowd = new ArrayList<>();
  private final transient List<Vehicle> found = new ArrayList<>();
  private final Quadtree.Found keep = id -> found.add(crowd.get(id));
  private transient Quadtree tree;
  private long checks;

  @Override
  public void index(List<Vehicle> vehicles) {
    crowd.clear();
    crowd.addAll(vehicles);
    checks = 0;
    tree = Quadtree.around(crowd);
    for (int i = 0; i < crowd.size(); i++) {
      tree.insert(i, crowd.get(i).position.x, crowd.get(i).position.y);
    }
  }

  @Override
  public List<Vehicle> near(PVector centre, float radius) {
    found.clear();
    if (tree != null) {
      checks += tree.query(centre.x, centre.y, radius + SLACK, OPEN, OPEN, keep);
    }
    return found;
  }

  @Override
  public long distanceChecks() {
    return checks;
  }

  @Override
  public String name() {
    return "quadtree";
  }
}
