package sketchbook;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.render.ArrowKind;
import sketchbook.render.Overlay;
import sketchbook.run.StateSnapshot;
import sketchbook.run.TraceColumn;
import steering.Box;
import steering.Vehicle;

/**
 * A sketch of the sketchbook in three dimensions: the same {@link SteeringSketch} (vehicles,
 * keys, HUD, side panel, runs and files), drawn in P3D through a {@link View3D} camera that the
 * mouse orbits (drag) and zooms (wheel).
 *
 * <p>P3D draws with OpenGL, which needs a display: a window, or under CI a virtual one
 * (xvfb-run). So {@code --headless} opens the window for the run and closes it at
 * {@code --frames}; with no display at all the run ends with one line saying so. Offscreen in
 * the same JVM (the launcher's thumbnails, the tests) the canvas is JAVA2D and the view projects
 * the world itself.
 *
 * <p>A sketch's {@code draw()}: {@code beginScene()}, the world drawn with {@code view.vertex},
 * {@code view.line} and {@code view.sphere}, then {@code endScene()} before the side panel.
 * The whiteboard ({@code b}) and the plots stay as they are: the board draws a vehicle's step
 * in x and y only.
 */
public abstract class Sketch3D extends SteeringSketch {

  /** A trail keeps this many positions of each vehicle. */
  public static final int TRAIL_LENGTH = 120;
  /** A ghost's vehicle is a round mark this wide, in pixels. */
  static final float GHOST_RADIUS = 4;
  /** An arrow's head is this long, in pixels. */
  static final float ARROW_HEAD = 6;
  /** A box's edges, as pairs of corners: 0–3 the near face, 4–7 the far one. */
  private static final int[][] BOX_EDGES = {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {4, 5}, {5, 6},
      {6, 7}, {7, 4}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};

  /** The camera; a sketch sets where it starts. */
  public final View3D view;
  /** The trails of the vehicles, by their place in {@link #vehicles}. */
  private final List<ArrayDeque<PVector>> trails3D = new ArrayList<>();

  /**
   * A 3D sketch whose camera looks at {@code centre} (the world's middle, say (width/2,
   * height/2, 0)) from this yaw, pitch and distance.
   */
  protected Sketch3D(PVector centre, float yaw, float pitch, float distance) {
    view = new View3D(centre, yaw, pitch, distance);
  }

  @Override
  String chosenRenderer() {
    return P3D;
  }

  /** Where the camera draws the vehicle: the whiteboard's ring and clicks look for it there. */
  @Override
  public PVector onScreen(Vehicle v) {
    return new PVector(view.screenXOf(v.position), view.screenYOf(v.position));
  }

  /** A 3D sketch's trace rows end with z, vz and fz, after the plane's columns. */
  @Override
  public List<TraceColumn> traceColumns() {
    return List.of(new TraceColumn("z", v -> v.position.z),
        new TraceColumn("vz", v -> v.velocity.z), new TraceColumn("fz", v -> v.steering.z));
  }

  /** Starts the world: the camera's view, depth test on (in P3D). */
  protected void beginScene() {
    view.begin(g, width, height);
  }

  /** Ends the world (the ghost drawn last, faded), back to flat pixels for the side panel. */
  protected void endScene() {
    run.drawGhost(g);
    view.end(g);
  }

  @Override
  public boolean threeD() {
    return true;
  }

  /**
   * The ghost's vehicles: faded round marks where they are, in one batch (300 spheres took
   * Flocking3D's frame past 16 ms in software OpenGL).
   */
  @Override
  public void drawGhostVehicles(List<Vehicle> ghosts, int fill) {
    List<PVector> at = new ArrayList<>(ghosts.size());
    for (Vehicle v : ghosts) {
      at.add(v.position);
    }
    view.marks(g, at, GHOST_RADIUS, fill);
  }

  /** The state of a 3D sketch also holds its trails and where its camera is. */
  @Override
  public void stateRoots(StateSnapshot.Roots roots) {
    super.stateRoots(roots);
    roots.field(this, Sketch3D.class, "trails3D").field(this, Sketch3D.class, "view");
  }

  /** Drag: the camera orbits the point it looks at. */
  @Override
  public void mouseDragged() {
    view.orbit(mouseX - pmouseX, mouseY - pmouseY);
  }

  /** The wheel: nearer or farther. */
  @Override
  public void mouseWheel(MouseEvent event) {
    view.zoom(event.getCount());
  }

  /** Mutates the trails: adds each vehicle's position (when the trails are on and it moved). */
  protected void recordTrails() {
    if (!show.trails) {
      trails3D.clear();
      return;
    }
    while (trails3D.size() < vehicles.size()) {
      trails3D.add(new ArrayDeque<>());
    }
    for (int i = 0; i < vehicles.size(); i++) {
      ArrayDeque<PVector> trail = trails3D.get(i);
      trail.addLast(vehicles.get(i).position.copy());
      if (trail.size() > TRAIL_LENGTH) {
        trail.removeFirst();
      }
    }
  }

  /** Every trail as lines in {@code color}, one shape for all of them. */
  protected void drawTrails(int color) {
    if (!show.trails) {
      return;
    }
    g.pushStyle();
    g.stroke(color);
    g.strokeWeight(1);
    g.beginShape(PConstants.LINES);
    for (ArrayDeque<PVector> trail : trails3D) {
      PVector last = null;
      for (PVector p : trail) {
        if (last != null) {
          view.vertex(g, last);
          view.vertex(g, p);
        }
        last = p;
      }
    }
    g.endShape();
    g.popStyle();
  }

  /** The box's twelve edges in {@code color}, one shape. */
  protected void drawBox(Box box, int color) {
    g.pushStyle();
    g.stroke(color);
    g.strokeWeight(1);
    PVector a = box.min;
    PVector b = box.max;
    float[][] corners = {{a.x, a.y, a.z}, {b.x, a.y, a.z}, {b.x, b.y, a.z}, {a.x, b.y, a.z},
        {a.x, a.y, b.z}, {b.x, a.y, b.z}, {b.x, b.y, b.z}, {a.x, b.y, b.z}};
    g.beginShape(PConstants.LINES);
    for (int[] edge : BOX_EDGES) {
      for (int corner : edge) {
        view.vertex(g, corners[corner][0], corners[corner][1], corners[corner][2]);
      }
    }
    g.endShape();
    g.popStyle();
  }

  /** Empties the trails (the 0 key, a new scene). */
  protected void clearTrails() {
    trails3D.clear();
  }

  /** The arrows the d, f and v keys switch on, for every vehicle, in 3D. */
  protected void drawArrows() {
    for (ArrowKind kind : ArrowKind.values()) {
      if (!kind.isOn(show)) {
        continue;
      }
      for (Vehicle v : vehicles) {
        PVector from = v.position.copy();
        PVector vector = switch (kind) {
          case DESIRED -> v.desired.copy();
          case VELOCITY -> v.velocity.copy();
          case FORCE -> v.steering.copy();
          case TIP_TO_TAIL -> PVector.sub(v.desired, v.velocity);
        };
        if (kind == ArrowKind.TIP_TO_TAIL) {
          from.add(PVector.mult(v.velocity, kind.scale));
        }
        arrow(g, from, PVector.mult(vector, kind.scale), kind.color);
      }
    }
  }

  /** An arrow from {@code from} to {@code from + vector}, its head turned to the camera. */
  protected void arrow(PGraphics g, PVector from, PVector vector, int color) {
    float length = vector.mag();
    if (length < 1) {
      return;
    }
    PVector tip = PVector.add(from, vector);
    g.pushStyle();
    g.stroke(color);
    g.strokeWeight(Overlay.SHAFT_WIDTH);
    view.line(g, from, tip);
    // the head: a triangle across the shaft, in the plane that faces the camera
    PVector along = vector.copy().normalize();
    PVector across = along.cross(view.towardsEye());
    if (across.mag() > 0) {
      across.setMag(ARROW_HEAD);
      PVector base = PVector.sub(tip, PVector.mult(along, 2 * ARROW_HEAD));
      g.noStroke();
      g.fill(color);
      g.beginShape(PConstants.TRIANGLES);
      view.vertex(g, tip);
      view.vertex(g, PVector.add(base, across));
      view.vertex(g, PVector.sub(base, across));
      g.endShape();
    }
    g.popStyle();
  }

  @Override
  protected void restart() {
    clearTrails();
    super.restart();
  }
}
