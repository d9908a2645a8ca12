package bench;

import flocking.Flocking;
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
import seek.Seek;
import sketchbook.OffscreenSketch;
import sketchbook.SteeringSketch;
import sketchbook.run.Headless;

/**
 * One step back ({@code ,} while paused) in a run that has kept its frames: the nearest kept
 * frame at or before the step is restored and the steps after it simulated again, out of
 * sight. Each measured step back starts from another of the last {@link #STEPS_WALKED} steps of
 * a 600-frame run, so the cost of the steps simulated again (none to a few) is averaged in.
 * Seek with its one vehicle; Flocking with its 300 boids.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
@State(Scope.Thread)
public class StepBackBenchmark {

  static final int FRAMES = 600;
  /** The steps a step back starts from: the last this many of the run. */
  static final int STEPS_WALKED = 120;

  @Param({"Seek", "Flocking"})
  String sketch;

  private SteeringSketch running;
  private int newest;
  private int walked;

  @Setup(Level.Trial)
  public void runAndPause() throws Exception {
    running = sketch.equals("Seek") ? new Seek() : new Flocking();
    running.run.keepHistory();
    OffscreenSketch.start(running, "--headless", "--seed", "7");
    for (int frame = 0; frame < FRAMES; frame++) {
      Headless.frame(running);
    }
    running.run.togglePause();
    newest = running.steps();
  }

  /** Not measured: the step the next step back starts from. */
  @Setup(Level.Invocation)
  public void goToTheNextStartingStep() {
    walked = (walked + 1) % STEPS_WALKED;
    running.run.scrubTo(newest - walked);
  }

  @Benchmark
  public int stepBack() {
    running.run.scrubTo(running.steps() - 1);
    return running.steps();
  }
}
