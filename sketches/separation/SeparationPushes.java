package separation;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import steering.GroupRules;
import steering.Twin;
import steering.Vehicle;

/**
 * Each neighbour's push in a vehicle's separation, measured on the code the sketches step by
 * ({@link GroupRules#separate}), never worked out again: edit the push there
 * ({@code diff.div(d * d)}, say) and the pushes measured here are the edited ones.
 *
 * <p>The rule adds one push per neighbour too close and hands steer that sum's direction, set to
 * maxspeed. Run on a twin of the vehicle with one neighbour alone, it shows that push's
 * direction; its length is lost in setMag. Run with two neighbours, it shows how their lengths
 * compare: the sum points between the two, nearer the longer. For directions u and u' and
 * lengths b and b', b·u + b'·u' points along the sum's direction w, so
 * b' / b = −(u × w) / (u' × w). Each push is measured so against the nearest neighbour's, or
 * against a stand-in just as far at right angles to it when the two are nearly in line (one of
 * the two is always at least 45° off).
 *
 * <p>The pushes are then scaled together so that they add up to the desired velocity the rule
 * asked for with everyone: each is its neighbour's part of that desired velocity. If they do not
 * add up to it (an edit that is no longer one push per neighbour, added up), none is given.
 */
public final class SeparationPushes {

  /** Separation as the sketches step by it: applies its force and returns it. */
  @FunctionalInterface
  public interface Rule {
    PVector separate(Vehicle v, List<Vehicle> others, float desiredSeparation);
  }

  /** The code the sketches step by: GroupRules' separation, as the learner may have edited it. */
  public static final Rule RUN = GroupRules::separate;
  /** Two pushes are compared only when their directions are at least this far from in line. */
  static final float LEAST_SINE = 0.5f;
  /** The pushes add up to the rule's desired velocity within this share of its length. */
  static final float AGREE = 1e-3f;

  private SeparationPushes() {
  }

  /**
   * The push of each of {@code near} (neighbours {@code rule} counts for {@code v}), in order,
   * as parts of the desired velocity {@code rule} asks for among {@code everyone}: new vectors
   * that add up to it. Empty when {@code near} is; null when the pushes cannot be measured or do
   * not add up to that desired velocity.
   */
  public static List<PVector> of(Vehicle v, List<Vehicle> near, List<Vehicle> everyone,
      float desiredSeparation, Rule rule) {
    if (near.isEmpty()) {
      return List.of();
    }
    int n = near.size();
    PVector[] directions = new PVector[n];
    int nearest = 0;
    for (int i = 0; i < n; i++) {
      directions[i] = pushedAlone(v, near.get(i), desiredSeparation, rule);
      if (distance(v, near.get(i)) < distance(v, near.get(nearest))) {
        nearest = i;
      }
    }
    Vehicle first = near.get(nearest);
    // the stand-in: as far as the nearest, a quarter turn round the vehicle from it
    PVector offset = PVector.sub(first.position, v.position);
    Vehicle across = new Vehicle(v.position.x - offset.y, v.position.y + offset.x);
    PVector acrossDirection = pushedAlone(v, across, desiredSeparation, rule);
    float acrossLength = length(v, first, directions[nearest], 1, across, acrossDirection,
        desiredSeparation, rule);
    boolean acrossMeasured = acrossLength > 0 && Float.isFinite(acrossLength);
    PVector sum = new PVector();
    float[] lengths = new float[n];
    for (int i = 0; i < n; i++) {
      float offNearest = Math.abs(cross(directions[nearest], directions[i]));
      float offAcross = acrossMeasured ? Math.abs(cross(acrossDirection, directions[i])) : 0;
      if (i == nearest) {
        lengths[i] = 1;
      } else if (Math.max(offNearest, offAcross) < LEAST_SINE) {
        return null;   // in line with both: the pair's sum says nothing of the lengths
      } else if (offNearest >= offAcross) {
        lengths[i] = length(v, first, directions[nearest], 1, near.get(i), directions[i],
            desiredSeparation, rule);
      } else {
        lengths[i] = length(v, across, acrossDirection, acrossLength, near.get(i),
            directions[i], desiredSeparation, rule);
      }
      if (!(lengths[i] > 0 && Float.isFinite(lengths[i]))) {
        return null;   // no push away from this one
      }
      sum.add(PVector.mult(directions[i], lengths[i]));
    }
    // what the rule asked for with everyone, as the vehicle was: the run's desired velocity
    Vehicle twin = Twin.of(v);
    List<Vehicle> all = new ArrayList<>(everyone);
    all.remove(v);
    all.add(0, twin);
    rule.separate(twin, all, desiredSeparation);
    PVector desired = twin.desired;
    float times = desired.mag() / sum.mag();
    boolean addsUp = Float.isFinite(times) && PVector.dist(PVector.mult(sum, times), desired)
        <= AGREE * Math.max(1, desired.mag());
    if (!addsUp) {
      return null;
    }
    List<PVector> parts = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      parts.add(PVector.mult(directions[i], lengths[i] * times));
    }
    return parts;
  }

  /**
   * The length of {@code other}'s push (its direction {@code direction}) measured against
   * {@code known}'s ({@code knownDirection}, of length {@code knownLength}); NaN or not above 0
   * when the rule does not push away from both.
   */
  private static float length(Vehicle v, Vehicle known, PVector knownDirection,
      float knownLength, Vehicle other, PVector direction, float desiredSeparation, Rule rule) {
    if (direction.mag() == 0 || knownDirection.mag() == 0) {
      return Float.NaN;
    }
    PVector both = pushed(v, List.of(known, other), desiredSeparation, rule);
    return knownLength * -cross(knownDirection, both) / cross(direction, both);
  }

  /** The direction {@code rule} pushes {@code v} with {@code other} alone; zero for none. */
  private static PVector pushedAlone(Vehicle v, Vehicle other, float desiredSeparation,
      Rule rule) {
    return pushed(v, List.of(other), desiredSeparation, rule).normalize();
  }

  /**
   * The desired velocity {@code rule} asks for among {@code others} on a twin of {@code v} at
   * rest, handed the twin too, as the sketches hand a vehicle the whole list: zero when it
   * pushes nowhere (desired = velocity). At rest, as the book's separation never looks at the
   * velocity; a rule edited to look at it gives pushes that do not add up to the run's desired.
   */
  private static PVector pushed(Vehicle v, List<Vehicle> others, float desiredSeparation,
      Rule rule) {
    Vehicle twin = Twin.of(v);
    twin.velocity.set(0, 0, 0);
    List<Vehicle> list = new ArrayList<>(others.size() + 1);
    list.add(twin);
    list.addAll(others);
    rule.separate(twin, list, desiredSeparation);
    return twin.desired.copy();
  }

  /** The z of a × b: how far from in line two plane vectors are, and which way round. */
  static float cross(PVector a, PVector b) {
    return a.x * b.y - a.y * b.x;
  }

  private static float distance(Vehicle a, Vehicle b) {
    return PVector.dist(a.position, b.position);
  }
}
