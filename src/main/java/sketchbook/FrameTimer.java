package sketchbook;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What {@code --benchmark} measures: after a warm-up, the time of each frame from the start of
 * {@code draw()} to the end of the overlay, split into simulation (from the sketch's
 * {@code simulating()} check to its {@code drawTrails()} call, the two calls every sketch makes
 * around moving its vehicles) and drawing (the rest), and the frame rate over the whole run,
 * which in a window includes showing the frame and waiting for the next one.
 */
public final class FrameTimer {

  private final int warmupFrames;
  private final long[] frameNanos;
  private final long[] simulationNanos;
  private int frame;
  private int timed;
  private long frameStart;
  private long simulationStart;
  private long simulationEnd;
  private long firstTimedStart;
  private long lastTimedEnd;

  public FrameTimer(int warmupFrames, int timedFrames) {
    this.warmupFrames = warmupFrames;
    this.frameNanos = new long[timedFrames];
    this.simulationNanos = new long[timedFrames];
  }

  void frameStarts() {
    frameStart = System.nanoTime();
    simulationStart = 0;
    simulationEnd = 0;
    if (frame == warmupFrames) {
      firstTimedStart = frameStart;
    }
  }

  void simulationStarts() {
    simulationStart = System.nanoTime();
  }

  void simulationEnds() {
    if (simulationStart != 0 && simulationEnd == 0) {
      simulationEnd = System.nanoTime();
    }
  }

  void frameEnds() {
    long end = System.nanoTime();
    if (frame >= warmupFrames && timed < frameNanos.length) {
      frameNanos[timed] = end - frameStart;
      simulationNanos[timed] = simulationEnd > 0 ? simulationEnd - simulationStart : 0;
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
   * One line: {@code <what was drawn>: 59.9 fps, median frame 12.34 ms (simulation 0.41 ms,
   * drawing 11.93 ms), 300 frames after 120 warm-up}. The simulation and drawing figures are
   * medians of their own, so they need not add up to the frame's exactly.
   */
  public String report(String setup) {
    long[] frames = Arrays.copyOf(frameNanos, timed);
    long[] simulation = Arrays.copyOf(simulationNanos, timed);
    long[] drawing = new long[timed];
    for (int i = 0; i < timed; i++) {
      drawing[i] = frames[i] - simulation[i];
    }
    // the frames were timed one after another, so the rate is frames over the time they spanned
    double seconds = (lastTimedEnd - firstTimedStart) / 1e9;
    double fps = timed > 0 && seconds > 0 ? timed / seconds : 0;
    return String.format(Locale.ROOT,
        "%s: %.1f fps, median frame %.2f ms (simulation %.2f ms, drawing %.2f ms), "
            + "%d frames after %d warm-up",
        setup, fps, millis(median(frames)), millis(median(simulation)), millis(median(drawing)),
        timed, warmupFrames);
  }

  /**
   * What was timed, e.g. {@code Seek benchmark, 5000 vehicles, JAVA2D window, vehicles drawn in
   * a batch, switches on: f}: the display switches listed are those of the sketch's keys.
   */
  static String describe(String sketch, int vehicles, SketchOptions options, Switches show,
      List<KeyTable.Binding> bindings) {
    List<String> on = new ArrayList<>();
    for (KeyTable.Binding b : bindings) {
      if (switchedOn(show, b.key())) {
        on.add(String.valueOf(b.key()));
      }
    }
    boolean batch = !options.drawEach && vehicles >= VehicleBatch.BATCH_FROM;
    return sketch + " benchmark, " + vehicles + (vehicles == 1 ? " vehicle, " : " vehicles, ")
        + options.renderer + (options.headless ? " offscreen, " : " window, ")
        + (batch ? "vehicles drawn in a batch" : "each vehicle drawn on its own")
        + ", switches on: " + (on.isEmpty() ? "none" : String.join(" ", on));
  }

  private static boolean switchedOn(Switches show, char key) {
    return switch (key) {
      case 'd' -> show.desired;
      case 'f' -> show.force;
      case 'v' -> show.velocity;
      case 'r' -> show.radii;
      case 't' -> show.trails;
      default -> false;
    };
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
