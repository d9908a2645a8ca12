package steering;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Repeatable random flocks for the flocking tests, and deep copies of them. */
public final class RandomFlocks {

  /** The Nature of Code's flocking sketch: boids start at up to 2 px per frame. */
  public static final float START_SPEED = 2;

  private RandomFlocks() {
  }

  /** n boids spread evenly over width × height, with varied limits, from a fixed seed. */
  public static List<Vehicle> scatter(long seed, int n, float width, float height) {
    Random random = new Random(seed);
    List<Vehicle> boids = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Vehicle b = new Vehicle(random.nextFloat() * width, random.nextFloat() * height);
      b.velocity.set((random.nextFloat() * 2 - 1) * START_SPEED,
          (random.nextFloat() * 2 - 1) * START_SPEED);
      b.maxspeed = 2 + random.nextFloat() * 4;
      b.maxforce = 0.05f + random.nextFloat() * 0.15f;
      boids.add(b);
    }
    return boids;
  }

  /** Independent vehicles in the same state, in the same order. */
  public static List<Vehicle> copy(List<Vehicle> boids) {
    List<Vehicle> copies = new ArrayList<>();
    for (Vehicle b : boids) {
      Vehicle c = new Vehicle(b.position.x, b.position.y);
      c.velocity.set(b.velocity);
      c.acceleration.set(b.acceleration);
      c.maxspeed = b.maxspeed;
      c.maxforce = b.maxforce;
      c.mass = b.mass;
      copies.add(c);
    }
    return copies;
  }

  /** A flock of these very vehicles (not copies); width 0: an open world. */
  public static Flock flockOf(List<Vehicle> boids, float width, float height) {
    Flock flock = width > 0 ? new Flock(width, height) : new Flock();
    flock.boids.addAll(boids);
    return flock;
  }

  /** n boids spread in a size³ cube, moving at up to 1 px per frame each way, from a seed. */
  public static Flock cube(NeighbourFinder finder, long seed, int n, float size) {
    Random random = new Random(seed);
    Flock flock = new Flock();
    for (int i = 0; i < n; i++) {
      Vehicle boid = new Vehicle(random.nextFloat() * size, random.nextFloat() * size,
          random.nextFloat() * size);
      boid.velocity.set(random.nextFloat() * 2 - 1, random.nextFloat() * 2 - 1,
          random.nextFloat() * 2 - 1);
      flock.add(boid);
    }
    flock.finder = finder;
    return flock;
  }
}
