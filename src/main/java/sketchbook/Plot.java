package sketchbook;

import java.util.ArrayList;
import java.util.List;
import processing.core.PGraphics;
import steering.Vehicle;

/**
 * The live plots (key g): strip charts of the last {@link #SAMPLES} steps of the first vehicle,
 * one per {@link PlotSeries} (speed against maxspeed, |steering| against maxforce, then the
 * sketch's own), in the window's bottom-right corner. Each strip is scaled so its highest value
 * or reference fills it; the newest sample is at its right edge.
 */
public final class Plot {

  /** Three seconds at 60 frames a second. */
  public static final int SAMPLES = 180;
  static final float STRIP_HEIGHT = 46;
  static final float STRIP_GAP = 20;
  static final float MARGIN = 10;

  /** One strip's samples: the value and the reference, oldest first. */
  public static final class Strip {
    public final PlotSeries series;
    private final float[] values = new float[SAMPLES];
    private final float[] references = new float[SAMPLES];
    private int count;
    private int next;

    Strip(PlotSeries series) {
      this.series = series;
    }

    void record(Vehicle v) {
      values[next] = (float) series.value().applyAsDouble(v);
      references[next] = (float) series.reference().applyAsDouble(v);
      next = (next + 1) % SAMPLES;
      count = Math.min(count + 1, SAMPLES);
    }

    public int count() {
      return count;
    }

    /** The {@code i}-th sample, 0 the oldest kept. */
    public float value(int i) {
      return values[(next - count + i + SAMPLES) % SAMPLES];
    }

    public float reference(int i) {
      return references[(next - count + i + SAMPLES) % SAMPLES];
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
  }

  private final List<Strip> strips = new ArrayList<>();

  Plot(List<PlotSeries> series) {
    for (PlotSeries s : series) {
      strips.add(new Strip(s));
    }
  }

  public List<Strip> strips() {
    return strips;
  }

  /** After a step: one sample of each strip from {@code v}. */
  void record(Vehicle v) {
    strips.forEach(s -> s.record(v));
  }

  /** The strips' left edge in a window {@code width} wide (the oldest sample's x). */
  public float left(int width) {
    return width - MARGIN - SAMPLES;
  }

  /** The top of strip {@code index} in a window {@code height} tall. */
  public float top(int index, int height) {
    float all = strips.size() * (STRIP_HEIGHT + STRIP_GAP);
    return height - MARGIN - all + STRIP_GAP + index * (STRIP_HEIGHT + STRIP_GAP);
  }

  /** Where sample {@code i} is drawn across (every strip has as many samples). */
  public float xOf(int i, int width) {
    return left(width) + (SAMPLES - strips.get(0).count()) + i;
  }

  /** The height of {@code value} in strip {@code index}, at that strip's scale. */
  public float yOf(int index, float value, int height) {
    return top(index, height) + STRIP_HEIGHT * (1 - value / strips.get(index).scale());
  }

  void draw(PGraphics g) {
    float left = left(g.width);
    Overlay.panel(g, left, top(0, g.height) - STRIP_GAP + 4, SAMPLES,
        strips.size() * (STRIP_HEIGHT + STRIP_GAP) - 4);
    for (int k = 0; k < strips.size(); k++) {
      Strip s = strips.get(k);
      PlotSeries series = s.series;
      String shown = series.name() + " " + String.format("%.3g", s.count() > 0
          ? s.lastValue() : 0f) + "   ";
      float baseline = top(k, g.height) - 4;
      Overlay.text(g, shown, left, baseline, series.color());
      g.pushStyle();
      g.textSize(Overlay.TEXT_SIZE);
      float after = g.textWidth(shown);
      g.popStyle();
      Overlay.text(g, series.referenceName() + " " + String.format("%.3g", s.count() > 0
          ? s.reference(s.count() - 1) : 0f), left + after, baseline, series.referenceColor());
      line(g, k, false, series.referenceColor());
      line(g, k, true, series.color());
    }
  }

  private void line(PGraphics g, int k, boolean values, int color) {
    Strip s = strips.get(k);
    g.pushStyle();
    g.noFill();
    g.stroke(color);
    g.strokeWeight(values ? 2 : 1);
    g.beginShape();
    for (int i = 0; i < s.count(); i++) {
      g.vertex(xOf(i, g.width), yOf(k, values ? s.value(i) : s.reference(i), g.height));
    }
    g.endShape();
    g.popStyle();
  }
}
