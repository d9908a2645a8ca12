package sketchbook.run;

import java.lang.ref.WeakReference;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A ghost's sketch of its own, stepped on a thread of its own: the run without the learner's
 * change, simulated on the second core while the window's sketch steps and draws on the
 * first, instead of in the window's sketch between its frames (two snapshots, two restores and
 * the whole step again, on one core).
 *
 * <p>The twin is a second sketch of the same class, made from the run's seed and options. On
 * its thread it is set up and goes through the run's recorded input up to the fork (a run
 * forked late has many steps to go through again), then through the input {@link Ghost} hands
 * it step by step: the same input the ghost's own step gets. Each step's vehicles come back
 * as {@link Result}s. The ghost keeps stepping itself in the meantime and hands the stepping
 * over only once the twin has caught up and matched it bit for bit for
 * {@link Ghost#TWIN_CHECK_STEPS} steps: a twin that cannot be made, fails or differs is let
 * go, and the ghost goes on as before.
 */
final class GhostTwin {

  /** The longest a frame waits for the twin's step: past it, the twin is taken to be stuck. */
  private static final long MOST_WAIT_SECONDS = 10;
  /** How often an idle twin looks whether its ghost is still there. */
  private static final long IDLE_LOOK_SECONDS = 1;

  /** The vehicles after step {@code step}, or what stopped the twin (then vehicles is null). */
  record Result(int step, float[] vehicles, Throwable failure) {
  }

  /** One step's input for the twin: the step and its events. */
  private record Input(int step, List<InputLog.Event> events) {
  }

  private final BlockingQueue<Input> inputs = new LinkedBlockingQueue<>();
  private final BlockingQueue<Result> results = new LinkedBlockingQueue<>();
  private final Thread thread;
  private volatile boolean closed;
  /**
   * The ghost this twin steps, held weakly: a ghost let go without {@link #close} (a sketch
   * dropped with its run) ends its twin too.
   */
  private WeakReference<Object> ghost;
  /** The sketch to make a twin of, until it is made (then let go, with the ghost). */
  private RunHost original;
  private final List<String> args;
  /** The input up to the fork, until the twin has gone through it. */
  private InputLog recorded;
  private final int forkStep;
  private final int givenAtFork;

  /**
   * Starts making the twin of {@code host}'s sketch from {@code args}: it goes through
   * {@code recorded}'s input up to {@code forkStep}, and at that step through the first
   * {@code givenAtFork} events, the ones given before the change. It starts once it knows its
   * ghost ({@link #start}).
   */
  GhostTwin(RunHost host, List<String> args, InputLog recorded, int forkStep, int givenAtFork) {
    this.original = host;
    this.args = args;
    this.recorded = recorded;
    this.forkStep = forkStep;
    this.givenAtFork = givenAtFork;
    thread = new Thread(this::live, host.name() + "'s ghost, forked at step " + forkStep);
    thread.setDaemon(true);
  }

  /** Starts the twin of {@code ghost}, which hands it each step's input. */
  void start(Object ghost) {
    this.ghost = new WeakReference<>(ghost);
    thread.start();
  }

  private void live() {
    try {
      SketchRun twin = made();
      for (int step = 0; step < forkStep && wanted(); step++) {
        twin.stepAsTwin(recorded.eventsAt(step));
      }
      twin.giveAsTwin(recorded.eventsAt(forkStep).subList(0, givenAtFork));
      recorded = null;
      while (wanted()) {
        Input next = inputs.poll(IDLE_LOOK_SECONDS, TimeUnit.SECONDS);
        if (next != null) {
          results.add(new Result(next.step + 1, twin.stepAsTwin(next.events), null));
        }
      }
    } catch (InterruptedException e) {
      // closed: the ghost was dropped
    } catch (Exception | LinkageError | StackOverflowError e) {
      results.add(new Result(-1, null, e));
    }
  }

  /** The twin, made and set up; the original is let go (it holds the ghost). */
  private SketchRun made() throws Exception {
    RunHost host = original;
    original = null;
    SketchRun twin = host.twin(args);
    twin.startAsTwin();
    return twin;
  }

  /** True while the twin is not closed and its ghost is still there. */
  private boolean wanted() {
    return !closed && ghost.get() != null;
  }

  /** Step {@code step}'s input: the twin steps with it as soon as it can. */
  void step(int step, List<InputLog.Event> events) {
    inputs.add(new Input(step, events));
  }

  /** The twin's next result, if one has come. */
  Result poll() {
    return results.poll();
  }

  /** The twin's next result, waited for: a twin that gives none in time has stopped. */
  Result take() {
    try {
      Result next = results.poll(MOST_WAIT_SECONDS, TimeUnit.SECONDS);
      return next != null ? next : new Result(-1, null, new IllegalStateException(
          "the ghost's own sketch gave no step in " + MOST_WAIT_SECONDS + " s"));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Result(-1, null, e);
    }
  }

  /** Lets the twin go: its thread ends at its next step. */
  void close() {
    closed = true;
    thread.interrupt();
  }
}
