package exercises.corners;

import processing.core.PVector;
import steering.Path;

/**
 * Exercise "Slow down before corners": the top speed a vehicle may have at a point of a path,
 * lower near its corners. This is the one file to edit; {@link SlowForCorners} sets a
 * vehicle's maxspeed from it every frame and {@code mvn test -Pexercises -Dtest=CornersCheck}
 * checks it. The task is in README.md beside it.
 */
public class CornerBraking {

  /** How far before (and after) a corner the vehicle is slower, in pixels. */
  public static final float BRAKING_DISTANCE = 100;
  /** The speed limit never drops below this, so a vehicle never stops dead on the path. */
  public static final float MIN_SPEED = 0.5f;

  /**
   * The speed limit at {@code position} on {@code path}: {@code cruiseSpeed} far from every
   * corner, lower close to a corner, and lower the sharper the corner turns. Changes nothing.
   */
  public float speedLimit(PVector position, Path path, float cruiseSpeed) {
    // TODO exercise: this never slows down, so at a sharp corner the vehicle is too fast to
    // turn and swings off the road. Brake within BRAKING_DISTANCE of each corner.
    return cruiseSpeed;
  }
}
