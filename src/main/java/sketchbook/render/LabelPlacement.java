package sketchbook.render;

import java.util.ArrayList;
import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.controls.Switches;
import steering.Vehicle;

/**
 * Puts short labels beside the things they name so that none hides another: vehicles that
 * meet at a target would otherwise write their names over each other and over the arrows.
 *
 * <p>The rule: labels are placed one by one, in the order asked. For each, the positions tried
 * are the eight directions round its anchor (upper right first, where a label is expected,
 * then on round the clock) at {@link #RING_STEP}, then twice that, up to {@link #RINGS} rings
 * out. The first box (grown by {@link #PADDING}) that stays in the window and overlaps no
 * earlier label and no kept-out circle (the target, the vehicles, the arrows' tips) is taken.
 * Leaving the bounds or covering another label counts as {@link #HARD} conflicts, a kept-out
 * circle as one: when every place round the anchor leaves the bounds or covers a label, the
 * whole bounded area is scanned in steps of {@link #SCAN_STEP} for the place with the fewest
 * conflicts, the nearest to the anchor among equals ({@link #scanWhenTouching()} scans as soon
 * as every place round the anchor touches a kept-out circle). A label whose box ends up
 * more than {@link #LEADER_FROM} from its anchor is joined to it by a thin leader line.
 *
 * <p>Mutable: {@link #clear()} each frame, then {@link #keepOut} and {@link #place}.
 */
public final class LabelPlacement {

  /** How far apart the rings of tried positions are, in pixels. */
  public static final float RING_STEP = 14;
  /** How many rings out a label may go. */
  public static final int RINGS = 5;
  /** Clear space kept round each label's text, in pixels. */
  public static final float PADDING = 2;
  /** A label farther than this from its anchor (pixels) gets a leader line. */
  public static final float LEADER_FROM = 20;
  /** Clear space kept round an arrow's tip (its head), in pixels. */
  public static final float ARROW_TIP_CLEARANCE = 6;
  /** Labels are written this size. */
  public static final float TEXT_SIZE = 12;
  /** Labels keep this far from the target's centre: the reach of its crosshair. */
  public static final float TARGET_CLEARANCE = 16;
  /** A vehicle's triangle reaches this many times r from its position. */
  static final float BODY_REACH = 2;
  /** Leaving the bounds or covering a label weighs as much as this many kept-out circles. */
  static final int HARD = 1000;
  /** The step, in pixels, of the scan of the whole area when no ring has a place. */
  static final float SCAN_STEP = 4;
  /** The directions tried, as (x, y) pairs: upper right first, then clockwise. */
  private static final float[] DIRECTIONS = {
    0.7071f, -0.7071f, 1, 0, 0.7071f, 0.7071f, 0, 1,
    -0.7071f, 0.7071f, -1, 0, -0.7071f, -0.7071f, 0, -1
  };

  /** A placed label: its text, what it names, and its text box (top-left corner, size). */
  public record Label(String text, PVector anchor, float x, float y, float width,
      float height) {

    /** True when the two boxes, each grown by {@code pad}, share any area. */
    public boolean overlaps(float ox, float oy, float ow, float oh, float pad) {
      return x - pad < ox + ow + pad && ox - pad < x + width + pad
          && y - pad < oy + oh + pad && oy - pad < y + height + pad;
    }

    /** True when the box, grown by {@code pad}, reaches into the circle. */
    public boolean touches(float cx, float cy, float radius, float pad) {
      return distanceTo(cx, cy) < radius + pad;
    }

    /** The distance from a point to the nearest point of the box (0 inside it). */
    public float distanceTo(float px, float py) {
      float dx = Math.max(Math.max(x - px, 0), px - (x + width));
      float dy = Math.max(Math.max(y - py, 0), py - (y + height));
      return (float) Math.sqrt(dx * dx + dy * dy);
    }
  }

  private final float left;
  private final float top;
  private final float right;
  private final float bottom;
  /** The conflicts at which the whole area is scanned: {@link #HARD} unless asked otherwise. */
  private int scanFrom = HARD;
  private final List<Label> placed = new ArrayList<>();
  /** Kept-out circles as x, y, radius triples. */
  private final List<float[]> keptOut = new ArrayList<>();

  /** Labels kept inside a window of this size. */
  public LabelPlacement(float windowWidth, float windowHeight) {
    this(0, 0, windowWidth, windowHeight);
  }

  /** Labels kept inside the rectangle with this top-left corner and size. */
  public LabelPlacement(float left, float top, float width, float height) {
    this.left = left;
    this.top = top;
    this.right = left + width;
    this.bottom = top + height;
  }

  /**
   * Mutates: scans the whole area whenever no place round the anchor is free of every kept-out
   * circle too, not only when each covers a label or leaves. Worth it in a small area (a panel
   * of the whiteboard); the window of a crowd scene is too big to scan every frame.
   */
  public LabelPlacement scanWhenTouching() {
    scanFrom = 1;
    return this;
  }

  /** Mutates: forgets the labels and kept-out circles of the last frame. */
  public void clear() {
    placed.clear();
    keptOut.clear();
  }

  /**
   * Mutates: starts a frame's labels round a target: forgets the last frame's, keeps the
   * labels off the target, the vehicles and the tips of their arrows that are on, and sets
   * {@code g}'s text to the labels' size. Then {@link #place} each label and {@link #draw}.
   */
  public void startAround(PGraphics g, PVector target, List<Vehicle> vehicles, Switches show) {
    clear();
    keepOut(target, TARGET_CLEARANCE);
    keepOut(vehicles, show);
    g.textSize(TEXT_SIZE);
  }

  /** Mutates: no label placed after this may reach into the circle. */
  public void keepOut(PVector centre, float radius) {
    keptOut.add(new float[] {centre.x, centre.y, radius});
  }

  /**
   * Mutates: no label placed after this may reach within {@code radius} of the segment from
   * {@code a} to {@code b} (kept out as circles along it, {@code radius} apart).
   */
  public void keepOutSegment(PVector a, PVector b, float radius) {
    float length = PVector.dist(a, b);
    int pieces = Math.max(1, (int) Math.ceil(length / radius));
    for (int i = 0; i <= pieces; i++) {
      keepOut(PVector.lerp(a, b, i / (float) pieces), radius);
    }
  }

  /** Mutates: a box already taken (text placed by other means): no label may cover it. */
  public Label reserve(String text, float x, float y, float width, float height) {
    Label box = new Label(text, new PVector(x, y), x, y, width, height);
    placed.add(box);
    return box;
  }

  /** Mutates: keeps labels off each vehicle's body and off the tips of its arrows that are on. */
  public void keepOut(List<Vehicle> vehicles, Switches show) {
    for (Vehicle v : vehicles) {
      keepOut(v.position, BODY_REACH * v.r);
      for (ArrowKind kind : ArrowKind.values()) {
        if (kind.isOn(show)) {
          PVector tip = PVector.add(v.position, PVector.mult(kind.of(v), kind.scale));
          keepOut(tip, ARROW_TIP_CLEARANCE);
        }
      }
    }
  }

  /** Mutates: places {@code text} beside {@code anchor}, measured in g's current text size. */
  public Label place(PGraphics g, String text, PVector anchor) {
    return place(text, anchor, g.textWidth(text), g.textAscent() + g.textDescent());
  }

  /** Mutates: places a box of {@code width × height} for {@code text} beside {@code anchor}. */
  public Label place(String text, PVector anchor, float width, float height) {
    Label best = null;
    int fewest = Integer.MAX_VALUE;
    for (int ring = 1; ring <= RINGS && fewest > 0; ring++) {
      float reach = ring * RING_STEP;
      for (int i = 0; i < DIRECTIONS.length && fewest > 0; i += 2) {
        float dx = DIRECTIONS[i];
        float dy = DIRECTIONS[i + 1];
        // the box's centre goes out along the direction far enough to leave `reach` clear
        float cx = anchor.x + dx * (reach + width / 2);
        float cy = anchor.y + dy * (reach + height / 2);
        Label candidate = new Label(text, anchor.copy(), cx - width / 2, cy - height / 2,
            width, height);
        int conflicts = conflicts(candidate);
        if (conflicts < fewest) {
          best = candidate;
          fewest = conflicts;
        }
      }
    }
    if (fewest >= scanFrom) {
      best = scan(text, anchor, width, height, best, fewest);
    }
    placed.add(best);
    return best;
  }

  /** The place in the whole area with the fewest conflicts, nearest the anchor among equals. */
  private Label scan(String text, PVector anchor, float width, float height, Label best,
      int fewest) {
    float nearest = Float.MAX_VALUE;
    for (float y = top; y + height <= bottom; y += SCAN_STEP) {
      for (float x = left; x + width <= right; x += SCAN_STEP) {
        Label candidate = new Label(text, anchor.copy(), x, y, width, height);
        int conflicts = conflicts(candidate, fewest);
        float distance = candidate.distanceTo(anchor.x, anchor.y);
        if (conflicts < fewest || conflicts == fewest && distance < nearest) {
          best = candidate;
          fewest = conflicts;
          nearest = distance;
        }
      }
    }
    return best;
  }

  /** The labels placed since the last {@link #clear()}, in order. */
  public List<Label> placed() {
    return List.copyOf(placed);
  }

  /** Draws every placed label in {@code color}, with leader lines to far anchors. */
  public void draw(PGraphics g, int color) {
    for (Label label : placed) {
      draw(g, label, color);
    }
  }

  /** Draws one placed label in {@code color}, with a leader line when its anchor is far. */
  public static void draw(PGraphics g, Label label, int color) {
    g.pushStyle();
    g.textAlign(PGraphics.LEFT, PGraphics.TOP);
    g.stroke(color);
    g.strokeWeight(1);
    g.fill(color);
    if (label.distanceTo(label.anchor().x, label.anchor().y) > LEADER_FROM) {
      float nearX = Math.max(label.x(), Math.min(label.anchor().x, label.x() + label.width()));
      float nearY = Math.max(label.y(), Math.min(label.anchor().y, label.y() + label.height()));
      g.line(label.anchor().x, label.anchor().y, nearX, nearY);
    }
    g.text(label.text(), label.x(), label.y());
    g.popStyle();
  }

  /** The candidate's conflicts: {@link #HARD} per label covered or for leaving, 1 per circle. */
  private int conflicts(Label candidate) {
    return conflicts(candidate, Integer.MAX_VALUE);
  }

  /**
   * As {@link #conflicts(Label)}, but stops counting once past {@code enough}: the scan only
   * needs to know whether a place beats the best so far.
   */
  private int conflicts(Label candidate, int enough) {
    int count = 0;
    if (candidate.x() < left || candidate.y() < top || candidate.x() + candidate.width() > right
        || candidate.y() + candidate.height() > bottom) {
      count += HARD;
    }
    for (Label other : placed) {
      if (candidate.overlaps(other.x(), other.y(), other.width(), other.height(), PADDING)) {
        count += HARD;
      }
    }
    for (int i = 0; i < keptOut.size() && count <= enough; i++) {
      float[] circle = keptOut.get(i);
      if (candidate.touches(circle[0], circle[1], circle[2], PADDING)) {
        count++;
      }
    }
    return count;
  }
}
