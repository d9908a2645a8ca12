package sketchbook.panel;

import processing.core.PVector;
import sketchbook.render.ArrowKind;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * The whiteboard's two panels every behavior shares, in velocity space (pixels per frame).
 *
 * <p>The steering triangle: {@code velocity} and {@code desired} from the origin, and
 * {@code steering} = desired − velocity from the tip of velocity to the tip of desired, closing
 * the triangle (as the scene's tip-to-tail view draws it). When the maxforce circle, centred on
 * the tip of velocity, cuts it, the whole of desired − velocity is a thin line and the cut
 * steering runs from the tip of velocity along it to the circle.
 *
 * <p>The next velocity, zoomed in round the tip of velocity: {@code steering/mass} added there
 * gives velocity + steering/mass, which may land anywhere in the maxforce/mass circle; the
 * maxspeed circle round the origin limits it to the velocity the vehicle now has. The zoom takes
 * in that velocity too, so a limited one is on the panel.
 */
public final class WhiteboardDrawing {

  /** The scene panel shows this many pixels round the vehicle unless the sketch says more. */
  static final float SCENE_REACH = 60;
  /** The zoomed panel shows this many times the maxforce/mass circle's radius. */
  static final float ZOOM_MARGIN = 1.8f;
  /** Room round the triangle, as a share of its size. */
  static final float ROOM = 1.15f;
  /** A steering this share of maxforce away from the one force is a sum of several forces. */
  static final float SUM_SHOWN = 0.01f;
  /** Lengths within this share of each other count as equal (a force at exactly maxforce). */
  static final float TOLERANCE = 1e-4f;

  private WhiteboardDrawing() {
  }

  /** The behavior panel's default: the v and d arrows from the vehicle, at their scale. */
  public static void arrows(BoardView view, Vehicle v) {
    BoardView.VectorScale velocities = view.velocityScale();
    for (ArrowKind kind : new ArrowKind[] {ArrowKind.VELOCITY, ArrowKind.DESIRED}) {
      view.vector(v.position, kind.of(v), velocities, kind.color, kind.label);
    }
  }

  static void triangle(BoardView view, Vehicle v, PVector velocity) {
    PVector origin = new PVector();
    if (v.desired.mag() == 0 && v.steering.mag() == 0) {
      // the behavior applied no force this step: no desired velocity, no triangle to close
      view.frame(origin, Math.max(velocity.mag(), v.maxforce) * ROOM);
      view.arrow(origin, velocity, ArrowKind.VELOCITY.color, "velocity");
      view.note(0, "no force this step: nothing desired", Palette.INK);
      return;
    }
    PVector desired = v.desired.copy();
    PVector desiredMinusVelocity = PVector.sub(desired, velocity);
    // the force starts where velocity ends: velocity + steering is where it points
    PVector steeringTip = PVector.add(velocity, v.steering);
    float maxforce = v.maxforce;
    PVector reachX = new PVector(maxforce, 0);
    PVector reachY = new PVector(0, maxforce);
    PVector[] points = {origin, desired, steeringTip, PVector.add(velocity, reachX),
        PVector.sub(velocity, reachX), PVector.add(velocity, reachY),
        PVector.sub(velocity, reachY)};
    PVector low = new PVector(Float.MAX_VALUE, Float.MAX_VALUE);
    PVector high = new PVector(-Float.MAX_VALUE, -Float.MAX_VALUE);
    for (PVector p : points) {
      low.set(Math.min(low.x, p.x), Math.min(low.y, p.y));
      high.set(Math.max(high.x, p.x), Math.max(high.y, p.y));
    }
    PVector centre = PVector.lerp(low, high, 0.5f);
    float reach = Math.max(high.x - low.x, high.y - low.y) / 2 * ROOM;
    view.frame(centre, reach);
    view.circle(velocity, maxforce, ArrowKind.FORCE.color, null);
    view.arrow(origin, velocity, ArrowKind.VELOCITY.color, "velocity");
    view.arrow(origin, desired, ArrowKind.DESIRED.color, "desired");
    boolean cut = desiredMinusVelocity.mag() > maxforce * (1 + TOLERANCE);
    if (cut) {
      // the whole of desired − velocity, thin, and the cut force along it
      view.line(velocity, desired, ArrowKind.FORCE.color);
      view.dot(desired, ArrowKind.FORCE.color, "desired − velocity");
    }
    view.arrow(velocity, steeringTip, ArrowKind.FORCE.color, "steering");
    PVector one = desiredMinusVelocity.copy().limit(maxforce);
    if (PVector.dist(one, v.steering) > maxforce * SUM_SHOWN) {
      view.note(3, "steering: the sum of this step's forces", ArrowKind.FORCE.color);
    }
    view.note(2, String.format("scale: 1 px/frame = %.1f px", view.scale()), Palette.INK);
    view.note(1, String.format("red circle: maxforce %.3f", maxforce), ArrowKind.FORCE.color);
    view.note(0, String.format("|desired − velocity| %.3f %s maxforce%s",
        desiredMinusVelocity.mag(), cut ? ">" : "≤", cut ? ": cut" : ""), Palette.INK);
  }

  static void nextVelocity(BoardView view, Vehicle v, PVector velocity) {
    PVector origin = new PVector();
    PVector change = PVector.div(v.steering, v.mass);
    PVector sum = PVector.add(velocity, change);
    // round the tip of velocity, the sum and the next velocity, at least the maxforce/mass circle
    PVector low = PVector.sub(velocity, new PVector(v.maxforce / v.mass, v.maxforce / v.mass));
    PVector high = PVector.add(velocity, new PVector(v.maxforce / v.mass, v.maxforce / v.mass));
    for (PVector p : new PVector[] {sum, v.velocity}) {
      low.set(Math.min(low.x, p.x), Math.min(low.y, p.y));
      high.set(Math.max(high.x, p.x), Math.max(high.y, p.y));
    }
    float reach = Math.max(high.x - low.x, high.y - low.y) / 2 * ZOOM_MARGIN;
    view.frame(PVector.lerp(low, high, 0.5f), reach);
    view.clip();
    view.circle(origin, v.maxspeed, Palette.INK, null);
    view.circle(velocity, v.maxforce / v.mass, ArrowKind.FORCE.color, "maxforce/mass");
    view.arrow(origin, velocity, ArrowKind.VELOCITY.color, "velocity");
    view.arrow(velocity, sum, ArrowKind.FORCE.color, "steering/mass");
    boolean limited = sum.mag() > v.maxspeed * (1 + TOLERANCE);
    // the dot says it was cut: the note below has no room left for the word
    view.dot(v.velocity, Palette.INK, limited ? "next velocity, limited" : "next velocity");
    view.unclip();
    view.note(2, String.format("zoomed: 1 px/frame = %.0f px", view.scale()), Palette.INK);
    // the maxspeed circle is usually far off a panel zoomed in this much: say so, not "black circle"
    view.note(1, String.format(view.shows(origin, v.maxspeed) ? "black circle: maxspeed %.2f"
        : "maxspeed %.2f: its circle is off the panel", v.maxspeed), Palette.INK);
    // two decimals: a speed of 10 or more still fits the panel
    view.note(0, String.format("|velocity + steering/mass| %.2f %s maxspeed", sum.mag(),
        limited ? ">" : "≤"), Palette.INK);
  }
}
