package sketchbook;

import java.util.ArrayList;
import java.util.List;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import steering.Vehicle;

/**
 * What the debug keys show on top of a sketch: the desired velocity, steering force and
 * velocity as arrows, their legend, the HUD of live values and the help overlay.
 * Drawing only; nothing here changes a vehicle.
 */
public final class Overlay {

  /** Velocities are a few pixels per frame: drawn this many times longer. */
  public static final float VELOCITY_SCALE = 10;
  /** A steering force of 0.1 becomes a 20-pixel arrow. */
  public static final float FORCE_SCALE = 200;

  static final float TEXT_SIZE = 12;
  static final float LINE_HEIGHT = 16;
  private static final float MARGIN = 10;
  /** Half the length of an arrow's head. */
  public static final float ARROW_HEAD = 5;
  /** An arrow's shaft is this many pixels wide. */
  public static final float SHAFT_WIDTH = 2;
  private static final float TARGET_DIAMETER = 24;
  private static final float CROSSHAIR_REACH = 16;

  private Overlay() {
  }

  /** The arrows the switches ask for, each from where its kind starts (the vehicle, mostly). */
  public static void arrows(PGraphics g, Vehicle v, Switches show) {
    for (ArrowKind kind : ArrowKind.values()) {
      if (kind.isOn(show)) {
        arrow(g, kind.from(v), kind.of(v), kind.scale, kind.color);
      }
    }
  }

  /** An arrow from {@code from} along {@code vector × scale}. */
  public static void arrow(PGraphics g, PVector from, PVector vector, float scale, int color) {
    float length = vector.mag() * scale;
    if (length < 1) {
      return;
    }
    g.pushStyle();
    g.pushMatrix();
    g.stroke(color);
    g.fill(color);
    g.strokeWeight(SHAFT_WIDTH);
    g.translate(from.x, from.y);
    g.rotate(vector.heading());
    g.line(0, 0, length, 0);
    g.noStroke();
    g.triangle(length + ARROW_HEAD, 0, length - ARROW_HEAD, -ARROW_HEAD,
        length - ARROW_HEAD, ARROW_HEAD);
    g.popMatrix();
    g.popStyle();
  }

  /** A target: a circle with a crosshair. */
  public static void target(PGraphics g, PVector at) {
    g.pushStyle();
    g.noFill();
    g.stroke(Palette.TARGET);
    g.strokeWeight(1.5f);
    g.circle(at.x, at.y, TARGET_DIAMETER);
    g.line(at.x - CROSSHAIR_REACH, at.y, at.x + CROSSHAIR_REACH, at.y);
    g.line(at.x, at.y - CROSSHAIR_REACH, at.x, at.y + CROSSHAIR_REACH);
    g.popStyle();
  }

  /** The legend for the arrows that are on, in the bottom-left corner. */
  public static void legend(PGraphics g, Switches show) {
    List<String> labels = new ArrayList<>();
    List<Integer> colors = new ArrayList<>();
    for (ArrowKind kind : ArrowKind.values()) {
      if (kind.isOn(show)) {
        labels.add(kind.legend());
        colors.add(kind.color);
      }
    }
    if (labels.isEmpty()) {
      return;
    }
    float top = g.height - MARGIN - labels.size() * LINE_HEIGHT;
    panel(g, MARGIN, top, 190, labels.size() * LINE_HEIGHT);
    for (int i = 0; i < labels.size(); i++) {
      float y = top + i * LINE_HEIGHT + LINE_HEIGHT / 2;
      arrow(g, new PVector(MARGIN + 6, y), new PVector(22, 0), 1, colors.get(i));
      text(g, labels.get(i), MARGIN + 36, y + 4, Palette.INK);
    }
  }

  /** Lines of text in a panel at the top-left corner. */
  public static void hud(PGraphics g, List<String> lines) {
    textPanel(g, lines, MARGIN, MARGIN);
  }

  /** The key table, centred over a translucent panel: key in one column, what it does in the next. */
  public static void help(PGraphics g, String title, List<KeyTable.Binding> bindings) {
    float keyColumn = 56;
    float w = 0;
    g.pushStyle();
    g.textSize(TEXT_SIZE);
    for (KeyTable.Binding b : bindings) {
      w = Math.max(w, keyColumn + g.textWidth(b.description()) + 2 * MARGIN);
    }
    g.popStyle();
    float h = (bindings.size() + 1) * LINE_HEIGHT + MARGIN / 2;
    float x = (g.width - w) / 2;
    float y = (g.height - h) / 2;
    panel(g, x, y, w, h);
    text(g, title + " — keys", x + MARGIN, y + LINE_HEIGHT - 2, Palette.INK);
    for (int i = 0; i < bindings.size(); i++) {
      float baseline = y + (i + 2) * LINE_HEIGHT - 2;
      text(g, bindings.get(i).label(), x + MARGIN, baseline, Palette.STEERING);
      text(g, bindings.get(i).description(), x + MARGIN + keyColumn, baseline, Palette.INK);
    }
  }

  /**
   * The rectangle the HUD of these lines covers (its panel, border included), as
   * {x, y, width, height}: what is drawn under it is tinted.
   */
  public static float[] hudArea(PGraphics g, List<String> lines) {
    float w = textWidth(g, lines);
    float h = lines.size() * LINE_HEIGHT + MARGIN / 2;
    return new float[] {MARGIN - 4, MARGIN - 4, w + 8, h + 8};
  }

  private static float textWidth(PGraphics g, List<String> lines) {
    g.pushStyle();
    g.textSize(TEXT_SIZE);
    float w = 0;
    for (String line : lines) {
      w = Math.max(w, g.textWidth(line) + 2 * MARGIN);
    }
    g.popStyle();
    return w;
  }

  private static void textPanel(PGraphics g, List<String> lines, float x, float y) {
    float w = textWidth(g, lines);
    panel(g, x, y, w, lines.size() * LINE_HEIGHT + MARGIN / 2);
    for (int i = 0; i < lines.size(); i++) {
      text(g, lines.get(i), x + MARGIN, y + (i + 1) * LINE_HEIGHT - 2, Palette.INK);
    }
  }

  static void panel(PGraphics g, float x, float y, float w, float h) {
    g.pushStyle();
    g.noStroke();
    g.fill(Palette.HUD_BACK);
    g.rectMode(PConstants.CORNER);
    g.rect(x - 4, y - 4, w + 8, h + 8, 6);
    g.popStyle();
  }

  static void text(PGraphics g, String s, float x, float y, int color) {
    g.pushStyle();
    g.fill(color);
    g.textSize(TEXT_SIZE);
    g.textAlign(PConstants.LEFT, PConstants.BASELINE);
    g.text(s, x, y);
    g.popStyle();
  }
}
