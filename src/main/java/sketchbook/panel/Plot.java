package sketchbook.panel;

import java.util.ArrayList;
import java.util.List;
import processing.core.PGraphics;
import sketchbook.render.Overlay;
import steering.Vehicle;

/**
 * The live plots (key g): strip charts of the last {@link #SAMPLES} steps of the first vehicle,
 * one per {@link PlotSeries} (speed against maxspeed, |steering| against maxforce, then the
 * sketch's own), in the side panel ({@link SidePanel}). Each strip is scaled so its highest value
 * or reference fills it (from 0, or from its lowest if that is negative); the newest sample is at its right edge, or, for a strip plotted
 * against another quantity, each sample sits at that quantity's place across the strip.
 */
public final class Plot {

  /** Three seconds at 60 frames a second. */
  public static final int SAMPLES = 180;
  /** A strip's height when the panel has room; it shrinks to fit, down to the least. */
  static final float STRIP_HEIGHT = 46;
  static final float LEAST_STRIP_HEIGHT = 14;
  static final float STRIP_GAP = 20;

  private final List<PlotStrip> strips = new ArrayList<>();
  /** Where the side panel put the strips: left edge, and the top of the first label. */
  private float left;
  private float top;
  private float stripHeight = STRIP_HEIGHT;

  public Plot(List<PlotSeries> series) {
    for (PlotSeries s : series) {
      strips.add(new PlotStrip(s));
    }
  }

  public List<PlotStrip> strips() {
    return strips;
  }

  /** After a step: one sample of each strip from {@code v}. */
  public void record(Vehicle v) {
    strips.forEach(s -> s.record(v));
  }

  /**
   * Mutates the placement: the strips' left edge, the top of the first strip's label, and the
   * room they have; each strip is {@link #STRIP_HEIGHT} tall, or less to fit {@code room}.
   */
  void place(float left, float top, float room) {
    this.left = left;
    this.top = top;
    this.stripHeight = Math.min(STRIP_HEIGHT, room / strips.size() - STRIP_GAP);
  }

  /** True when the strips fit {@code room} at their least height. */
  boolean fits(float room) {
    return room >= strips.size() * (LEAST_STRIP_HEIGHT + STRIP_GAP);
  }

  /** The height of all the strips with their labels, as placed. */
  public float height() {
    return strips.size() * (stripHeight + STRIP_GAP);
  }

  /** The strips' left edge in the window (the oldest sample's x). */
  public float left() {
    return left;
  }

  /** The top of strip {@code index} in the window (its label is in the gap above it). */
  public float top(int index) {
    return top + STRIP_GAP + index * (stripHeight + STRIP_GAP);
  }

  /**
   * Where sample {@code i} of strip {@code index} is drawn across: by its time (the newest at
   * the right edge), or by its {@link PlotStrip#across} value, the largest kept at the right.
   */
  public float xOf(int index, int i) {
    PlotStrip s = strips.get(index);
    if (s.againstSomething()) {
      return left + SAMPLES * s.across(i) / s.acrossScale();
    }
    return left + (SAMPLES - s.count()) + i;
  }

  /**
   * The height of {@code value} in strip {@code index}, at that strip's scale: from its floor
   * (0, or its lowest value if negative) at the bottom to its scale at the top.
   */
  public float yOf(int index, float value) {
    PlotStrip s = strips.get(index);
    return yOf(index, value, s.floor(), s.scale());
  }

  /** As {@link #yOf(int, float)}, the strip's floor and scale worked out once by the caller. */
  private float yOf(int index, float value, float floor, float scale) {
    return top(index) + stripHeight * (1 - (value - floor) / (scale - floor));
  }

  void draw(PGraphics g) {
    for (int k = 0; k < strips.size(); k++) {
      PlotStrip s = strips.get(k);
      PlotSeries series = s.series;
      String shown = series.name() + (s.againstSomething() ? " vs " + series.againstName() : "")
          + " " + shown(s.count() > 0 ? s.lastValue() : 0f) + "   ";
      float baseline = top(k) - 4;
      Overlay.text(g, shown, left, baseline, series.color());
      g.pushStyle();
      g.textSize(Overlay.TEXT_SIZE);
      float after = g.textWidth(shown);
      g.popStyle();
      Overlay.text(g, series.referenceName() + " " + shown(s.count() > 0
          ? s.reference(s.count() - 1) : 0f), left + after, baseline, series.referenceColor());
      line(g, k, false, series.referenceColor());
      line(g, k, true, series.color());
    }
  }

  private void line(PGraphics g, int k, boolean values, int color) {
    PlotStrip s = strips.get(k);
    g.pushStyle();
    g.noFill();
    g.stroke(color);
    g.strokeWeight(values ? 2 : 1);
    g.beginShape();
    // a reference against something is a curve of it: drawn in its order, not in time's
    int[] order = !values && s.againstSomething() ? s.byAcross() : null;
    // the strip's floor and scale once, not once a sample
    float floor = s.floor();
    float scale = s.scale();
    for (int n = 0; n < s.count(); n++) {
      int i = order != null ? order[n] : n;
      g.vertex(xOf(k, i), yOf(k, values ? s.value(i) : s.reference(i), floor, scale));
    }
    g.endShape();
    g.popStyle();
  }

  /** A plotted value to three decimals: a force of 2e-7 (rounding, no force) reads 0.000. */
  static String shown(float value) {
    return String.format("%.3f", value);
  }
}
