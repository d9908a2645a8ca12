package sketchbook.run;

import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The recent frames of a run, to go back to: a snapshot of the simulation every few steps, and
 * the run's input log for the steps between. Going back to a step restores the nearest
 * snapshot at or before it and simulates the few steps after it again with their recorded
 * input, so a step back costs one restore and at most {@code interval} steps.
 *
 * <p>The snapshots are taken often enough to make going back quick, and seldom enough that
 * taking them costs a small share of a frame and keeping them a bounded share of memory: a
 * large crowd, whose snapshot takes longer and holds more, is snapshotted less often.
 */
final class FrameHistory {

  /** Steps between two snapshots, at the least. */
  static final int FEWEST_STEPS_BETWEEN = 10;
  /** Steps between two snapshots, at the most (a crowd whose snapshot is slow). */
  static final int MOST_STEPS_BETWEEN = 60;
  /** The share of a frame's time the snapshots may take, on average. */
  static final double SHARE_OF_A_FRAME = 0.05;
  /** A frame at 60 fps, in nanoseconds. */
  static final double FRAME_NANOS = 1e9 / 60;
  /** How many steps are kept: half a minute at 60 fps. */
  static final int KEPT_STEPS = 30 * 60;
  /**
   * The objects all kept snapshots may record together (about 100 bytes each, with their
   * share of the copied arrays): a crowd whose snapshot is large is snapshotted less often, so
   * the frames kept fit in a small heap, and the young collections, which copy every snapshot
   * taken since the last one, stay short: 1,000 prey snapshotted every 10 steps kept 32 MB of
   * new snapshots in 5 s and paused 70 ms, four frames; every 33 steps (and their caches left
   * out, see StateSnapshot), 6 MB and about 22 ms.
   */
  static final long MOST_OBJECTS_KEPT = 500_000;

  private final TreeMap<Integer, StateSnapshot> kept = new TreeMap<>();
  private int interval = FEWEST_STEPS_BETWEEN;
  /** The step last kept; before any, far enough back that the first step is kept. */
  private int lastTaken = -MOST_STEPS_BETWEEN;

  /** A step was simulated: every {@code interval} steps, its state is kept. */
  void stepped(int step, Supplier<StateSnapshot> take) {
    if (step - lastTaken < interval) {
      return;
    }
    long start = System.nanoTime();   // how often to snapshot, never what the run does
    StateSnapshot snapshot = take.get();
    double took = System.nanoTime() - start;
    kept.put(step, snapshot);
    long forTime = Math.min(MOST_STEPS_BETWEEN,
        (long) Math.ceil(took / (FRAME_NANOS * SHARE_OF_A_FRAME)));
    long forMemory = (long) snapshot.objectCount() * KEPT_STEPS / MOST_OBJECTS_KEPT + 1;
    interval = (int) Math.max(FEWEST_STEPS_BETWEEN,
        Math.min(KEPT_STEPS, Math.max(forTime, forMemory)));
    lastTaken = step;
    while (kept.firstKey() < step - KEPT_STEPS) {
      kept.pollFirstEntry();
    }
  }

  /** The earliest step that can be gone back to. */
  int firstStep() {
    return kept.isEmpty() ? 0 : kept.firstKey();
  }

  /** The kept step nearest to {@code step} at or before it (the first kept, if none is). */
  int nearestAtOrBefore(int step) {
    Integer k = kept.floorKey(step);
    return k == null ? firstStep() : k;
  }

  StateSnapshot snapshotAt(int step) {
    return kept.get(step);
  }

  /** The run goes another way from {@code step}: the frames kept after it are of the old way. */
  void forgetAfter(int step) {
    kept.tailMap(step, false).clear();
    lastTaken = kept.isEmpty() ? -MOST_STEPS_BETWEEN : kept.lastKey();
  }
}
