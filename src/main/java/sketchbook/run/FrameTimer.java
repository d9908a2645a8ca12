package sketchbook.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import sketchbook.controls.KeyTable;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.Switches;
import sketchbook.render.VehicleBatch;

/**
 * What {@code --benchmark} measures: after a warm-up, the time of each frame from the start of
 * {@code draw()} to the end of the overlay, split into the shared drawing (the trails, vehicles
 * and arrows of {@code drawVehicles}, and the overlay) and the rest (the sketch's own
 * {@code draw()}: moving the vehicles and drawing its scene), and the frame rate over the whole
 * run, which in a window includes showing the frame and waiting for the next one.
 */
public final class FrameTimer {

  /** The key that cycles the steering views (see SharedKeys): force arrows, tip to tail, off. */
  static final String STEERING_KEY = "f";
  /** Added to {@link #STEERING_KEY} in the list of switches when its tip-to-tail view is on. */
  static final String TIP_TO_TAIL = " tip-to-tail";

  private final int warmupFrames;
  private final long[] frameNanos;
  private final long[] drawingNanos;
  private int frame;
  private int timed;
  private long frameStart;
  private long drawingStart;
  private long drawingSoFar;
  private long firstTimedStart;
  private long lastTimedEnd;

  /**
   * @param timedFrames frames to time, 0 to {@link SketchOptions#MAX_BENCHMARK_FRAMES}: each
   *     one's times are kept, so the bound keeps the memory small
   */
  public FrameTimer(int warmupFrames, int timedFrames) {
    if (timedFrames < 0 || timedFrames > SketchOptions.MAX_BENCHMARK_FRAMES) {
      throw new IllegalArgumentException("timedFrames must be from 0 to "
          + SketchOptions.MAX_BENCHMARK_FRAMES + ", was " + timedFrames);
    }
    this.warmupFrames = warmupFrames;
    this.frameNanos = new long[timedFrames];
    this.drawingNanos = new long[timedFrames];
  }

  void frameStarts() {
    frameStart = System.nanoTime();
    drawingSoFar = 0;
    if (frame == warmupFrames) {
      firstTimedStart = frameStart;
    }
  }

  void drawingStarts() {
    drawingStart = System.nanoTime();
  }

  void drawingEnds() {
    drawingSoFar += System.nanoTime() - drawingStart;
  }

  void frameEnds() {
    long end = System.nanoTime();
    if (frame >= warmupFrames && timed < frameNanos.length) {
      frameNanos[timed] = end - frameStart;
      drawingNanos[timed] = drawingSoFar;
      timed++;
      lastTimedEnd = end;
    }
    frame++;
  }

  /** Frames timed so far (after the warm-up). */
  public int timedFrames() {
    return timed;
  }

  /**
   * One line: {@code <what was drawn>: 59.9 fps, median frame 12.34 ms (shared drawing
   * 11.93 ms, the rest 0.41 ms), 300 frames after 120 warm-up}. The two parts are medians of
   * their own, so they need not add up to the frame's exactly. A run that ended before any
   * frame was timed (Esc during the warm-up) has no rate, and the line says so instead.
   */
  public String report(String setup) {
    if (timed == 0) {
      return setup + ": the run ended before any frame was timed (after "
          + Math.min(frame, warmupFrames) + " of " + warmupFrames
          + " warm-up frames), so there is no frame rate";
    }
    long[] frames = Arrays.copyOf(frameNanos, timed);
    long[] drawing = Arrays.copyOf(drawingNanos, timed);
    long[] rest = new long[timed];
    for (int i = 0; i < timed; i++) {
      rest[i] = frames[i] - drawing[i];
    }
    // the frames were timed one after another, so the rate is frames over the time they spanned
    double seconds = (lastTimedEnd - firstTimedStart) / 1e9;
    double fps = timed > 0 && seconds > 0 ? timed / seconds : 0;
    return String.format(Locale.ROOT,
        "%s: %.1f fps, median frame %.2f ms (shared drawing %.2f ms, the rest %.2f ms), "
            + "%d frames after %d warm-up",
        setup, fps, millis(median(frames)), millis(median(drawing)), millis(median(rest)),
        timed, warmupFrames);
  }

  /**
   * What was timed, e.g. {@code Seek benchmark, 5000 vehicles, JAVA2D window, vehicles drawn in
   * a batch, switches on: f}: the switches are those of the key table that are on, f named by
   * which of its two views {@code show} has on (force arrows "f", tip to tail "f tip-to-tail").
   */
  static String describe(String sketch, int vehicles, SketchOptions options, KeyTable keys,
      Switches show) {
    return describe(sketch, vehicles, options, keys, show, false);
  }

  /** As above; {@code threeD}: a 3D sketch, drawn in a P3D window whatever the flags. */
  static String describe(String sketch, int vehicles, SketchOptions options, KeyTable keys,
      Switches show, boolean threeD) {
    List<String> on = new ArrayList<>(keys.switchesOn());
    if (show.steeringTipToTail) {
      on.replaceAll(key -> key.equals(STEERING_KEY) ? STEERING_KEY + TIP_TO_TAIL : key);
    }
    boolean batch = VehicleBatch.isCrowd(vehicles, options);
    return sketch + " benchmark, " + vehicles + (vehicles == 1 ? " vehicle, " : " vehicles, ")
        + (threeD ? "P3D window (OpenGL), all vehicles one shape" : options.renderer
            + (options.headless ? " offscreen, " : " window, ")
            + (batch ? "vehicles drawn in a batch" : "each vehicle drawn on its own"))
        + ", switches on: " + (on.isEmpty() ? "none" : String.join(" ", on))
        + (options.neighbours != null ? ", --neighbours " + options.neighbours : "");
  }

  private static long median(long[] values) {
    if (values.length == 0) {
      return 0;
    }
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }

  private static double millis(long nanos) {
    return nanos / 1e6;
  }
}
