package steering;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import processing.core.PVector;

/**
 * The checks at the door of {@link Mover}, {@link Vehicle} and the behaviors: an argument or
 * public field no step can use (null, NaN, a mass of 0, a negative limit) is refused, named;
 * a step's result is checked before it is stored, so one that would leave ±{@link #LARGEST} is
 * refused and changes nothing. Never a NaN in a vehicle.
 */
public final class Check {

  /**
   * The largest coordinate, speed or force a vehicle takes: PVector measures a length through its
   * square, which overflows a float beyond about 1.8e19 (limit and setMag would give 0 or NaN).
   */
  public static final float LARGEST = 1e18f;
  /** How messages write {@link #LARGEST}. */
  public static final String LARGEST_SHOWN = "1e18";

  private Check() {
  }

  public static void finite(String name, float value) {
    if (!Float.isFinite(value)) {
      throw new IllegalArgumentException(name + " must be a finite number, was " + value);
    }
  }

  public static void finiteVector(String name, PVector v) {
    if (v == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    if (!isFinite(v)) {
      throw new IllegalArgumentException(name + " must have finite coordinates, was " + shown(v));
    }
  }

  /** A position, velocity or force handed to a vehicle: finite and within ±{@link #LARGEST}. */
  public static void vector(String name, PVector v) {
    if (v == null || !withinLargest(v)) {   // NaN and infinity fail it too
      finiteVector(name, v);
      throw new IllegalArgumentException(name + " must lie within ±" + LARGEST_SHOWN
          + ", was " + shown(v));
    }
  }

  /** value > 0 and finite; NaN fails too. */
  public static void positive(String name, float value, String meaning) {
    if (!(value > 0) || value == Float.POSITIVE_INFINITY) {
      throw new IllegalArgumentException(
          name + " (" + meaning + ") must be greater than 0, was " + value);
    }
  }

  /** value >= 0 and finite; NaN fails too. */
  public static void notNegative(String name, float value, String meaning) {
    if (!(value >= 0) || value == Float.POSITIVE_INFINITY) {
      throw new IllegalArgumentException(
          name + " (" + meaning + ") must be 0 or more, was " + value);
    }
  }

  /** A weight for a weighted sum of behaviors: 0 or more, finite. */
  public static void weight(float weight) {
    notNegative("weight", weight, "how much of the steering force to apply");
  }

  /** Everything a behavior towards {@code target} needs is valid, before any field changes. */
  public static void canSteer(Vehicle v, PVector target) {
    vector("target", target);
    state(v);
  }

  /** A mover's public fields, which a sketch may have set to anything. */
  public static void state(Mover m) {
    ownVector("position", m.position);
    ownVector("velocity", m.velocity);
    ownVector("acceleration", m.acceleration);
    limit("maxspeed", m.maxspeed);
    if (m instanceof Vehicle) {
      drawnVector("steering", ((Vehicle) m).steering);
      drawnVector("desired", ((Vehicle) m).desired);
      limit("maxforce", ((Vehicle) m).maxforce);
    }
    if (!(m.mass > 0) || m.mass == Float.POSITIVE_INFINITY) {
      throw new IllegalStateException("mass must be greater than 0, was " + m.mass);
    }
    if (m instanceof Vehicle && ((Vehicle) m).maxforce / m.mass > LARGEST) {
      throw new IllegalStateException("mass " + m.mass + " is too small for maxforce "
          + ((Vehicle) m).maxforce + ": maxforce / mass goes beyond ±" + LARGEST_SHOWN
          + "; raise mass or lower maxforce");
    }
  }

  /** A vehicle handed to a behavior: not null, and its fields valid ({@link #state}). */
  public static void vehicle(String name, Vehicle v) {
    if (v == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    state(v);
  }

  /**
   * The others of a behavior among others (separation, queuing, ...): the list, and in it each
   * vehicle's position and velocity, which those behaviors read; each named by its place. The
   * vehicle itself may be in the list: the behaviors skip it. A {@link CheckedOthers} view
   * checks each vehicle as it is read instead, so a frame of n vehicles costs n checks per
   * reader, not n per call on top of the reading.
   */
  public static void others(List<Vehicle> others) {
    if (others == null) {
      throw new IllegalArgumentException("others must not be null");
    }
    if (others instanceof CheckedOthers) {
      return;   // its get() checks each vehicle as the behavior reads it
    }
    for (int i = 0; i < others.size(); i++) {
      other(i, others.get(i));
    }
  }

  /** The vehicle at place {@code index} of a list of others: not null, position and velocity. */
  static void other(int index, Vehicle other) {
    if (other == null) {
      throw new IllegalArgumentException("others[" + index + "] must not be null");
    }
    // the names are built only for a message: this runs for every vehicle a behavior reads
    if (other.position == null || !withinLargest(other.position)) {
      vector("others[" + index + "].position", other.position);
    }
    if (other.velocity == null || !withinLargest(other.velocity)) {
      vector("others[" + index + "].velocity", other.velocity);
    }
  }

  /** maxspeed or maxforce: from 0 to {@link #LARGEST}. */
  private static void limit(String name, float value) {
    if (!(value >= 0)) {
      throw new IllegalStateException(name + " must be 0 or more, was " + value);
    }
    if (value > LARGEST) {
      throw new IllegalStateException(name + " must be at most " + LARGEST_SHOWN + ", was "
          + value);
    }
  }

  /**
   * Each vehicle of a flock or crowd is in its list once: one listed twice would get every
   * force twice and move twice a frame. Names both places.
   */
  public static void listedOnce(String name, List<Vehicle> vehicles) {
    Map<Vehicle, Integer> first = new IdentityHashMap<>(vehicles.size() * 2);
    for (int i = 0; i < vehicles.size(); i++) {
      Integer before = first.putIfAbsent(vehicles.get(i), i);
      if (before != null && vehicles.get(i) != null) {   // a null is named by its own check
        throw new IllegalStateException(name + "[" + i + "] is " + name + "[" + before
            + "] again: a vehicle listed twice would get every force twice and move twice");
      }
    }
  }

  /** acceleration + force / mass ({@code f}) stays within ±{@link #LARGEST}. */
  static void accelerationFits(Mover m, PVector force, PVector f) {
    PVector a = m.acceleration;
    if (!(Math.abs(a.x + f.x) <= LARGEST && Math.abs(a.y + f.y) <= LARGEST
        && Math.abs(a.z + f.z) <= LARGEST)) {
      throw new IllegalArgumentException("acceleration + force / mass goes beyond ±"
          + LARGEST_SHOWN + ": force " + shown(force) + ", mass " + m.mass + ", acceleration "
          + shown(m.acceleration) + "; use a larger mass or a smaller force");
    }
  }

  /** A frame's forces, at most {@code most} together, fit before the first is applied. */
  public static boolean forcesFit(Vehicle v, double most) {
    double largest = LARGEST;
    return Math.abs(v.acceleration.x) + most / v.mass <= largest
        && Math.abs(v.acceleration.y) + most / v.mass <= largest
        && Math.abs(v.acceleration.z) + most / v.mass <= largest
        && Math.abs(v.steering.x) + most <= largest
        && Math.abs(v.steering.y) + most <= largest
        && Math.abs(v.steering.z) + most <= largest;
  }

  /** An Euler step's new velocity and position, before they are stored. */
  static void step(float dt, PVector velocity, PVector position) {
    if (!withinLargest(velocity) || !withinLargest(position)) {
      throw new IllegalArgumentException("dt " + dt + " would move the position to "
          + shown(position) + " with velocity " + shown(velocity) + ", beyond ±"
          + LARGEST_SHOWN + "; use a smaller dt or bring the vehicle back");
    }
  }

  /** A path given to follow(): not null, with a valid radius and valid points. */
  public static void path(Path path) {
    if (path == null) {
      throw new IllegalArgumentException("path must not be null");
    }
    path.check();
  }

  /** (x, y), or (x, y, z) when z is not 0, as the messages show a vector. */
  public static String shown(PVector v) {
    return v.z == 0 ? "(" + v.x + ", " + v.y + ")" : "(" + v.x + ", " + v.y + ", " + v.z + ")";
  }

  /** A vector field of the vehicle, which a sketch may have set to anything. */
  private static void ownVector(String name, PVector v) {
    if (v == null) {
      throw new IllegalStateException(name + " must not be null");
    }
    if (!withinLargest(v)) {   // one test for the everyday case; NaN and infinity fail it too
      throw new IllegalStateException(name + (isFinite(v) ? " must lie within ±" + LARGEST_SHOWN
          : " must have finite coordinates") + ", was " + shown(v));
    }
  }

  /** A vector the vehicle keeps for drawing (steering, desired): a sketch may have poked it. */
  private static void drawnVector(String name, PVector v) {
    if (v == null || !isFinite(v)) {
      throw new IllegalStateException(name + " must be a vector with finite coordinates, was "
          + (v == null ? null : shown(v)));
    }
  }

  /** Each coordinate within ±{@link #LARGEST}; false for NaN. */
  private static boolean withinLargest(PVector v) {
    return Math.abs(v.x) <= LARGEST && Math.abs(v.y) <= LARGEST && Math.abs(v.z) <= LARGEST;
  }

  private static boolean isFinite(PVector v) {
    return Float.isFinite(v.x) && Float.isFinite(v.y) && Float.isFinite(v.z);
  }
}
