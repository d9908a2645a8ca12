package steering;

import static org.quicktheories.generators.SourceDSL.doubles;
import static org.quicktheories.generators.SourceDSL.floats;

import org.quicktheories.QuickTheory;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import processing.core.PVector;

/**
 * Random inputs for the property tests (QuickTheories generators). Numbers are drawn mostly
 * from an everyday range, but also exactly zero and as tiny (1e-30 to 1e-20) and as huge (1e20
 * to 1e30) as a float holds comfortably, so the maths meets the extremes where float squares
 * overflow or underflow.
 *
 * <p>The domain, stated honestly: coordinates, velocities, maxspeed and maxforce up to 1e30 in
 * size, and a mass from 1e-3 to 1e3. Then force / mass and every sum of two coordinates stay
 * below Float.MAX_VALUE (3.4e38); beyond that the float arithmetic itself overflows.
 */
final class SteeringArbitraries {

  /**
   * Every property starts from this seed, so a run is repeatable (and CI cannot fail by
   * chance); {@code -Dproperties.seed=N} explores other inputs. A failure prints its seed.
   */
  static final long SEED = Long.getLong("properties.seed", 1999L);

  static final float EVERYDAY = 1000;
  static final double TINY_EXPONENT_LOW = -30;
  static final double TINY_EXPONENT_HIGH = -20;
  static final double HUGE_EXPONENT_LOW = 20;
  static final double HUGE_EXPONENT_HIGH = 30;
  static final double MASS_EXPONENT = 3;

  private SteeringArbitraries() {
  }

  /** A coordinate: everyday mostly, sometimes 0, tiny or huge, of either sign. */
  static Gen<Float> coordinate() {
    return Generate.frequency(
        Pair.of(6, everydayCoordinate()),
        Pair.of(1, Generate.constant(0f)),
        Pair.of(1, signed(powerOfTen(TINY_EXPONENT_LOW, TINY_EXPONENT_HIGH))),
        Pair.of(1, signed(powerOfTen(HUGE_EXPONENT_LOW, HUGE_EXPONENT_HIGH))));
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

  /** A limit (maxspeed, maxforce): 0, or anywhere from 1e-30 to 1e30, everyday values often. */
  static Gen<Float> limit() {
    return Generate.frequency(
        Pair.of(1, Generate.constant(0f)),
        Pair.of(4, floats().between(0.01f, 50)),
        Pair.of(2, powerOfTen(-30, 30)));
  }

  static Gen<Float> mass() {
    return powerOfTen(-MASS_EXPONENT, MASS_EXPONENT);
  }

  /** A slowing radius: everyday, tiny or huge, always greater than 0. */
  static Gen<Float> radius() {
    return Generate.frequency(
        Pair.of(4, floats().between(1, 500)),
        Pair.of(2, powerOfTen(-30, 30)));
  }

  /** A vehicle anywhere, already moving with any velocity, with any limits and mass. */
  static Gen<Start> start() {
    return point().zip(point(), limit(), limit(), mass(), Start::new);
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

  /** 10^e for e uniform in [low, high]: spreads values evenly over the orders of magnitude. */
  static Gen<Float> powerOfTen(double low, double high) {
    return doubles().between(low, high).map(e -> (float) Math.pow(10, e));
  }

  private static Gen<Float> signed(Gen<Float> magnitude) {
    return magnitude.zip(Generate.booleans(), (m, negative) -> negative ? -m : m);
  }

  /** QuickTheories' entry point, from {@link #SEED}. */
  static QuickTheory properties() {
    return QuickTheory.qt().withFixedSeed(SEED);
  }
}
