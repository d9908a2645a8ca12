package steering;

/**
 * The book's way to find neighbours: each boid's candidates are the whole flock, and the rules
 * keep those near enough. Always right, but n boids make n² checks a frame.
 */
public final class BookNeighbours implements NeighbourFinder {

  private long checks;

  @Override
  public void applyForces(Flock flock) {
    checks = 0;
    for (Vehicle boid : flock.boids) {
      flock.applyRules(boid, flock.boids);   // every boid looks at every other
      checks += flock.boids.size();
    }
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
