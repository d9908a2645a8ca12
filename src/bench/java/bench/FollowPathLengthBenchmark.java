package bench;

import baseline.NocVehicle;
import baseline.Serpentine;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import steering.Path;
import steering.Vehicle;

/**
 * One vehicle's follow + update in a fleet of 1,000, library against the NOC-style baseline
 * (which scans every segment), on closed paths of 10 to 10,000 segments in the same window.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Thread)
public class FollowPathLengthBenchmark {

  static final int VEHICLES = 1000;

  @Param({"10", "100", "1000", "10000"})
  int segments;

  Fleet fleet;
  Path path;

  @Setup
  public void setUp() {
    path = Serpentine.make(segments, Fleet.WIDTH, Fleet.HEIGHT, Fleet.SEED);
    fleet = new Fleet(VEHICLES).onPath(path);
  }

  @Benchmark
  public Vehicle library() {
    Vehicle v = fleet.vehicles[fleet.next()];
    v.follow(path);
    v.update();
    return v;
  }

  @Benchmark
  public NocVehicle nocBaseline() {
    NocVehicle v = fleet.nocVehicles[fleet.next()];
    v.follow(path);
    v.update();
    return v;
  }
}
