package sketchbook.panel;

import steering.Vehicle;

/**
 * The samples of one strip of the live plots: the last {@link Plot#SAMPLES} values and
 * references of a {@link PlotSeries}, oldest first, and, for a strip plotted against another
 * quantity (Arrive's speed against distance), that quantity too.
 */
public final class PlotStrip {

  public final PlotSeries series;
  private final float[] values = new float[Plot.SAMPLES];
  private final float[] references = new float[Plot.SAMPLES];
  private final float[] across = new float[Plot.SAMPLES];
  private int count;
  private int next;

  PlotStrip(PlotSeries series) {
    this.series = series;
  }

  void record(Vehicle v) {
    values[next] = (float) series.value().applyAsDouble(v);
    references[next] = (float) series.reference().applyAsDouble(v);
    if (series.against() != null) {
      across[next] = (float) series.against().applyAsDouble(v);
    }
    next = (next + 1) % Plot.SAMPLES;
    count = Math.min(count + 1, Plot.SAMPLES);
  }

  public int count() {
    return count;
  }

  /** True when the strip is plotted against {@link PlotSeries#against()}, not time. */
  public boolean againstSomething() {
    return series.against() != null;
  }

  /** The {@code i}-th sample, 0 the oldest kept. */
  public float value(int i) {
    return values[at(i)];
  }

  public float reference(int i) {
    return references[at(i)];
  }

  /** The quantity the {@code i}-th sample is plotted against (0 for a time strip). */
  public float across(int i) {
    return across[at(i)];
  }

  public float lastValue() {
    return value(count - 1);
  }

  /** The strip's top: the highest value or reference kept (never 0). */
  public float scale() {
    float top = Float.MIN_NORMAL;
    for (int i = 0; i < count; i++) {
      top = Math.max(top, Math.max(value(i), reference(i)));
    }
    return top;
  }

  /** The strip's bottom: 0, or the lowest value or reference kept when that is below 0. */
  public float floor() {
    float bottom = 0;
    for (int i = 0; i < count; i++) {
      bottom = Math.min(bottom, Math.min(value(i), reference(i)));
    }
    return bottom;
  }

  /** The right edge of a strip plotted against something: its largest value kept (never 0). */
  public float acrossScale() {
    float right = Float.MIN_NORMAL;
    for (int i = 0; i < count; i++) {
      right = Math.max(right, across(i));
    }
    return right;
  }

  /** The samples' numbers in order of {@link #across}, for drawing a reference curve. */
  int[] byAcross() {
    return java.util.stream.IntStream.range(0, count).boxed()
        .sorted((a, b) -> Float.compare(across(a), across(b)))
        .mapToInt(Integer::intValue).toArray();
  }

  private int at(int i) {
    return (next - count + i + Plot.SAMPLES) % Plot.SAMPLES;
  }
}
