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
 * (which scans every segment), on closed paths of 10 to 10,000 segments. Layout "window": every
 * path fills the same 800 × 600 window, so more segments make a denser road. Layout "spread":
 * beyond 1,000 segments the world grows with the path (10,000 segments: a world about 3.2
 * windows across), so the road keeps the density of the 1,000-segment one.
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

  @Param({"window", "spread"})
  String layout;

  Fleet fleet;
  Path path;

  @Setup
  public void setUp() {
    float scale = layout.equals("spread") ? (float) Math.max(1, Math.sqrt(segments / 1000.0)) : 1;
    path = Serpentine.make(segments, Fleet.WIDTH * scale, Fleet.HEIGHT * scale, Fleet.SEED);
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
