package sketchbook;

import java.util.List;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import steering.Vehicle;

/**
 * Vehicles in 3D drawn as paper planes pointing along their velocity: two wings meeting at the
 * nose, the keel a little below. The whole crowd is one {@code beginShape(TRIANGLES)}: a few
 * vertices per vehicle and no matrix pushed per vehicle, so two thousand cost one draw call.
 *
 * <p>Each plane's axes come from its velocity: forward {@code f} (+x at rest), sideways
 * {@code s = f × up} and its own up {@code u = s × f}, with "up" the world's −y (+z when the
 * plane flies straight up or down). A plane is {@code 4r} long and {@code 2r} wide.
 */
public final class PaperPlanes {

  /** The world's up on screen: −y, as in every Processing sketch. */
  private static final PVector UP = new PVector(0, -1, 0);
  /** Used for "up" when a plane flies along the world's up. */
  private static final PVector UP_WHEN_VERTICAL = new PVector(0, 0, 1);
  /** How far the wings rise and the keel drops, in units of r. */
  private static final float DIHEDRAL = 0.35f;

  private PaperPlanes() {
  }

  /**
   * Draws every vehicle, the wing towards +s in {@code wing} and the other in {@code farWing},
   * {@code chosen} (may be null) all in {@code chosenColor}.
   */
  public static void draw(PGraphics g, View3D view, List<Vehicle> vehicles, Vehicle chosen,
      int wing, int farWing, int chosenColor) {
    g.pushStyle();
    g.noStroke();
    g.beginShape(PConstants.TRIANGLES);
    PVector forward = new PVector();
    PVector side = new PVector();
    PVector up = new PVector();
    PVector nose = new PVector();
    PVector tail = new PVector();
    PVector keel = new PVector();
    PVector tip = new PVector();
    for (Vehicle v : vehicles) {
      axes(v.velocity, forward, side, up);
      float r = v.r;
      at(nose, v.position, forward, 2 * r, up, 0, side, 0);
      at(tail, v.position, forward, -2 * r, up, 0, side, 0);
      at(keel, v.position, forward, -2 * r, up, -DIHEDRAL * r, side, 0);
      boolean isChosen = v == chosen;
      g.fill(isChosen ? chosenColor : wing);
      at(tip, v.position, forward, -2 * r, up, DIHEDRAL * r, side, r);
      view.vertex(g, nose);
      view.vertex(g, tip);
      view.vertex(g, keel);
      g.fill(isChosen ? chosenColor : farWing);
      at(tip, v.position, forward, -2 * r, up, DIHEDRAL * r, side, -r);
      view.vertex(g, nose);
      view.vertex(g, keel);
      view.vertex(g, tip);
    }
    g.endShape();
    g.popStyle();
  }

  /** Mutates forward, side and up: the plane's axes for this velocity. */
  static void axes(PVector velocity, PVector forward, PVector side, PVector up) {
    forward.set(velocity);
    if (forward.mag() == 0) {
      forward.set(1, 0, 0);
    }
    forward.normalize();
    PVector worldUp = Math.abs(forward.dot(UP)) > 0.99f ? UP_WHEN_VERTICAL : UP;
    side.set(forward.cross(worldUp));
    side.normalize();
    up.set(side.cross(forward));
  }

  /** Mutates out: position + a·f + b·u + c·s. */
  private static void at(PVector out, PVector position, PVector f, float a, PVector u, float b,
      PVector s, float c) {
    out.set(position.x + a * f.x + b * u.x + c * s.x, position.y + a * f.y + b * u.y + c * s.y,
        position.z + a * f.z + b * u.z + c * s.z);
  }
}
