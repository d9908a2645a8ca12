package sketchbook.panel;

import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * The whiteboard (key b): the scene stops on one vehicle (the first, or the one clicked while
 * the board is shown) and a box beside it draws the vector algebra of that vehicle's last step,
 * enlarged and labelled, in three panels: the behavior's own geometry (drawn by the sketch,
 * {@link SteeringSketch#drawOnWhiteboard}), the steering triangle and the next velocity
 * ({@link WhiteboardDrawing}). The . key steps one frame and the board follows it.
 *
 * <p>The velocity a step started from is gone once the vehicle has moved, so it is kept here,
 * for the board's vehicle only, just before every step.
 */
public final class Whiteboard {

  /** A click within this many pixels of a vehicle puts it on the board. */
  static final float CHOOSE_RADIUS = 20;
  static final float PANEL = 230;
  static final float GAP = 8;
  static final float MARGIN = 10;
  /** A ring this wide round the vehicle on the board. */
  static final float RING = 34;

  private final PanelHost sketch;
  private boolean shown;
  /** True when showing the board paused the run (hiding it then resumes it). */
  private boolean pausedIt;
  private Vehicle chosen;
  /** The vehicle {@link #velocityBefore} belongs to; null before its first step. */
  private Vehicle capturedFor;
  private final PVector velocityBefore = new PVector();
  private BoardView scene;
  private BoardView triangle;
  private BoardView next;

  public Whiteboard(PanelHost sketch) {
    this.sketch = sketch;
  }

  public boolean shown() {
    return shown;
  }

  /** The b key: shows the board and pauses, or hides it and resumes what it paused. */
  public void toggle() {
    shown = !shown;
    if (shown && !sketch.paused()) {
      sketch.togglePause();
      pausedIt = true;
    } else if (!shown && pausedIt) {
      if (sketch.paused()) {
        sketch.togglePause();
      }
      pausedIt = false;
    }
  }

  /** The vehicle on the board: the one clicked, while it is still in the scene, else the first. */
  public Vehicle subject() {
    List<Vehicle> vs = sketch.vehicles();
    if (chosen != null && vs.contains(chosen)) {
      return chosen;
    }
    return vs.isEmpty() ? null : vs.get(0);
  }

  /** The subject's place in the list of vehicles (0 when there are none). */
  public int subjectIndex() {
    int at = sketch.vehicles().indexOf(subject());
    return Math.max(at, 0);
  }

  /** The velocity the subject's last step started from; null until it has taken one. */
  public PVector velocityBefore() {
    return capturedFor != null && capturedFor == subject() ? velocityBefore.copy() : null;
  }

  /** The panel of the steering triangle as last drawn (for tests); null before. */
  public BoardView triangle() {
    return triangle;
  }

  /** The panel of the next velocity as last drawn; null before. */
  public BoardView next() {
    return next;
  }

  /** The panel of the behavior's geometry as last drawn; null before. */
  public BoardView scene() {
    return scene;
  }

  /** Just before a step: keeps the subject's velocity, the step's starting point. */
  public void beforeStep() {
    Vehicle v = subject();
    capturedFor = v;
    if (v != null) {
      velocityBefore.set(v.velocity);
    }
  }

  /**
   * While the board is shown, a press on a vehicle puts the nearest on the board, and a press
   * on the box does nothing else: true when the event was the board's.
   */
  public boolean takes(MouseEvent e) {
    if (!shown || e.getAction() != MouseEvent.PRESS) {
      return shown && over(e.getX(), e.getY());
    }
    PVector at = new PVector(e.getX(), e.getY());
    Vehicle nearest = null;
    float nearestDistance = Float.MAX_VALUE;
    for (Vehicle v : sketch.vehicles()) {
      float d = PVector.dist(sketch.onScreen(v), at);
      if (d <= CHOOSE_RADIUS && d < nearestDistance) {
        nearest = v;
        nearestDistance = d;
      }
    }
    if (nearest != null) {
      chosen = nearest;
      return true;
    }
    return over(at.x, at.y);
  }

  /**
   * The box's left edge, top, width and height, in the world (its three panels do not fit the
   * side panel): just below the subject, or just above it when there is no room below; else at
   * the bottom or the top, away from it.
   */
  public float[] box() {
    float width = 3 * PANEL + 2 * GAP;
    float left = (sketch.worldWidth() - width) / 2;
    float highest = MARGIN;
    float bottom = sketch.worldHeight() - PANEL - MARGIN;
    Vehicle v = subject();
    float y = v == null ? 0 : sketch.onScreen(v).y;
    float top;
    if (y + RING + PANEL <= sketch.worldHeight() - MARGIN) {
      top = Math.max(y + RING, highest);
    } else if (y - RING - PANEL >= highest) {
      top = y - RING - PANEL;
    } else {
      top = y > sketch.worldHeight() / 2f ? highest : bottom;
    }
    return new float[] {left, top, width, PANEL};
  }

  public void draw(PGraphics g) {
    if (!shown) {
      return;
    }
    Vehicle v = subject();
    float[] box = box();
    Overlay.panel(g, box[0], box[1], box[2], box[3]);
    scene = new BoardView(g, box[0], box[1], PANEL, "the behavior");
    triangle = new BoardView(g, box[0] + PANEL + GAP, box[1], PANEL,
        "steering = desired − velocity");
    next = new BoardView(g, box[0] + 2 * (PANEL + GAP), box[1], PANEL, "the next velocity");
    for (BoardView view : List.of(scene, triangle, next)) {
      view.drawFrame();
    }
    if (v != null) {
      drawStep(g, v);
    }
    for (BoardView view : List.of(scene, triangle, next)) {
      view.finish();
    }
  }

  /** The three panels' drawings of the subject's last step; their labels come after. */
  private void drawStep(PGraphics g, Vehicle v) {
    ring(g, v);
    scene.frame(v.position, WhiteboardDrawing.SCENE_REACH);
    scene.clip();
    sketch.drawOnWhiteboard(v, scene);
    scene.dot(v.position, Palette.VEHICLE, null);   // where it is now, in the frame the sketch chose
    scene.unclip();
    PVector before = velocityBefore();
    if (before == null) {
      triangle.note(0, "press . to step: the board shows a step", Palette.INK);
      return;
    }
    WhiteboardDrawing.triangle(triangle, v, before);
    WhiteboardDrawing.nextVelocity(next, v, before);
  }

  /** The centre of the ring round the subject, where it is drawn (for tests); null with none. */
  public PVector ringCentre() {
    Vehicle v = subject();
    return v == null ? null : sketch.onScreen(v);
  }

  private void ring(PGraphics g, Vehicle v) {
    PVector at = sketch.onScreen(v);
    g.pushStyle();
    g.noFill();
    g.stroke(Palette.STEERING);
    g.strokeWeight(2);
    g.circle(at.x, at.y, RING);
    g.popStyle();
  }

  private boolean over(float x, float y) {
    float[] b = box();
    return x >= b[0] && x < b[0] + b[2] && y >= b[1] && y < b[1] + b[3];
  }
}
