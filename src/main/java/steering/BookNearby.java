package steering;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;

/**
 * The book's way to find the vehicles near a point: every vehicle of the crowd is a candidate,
 * and the question measures each one. Always right, but a crowd of n costs n a question.
 */
public final class BookNearby implements NearbyFinder {

  private final List<Vehicle> crowd = new ArrayList<>();
  private long checks;

  @Override
  public void index(List<Vehicle> vehicles) {
    crowd.clear();
    crowd.addAll(vehicles);
    checks = 0;
  }

  @Override
  public List<Vehicle> near(PVector centre, float radius) {
    checks += crowd.size();
    return crowd;   // everyone: the question keeps those near enough
  }

  @Override
  public long distanceChecks() {
    return checks;
  }

  @Override
  public String name() {
    return "book";
  }
}
