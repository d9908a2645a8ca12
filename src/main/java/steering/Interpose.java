package steering;

import processing.core.PVector;

/**
 * Interpose (Mat Buckland, <em>Programming Game AI by Example</em>, ch. 3, "Interpose"): a
 * vehicle puts itself between two moving vehicles, a bodyguard between a hunter and its prey.
 *
 * <ol>
 *   <li>The midpoint now: {@code mid = (a.position + b.position) / 2}.
 *   <li>The look-ahead: {@code T = |mid − self.position| / self.maxspeed}, the frames the
 *       vehicle needs to get there at top speed (0 when its maxspeed is 0).
 *   <li>Each vehicle predicted T frames ahead, as pursue predicts
 *       ({@link Pursuit#futurePosition(Vehicle, float)}): {@code position + velocity · T}.
 *   <li>The vehicle arrives at the midpoint of the two predictions
 *       ({@link Vehicle#arrive(PVector, float)} with {@link #SLOWING_RADIUS}).
 * </ol>
 * Aiming at where the midpoint will be, not where it is, keeps the vehicle from trailing
 * behind two that move. A sketch draws the point with {@link #predictedMidpoint}, the code the
 * vehicle steers by.
 */
public final class Interpose {

  /** The vehicle slows down within this many pixels of the predicted midpoint. */
  public static final float SLOWING_RADIUS = 50;

  private Interpose() {
  }

  /** Arrives at the predicted midpoint of a and b (see the class comment). Returns the force. */
  public static PVector interpose(Vehicle self, Vehicle a, Vehicle b) {
    return self.arrive(predictedMidpoint(self, a, b), SLOWING_RADIUS);
  }

  /** (a.position + b.position) / 2: a new vector. */
  public static PVector midpoint(Vehicle a, Vehicle b) {
    Pursuit.check("a", a);
    Pursuit.check("b", b);
    PVector mid = PVector.add(a.position, b.position);
    mid.mult(0.5f);   // half the sum: within ±LARGEST when both are
    return mid;
  }

  /** T = |midpoint − self.position| / self.maxspeed, in frames; 0 when self.maxspeed is 0. */
  public static float lookAhead(Vehicle self, Vehicle a, Vehicle b) {
    Check.vehicle("self", self);
    PVector mid = midpoint(a, b);
    if (self.maxspeed == 0) {
      return 0;
    }
    return Math.min(PVector.dist(self.position, mid) / self.maxspeed, Float.MAX_VALUE);
  }

  /** The midpoint of a and b each predicted {@link #lookAhead} frames ahead: a new vector. */
  public static PVector predictedMidpoint(Vehicle self, Vehicle a, Vehicle b) {
    float frames = lookAhead(self, a, b);
    PVector mid = PVector.add(Pursuit.futurePosition(a, frames),
        Pursuit.futurePosition(b, frames));
    mid.mult(0.5f);
    return mid;
  }
}
