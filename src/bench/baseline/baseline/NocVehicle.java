package baseline;

import processing.core.PApplet;
import processing.core.PVector;
import steering.Path;
import steering.PathFollower;

/**
 * The Vehicle as The Nature of Code writes it, kept as a yardstick for the benchmarks: every
 * step allocates new PVectors for the desired velocity, the steering force and the force per
 * unit mass, and path following scans every segment of the path, allocating as it goes.
 *
 * <p>It does the same float operations in the same order as {@link steering.Vehicle}, so both
 * move along bitwise-identical trajectories (a test checks this); only the cost differs.
 * Argument checks are left out, as in the book.
 */
public class NocVehicle {

  public PVector position;
  public PVector velocity;
  public PVector acceleration;
  public float maxspeed = 4;
  public float maxforce = 0.1f;
  public float mass = 1;

  public NocVehicle(float x, float y) {
    position = new PVector(x, y);
    velocity = new PVector(0, 0);
    acceleration = new PVector(0, 0);
  }

  public PVector seek(PVector target) {
    PVector desired = PVector.sub(target, position);
    desired.setMag(maxspeed);
    return steer(desired);
  }

  public PVector arrive(PVector target, float slowingRadius) {
    PVector desired = PVector.sub(target, position);
    float d = desired.mag();
    if (d < slowingRadius) {
      // as the book writes it: map(d, 0, slowingRadius, 0, maxspeed)
      desired.setMag(PApplet.map(d, 0, slowingRadius, 0, maxspeed));
    } else {
      desired.setMag(maxspeed);
    }
    return steer(desired);
  }

  /** Predict, scan every segment for the closest normal point, seek ahead when off the path. */
  public PVector follow(Path path) {
    PVector predict = velocity.copy();
    predict.setMag(PathFollower.LOOK_AHEAD);
    PVector predictLoc = PVector.add(predict, position);

    PVector normal = null;
    int segment = -1;
    float worldRecord = Float.POSITIVE_INFINITY;
    int segments = path.segmentCount();
    for (int i = 0; i < segments; i++) {
      PVector a = path.points.get(i);
      PVector b = path.points.get((i + 1) % path.points.size());
      PVector normalPoint = normalPoint(predictLoc, a, b);
      float distance = PVector.dist(predictLoc, normalPoint);
      if (distance < worldRecord) {
        worldRecord = distance;
        normal = normalPoint;
        segment = i;
      }
    }
    if (normal == null || !(worldRecord > path.radius)) {
      return new PVector();
    }
    return seek(ahead(path, segment, normal, PathFollower.TARGET_OFFSET));
  }

  public void applyForce(PVector force) {
    PVector f = PVector.div(force, mass);
    acceleration.add(f);
  }

  public void update() {
    velocity.add(acceleration);
    velocity.limit(maxspeed);
    position.add(velocity);
    // the book writes acceleration.mult(0), which leaves -0.0 where a component was negative;
    // set(0, 0) clears it the way the library does, so the two stay bitwise equal
    acceleration.set(0, 0);
  }

  private PVector steer(PVector desired) {
    PVector steer = PVector.sub(desired, velocity);
    steer.limit(maxforce);
    applyForce(steer);
    return steer;
  }

  /** The scalar projection of p onto segment a-b, kept between its ends. */
  static PVector normalPoint(PVector p, PVector a, PVector b) {
    PVector ap = PVector.sub(p, a);
    PVector ab = PVector.sub(b, a);
    float length = ab.mag();
    ab.normalize();
    float along = ap.dot(ab);
    along = along < 0 ? 0 : (along > length ? length : along);
    ab.mult(along);
    return PVector.add(a, ab);
  }

  /** The point {@code distance} further along the path, walking round corners. */
  static PVector ahead(Path path, int segment, PVector from, float distance) {
    PVector at = from.copy();
    float remaining = distance;
    int lastSegment = path.segmentCount() - 1;
    for (int walked = 0; walked <= lastSegment; walked++) {
      PVector end = path.segmentEnd(segment);
      float toEnd = PVector.dist(at, end);
      if (remaining <= toEnd || (!path.closed && segment == lastSegment)) {
        PVector direction = PVector.sub(end, path.segmentStart(segment));
        direction.setMag(remaining);
        return at.add(direction);
      }
      at = end.copy();
      remaining -= toEnd;
      segment = (segment + 1) % path.segmentCount();
    }
    return at;
  }
}
