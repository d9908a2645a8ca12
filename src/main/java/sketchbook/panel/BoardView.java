package sketchbook.panel;

import java.util.ArrayList;
import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.Overlay;
import sketchbook.Palette;

/**
 * One panel of the whiteboard: a square of the window showing a part of some plane (velocity
 * space, or the scene round the vehicle) enlarged by {@link #scale()}. Its drawing calls take
 * points of that plane and draw them mapped into the panel, labelled, so a sketch's whiteboard
 * part ({@link SteeringSketch#drawOnWhiteboard}) never computes a screen position itself. Every
 * arrow drawn is kept ({@link #arrows()}) with its screen ends, and every note's text
 * ({@link #notes()}), so tests can check the geometry and what was said.
 */
public final class BoardView {

  /** An arrow as drawn: its label and its ends in window pixels. */
  public record Drawn(String label, PVector from, PVector to) {
  }

  private static final float LABEL_OFFSET = 4;
  /** Room kept for the title above the drawing and three notes below it. */
  private static final float TITLE_ROOM = 22;
  private static final float NOTES_ROOM = 3 * Overlay.LINE_HEIGHT + 8;
  private static final float DOT = 6;

  private final PGraphics g;
  private final float left;
  private final float top;
  private final float size;
  private final String title;
  private final List<Drawn> arrows = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();
  private PVector centre = new PVector();
  private float scale = 1;

  BoardView(PGraphics g, float left, float top, float size, String title) {
    this.g = g;
    this.left = left;
    this.top = top;
    this.size = size;
    this.title = title;
  }

  /**
   * Mutates the view: shows the plane around {@code centre}, enlarged so that {@code reach}
   * (in the plane's units) fills half the panel less a margin.
   */
  public BoardView frame(PVector centre, float reach) {
    this.centre = centre.copy();
    float room = size - TITLE_ROOM - NOTES_ROOM;
    this.scale = reach > 0 && Float.isFinite(reach) ? 0.46f * room / reach : 1;
    return this;
  }

  /** Panel pixels per unit of the plane. */
  public float scale() {
    return scale;
  }

  /** Where a point of the plane is drawn, in window pixels. */
  public PVector toScreen(PVector p) {
    float middle = top + TITLE_ROOM + (size - TITLE_ROOM - NOTES_ROOM) / 2;
    return new PVector(left + size / 2 + (p.x - centre.x) * scale,
        middle + (p.y - centre.y) * scale);
  }

  /** The arrows drawn so far, in order. */
  public List<Drawn> arrows() {
    return arrows;
  }

  /** The notes written so far, in order. */
  public List<String> notes() {
    return notes;
  }

  /** The arrow labelled {@code label}, or null. */
  public Drawn arrow(String label) {
    return arrows.stream().filter(a -> a.label().equals(label)).findFirst().orElse(null);
  }

  /** An arrow from {@code from} to {@code to} with its label beside its middle, to its left. */
  public void arrow(PVector from, PVector to, int color, String label) {
    arrow(from, to, color, label, 1);
  }

  /** As {@link #arrow(PVector, PVector, int, String)}; {@code side} −1 puts the label right. */
  public void arrow(PVector from, PVector to, int color, String label, float side) {
    PVector a = toScreen(from);
    PVector b = toScreen(to);
    arrows.add(new Drawn(label, a, b));
    PVector ab = PVector.sub(b, a);
    if (ab.mag() >= 1) {
      Overlay.arrow(g, a, ab, 1, color);
    }
    if (label != null && !label.isEmpty() && ab.mag() >= 1) {
      PVector beside = new PVector(-ab.y, ab.x).setMag(side * (LABEL_OFFSET + 6));
      text(PVector.lerp(a, b, 0.5f).add(beside), label, color);
    }
  }

  /** A circle of the plane: centre and radius in its units; labelled at its top. */
  public void circle(PVector c, float radius, int color, String label) {
    PVector s = toScreen(c);
    g.pushStyle();
    g.noFill();
    g.stroke(color);
    g.strokeWeight(1);
    g.circle(s.x, s.y, 2 * radius * scale);
    g.popStyle();
    if (label != null) {
      text(new PVector(s.x + LABEL_OFFSET, s.y - radius * scale - LABEL_OFFSET), label, color);
    }
  }

  /** A thin line between two points of the plane. */
  public void line(PVector a, PVector b, int color) {
    PVector sa = toScreen(a);
    PVector sb = toScreen(b);
    g.pushStyle();
    g.stroke(color);
    g.strokeWeight(1);
    g.line(sa.x, sa.y, sb.x, sb.y);
    g.popStyle();
  }

  /** A point, with a label beside it. */
  public void dot(PVector p, int color, String label) {
    PVector s = toScreen(p);
    g.pushStyle();
    g.noStroke();
    g.fill(color);
    g.circle(s.x, s.y, DOT);
    g.popStyle();
    if (label != null) {
      text(new PVector(s.x + LABEL_OFFSET, s.y - LABEL_OFFSET), label, color);
    }
  }

  /** A line of text under the panel's title: {@code row} 0 is the first. */
  public void note(int row, String text, int color) {
    notes.add(text);
    Overlay.text(g, text, left + 6, top + size - 8 - row * Overlay.LINE_HEIGHT, color);
  }

  void drawFrame() {
    g.pushStyle();
    g.fill(Palette.PAPER);
    g.stroke(Palette.PATH_LINE);
    g.rect(left, top, size, size);
    g.popStyle();
    Overlay.text(g, title, left + 6, top + Overlay.LINE_HEIGHT, Palette.INK);
  }

  /** Draws inside the panel only, until {@link #unclip()}. */
  void clip() {
    g.clip(left, top, size, size);
  }

  void unclip() {
    g.noClip();
  }

  private void text(PVector at, String s, int color) {
    Overlay.text(g, s, at.x, at.y, color);
  }
}
