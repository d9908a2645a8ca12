package exercises.doublingback;

import processing.core.PVector;
import steering.Path;
import steering.Vehicle;

/**
 * Exercise "A path that doubles back": path following for one vehicle that remembers how far
 * along the path it has got. This is the one file to edit; {@link DoublingBack} gives every
 * vehicle its own follower and {@code mvn test -Pexercises -Dtest=DoublingBackCheck} checks it.
 * The task is in README.md beside it.
 */
public class ForwardFollower {

  /**
   * Steers {@code vehicle} along {@code path}: applies the steering force (zero while the
   * vehicle is on the path) and returns it. Called once per frame for the same vehicle.
   */
  public PVector follow(Vehicle vehicle, Path path) {
    // TODO exercise: the library's follow() looks for the closest point on EVERY segment.
    // Where the path runs back over itself, the closest segment may be the one the vehicle
    // has already driven, so at the turn it heads back the way it came. Remember the segment
    // the vehicle is on, move on to the next one only when the predicted position has passed
    // its end, and seek the point ahead on that segment every frame (see README.md).
    return vehicle.follow(path);
  }
}
