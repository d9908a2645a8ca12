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
 * One vehicle's follow + update on a 100-segment closed path, library against the NOC-style
 * baseline (which scans every segment), for fleets of N.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Thread)
public class FollowBenchmark {

  static final int SEGMENTS = 100;

  @Param({"1000", "10000", "100000"})
  int vehicles;

  Fleet fleet;
  Path path;

  @Setup
  public void setUp() {
    path = Serpentine.make(SEGMENTS, Fleet.WIDTH, Fleet.HEIGHT, Fleet.SEED);
    fleet = new Fleet(vehicles).onPath(path);
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
