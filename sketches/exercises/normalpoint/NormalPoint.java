package exercises.normalpoint;

import processing.core.PVector;

/**
 * Exercise "Find the normal point": the point of a path's segment closest to a vehicle's
 * predicted position. This is the one file to edit; {@link StayOnTheRoad} steers its vehicles
 * by it and {@code mvn test -Pexercises -Dtest=NormalPointCheck} checks it. The task is in
 * README.md beside it. (The library's {@code PathFollower.getNormalPoint} does this: the point
 * is to write it yourself, so leave it aside.)
 */
public class NormalPoint {

  /**
   * The point of segment a-b closest to {@code p}: where the perpendicular from p meets the
   * segment, or the nearer end when it would meet the line beyond one. A new vector; changes
   * none of its arguments.
   */
  public PVector normalPoint(PVector p, PVector a, PVector b) {
    // TODO exercise: project (p - a) onto the segment's direction with the dot product, keep
    // the result between 0 and the segment's length, and go that far from a along it.
    return a.copy();
  }
}
