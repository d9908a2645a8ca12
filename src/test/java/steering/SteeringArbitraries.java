package steering;

import org.quicktheories.QuickTheory;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import processing.core.PVector;
import static org.quicktheories.generators.SourceDSL.doubles;
import static org.quicktheories.generators.SourceDSL.floats;

/**
 * Random inputs for the property tests (QuickTheories generators), over the whole range the
 * library accepts. Numbers are drawn mostly from an everyday range, but also exactly zero, as
 * tiny as a float holds (down to the denormal 1.4e-45) and as huge as a vehicle takes
 * ({@link Check#LARGEST}, 1e18), so the maths meets the extremes where float squares, quotients
 * and sums underflow or grow large; masses and time steps go up to Float.MAX_VALUE.
 *
 * <p>The accepted range: coordinates, velocities, maxspeed and maxforce within ±1e18; any
 * positive finite mass (denormals included); any positive finite dt; path points within
 * ±{@link Path#MAX_COORDINATE}. A call whose result would leave that range is refused, changing
 * nothing ({@link Refusals}): the properties hold for every call that goes through.
 */
final class SteeringArbitraries {

  /**
   * Every property starts from this seed, so a run is repeatable (and CI cannot fail by
   * chance); {@code -Dproperties.seed=N} explores other inputs. A failure prints its seed.
   */
  static final long SEED = Long.getLong("properties.seed", 1999L);

  static final float EVERYDAY = 1000;
  /** log10 of the smallest positive float, the denormal 1.4e-45. */
  static final double SMALLEST_EXPONENT = Math.log10(Float.MIN_VALUE);
  /** log10 of Float.MAX_VALUE, 3.4e38. */
  static final double LARGEST_EXPONENT = Math.log10(Float.MAX_VALUE);
  /** log10 of the largest coordinate or limit a vehicle takes, 1e18. */
  static final double VEHICLE_EXPONENT = Math.log10(Check.LARGEST);
  /** Tiny numbers go up to 1e-20 and huge ones start at 1e10: where float squares misbehave. */
  static final double TINY_EXPONENT_HIGH = -20;
  static final double HUGE_EXPONENT_LOW = 10;
  /** A path's huge coordinates: from 1e10 up to its limit, 1e18. */
  static final double PATH_HUGE_EXPONENT_LOW = 10;

  private SteeringArbitraries() {
  }

  /** A coordinate: everyday mostly, sometimes 0, tiny or huge, of either sign. */
  static Gen<Float> coordinate() {
    return Generate.frequency(
        Pair.of(6, everydayCoordinate()),
        Pair.of(1, Generate.constant(0f)),
        Pair.of(1, signed(powerOfTen(SMALLEST_EXPONENT, TINY_EXPONENT_HIGH))),
        Pair.of(1, signed(powerOfTen(HUGE_EXPONENT_LOW, VEHICLE_EXPONENT))));
  }

  /** A path's coordinate: everyday mostly, sometimes 0, tiny or huge up to ±1e18. */
  static Gen<Float> pathCoordinate() {
    return Generate.frequency(
        Pair.of(6, everydayCoordinate()),
        Pair.of(1, Generate.constant(0f)),
        Pair.of(1, signed(powerOfTen(SMALLEST_EXPONENT, TINY_EXPONENT_HIGH))),
        Pair.of(1, signed(powerOfTen(PATH_HUGE_EXPONENT_LOW, Math.log10(Path.MAX_COORDINATE)))));
  }

  static Gen<PVector> pathPoint() {
    return pathCoordinate().zip(pathCoordinate(), PVector::new);
  }

  /** Coordinates no larger than the everyday range (for checks of geometry, not of overflow). */
  static Gen<Float> everydayCoordinate() {
    return floats().between(-EVERYDAY, EVERYDAY);
  }

  static Gen<PVector> point() {
    return coordinate().zip(coordinate(), PVector::new);
  }

  static Gen<PVector> everydayPoint() {
    return everydayCoordinate().zip(everydayCoordinate(), PVector::new);
  }

  /** A limit (maxspeed, maxforce): 0, or anywhere from 1.4e-45 to 1e18, everyday often. */
  static Gen<Float> limit() {
    return Generate.frequency(
        Pair.of(1, Generate.constant(0f)),
        Pair.of(4, floats().between(0.01f, 50)),
        Pair.of(2, powerOfTen(SMALLEST_EXPONENT, VEHICLE_EXPONENT)));
  }

  /** A mass: everyday often, otherwise anywhere from the denormal 1.4e-45 to 3.4e38. */
  static Gen<Float> mass() {
    return Generate.frequency(
        Pair.of(2, floats().between(0.1f, 10)),
        Pair.of(2, positive()));
  }

  /** A time step: everyday often, otherwise anywhere from 1.4e-45 to 3.4e38. */
  static Gen<Float> dt() {
    return Generate.frequency(
        Pair.of(2, floats().between(0.05f, 4)),
        Pair.of(1, positive()));
  }

  /** A slowing radius: everyday, tiny or huge, always greater than 0. */
  static Gen<Float> radius() {
    return Generate.frequency(
        Pair.of(4, floats().between(1, 500)),
        Pair.of(2, positive()));
  }

  /** Any positive finite float, spread evenly over the orders of magnitude. */
  static Gen<Float> positive() {
    return powerOfTen(SMALLEST_EXPONENT, LARGEST_EXPONENT);
  }

  /** A vehicle anywhere, already moving with any velocity, with any limits and mass. */
  static Gen<Start> start() {
    return point().zip(point(), limit(), limit(), mass(), (position, velocity, speed, force,
        mass) -> new Start(position, velocity, speed, force, massFor(force, mass)));
  }

  /**
   * The mass, raised where needed so that maxforce / mass stays within {@link Check#LARGEST}:
   * a vehicle whose largest acceleration overflows is refused at the door, so a property about
   * what vehicles do starts from one that is accepted.
   */
  static float massFor(float maxforce, float mass) {
    return Math.max(mass, maxforce / Check.LARGEST * 2);
  }

  /** How a random vehicle starts; a record, so a falsified property prints it readably. */
  record Start(PVector position, PVector velocity, float maxspeed, float maxforce, float mass) {

    Vehicle vehicle() {
      Vehicle v = new Vehicle(position.x, position.y);
      v.velocity.set(velocity);
      v.maxspeed = maxspeed;
      v.maxforce = maxforce;
      v.mass = mass;
      return v;
    }
  }

  /**
   * 10^e for e uniform in [low, high]: spreads values evenly over the orders of magnitude,
   * kept within the positive finite floats (rounding at either end could give 0 or infinity).
   */
  static Gen<Float> powerOfTen(double low, double high) {
    return doubles().between(low, high).map(e -> Math.min(Float.MAX_VALUE,
        Math.max(Float.MIN_VALUE, (float) Math.pow(10, e))));
  }

  private static Gen<Float> signed(Gen<Float> magnitude) {
    return magnitude.zip(Generate.booleans(), (m, negative) -> negative ? -m : m);
  }

  /** QuickTheories' entry point, from {@link #SEED}. */
  static QuickTheory properties() {
    return QuickTheory.qt().withFixedSeed(SEED);
  }
}
