package pathfollowing;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import steering.Path;

/**
 * A path whose points drift (The Nature of Code, exercise "a path that moves"): each point
 * wanders round the place it started from, by Perlin noise, so the road bends and sways while
 * the vehicles follow it. The points are moved in place; {@link Path#check()}, which
 * {@code follow} makes first, notices every move, so the normal points (and any index over the
 * segments) are always those of the path as it is this frame.
 *
 * <pre>
 *   point i = home i + (noise(i · POINT_STEP, time) − 0.5, noise(i · POINT_STEP + OTHER_AXIS,
 *             time) − 0.5) × 2 · AMPLITUDE,     time += TIME_STEP each frame
 * </pre>
 */
final class PathDrift {

  /** How far, at most, a point wanders from home in x and in y, in pixels. */
  static final float AMPLITUDE = 40;
  /** How far along the noise one frame moves: small, so the road sways slowly. */
  static final float TIME_STEP = 0.01f;
  /** Noise between one point and the next: far enough apart to move on their own. */
  static final float POINT_STEP = 3.7f;
  /** Where y's noise is read, away from x's, so a point does not just slide diagonally. */
  static final float OTHER_AXIS = 500;

  /** Smooth noise of two numbers, 0 to 1, such as Processing's {@code noise(x, y)}. */
  interface Noise {
    float noise(float x, float y);
  }

  private final List<PVector> home = new ArrayList<>();
  /** How far along the noise the drift is. */
  float time;

  /** Remembers where {@code path}'s points are now: they drift round these places. */
  PathDrift(Path path) {
    for (PVector p : path.points) {
      home.add(p.copy());
    }
  }

  /**
   * Mutates {@code path}: moves time on one step and every point, in place, to its home plus
   * this time's noise. A path of another length than at the start is left as it is.
   */
  void step(Path path, Noise noise) {
    if (path.points.size() != home.size()) {
      return;
    }
    time += TIME_STEP;
    for (int i = 0; i < home.size(); i++) {
      PVector start = home.get(i);
      float dx = (noise.noise(i * POINT_STEP, time) - 0.5f) * 2 * AMPLITUDE;
      float dy = (noise.noise(i * POINT_STEP + OTHER_AXIS, time) - 0.5f) * 2 * AMPLITUDE;
      path.points.get(i).set(start.x + dx, start.y + dy);
    }
  }

  /** Mutates {@code path}: every point back where it started. */
  void goHome(Path path) {
    if (path.points.size() != home.size()) {
      return;
    }
    for (int i = 0; i < home.size(); i++) {
      path.points.get(i).set(home.get(i));
    }
  }
}
