package sketchbook;

import java.util.List;
import processing.core.PApplet;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;

/**
 * The camera of a 3D sketch ({@link Sketch3D}): it orbits a point (yaw round the vertical,
 * pitch up and down) at a distance, and draws points, lines, triangles and spheres of the
 * world through it.
 *
 * <p>In a window the canvas is P3D and this is Processing's own {@code camera(eye, centre,
 * up)} with a {@code frustum} that centres the view on the world, left of the side panel.
 * Offscreen in the same JVM (the launcher's thumbnails, the tests) the canvas is JAVA2D, which
 * has no z: there every point is projected here by the same pinhole camera (Processing's
 * {@code perspective()}, a 60° field of view), so the picture is the same up to which of two
 * overlapping shapes is in front.
 */
public final class View3D {

  /** Processing's default field of view, top to bottom. */
  public static final float FIELD_OF_VIEW = PConstants.PI / 3;
  /** The pitch stays short of straight down or up, where "up" on screen is lost. */
  public static final float MOST_PITCH = 1.4f;
  /** Radians of orbit per pixel the mouse is dragged. */
  public static final float ORBIT_PER_PIXEL = 0.01f;
  /** One notch of the wheel moves the camera this fraction nearer or farther. */
  public static final float ZOOM_STEP = 1.1f;
  /** The camera stays between these distances from the point it looks at. */
  public static final float NEAREST = 50;
  public static final float FARTHEST = 5000;
  /** Near and far clipping planes, as fractions of the camera's distance. */
  static final float NEAR_PLANE = 0.05f;
  static final float FAR_PLANE = 10;
  /** A point this near the camera's plane, or behind it, is not drawn offscreen. */
  static final float NEAREST_DEPTH = 1;

  /** Round the vertical axis, in radians; 0 looks along −z. */
  public float yaw;
  /** Up (+) or down, in radians, within ±{@link #MOST_PITCH}. */
  public float pitch;
  /** From the camera to the point it looks at, in pixels. */
  public float distance;
  /** The point the camera looks at. */
  public final PVector centre = new PVector();

  private final PVector startCentre;
  private final float startYaw;
  private final float startPitch;
  private final float startDistance;

  // the camera's axes (right, down, back towards the eye) and the screen, for one frame
  private final PVector eye = new PVector();
  private final PVector right = new PVector();
  private final PVector down = new PVector();
  private final PVector back = new PVector();
  private float focal;
  private float screenX;
  private float screenY;
  private boolean flat;

  /** A camera looking at {@code centre} from {@code distance}, turned by yaw and pitch. */
  public View3D(PVector centre, float yaw, float pitch, float distance) {
    this.startCentre = centre.copy();
    this.startYaw = yaw;
    this.startPitch = pitch;
    this.startDistance = distance;
    reset();
  }

  /** Mutates: back to the first yaw, pitch and distance, looking at the first centre. */
  public void reset() {
    lookAtStart();
    yaw = startYaw;
    pitch = startPitch;
    distance = startDistance;
  }

  /** Mutates: looks at the first centre again (after following a vehicle). */
  public void lookAtStart() {
    centre.set(startCentre);
  }

  /** Mutates: turns the camera round the centre by a mouse drag of (dx, dy) pixels. */
  public void orbit(float dx, float dy) {
    yaw -= dx * ORBIT_PER_PIXEL;
    pitch = PApplet.constrain(pitch + dy * ORBIT_PER_PIXEL, -MOST_PITCH, MOST_PITCH);
  }

  /** Mutates: nearer (notches &lt; 0) or farther, as the mouse wheel turns. */
  public void zoom(float notches) {
    distance = PApplet.constrain(distance * (float) Math.pow(ZOOM_STEP, notches), NEAREST, FARTHEST);
  }

  /**
   * Starts drawing the world {@code worldWidth × worldHeight} (left of the side panel) through
   * the camera. In P3D: depth test on, Processing's camera and a frustum; in JAVA2D: the
   * projection this class does.
   */
  public void begin(PGraphics g, float worldWidth, float worldHeight) {
    eye.set((float) (Math.cos(pitch) * Math.sin(yaw)), (float) -Math.sin(pitch),
        (float) (Math.cos(pitch) * Math.cos(yaw)));
    back.set(eye);
    eye.mult(distance);
    eye.add(centre);
    right.set(new PVector(0, 1, 0).cross(back));
    right.normalize();
    down.set(back.cross(right));
    focal = worldHeight / 2 / (float) Math.tan(FIELD_OF_VIEW / 2);
    screenX = worldWidth / 2;
    screenY = worldHeight / 2;
    flat = !g.is3D();
    if (flat) {
      return;
    }
    g.hint(PConstants.ENABLE_DEPTH_TEST);
    g.camera(eye.x, eye.y, eye.z, centre.x, centre.y, centre.z, 0, 1, 0);
    // the view's centre is the world's centre, not the window's: the frustum is off-centre
    float near = distance * NEAR_PLANE;
    float perPixel = near / focal;
    g.frustum(-screenX * perPixel, (g.width - screenX) * perPixel, -screenY * perPixel,
        (g.height - screenY) * perPixel, near, distance * FAR_PLANE);
  }

  /** Ends the world: back to the flat window of pixels, for the side panel. */
  public void end(PGraphics g) {
    if (!flat) {
      g.camera();
      g.perspective();
      g.hint(PConstants.DISABLE_DEPTH_TEST);
    }
  }

  /** A vertex of the shape being drawn, at (x, y, z) of the world. */
  public void vertex(PGraphics g, float x, float y, float z) {
    if (!flat) {
      g.vertex(x, y, z);
      return;
    }
    float depth = depth(x, y, z);
    float d = Math.max(depth, NEAREST_DEPTH);
    g.vertex(screenX + focal * along(right, x, y, z) / d,
        screenY + focal * along(down, x, y, z) / d);
  }

  /** A vertex at {@code p}. */
  public void vertex(PGraphics g, PVector p) {
    vertex(g, p.x, p.y, p.z);
  }

  /** A line from a to b, in the current stroke. */
  public void line(PGraphics g, PVector a, PVector b) {
    if (!flat) {
      g.line(a.x, a.y, a.z, b.x, b.y, b.z);
      return;
    }
    if (inFront(a) && inFront(b)) {
      g.line(screenXOf(a), screenYOf(a), screenXOf(b), screenYOf(b));
    }
  }

  /**
   * A round mark of {@code radius} at each of {@code at}, in {@code color}: in P3D one batch of
   * points facing the camera, the same size near and far (as many spheres took OpenGL far
   * longer); offscreen, each a sphere's outline.
   */
  public void marks(PGraphics g, List<PVector> at, float radius, int color) {
    g.pushStyle();
    if (!flat) {
      g.stroke(color);
      g.strokeWeight(2 * radius);
      g.beginShape(PConstants.POINTS);
      for (PVector p : at) {
        g.vertex(p.x, p.y, p.z);
      }
      g.endShape();
    } else {
      g.noStroke();
      g.fill(color);
      for (PVector p : at) {
        sphere(g, p, radius);
      }
    }
    g.popStyle();
  }

  /** A sphere of {@code radius} round {@code at}, in the current fill and stroke. */
  public void sphere(PGraphics g, PVector at, float radius) {
    if (!flat) {
      g.pushMatrix();
      g.translate(at.x, at.y, at.z);
      g.sphere(radius);
      g.popMatrix();
      return;
    }
    if (inFront(at)) {   // offscreen: its outline, a circle
      g.ellipseMode(PConstants.RADIUS);
      g.circle(screenXOf(at), screenYOf(at), 2 * focal * radius / depth(at.x, at.y, at.z));
    }
  }

  /** How far in front of the camera p is, along the line of sight. */
  public float depth(float x, float y, float z) {
    return -along(back, x, y, z);
  }

  /** The camera's position this frame (a copy). */
  public PVector eye() {
    return eye.copy();
  }

  /** The unit vector from the centre back towards the eye, this frame (a copy). */
  public PVector towardsEye() {
    return back.copy();
  }

  /** The screen x of p, offscreen. */
  public float screenXOf(PVector p) {
    return screenX + focal * along(right, p.x, p.y, p.z) / depth(p.x, p.y, p.z);
  }

  /** The screen y of p, offscreen. */
  public float screenYOf(PVector p) {
    return screenY + focal * along(down, p.x, p.y, p.z) / depth(p.x, p.y, p.z);
  }

  private boolean inFront(PVector p) {
    return depth(p.x, p.y, p.z) > NEAREST_DEPTH;
  }

  /** (p − eye) · axis. */
  private float along(PVector axis, float x, float y, float z) {
    return axis.x * (x - eye.x) + axis.y * (y - eye.y) + axis.z * (z - eye.z);
  }
}
