package steeringtext;

import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * A vehicle's part of the whiteboard (b) for its last step: where it was, its home and the
 * mouse it flees; the arrive and flee desired velocities the code asked for; the two weighted
 * forces and their sum, the force the step applied. Under them the sum in numbers. The book's
 * desired velocities and forces are worked out beside the code's from the same start, and a
 * difference is marked: edit arrive, flee's panic test or the weighting and the board shows
 * what the edit asked for.
 */
final class ArriveFleeBoard {

  /** The code's and the book's forces agree within this much (float rounding). */
  static final float AGREE = 1e-4f;
  /** The board shows this much more than the points it draws. */
  static final float ROOM = 1.2f;

  private ArriveFleeBoard() {
  }

  /**
   * One vehicle's step: where it started (position, velocity, limits), what it arrived at and
   * fled, with which radii and weights; then what the code asked for and applied.
   */
  static final class Step {
    final Vehicle vehicle;
    final PVector position;
    final PVector velocity;
    final float maxspeed;
    final float maxforce;
    final PVector home;
    final PVector threat;
    final float slowingRadius;
    final float panicDistance;
    final float arriveWeight;
    final float fleeWeight;
    /** The code's arrive: its desired velocity and its force × weight. */
    PVector arriveDesired;
    PVector arriveForce;
    /** The code's flee: its desired velocity (when it fled) and its force × weight. */
    PVector fleeDesired;
    PVector fleeForce;
    /** The step's force: everything applied, the vehicle's steering. */
    PVector sum;

    /** The step as it starts, before the vehicle is asked for any force. */
    Step(Vehicle v, PVector home, PVector threat, float slowingRadius, float panicDistance,
        float arriveWeight, float fleeWeight) {
      vehicle = v;
      position = v.position.copy();
      velocity = v.velocity.copy();
      maxspeed = v.maxspeed;
      maxforce = v.maxforce;
      this.home = home.copy();
      this.threat = threat.copy();
      this.slowingRadius = slowingRadius;
      this.panicDistance = panicDistance;
      this.arriveWeight = arriveWeight;
      this.fleeWeight = fleeWeight;
    }

    /** Mutates: arrive returned {@code force}; keeps the vehicle's desired velocity now. */
    Step arrived(PVector force) {
      arriveForce = force.copy();
      arriveDesired = vehicle.desired.copy();
      return this;
    }

    /** Mutates: flee returned {@code force}; keeps its desired velocity and the sum. */
    Step fled(PVector force) {
      fleeForce = force.copy();
      fleeDesired = force.mag() > 0 ? vehicle.desired.copy() : null;
      sum = vehicle.steering.copy();
      return this;
    }

    boolean done() {
      return sum != null;
    }
  }

  /**
   * The book's arrive desired velocity from the step's start: (home − position), at maxspeed,
   * or at maxspeed · d / r inside the slowing radius r.
   */
  static PVector bookArriveDesired(Step s) {
    PVector desired = PVector.sub(s.home, s.position);
    float d = desired.mag();
    return desired.setMag(d < s.slowingRadius ? s.maxspeed * d / s.slowingRadius : s.maxspeed);
  }

  /** The book's flee desired velocity: (position − mouse) at maxspeed, or null when calm. */
  static PVector bookFleeDesired(Step s) {
    PVector away = PVector.sub(s.position, s.threat);
    return away.mag() < s.panicDistance ? away.setMag(s.maxspeed) : null;
  }

  /** The book's steering for {@code desired}: (desired − velocity), limited, × weight. */
  static PVector bookForce(Step s, PVector desired, float weight) {
    if (desired == null) {
      return new PVector();
    }
    return PVector.sub(desired, s.velocity).limit(s.maxforce).mult(weight);
  }

  /** The book's sum: arrive × its weight + flee × its weight. */
  static PVector bookSum(Step s) {
    return PVector.add(bookForce(s, bookArriveDesired(s), s.arriveWeight),
        bookForce(s, bookFleeDesired(s), s.fleeWeight));
  }

  /** The board for {@code v}: its step when it has taken one. */
  static void draw(BoardView view, Vehicle v, Step s) {
    if (s == null || s.vehicle != v || !s.done()) {
      view.frame(v.position, v.maxspeed * BoardView.SHORTEST);
      view.note(0, "press . to step: the board shows a step", Palette.INK);
      return;
    }
    float fromThreat = PVector.dist(s.position, s.threat);
    frame(view, s, fromThreat);
    view.circle(s.threat, s.panicDistance, Palette.PATH_LINE,
        String.format("panic %.0f", s.panicDistance));
    view.dot(s.threat, Palette.TARGET, "mouse");
    view.dot(s.home, SteeringText.HOME_COLOR, "home");
    BoardView.VectorScale velocities = view.fitScale(BoardView.VELOCITIES, s.maxspeed);
    view.vector(s.position, s.arriveDesired, velocities, Palette.DESIRED, "arrive desired");
    if (s.fleeDesired != null) {
      view.vector(s.position, s.fleeDesired, velocities, SteeringText.FLEE_COLOR,
          "flee desired");
    }
    float largest = Math.max(s.sum.mag(), Math.max(s.arriveForce.mag(), s.fleeForce.mag()));
    BoardView.VectorScale forces = view.fitScale(BoardView.FORCES,
        Math.max(largest, s.maxforce));
    view.vector(s.position, s.sum, forces, Palette.STEERING, "sum");

    float toHome = PVector.dist(s.position, s.home);
    view.note(3, toHome < s.slowingRadius
        ? String.format("arrive: d %.1f < %.0f: %.2f · d / %.0f = %.2f", toHome,
            s.slowingRadius, s.maxspeed, s.slowingRadius, s.arriveDesired.mag())
        : String.format("arrive: d %.1f ≥ %.0f: maxspeed %.2f", toHome, s.slowingRadius,
            s.arriveDesired.mag()), Palette.INK);
    boolean bookFled = bookFleeDesired(s) != null;
    boolean codeFled = s.fleeDesired != null;
    String test = String.format("flee: d %.1f %s %.0f", fromThreat, bookFled ? "<" : "≥",
        s.panicDistance);
    view.note(2, codeFled != bookFled ? test + (codeFled ? ", your code fled"
        : ", your code did not flee")
        : codeFled ? String.format("%s: maxspeed %.2f", test, s.fleeDesired.mag())
        : test + ": no force", codeFled == bookFled ? Palette.INK : Palette.STEERING);
    view.note(1, String.format("sum = %.1f·(%.2f, %.2f) + %.1f·(%.2f, %.2f)", s.arriveWeight,
        s.arriveForce.x / weightOrOne(s.arriveWeight),
        s.arriveForce.y / weightOrOne(s.arriveWeight), s.fleeWeight,
        s.fleeForce.x / weightOrOne(s.fleeWeight), s.fleeForce.y / weightOrOne(s.fleeWeight)),
        Palette.INK);
    PVector book = bookSum(s);
    boolean same = PVector.dist(book, s.sum) <= AGREE;
    view.note(0, same ? String.format("= (%.3f, %.3f)", s.sum.x, s.sum.y)
        : String.format("your code (%.2f, %.2f), book (%.2f, %.2f)", s.sum.x, s.sum.y,
            book.x, book.y), same ? Palette.INK : Palette.STEERING);
  }

  /** A weight to divide a weighted force by, to show the force before it: 0 shows as is. */
  private static float weightOrOne(float weight) {
    return weight > 0 ? weight : 1;
  }

  /** Frames the view round the vehicle and its home, and the mouse when it is near. */
  private static void frame(BoardView view, Step s, float fromThreat) {
    PVector low = new PVector(Math.min(s.position.x, s.home.x), Math.min(s.position.y,
        s.home.y));
    PVector high = new PVector(Math.max(s.position.x, s.home.x), Math.max(s.position.y,
        s.home.y));
    if (fromThreat < s.panicDistance * 2) {
      low.set(Math.min(low.x, s.threat.x), Math.min(low.y, s.threat.y));
      high.set(Math.max(high.x, s.threat.x), Math.max(high.y, s.threat.y));
    }
    float reach = Math.max(Math.max(high.x - low.x, high.y - low.y) / 2, s.maxspeed * 2);
    view.frame(PVector.lerp(low, high, 0.5f), reach * ROOM);
  }
}
