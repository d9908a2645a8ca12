package sketchbook.panel;

import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;

/**
 * The legend's rows in the side panel: for each {@link LegendItem}, a sample of its mark in its
 * colour, then its label, wrapped beside it.
 */
final class PanelLegend {

  /** The column of sample marks. */
  static final float SAMPLE_COLUMN = 34;
  private static final float SAMPLE_LENGTH = 24;
  private static final float DOT = 8;
  private static final float RING = 14;
  private static final float BAND = 10;

  private PanelLegend() {
  }

  /** The rows the items' labels take in a legend {@code w} wide. */
  static int rows(PGraphics g, float w, List<LegendItem> items) {
    int n = 0;
    for (LegendItem item : items) {
      n += PanelText.wrap(g, item.label(), w - SAMPLE_COLUMN, Overlay.TEXT_SIZE).size();
    }
    return n;
  }

  /** Draws the items from the top {@code y}, {@code w} wide. */
  static void draw(PGraphics g, List<LegendItem> items, float x, float y, float w) {
    for (LegendItem item : items) {
      List<String> lines = PanelText.wrap(g, item.label(), w - SAMPLE_COLUMN, Overlay.TEXT_SIZE);
      sample(g, item, x, y + Overlay.LINE_HEIGHT / 2);
      PanelText.rows(g, lines, x + SAMPLE_COLUMN, y, Palette.INK);
      y += lines.size() * Overlay.LINE_HEIGHT;
    }
  }

  /** A sample of the mark, in its colour, {@link #SAMPLE_LENGTH} long from x, centred on y. */
  private static void sample(PGraphics g, LegendItem item, float x, float y) {
    int c = item.color();
    float mid = x + SAMPLE_LENGTH / 2;
    g.pushStyle();
    switch (item.mark()) {
      case ARROW -> Overlay.arrow(g, new PVector(x, y), new PVector(SAMPLE_LENGTH - 4, 0), 1, c);
      case DOT -> {
        g.noStroke();
        g.fill(c);
        g.circle(mid, y, DOT);
      }
      case DISC -> {
        g.noStroke();
        g.fill(c);
        g.circle(mid, y, RING);
      }
      case RING -> {
        g.noFill();
        g.stroke(c);
        g.strokeWeight(1.5f);
        g.circle(mid, y, RING);
      }
      case CROSS -> {
        g.noFill();
        g.stroke(c);
        g.strokeWeight(1.5f);
        g.circle(mid, y, RING - 2);
        g.line(mid - RING / 2, y, mid + RING / 2, y);
        g.line(mid, y - RING / 2, mid, y + RING / 2);
      }
      case LINE -> {
        g.stroke(c);
        g.strokeWeight(1);
        g.line(x, y, x + SAMPLE_LENGTH, y);
      }
      case BAND -> {
        g.noStroke();
        g.fill(c);
        g.rect(x, y - BAND / 2, SAMPLE_LENGTH, BAND);
      }
      default -> throw new IllegalStateException("no sample for " + item.mark());
    }
    g.popStyle();
  }
}
