package bench;

import baseline.NocBoid;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import steering.BookNeighbours;
import steering.Flock;
import steering.Vehicle;
import steering.crowd.CrowdNeighbours;
import steering.neighbours.BinNeighbours;

/**
 * One frame of a flock of N boids (every boid flocks, then moves): the library's {@link Flock}
 * with each way of finding neighbours (the crowd engine on all cores and on one thread, the bin
 * lattice, the book's every-boid-checks-every-other) against the NOC-style {@link NocBoid},
 * which scans the whole flock for every boid. The density is the same for every N: 2,000 boids
 * in an 800 × 600 world, and the world grows with N (10,000 boids: about 2.2 windows across), so a
 * boid has about the same number of neighbours however big the flock. Divide the time by N
 * for the cost per boid: flat for the grid, growing with N for the baseline.
 *
 * <p>Every measured frame starts from the same state, restored before each frame for both
 * contestants: the scattered flock (about 33 neighbours within 50 px per boid, for every N),
 * or with {@code -p settleFrames=200} the flock after 200 frames, when it has gathered into
 * groups (more neighbours per boid, and how many more varies from flock to flock).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Thread)
public class FlockBenchmark {

  /** Boids in one 800 × 600 window: the density every N keeps. */
  static final int BOIDS_PER_WINDOW = 2000;
  /** The Nature of Code's flocking boids: top speed and steering force. */
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.05f;

  @Param({"500", "2000", "10000", "20000"})
  int boids;

  /** Frames the flock runs before the state every measured frame starts from. */
  @Param({"0"})
  int settleFrames;

  Flock flock;
  final CrowdNeighbours crowd = new CrowdNeighbours();
  final BinNeighbours bins = new BinNeighbours();
  final BookNeighbours book = new BookNeighbours();
  List<NocBoid> nocBoids;
  float width;
  float height;
  /** The state every measured frame starts from: x, y, vx, vy per boid. */
  float[] start;

  @Setup(Level.Trial)
  public void setUp() {
    float scale = (float) Math.sqrt(boids / (double) BOIDS_PER_WINDOW);
    width = Fleet.WIDTH * scale;
    height = Fleet.HEIGHT * scale;
    flock = new Flock(width, height);
    flock.finder = crowd;
    nocBoids = new ArrayList<>();
    Random random = new Random(Fleet.SEED);
    for (int i = 0; i < boids; i++) {
      float x = random.nextFloat() * width;
      float y = random.nextFloat() * height;
      double angle = random.nextDouble() * 2 * Math.PI;
      float vx = (float) Math.cos(angle) * MAXSPEED;
      float vy = (float) Math.sin(angle) * MAXSPEED;
      Vehicle v = new Vehicle(x, y);
      v.velocity.set(vx, vy);
      v.maxspeed = MAXSPEED;
      v.maxforce = MAXFORCE;
      flock.add(v);
      NocBoid b = new NocBoid(x, y);
      b.velocity.set(vx, vy);
      b.maxspeed = MAXSPEED;
      b.maxforce = MAXFORCE;
      nocBoids.add(b);
    }
    for (int frame = 0; frame < settleFrames; frame++) {
      flock.step();
    }
    start = new float[boids * 4];
    for (int i = 0; i < boids; i++) {
      Vehicle v = flock.boids.get(i);
      start[4 * i] = v.position.x;
      start[4 * i + 1] = v.position.y;
      start[4 * i + 2] = v.velocity.x;
      start[4 * i + 3] = v.velocity.y;
    }
  }

  /** Both flocks back to the start state (not timed). */
  @Setup(Level.Invocation)
  public void restore() {
    for (int i = 0; i < boids; i++) {
      Vehicle v = flock.boids.get(i);
      NocBoid b = nocBoids.get(i);
      v.position.set(start[4 * i], start[4 * i + 1]);
      v.velocity.set(start[4 * i + 2], start[4 * i + 3]);
      b.position.set(v.position);
      b.velocity.set(v.velocity);
    }
  }

  /** The crowd engine as sketches use it: the boids shared out among the cores. */
  @Benchmark
  public Flock library() {
    flock.finder = crowd;
    crowd.parallel = true;
    flock.step();
    return flock;
  }

  /** The same frame on one thread: the cost per boid without the second core's help. */
  @Benchmark
  public Flock libraryOneThread() {
    flock.finder = crowd;
    crowd.parallel = false;
    flock.step();
    return flock;
  }

  /** The bin lattice: the book's rules over the boids of the 3 × 3 cells around each boid. */
  @Benchmark
  public Flock bins() {
    flock.finder = bins;
    flock.step();
    return flock;
  }

  /** The book's way through the library: every boid checks every other. */
  @Benchmark
  public Flock book() {
    flock.finder = book;
    flock.step();
    return flock;
  }

  @Benchmark
  public List<NocBoid> nocBaseline() {
    for (NocBoid b : nocBoids) {
      b.run(nocBoids, width, height);
    }
    return nocBoids;
  }
}
