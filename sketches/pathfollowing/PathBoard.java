package pathfollowing;

import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Path;
import steering.Vehicle;

/**
 * Path following's part of the whiteboard (b), for one vehicle's last step: the prediction p
 * ahead of where the step started, the segment a–b it is closest to, the projection
 * t = (p − a)·(b − a) / |b − a|² and its foot a + t(b − a) (the normal point), the distance
 * from p to that foot against the path's radius, and the target ahead on the path.
 */
public final class PathBoard {

  /** The board shows this much more than the prediction, the foot and the target. */
  static final float ROOM = 1.3f;

  private PathBoard() {
  }

  public static void draw(BoardView view, Vehicle v, Path path) {
    if (!v.hasPathTarget || path.segmentCount() == 0) {
      view.note(0, "no path followed yet", Palette.INK);
      return;
    }
    PVector from = PVector.sub(v.position, v.velocity);   // where the step started
    PVector p = v.predicted;
    int segment = closestSegment(path, p);
    PVector a = path.segmentStart(segment);
    PVector b = path.segmentEnd(segment);
    PVector ab = PVector.sub(b, a);
    float t = PVector.sub(p, a).dot(ab) / ab.magSq();
    float distance = PVector.dist(p, v.normalPoint);

    PVector centre = PVector.lerp(p, v.normalPoint, 0.5f);
    float reach = Math.max(Math.max(PVector.dist(centre, from), PVector.dist(centre,
        v.pathTarget)), path.radius) * ROOM;
    view.frame(centre, reach);
    PVector across = new PVector(-ab.y, ab.x).setMag(path.radius);
    view.line(PVector.add(a, across), PVector.add(b, across), Palette.PATH_LINE);
    view.line(PVector.sub(a, across), PVector.sub(b, across), Palette.PATH_LINE);
    view.line(a, b, Palette.INK);
    view.dot(a, Palette.INK, "a");
    view.dot(b, Palette.INK, "b");
    view.arrow(from, p, Palette.VELOCITY, "prediction");
    view.dot(p, Palette.INK, "p");
    view.line(p, v.normalPoint, Palette.STEERING);
    view.dot(v.normalPoint, Palette.INK, "a + t(b − a)");
    view.dot(v.pathTarget, Palette.STEERING, "target");
    view.note(2, String.format("t = (p − a)·(b − a) / |b − a|² = %.2f", t), Palette.INK);
    view.note(1, String.format("|p − normal point| %.1f %s radius %.0f", distance,
        distance > path.radius ? ">" : "≤", path.radius), Palette.INK);
    view.note(0, v.steeringToPath ? "off the path: seek the target"
        : "on the path: no steering", Palette.INK);
  }

  /** The segment whose clamped projection of p is nearest, as the follower chose it. */
  private static int closestSegment(Path path, PVector p) {
    int best = 0;
    float closest = Float.POSITIVE_INFINITY;
    for (int i = 0; i < path.segmentCount(); i++) {
      PVector a = path.segmentStart(i);
      PVector ab = PVector.sub(path.segmentEnd(i), a);
      float t = Math.max(0, Math.min(1, PVector.sub(p, a).dot(ab) / ab.magSq()));
      float d = PVector.dist(p, PVector.add(a, PVector.mult(ab, t)));
      if (d < closest) {
        closest = d;
        best = i;
      }
    }
    return best;
  }
}
