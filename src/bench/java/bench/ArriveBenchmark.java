package bench;

import baseline.NocVehicle;
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
import steering.Vehicle;

/**
 * One vehicle's arrive + update (slowing radius 100), library against the NOC-style baseline,
 * for fleets of N.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Thread)
public class ArriveBenchmark {

  @Param({"1000", "10000", "100000"})
  int vehicles;

  static final float SLOWING_RADIUS = 100;

  Fleet fleet;
  MovingTarget target;

  @Setup
  public void setUp() {
    fleet = new Fleet(vehicles);
    target = new MovingTarget();
  }

  @Benchmark
  public Vehicle library() {
    Vehicle v = fleet.vehicles[fleet.next()];
    v.arrive(target.position, SLOWING_RADIUS);
    v.update();
    moveTarget();
    return v;
  }

  @Benchmark
  public NocVehicle nocBaseline() {
    NocVehicle v = fleet.nocVehicles[fleet.next()];
    v.arrive(target.position, SLOWING_RADIUS);
    v.update();
    moveTarget();
    return v;
  }

  private void moveTarget() {
    if (fleet.roundStarts()) {
      target.advance();
    }
  }
}
