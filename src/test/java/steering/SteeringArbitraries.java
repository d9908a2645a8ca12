package steering;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import processing.core.PVector;

/**
 * Random inputs for the property tests. Numbers are drawn mostly from an everyday range, but
 * also exactly zero and as tiny (1e-30 to 1e-20) and as huge (1e20 to 1e30) as a float holds
 * comfortably, so the maths meets the extremes where float squares overflow or underflow.
 *
 * <p>The domain, stated honestly: coordinates, velocities, maxspeed and maxforce up to 1e30 in
 * size, and a mass from 1e-3 to 1e3. Then force / mass and every sum of two coordinates stay
 * below Float.MAX_VALUE (3.4e38); beyond that the float arithmetic itself overflows.
 */
final class SteeringArbitraries {

  static final float EVERYDAY = 1000;
  static final double TINY_EXPONENT_LOW = -30;
  static final double TINY_EXPONENT_HIGH = -20;
  static final double HUGE_EXPONENT_LOW = 20;
  static final double HUGE_EXPONENT_HIGH = 30;
  static final double MASS_EXPONENT = 3;

  private SteeringArbitraries() {
  }

  /** A coordinate: everyday mostly, sometimes 0, tiny or huge, of either sign. */
  static Arbitrary<Float> coordinate() {
    return Arbitraries.frequencyOf(
        Tuple.of(6, Arbitraries.floats().between(-EVERYDAY, EVERYDAY)),
        Tuple.of(1, Arbitraries.just(0f)),
        Tuple.of(1, signed(powerOfTen(TINY_EXPONENT_LOW, TINY_EXPONENT_HIGH))),
        Tuple.of(1, signed(powerOfTen(HUGE_EXPONENT_LOW, HUGE_EXPONENT_HIGH))));
  }

  /** Coordinates no larger than the everyday range (for checks of geometry, not of overflow). */
  static Arbitrary<Float> everydayCoordinate() {
    return Arbitraries.floats().between(-EVERYDAY, EVERYDAY);
  }

  static Arbitrary<PVector> point() {
    return Combinators.combine(coordinate(), coordinate()).as(PVector::new);
  }

  /** A limit (maxspeed, maxforce): 0, or anywhere from 1e-30 to 1e30, everyday values often. */
  static Arbitrary<Float> limit() {
    return Arbitraries.frequencyOf(
        Tuple.of(1, Arbitraries.just(0f)),
        Tuple.of(4, Arbitraries.floats().between(0.01f, 50)),
        Tuple.of(2, powerOfTen(-30, 30)));
  }

  static Arbitrary<Float> mass() {
    return powerOfTen(-MASS_EXPONENT, MASS_EXPONENT);
  }

  /** A slowing radius: everyday, tiny or huge, always greater than 0. */
  static Arbitrary<Float> radius() {
    return Arbitraries.frequencyOf(
        Tuple.of(4, Arbitraries.floats().between(1, 500)),
        Tuple.of(2, powerOfTen(-30, 30)));
  }

  /** A vehicle anywhere, already moving with any velocity, with any limits and mass. */
  static Arbitrary<Start> start() {
    return Combinators.combine(point(), point(), limit(), limit(), mass()).as(Start::new);
  }

  /** How a random vehicle starts; a record, so a failing property prints it readably. */
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
  static Arbitrary<Float> powerOfTen(double low, double high) {
    return Arbitraries.doubles().between(low, high).map(e -> (float) Math.pow(10, e));
  }

  private static Arbitrary<Float> signed(Arbitrary<Float> magnitude) {
    return Combinators.combine(magnitude, Arbitraries.of(1f, -1f)).as((m, s) -> m * s);
  }
}
