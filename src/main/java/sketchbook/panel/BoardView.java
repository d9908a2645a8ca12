package sketchbook.panel;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.ArrowKind;
import sketchbook.render.LabelPlacement;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;

/**
 * One panel of the whiteboard: a square of the window showing a part of some plane (velocity
 * space, or the scene round the vehicle) enlarged by {@link #scale()}. Its drawing calls take
 * points of that plane and draw them mapped into the panel, labelled, so a sketch's whiteboard
 * part ({@link SteeringSketch#drawOnWhiteboard}) never computes a screen position itself. Every
 * arrow drawn is kept ({@link #arrows()}) with its screen ends, and every note's text
 * ({@link #notes()}), so tests can check the geometry and what was said.
 *
 * <p>Labels are not written where they are asked for: they are gathered while the panel is
 * drawn and placed at the end ({@link #finish()}) by a {@link LabelPlacement} bounded by the
 * panel, which keeps them off the notes, off each other, off every arrow and dot, and inside
 * the panel (with a leader line when one had to move away). Every box written is kept
 * ({@link #labels()}).
 *
 * <p>A panel has one scale: every arrow is drawn |v| × {@link #scale()} long, so a triangle's
 * sides keep their proportions. A vector that is not a distance of the plane (a velocity, a
 * force, separation's 1/d) is drawn at one {@link VectorScale} per kind of vector on the panel,
 * stated once in its title row: {@link #fitScale} works it out from the largest such vector the
 * panel shows, so that it fits, and {@link #vector} draws each at it. An arrow shorter than
 * {@link #SHORTEST} pixels would hide under its own head: it is drawn as a dot where it starts,
 * labelled with its length. Nothing leaves the panel: arrows, lines and circles are cut to the
 * part of the panel between its title and its notes, and a dot outside that part is not drawn.
 * Every stroke drawn is kept ({@link #strokes()}) so tests can check it.
 */
public final class BoardView {

  /**
   * An arrow: its label and its true ends in window pixels; {@code asDot} when it was too short
   * to draw at the panel's scale and a dot with its length stands for it; the {@code vector} it
   * stands for and the {@code scale} it is drawn at, in window pixels per unit of that vector,
   * so that its length is |vector| × scale.
   */
  public record Drawn(String label, PVector from, PVector to, boolean asDot, PVector vector,
      float scale) {
  }

  /**
   * How a kind of vector that is not a distance of the plane is drawn on a panel: {@code times}
   * plane units per unit of it; {@code what} names the kind, in the panel's statement.
   */
  public record VectorScale(String what, float times) {

    /** The words the panel's title row says it in: "forces ×500". */
    public String statement() {
      return what + " ×" + new BigDecimal(Float.toString(times)).stripTrailingZeros()
          .toPlainString();
    }
  }

  /**
   * A fitted vector scale makes the largest vector this share of the reach the panel was framed
   * for: inside the panel, and room beside it.
   */
  static final float FITTED_SHARE = 1;
  /**
   * Fitted scales are rounded down to one of these × a power of ten: easy to read, and never
   * less than 1 / 1.67 of the exact fit.
   */
  private static final float[] ROUND_STEPS = {1, 1.5f, 2, 3, 5, 7.5f};
  /** The scales' statement keeps this far from the panel's right edge, in pixels. */
  private static final float STATEMENT_RIGHT = 6;
  /** The kinds of vector drawn at a {@link VectorScale}, as the title row names them. */
  public static final String VELOCITIES = "velocities";
  public static final String FORCES = "forces";
  /** An arrow shorter than this many pixels is a dot labelled with its length. */
  public static final float SHORTEST = 16;
  /** Labels keep this far from an arrow's shaft and a dot, in pixels. */
  static final float SHAFT_CLEARANCE = 3;
  /** A label to be placed: its text, what it names (window pixels), its colour. */
  private record Wanted(String text, PVector anchor, int color) {
  }

  /** Where a note's text starts and how far its bottom line sits above the panel's edge. */
  private static final float NOTE_LEFT = 6;
  private static final float NOTE_BOTTOM = 8;
  /** The points of a circle tried for its label's anchor. */
  private static final int EIGHTHS = 8;
  /** Room kept for the title above the drawing and four notes below it. */
  private static final float TITLE_ROOM = 22;
  private static final float NOTES_ROOM = 4 * Overlay.LINE_HEIGHT + 8;
  private static final float DOT = 6;
  /** A circle is drawn as chords at most this many pixels long (no pixel off its curve). */
  private static final float CHORD = 4;
  /** Fewest and most chords of a circle. */
  private static final int FEWEST_CHORDS = 24;
  private static final int MOST_CHORDS = 1 << 16;

  private final PGraphics g;
  private final float left;
  private final float top;
  private final float size;
  private final String title;
  private final List<Drawn> arrows = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();
  /** The notes' rows, in the order of {@link #notes}. */
  private final List<Integer> noteRows = new ArrayList<>();
  private final List<Wanted> wanted = new ArrayList<>();
  /** Segments (from, to pairs) and dots the labels keep off, in window pixels. */
  private final List<PVector[]> shafts = new ArrayList<>();
  private final List<PVector> dots = new ArrayList<>();
  /** Every line drawn (arrows' shafts, lines, circles' chords), as from, to pairs. */
  private final List<PVector[]> strokes = new ArrayList<>();
  /** The circles' chords among them. */
  private final List<PVector[]> arcs = new ArrayList<>();
  private List<LabelPlacement.Label> labels = List.of();
  private PVector centre = new PVector();
  private float scale = 1;
  /** How much of the plane the panel was framed for, in its units. */
  private float reach = 1;
  /** The panel's vector scales, one for each kind, in the order asked. */
  private final List<VectorScale> vectorScales = new ArrayList<>();

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
    boolean usable = reach > 0 && Float.isFinite(reach);
    this.scale = usable ? 0.46f * room / reach : 1;
    this.reach = usable ? reach : room / 2;
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

  /**
   * An arrow from {@code from} to {@code to}, points of the plane, at the panel's scale, its
   * label placed near its middle; shorter than {@link #SHORTEST} pixels, a dot at {@code from}
   * labelled with its length.
   */
  public void arrow(PVector from, PVector to, int color, String label) {
    draw(from, to, PVector.sub(to, from), scale, color, label);
  }

  /**
   * The panel's scale for {@code what} (velocities, forces...), worked out from the largest of
   * them it shows: that one is drawn {@link #FITTED_SHARE} of the reach the panel was framed for
   * (call {@link #frame} first), the factor rounded down to an easy number
   * ({@link #ROUND_STEPS}). Asked again for the same kind, the scale already set: one scale per
   * kind per panel.
   */
  public VectorScale fitScale(String what, float largest) {
    VectorScale set = scaleOf(what);
    if (set != null) {
      return set;
    }
    float exact = largest > 0 && Float.isFinite(largest) ? FITTED_SHARE * reach / largest : 1;
    return fixedScale(what, roundDown(exact));
  }

  /** A scale for {@code what} fixed by the sketch ({@code times} plane units per unit). */
  public VectorScale fixedScale(String what, float times) {
    if (scaleOf(what) != null) {
      throw new IllegalStateException("the panel already has a scale for " + what
          + ": one scale per kind, stated once");
    }
    VectorScale made = new VectorScale(what, times);
    vectorScales.add(made);
    return made;
  }

  /**
   * The panel's scale for velocities: the one the d and v keys draw them at in the window
   * ({@link ArrowKind#VELOCITY}), so a board's velocity is as long as the window's.
   */
  public VectorScale velocityScale() {
    VectorScale set = scaleOf(VELOCITIES);
    return set != null ? set : fixedScale(VELOCITIES, ArrowKind.VELOCITY.scale);
  }

  /** The panel's scales for vectors, in the order they were set. */
  public List<VectorScale> vectorScales() {
    return List.copyOf(vectorScales);
  }

  /**
   * The scale the panel states for {@code what}, as a test or a reader finds it in the title
   * row; none stated is an error, so a board that drew no such vector is caught.
   */
  public VectorScale vectorScale(String what) {
    VectorScale set = scaleOf(what);
    if (set == null) {
      throw new NoSuchElementException("the panel states no scale for " + what + ": it states \""
          + scalesStatement() + "\"");
    }
    return set;
  }

  private VectorScale scaleOf(String what) {
    return vectorScales.stream().filter(s -> s.what().equals(what)).findFirst().orElse(null);
  }

  /** The largest of {@link #ROUND_STEPS} × a power of ten that is at most {@code x} (x &gt; 0). */
  static float roundDown(float x) {
    double power = Math.pow(10, Math.floor(Math.log10(x)));
    float best = (float) power;
    for (float step : ROUND_STEPS) {
      if (step * power <= x * (1 + 1e-6)) {
        best = (float) (step * power);
      }
    }
    return best;
  }

  /**
   * The vector {@code v}, not a distance of the plane, drawn from {@code from} at
   * {@code scale}: |v| × scale.times() plane units long; a dot labelled with |v| when too short.
   */
  public void vector(PVector from, PVector v, VectorScale scale, int color, String label) {
    if (!vectorScales.contains(scale)) {
      throw new IllegalArgumentException("not a scale of this panel: " + scale);
    }
    draw(from, PVector.add(from, PVector.mult(v, scale.times())), v.copy(),
        scale.times() * this.scale, color, label);
  }

  /** An arrow standing for {@code vector}, drawn {@code pixelsPerUnit} window pixels a unit. */
  private void draw(PVector from, PVector to, PVector vector, float pixelsPerUnit, int color,
      String label) {
    PVector a = toScreen(from);
    PVector b = toScreen(to);
    PVector ab = PVector.sub(b, a);
    float length = ab.mag();
    boolean asDot = !(length >= SHORTEST);
    arrows.add(new Drawn(label, a, b, asDot, vector, pixelsPerUnit));
    if (asDot) {
      boolean named = label != null && !label.isEmpty();
      dot(from, color, named ? String.format("%s %.3f", label, vector.mag()) : null);
      return;
    }
    PVector[] seen = inside(a, b);
    if (seen == null) {
      return;
    }
    if (seen[1].equals(b)) {
      Overlay.arrow(g, seen[0], PVector.sub(b, seen[0]), 1, color);
    } else {
      // the tip is off the panel: the shaft only, with no head at the edge
      g.pushStyle();
      g.stroke(color);
      g.strokeWeight(Overlay.SHAFT_WIDTH);
      g.line(seen[0].x, seen[0].y, seen[1].x, seen[1].y);
      g.popStyle();
    }
    shafts.add(seen);
    strokes.add(seen);
    if (label != null && !label.isEmpty()) {
      wanted.add(new Wanted(label, PVector.lerp(seen[0], seen[1], 0.5f), color));
    }
  }

  /**
   * The part of the segment from {@code a} to {@code b} inside the panel, between its title and
   * its notes, so that no arrow runs through their text (Liang–Barsky: the segment's parameter
   * is narrowed by each of the four edges), or null if none is.
   */
  private PVector[] inside(PVector a, PVector b) {
    float dx = b.x - a.x;
    float dy = b.y - a.y;
    float[] p = {-dx, dx, -dy, dy};
    float[] q = {a.x - left, left + size - a.x, a.y - top - TITLE_ROOM,
        top + size - NOTES_ROOM - a.y};
    float enter = 0;
    float leave = 1;
    for (int i = 0; i < p.length; i++) {
      if (p[i] == 0) {
        if (q[i] < 0) {
          return null;
        }
      } else {
        float t = q[i] / p[i];
        if (p[i] < 0) {
          enter = Math.max(enter, t);
        } else {
          leave = Math.min(leave, t);
        }
      }
    }
    if (enter > leave) {
      return null;
    }
    return new PVector[] {enter == 0 ? a.copy() : PVector.lerp(a, b, enter),
        leave == 1 ? b.copy() : PVector.lerp(a, b, leave)};
  }

  /**
   * A circle of the plane: centre and radius in its units; labelled at its top. Drawn as short
   * chords, each cut to the panel, so an arc much larger than the panel stays inside it.
   */
  public void circle(PVector c, float radius, int color, String label) {
    PVector s = toScreen(c);
    float r = radius * scale;
    if (!(r > 0) || !Float.isFinite(r)) {
      return;
    }
    int chords = (int) Math.max(FEWEST_CHORDS, Math.min(MOST_CHORDS,
        Math.ceil(2 * Math.PI * r / CHORD)));
    g.pushStyle();
    g.stroke(color);
    g.strokeWeight(1);
    boolean seenAny = false;
    PVector last = new PVector(s.x + r, s.y);
    for (int i = 1; i <= chords; i++) {
      double angle = 2 * Math.PI * i / chords;
      PVector p = new PVector(s.x + r * (float) Math.cos(angle), s.y + r * (float) Math.sin(angle));
      PVector[] seen = inside(last, p);
      if (seen != null) {
        g.line(seen[0].x, seen[0].y, seen[1].x, seen[1].y);
        strokes.add(seen);
        arcs.add(seen);
        seenAny = true;
      }
      last = p;
    }
    g.popStyle();
    if (label != null && seenAny) {
      wanted.add(new Wanted(label, onCircle(s, r), color));
    }
  }

  /** A point of the circle inside the panel, the top if it is in: where its label points. */
  private PVector onCircle(PVector centre, float radius) {
    for (int eighth = 0; eighth < EIGHTHS; eighth++) {
      // the top first, then round both ways
      int step = (eighth + 1) / 2 * (eighth % 2 == 0 ? 1 : -1);
      double angle = -Math.PI / 2 + step * Math.PI / 4;
      PVector p = new PVector(centre.x + radius * (float) Math.cos(angle),
          centre.y + radius * (float) Math.sin(angle));
      if (p.x > left && p.x < left + size && p.y > top + TITLE_ROOM
          && p.y < top + size - NOTES_ROOM) {
        return p;
      }
    }
    return new PVector(Math.max(left, Math.min(centre.x, left + size)),
        Math.max(top + TITLE_ROOM, Math.min(centre.y - radius, top + size - NOTES_ROOM)));
  }

  /**
   * True when some of the circle of the plane (centre, radius in its units) is drawn inside the
   * panel below its title: its outline passes between the nearest and the farthest point.
   */
  public boolean shows(PVector c, float radius) {
    PVector s = toScreen(c);
    float r = radius * scale;
    float x0 = left;
    float x1 = left + size;
    float y0 = top + TITLE_ROOM;
    float y1 = top + size;
    float nearX = Math.max(x0, Math.min(s.x, x1)) - s.x;
    float nearY = Math.max(y0, Math.min(s.y, y1)) - s.y;
    float farX = Math.max(Math.abs(x0 - s.x), Math.abs(x1 - s.x));
    float farY = Math.max(Math.abs(y0 - s.y), Math.abs(y1 - s.y));
    return (float) Math.hypot(nearX, nearY) <= r && r <= (float) Math.hypot(farX, farY);
  }

  /** A thin line between two points of the plane, cut to the panel. */
  public void line(PVector a, PVector b, int color) {
    PVector[] seen = inside(toScreen(a), toScreen(b));
    if (seen == null) {
      return;
    }
    g.pushStyle();
    g.stroke(color);
    g.strokeWeight(1);
    g.line(seen[0].x, seen[0].y, seen[1].x, seen[1].y);
    g.popStyle();
    strokes.add(seen);
  }

  /** A point, with a label beside it; a point outside the panel is neither drawn nor named. */
  public void dot(PVector p, int color, String label) {
    PVector s = toScreen(p);
    if (!inDrawing(s)) {
      return;
    }
    g.pushStyle();
    g.noStroke();
    g.fill(color);
    g.circle(s.x, s.y, DOT);
    g.popStyle();
    dots.add(s);
    if (label != null) {
      wanted.add(new Wanted(label, s, color));
    }
  }

  /** True when a window point lies in the panel between its title and its notes. */
  private boolean inDrawing(PVector s) {
    return s.x >= left && s.x <= left + size && s.y >= top + TITLE_ROOM
        && s.y <= top + size - NOTES_ROOM;
  }

  /** A line of text under the panel's title: {@code row} 0 is the first. */
  public void note(int row, String text, int color) {
    notes.add(text);
    noteRows.add(row);
    Overlay.text(g, text, left + NOTE_LEFT, top + size - NOTE_BOTTOM - row * Overlay.LINE_HEIGHT,
        color);
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

  /** What the title row says of the panel's vector scales, "forces ×500"; empty with none. */
  public String scalesStatement() {
    return String.join(", ", vectorScales.stream().map(VectorScale::statement).toList());
  }

  /** Every label and note written, as its box in window pixels (for tests); empty before. */
  public List<LabelPlacement.Label> labels() {
    return labels;
  }

  /** Each arrow's shaft as drawn (its part inside the panel), from and to in window pixels. */
  public List<PVector[]> shafts() {
    return List.copyOf(shafts);
  }

  /** Every line drawn (arrows' shafts, lines, circles' chords), from and to in window pixels. */
  public List<PVector[]> strokes() {
    return List.copyOf(strokes);
  }

  /** The circles as drawn: their chords inside the panel, from and to in window pixels. */
  public List<PVector[]> arcs() {
    return List.copyOf(arcs);
  }

  /** The dots drawn, in window pixels. */
  public List<PVector> dots() {
    return List.copyOf(dots);
  }

  /**
   * The part of the panel the drawing may use, between its title and its notes: left, top,
   * width and height in window pixels.
   */
  public float[] drawingBounds() {
    return new float[] {left, top + TITLE_ROOM, size, size - TITLE_ROOM - NOTES_ROOM};
  }

  /** The panel's left edge, top and side, in window pixels. */
  public float[] bounds() {
    return new float[] {left, top, size, size};
  }

  /**
   * Places and writes the labels gathered while drawing: the notes' boxes are taken first,
   * then every arrow's shaft, circle and dot is kept out, then each label, in the order asked.
   */
  void finish() {
    g.pushStyle();
    g.textSize(Overlay.TEXT_SIZE);
    float ascent = g.textAscent();
    float height = ascent + g.textDescent();
    LabelPlacement placement = new LabelPlacement(left, top + TITLE_ROOM, size,
        size - TITLE_ROOM).scanWhenTouching();
    for (int i = 0; i < notes.size(); i++) {
      float baseline = top + size - NOTE_BOTTOM - noteRows.get(i) * Overlay.LINE_HEIGHT;
      placement.reserve(notes.get(i), left + NOTE_LEFT, baseline - ascent,
          g.textWidth(notes.get(i)), height);
    }
    for (PVector[] shaft : shafts) {
      placement.keepOutSegment(shaft[0], shaft[1], SHAFT_CLEARANCE);
      placement.keepOut(shaft[1], Overlay.ARROW_HEAD + SHAFT_CLEARANCE);
    }
    // circles too (an arc across a label hides it); thin lines are only guides, text may cross
    for (PVector[] arc : arcs) {
      placement.keepOutSegment(arc[0], arc[1], SHAFT_CLEARANCE);
    }
    for (PVector dot : dots) {
      placement.keepOut(dot, DOT / 2 + SHAFT_CLEARANCE);
    }
    int[] colors = new int[wanted.size()];
    for (int i = 0; i < wanted.size(); i++) {
      Wanted w = wanted.get(i);
      placement.place(w.text(), w.anchor(), g.textWidth(w.text()), height);
      colors[i] = w.color();
    }
    labels = placement.placed();
    int first = notes.size();
    for (int i = first; i < labels.size(); i++) {
      LabelPlacement.draw(g, labels.get(i), colors[i - first]);
    }
    if (!vectorScales.isEmpty()) {
      String said = scalesStatement();
      Overlay.text(g, said, left + size - STATEMENT_RIGHT - g.textWidth(said),
          top + Overlay.LINE_HEIGHT, Palette.INK);
    }
    g.popStyle();
  }
}
