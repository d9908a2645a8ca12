package scalarprojection;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import pathfollowing.PathDebug;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;
import steering.Path;
import steering.Vehicle;

/*
 * Scalar Projection — how far one vector reaches along another: the dot product, the maths
 * under path following's normal point.
 *
 *   a · b = ax bx + ay by = |a| |b| cos θ
 *   θ = acos(a · b / (|a| |b|))                        the angle between a and b
 *   a · b / |b| = |a| cos θ                            how far a reaches along b
 *   projection = origin + (b / |b|) × (a · b / |b|)    the foot of the perpendicular from a's tip
 *
 * Two vectors a and b start at one origin; drag either tip with the mouse (--target X,Y puts
 * a's tip there). Until you drag one, a sweeps to and fro by itself. The HUD shows a · b worked out both ways and θ in degrees; r shows the
 * projection of a onto the line of b, the dashed normal from a's tip at right angles to b, and
 * the angle.
 *
 * p switches to path following: b is now a one-segment path from the origin, a runs from the
 * origin to a vehicle's predicted position, and the normal point the vehicle steers by is this
 * projection, kept between 0 and |b| so it stays on the segment. It is found by the library's
 * own code (steering.PathFollower.getNormalPoint, through vehicle.follow(path)), the code
 * PathFollowing runs.
 *
 * Sources: The Nature of Code, "Path Following" (the dot product and scalar projection,
 * "SimpleScalarProjection", the angle between two vectors); the Coding Train, 5.6 "Dot Product
 * and Scalar Projection".
 * Keys: h lists them all. d, f, v arrows; r projection, normal and angle; p path following;
 * t trails; space pause; . step; [ ] maxspeed; ; ' maxforce; s screenshot; 0 reset.
 */
public class ScalarProjection extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Where both vectors start. */
  static final PVector ORIGIN = new PVector(200, 420);
  /** The vectors at the start: a = (240, -180), |a| = 300; b = (400, 0), |b| = 400. */
  static final PVector A = new PVector(240, -180);
  static final PVector B = new PVector(400, 0);
  /** A press this close to a tip, in pixels, takes hold of it. */
  static final float GRAB_RADIUS = 20;
  /** The path following view's road: its half-width. */
  static final float PATH_RADIUS = 20;
  /** The vehicle starts this far to the side of the segment's start, so it has to steer in. */
  static final float START_OFFSET = 80;
  /** How far past the segment's end the vehicle goes before it starts again at the origin. */
  static final float RESTART_MARGIN = 60;
  /** The angle's arc, its radius and where its label sits, from the origin. */
  static final float ARC_RADIUS = 50;
  static final float LABEL_RADIUS = 70;
  /** The dashed normal: dash and gap, in pixels; the right-angle mark's side. */
  static final float DASH = 6;
  static final float GAP = 4;
  static final float RIGHT_ANGLE = 10;
  /** The grab handles at the tips, and the projection's ring. */
  static final float HANDLE = 10;
  static final float RING = 12;
  /** The line of b drawn this far both ways, past any window. */
  static final float LINE_REACH = 2000;

  /**
   * Until a tip is dragged (and without --target) a's tip sweeps to and fro round the origin,
   * so the numbers change by themselves: this far each way, in radians, this fast per frame.
   */
  static final float SWEEP_REACH = 1.2f;
  static final float SWEEP_SPEED = 0.02f;

  /** The tips of a and b, where the mouse drags them. */
  final PVector aTip = new PVector();
  final PVector bTip = new PVector();
  /** The tip being dragged, or null. */
  PVector held;
  /** A tip has been dragged: a stops sweeping. */
  boolean dragged;
  /** p: the path following view. */
  boolean pathView;
  /** The one-segment path from the origin to b's tip that the vehicle follows. */
  final Path path = new Path(PATH_RADIUS);
  Vehicle vehicle;

  public static void main(String[] args) {
    SketchRunner.run(new ScalarProjection(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The two vectors at their start (a's tip at --target if given), a vehicle on b. */
  @Override
  public void setup() {
    held = null;
    dragged = false;
    aTip.set(options.target != null ? options.target : PVector.add(ORIGIN, A));
    bTip.set(PVector.add(ORIGIN, B));
    path.points.clear();
    path.addPoint(ORIGIN.x, ORIGIN.y);
    path.addPoint(bTip.x, bTip.y);
    vehicle = new Vehicle(ORIGIN.x, ORIGIN.y);
    startOnPath(vehicle);
    vehicles.add(vehicle);
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    if (pathView) {
      path.display(g, Palette.PATH_BAND, Palette.PATH_LINE);
    }

    if (simulating()) {
      sweep();
      for (Vehicle v : vehicles) {
        v.follow(path);   // the normal point: the prediction projected onto the segment
        v.update();
        restartPastTheEnd(v);
      }
    }

    drawVehicles();   // trails, then the vehicle and its arrows
    if (pathView) {
      drawPathView();
    } else {
      drawVectors();
    }
  }

  /** Takes hold of the tip under the mouse: a's or b's (only b's, the segment's end, on p). */
  @Override
  public void mousePressed() {
    held = tipNear(mouseX, mouseY);
  }

  /** Moves the tip held to the mouse, kept in the window. */
  @Override
  public void mouseDragged() {
    if (held != null) {
      dragged = true;
      held.set(constrain(mouseX, 0, WIDTH), constrain(mouseY, 0, HEIGHT));
      path.points.get(1).set(bTip);   // the segment ends at b's tip; follow notices the move
    }
  }

  @Override
  public void mouseReleased() {
    held = null;
  }

  @Override
  public String about() {
    return "the dot product: how far one vector reaches along another";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 17. */
  @Override
  public int lesson() {
    return 17;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What r draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    if (pathView) {
      items.add(new LegendItem("a = predicted − start, projected onto the segment b",
          Palette.VECTOR_A, Mark.ARROW));
      items.addAll(PathDebug.LEGEND);
    } else {
      items.add(new LegendItem("projection of a onto b, the dashed normal and the angle θ",
          Palette.INK, Mark.RING));
    }
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bindSwitch('p', "path following: the normal point is this projection",
        () -> pathView = !pathView, () -> pathView);
  }

  /** 0: the two vectors as they started. */
  @Override
  protected void restart() {
    pathView = false;
    super.restart();
  }

  @Override
  public void addHudLines(List<String> lines) {
    if (pathView) {
      lines.add("path following: the prediction projected onto the segment b");
      lines.add(shown("a = predicted − start", PVector.sub(vehicle.predicted, ORIGIN)));
      lines.addAll(products(PVector.sub(vehicle.predicted, ORIGIN), PVector.sub(bTip, ORIGIN)));
      lines.add(format("normal point (%.0f, %.0f): kept from 0 to |b| = %.0f",
          vehicle.normalPoint.x, vehicle.normalPoint.y, PVector.dist(bTip, ORIGIN)));
      lines.add("drag the segment's end (b's tip); p: back to a and b");
    } else {
      PVector a = PVector.sub(aTip, ORIGIN);
      PVector b = PVector.sub(bTip, ORIGIN);
      lines.add(shown("a", a) + "   " + shown("b", b));
      lines.addAll(products(a, b));
      lines.add("drag a's or b's tip; p: path following");
    }
  }

  /** A number a HUD shows rounded to 0 ("-0", "-0.0"), without the sign it has no room for. */
  private static final Pattern NEGATIVE_ZERO =
      Pattern.compile("(?<![\\d.])-(0(?:\\.0+)?)(?![\\d.])");

  /**
   * {@code String.format} for the numbers on screen: the same in every locale, and a small
   * negative number rounded to zero printed as 0, not -0.
   */
  static String format(String pattern, Object... args) {
    return NEGATIVE_ZERO.matcher(String.format(Locale.ROOT, pattern, args)).replaceAll("$1");
  }

  /** "a = (240, -180)" for the vector called {@code name}. */
  static String shown(String name, PVector v) {
    return format("%s = (%.0f, %.0f)", name, v.x, v.y);
  }

  /** The dot product worked out both ways, the angle, and how far a reaches along b. */
  static List<String> products(PVector a, PVector b) {
    float angle = Projection.degrees(a, b);
    if (Float.isNaN(angle)) {
      return List.of(format("a · b = ax bx + ay by = %.0f", Projection.dot(a,
          b)), "θ: none (a vector of length 0 has no direction)");
    }
    return List.of(
        format("a · b = ax bx + ay by = %.1f × %.1f + %.1f × %.1f = %.0f",
            a.x, b.x, a.y, b.y, Projection.dot(a, b)),
        format("|a| |b| cos θ = %.1f × %.1f × %.3f = %.0f", a.mag(),
            b.mag(), cos(Projection.angle(a, b)), Projection.fromTheAngle(a, b)),
        format("θ = %.1f°", angle),
        format("a · b / |b| = |a| cos θ = %.1f px along b",
            Projection.scalar(a, b)));
  }

  /** Until a tip is dragged, a (as long as A) turns to and fro about A's own direction. */
  void sweep() {
    if (dragged || options.target != null) {
      return;
    }
    float heading = A.heading() + SWEEP_REACH * sin(steps() * SWEEP_SPEED);
    aTip.set(PVector.add(ORIGIN, PVector.fromAngle(heading).mult(A.mag())));
  }

  /** The tip within GRAB_RADIUS of (x, y), the nearer if both are; null if none. */
  PVector tipNear(float x, float y) {
    PVector mouse = new PVector(x, y);
    float toB = PVector.dist(mouse, bTip);
    float toA = pathView ? Float.POSITIVE_INFINITY : PVector.dist(mouse, aTip);
    if (Math.min(toA, toB) > GRAB_RADIUS) {
      return null;
    }
    return toA < toB ? aTip : bTip;
  }

  /** Puts a vehicle beside the origin (to b's right), heading along b: it steers onto it. */
  void startOnPath(Vehicle v) {
    PVector b = PVector.sub(bTip, ORIGIN);
    PVector side = new PVector(-b.y, b.x).setMag(START_OFFSET);
    v.position.set(PVector.add(ORIGIN, side));
    v.velocity.set(b).setMag(v.maxspeed);
  }

  /** Past the segment's end, or out of the window, the vehicle starts again at the origin. */
  void restartPastTheEnd(Vehicle v) {
    PVector b = PVector.sub(bTip, ORIGIN);
    float along = Projection.scalar(PVector.sub(v.position, ORIGIN), b);
    boolean outside = v.position.x < 0 || v.position.x > WIDTH || v.position.y < 0
        || v.position.y > HEIGHT;
    if (outside || !(along <= b.mag() + RESTART_MARGIN)) {
      startOnPath(v);
    }
  }

  /** a and b from the origin; with r, the projection, the dashed normal and the angle. */
  void drawVectors() {
    PVector a = PVector.sub(aTip, ORIGIN);
    PVector b = PVector.sub(bTip, ORIGIN);
    if (show.radii && b.mag() > 0) {
      drawLineOf(b);
      if (a.mag() > 0) {
        PVector foot = Projection.point(ORIGIN, a, b);
        drawNormal(aTip, foot, b);
        drawAngle(a, b);
      }
    }
    drawVector(a, "a", Palette.VECTOR_A);
    drawVector(b, "b", Palette.VECTOR_B);
    drawHandle(aTip, Palette.VECTOR_A);
    drawHandle(bTip, Palette.VECTOR_B);
  }

  /** b, and with r a = predicted − start and its projection: the vehicle's normal point. */
  void drawPathView() {
    PVector b = PVector.sub(bTip, ORIGIN);
    drawVector(b, "b", Palette.VECTOR_B);
    drawHandle(bTip, Palette.VECTOR_B);
    if (show.radii && vehicle.hasPathTarget) {
      drawVector(PVector.sub(vehicle.predicted, ORIGIN), "a", Palette.VECTOR_A);
      PathDebug.draw(g, vehicle);   // prediction, normal point and target, as PathFollowing
    }
  }

  /** The line b lies on, both ways, faint: the projection may fall beyond b or behind it. */
  void drawLineOf(PVector b) {
    PVector reach = b.copy().setMag(LINE_REACH);
    stroke(Palette.PATH_BAND);
    strokeWeight(1);
    line(ORIGIN.x - reach.x, ORIGIN.y - reach.y, ORIGIN.x + reach.x, ORIGIN.y + reach.y);
  }

  /** A vector from the origin, named at its tip. */
  void drawVector(PVector v, String name, int color) {
    Overlay.arrow(g, ORIGIN, v, 1, color);
    Overlay.text(g, name, ORIGIN.x + v.x + HANDLE, ORIGIN.y + v.y - HANDLE, color);
  }

  void drawHandle(PVector tip, int color) {
    noFill();
    stroke(color);
    strokeWeight(1);
    circle(tip.x, tip.y, HANDLE);
  }

  /**
   * The dashed normal from {@code from} to its foot on the line of b, a ring at the foot and the
   * right-angle mark there.
   */
  void drawNormal(PVector from, PVector foot, PVector b) {
    stroke(Palette.INK);
    strokeWeight(1);
    float length = PVector.dist(from, foot);
    PVector step = PVector.sub(from, foot);
    for (float start = 0; start < length; start += DASH + GAP) {
      float end = Math.min(start + DASH, length);
      line(foot.x + step.x * start / length, foot.y + step.y * start / length,
          foot.x + step.x * end / length, foot.y + step.y * end / length);
    }
    noFill();
    circle(foot.x, foot.y, RING);
    if (length > RIGHT_ANGLE) {
      PVector up = step.copy().setMag(RIGHT_ANGLE);
      PVector back = PVector.mult(b, -1).setMag(RIGHT_ANGLE);
      beginShape();
      vertex(foot.x + up.x, foot.y + up.y);
      vertex(foot.x + up.x + back.x, foot.y + up.y + back.y);
      vertex(foot.x + back.x, foot.y + back.y);
      endShape();
    }
  }

  /** The arc from b round to a, the shorter way, with θ in degrees beside it. */
  void drawAngle(PVector a, PVector b) {
    float turn = a.heading() - b.heading();
    turn = atan2(sin(turn), cos(turn));   // -π .. π: the shorter way round
    float start = turn > 0 ? b.heading() : a.heading();
    noFill();
    stroke(Palette.INK);
    strokeWeight(1);
    arc(ORIGIN.x, ORIGIN.y, 2 * ARC_RADIUS, 2 * ARC_RADIUS, start, start + abs(turn));
    float middle = start + abs(turn) / 2;
    Overlay.text(g, format("θ = %.1f°", Projection.degrees(a, b)),
        ORIGIN.x + LABEL_RADIUS * cos(middle), ORIGIN.y + LABEL_RADIUS * sin(middle),
        Palette.INK);
  }
}
