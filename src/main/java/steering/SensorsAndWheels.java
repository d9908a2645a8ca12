package steering;

import java.util.List;
import processing.core.PVector;

/**
 * Braitenberg vehicles (Valentino Braitenberg, <em>Vehicles: Experiments in Synthetic
 * Psychology</em>, 1984, vehicles 2 and 3): two light sensors, two wheels, and a wire from each
 * sensor to one wheel. How the wires run is the whole of the vehicle's character.
 *
 * <ol>
 *   <li>The sensors sit at the front corners: {@link #SENSOR_AHEAD}·r ahead of the centre and
 *       {@link #ASIDE}·r to either side ({@code r} is the vehicle's drawing size), on
 *       its heading (+x for a vehicle at rest, as it is drawn).
 *   <li>Each reads the light: {@code reading = Σ 1 / (1 + d² / FALLOFF²)} over the lights,
 *       {@code d} its distance to each: 1 on a light, ½ at {@code FALLOFF} px
 *       ({@link #FALLOFF} by default).
 *   <li>The wiring: <em>straight</em>, the left sensor drives the left wheel; <em>crossed</em>,
 *       the left sensor drives the right wheel. An <em>excitatory</em> wire speeds its wheel up
 *       with the light, {@code speed = maxspeed · reading}; an <em>inhibitory</em> one slows it
 *       down, {@code speed = maxspeed − maxspeed · reading}; both kept between 0 and maxspeed.
 *   <li>The wheels, at the back corners and {@link #axle} apart, give the desired velocity:
 *       the vehicle turns by {@code (left − right) / axle} radians (clockwise on screen, y
 *       pointing down, when the left wheel is faster) and goes at their mean speed,
 *       {@code (left + right) / 2}. So
 *       {@code desired = heading rotated by the turn × the mean speed}; then
 *       {@code steer(desired)}, and update.
 * </ol>
 * The four {@link Wiring}s are Braitenberg's 2a, 2b, 3a and 3b: fear (straight, excitatory:
 * turns away from a light and speeds off), aggression (crossed, excitatory: turns towards it
 * and charges), love (straight, inhibitory: turns towards it and slows to rest beside it) and
 * explorer (crossed, inhibitory: turns away, slowing near it, and moves on to the next). A
 * sketch draws the sensors with {@link #sensor} and shows the numbers with {@link #readings}
 * and {@link #wheelSpeeds}, the code the vehicle drives by.
 */
public final class SensorsAndWheels {

  /** The sensors are this many r ahead of the centre: level with the drawn triangle's tip. */
  public static final float SENSOR_AHEAD = 2;
  /** Sensors and wheels sit this many r to either side: as wide as the triangle's back. */
  public static final float ASIDE = 1;
  /** The wheels are this many r behind the centre: at the triangle's back corners. */
  public static final float WHEEL_BEHIND = 2;
  /** By default a light reads half, at this many pixels, what it reads on top of it. */
  public static final float FALLOFF = 100;

  /** Two numbers, one for each side: the sensors' readings or the wheels' speeds. */
  public record Sides(float left, float right) {
  }

  private SensorsAndWheels() {
  }

  /**
   * Reads the lights, drives the wheels by the wiring and steers by the desired velocity they
   * make (see the class comment). Mutates the vehicle's acceleration; returns the force.
   */
  public static PVector drive(Vehicle v, List<PVector> lights, Wiring wiring, float falloff) {
    Sides wheels = wheelSpeeds(readings(v, lights, falloff), wiring, v.maxspeed);
    return v.steer(desiredVelocity(v, wheels));
  }

  /** The vehicle's heading, a unit vector along its velocity; +x for a vehicle at rest. */
  public static PVector heading(Vehicle v) {
    Check.vehicle("vehicle", v);
    return PVector.fromAngle(v.velocity.heading());
  }

  /**
   * The left ({@code left} true) or right sensor's position: position + heading ×
   * SENSOR_AHEAD·r ∓ the heading turned a quarter turn clockwise × ASIDE·r. A new vector.
   */
  public static PVector sensor(Vehicle v, boolean left) {
    return onTheBody(v, SENSOR_AHEAD, left);
  }

  /** The left or right wheel's position, WHEEL_BEHIND·r behind, for drawing. A new vector. */
  public static PVector wheel(Vehicle v, boolean left) {
    return onTheBody(v, -WHEEL_BEHIND, left);
  }

  /** position + heading × ahead·r ∓ (heading turned clockwise) × ASIDE·r. A new vector. */
  private static PVector onTheBody(Vehicle v, float ahead, boolean left) {
    PVector forward = heading(v);
    PVector right = new PVector(-forward.y, forward.x);   // a quarter turn clockwise on screen
    PVector at = PVector.add(v.position, PVector.mult(forward, ahead * v.r));
    at.add(PVector.mult(right, (left ? -ASIDE : ASIDE) * v.r));
    return at;
  }

  /** What a sensor at {@code at} reads: Σ 1 / (1 + d² / falloff²) over the lights. */
  public static float reading(PVector at, List<PVector> lights, float falloff) {
    Check.vector("sensor", at);
    checkLights(lights);
    Check.positive("falloff", falloff, "the distance at which a light reads half");
    float sum = 0;
    for (PVector light : lights) {
      float d = PVector.dist(at, light);
      sum += 1 / (1 + d * d / (falloff * falloff));
    }
    return sum;
  }

  /** The left and the right sensor's readings. */
  public static Sides readings(Vehicle v, List<PVector> lights, float falloff) {
    return new Sides(reading(sensor(v, true), lights, falloff),
        reading(sensor(v, false), lights, falloff));
  }

  /**
   * One wheel's speed from the reading wired to it: maxspeed · reading (excitatory) or
   * maxspeed − maxspeed · reading (inhibitory), kept between 0 and maxspeed.
   */
  public static float wheelSpeed(float reading, boolean excitatory, float maxspeed) {
    Check.notNegative("reading", reading, "the light a sensor reads");
    Check.notNegative("maxspeed", maxspeed, "the vehicle's top speed");
    float speed = excitatory ? maxspeed * reading : maxspeed - maxspeed * reading;
    return Math.max(0, Math.min(speed, maxspeed));
  }

  /** The wheels' speeds: straight, each sensor drives its own side; crossed, the other side. */
  public static Sides wheelSpeeds(Sides readings, Wiring wiring, float maxspeed) {
    if (readings == null || wiring == null) {
      throw new IllegalArgumentException("readings and wiring must not be null");
    }
    float toLeftWheel = wiring.crossed ? readings.right() : readings.left();
    float toRightWheel = wiring.crossed ? readings.left() : readings.right();
    return new Sides(wheelSpeed(toLeftWheel, wiring.excitatory, maxspeed),
        wheelSpeed(toRightWheel, wiring.excitatory, maxspeed));
  }

  /** The distance between the wheels, in pixels: the width of the drawn triangle, 2r. */
  public static float axle(Vehicle v) {
    Check.vehicle("vehicle", v);
    Check.positive("r", v.r, "the vehicle's drawing size");
    return 2 * ASIDE * v.r;
  }

  /** The turn the wheels make, in radians: (left − right) / axle, clockwise on screen. */
  public static float turn(Vehicle v, Sides wheels) {
    return (wheels.left() - wheels.right()) / axle(v);
  }

  /**
   * desired = heading rotated by (left − right) / axle, × (left + right) / 2: the velocity the
   * two wheels would give the vehicle. A new vector.
   */
  public static PVector desiredVelocity(Vehicle v, Sides wheels) {
    if (wheels == null) {
      throw new IllegalArgumentException("wheels must not be null");
    }
    PVector desired = heading(v);
    desired.rotate(turn(v, wheels));   // the faster wheel pushes that side ahead
    desired.mult((wheels.left() + wheels.right()) / 2);
    return desired;
  }

  private static void checkLights(List<PVector> lights) {
    if (lights == null) {
      throw new IllegalArgumentException("lights must not be null");
    }
    for (int i = 0; i < lights.size(); i++) {
      Check.vector("lights[" + i + "]", lights.get(i));
    }
  }
}
