package steering;

/**
 * The book's way to find neighbours (The Nature of Code, "Flocking"): every boid checks every
 * other. Each boid's candidates are the whole flock, handed to the three rules, which measure
 * each one and keep those near enough (itself, at distance 0, is left out). Simple and always
 * right, but n boids make n² checks a frame: 300 boids 90,000, 3,000 boids nine million.
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
