package steering;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * seek, arrive, steer and update try a float path first (DesiredInFloats, SteerStep,
 * EulerStep) and take their careful path on any doubt. On seeded random vehicles whose fields
 * a sketch has set to anything (NaN, infinities, negative limits, a zero or denormal mass, null
 * vectors, huge and tiny values, a target at the position), the two must agree: the same bits
 * in every field, or the same refusal (exception type and message) with nothing changed.
 */
@DisplayName("Float paths against careful paths, on hostile vehicles")
class FastPathHostileTest {

  static final int CASES = 20_000;

  /** Overrides applyForce: every float path of seek, arrive and steer is declined. */
  static final class Careful extends Vehicle {
    Careful() {
      super(0, 0);
    }

    @Override
    public void applyForce(PVector force) {
      super.applyForce(force);
    }
  }

  /** Overrides steer and counts its calls: seek's checks must not stand in for its own. */
  static final class OwnSteer extends Vehicle {
    int steerCalls;

    OwnSteer() {
      super(0, 0);
    }

    @Override
    public PVector steer(PVector desired, float weight) {
      steerCalls++;
      return super.steer(desired, weight);
    }
  }

  @Test
  @DisplayName("seek, arrive, steer, weighted seek and update: same bits or same refusal")
  void behaviorsAgreeWithCarefulPaths() {
    Random random = new Random(21);
    int fastSeeks = 0;
    int refusals = 0;
    int steerCalls = 0;
    for (int i = 0; i < CASES; i++) {
      float[] state = new float[14];
      for (int k = 0; k < state.length; k++) {
        state[k] = sometimesHostile(random, k < 8 || k > 10);   // limits (8 to 10) everyday > 0
      }
      int nulls = random.nextInt(40) == 0 ? 1 << random.nextInt(3) : 0;   // now and then a null
      Vehicle plain = set(new Vehicle(0, 0), state, nulls);
      Vehicle careful = set(new Careful(), state, nulls);
      OwnSteer own = (OwnSteer) set(new OwnSteer(), state, nulls);
      PVector target = random.nextInt(20) == 0 ? null
          : random.nextInt(10) == 0 ? plain.position == null ? new PVector() : plain.position.copy()
          : new PVector(state[11], state[12]);
      float radius = state[13];
      if (DesiredInFloats.seek(set(new Vehicle(0, 0), state, nulls), target)) {
        fastSeeks++;
      }
      String expected = outcome(careful, target, radius);
      assertEquals(expected, outcome(plain, target, radius), "plain vehicle, case " + i);
      assertEquals(expected, outcome(own, target, radius), "own steer, case " + i);
      refusals += expected.contains("Exception") ? 1 : 0;
      steerCalls += own.steerCalls;
    }
    assertTrue(fastSeeks > CASES / 10, fastSeeks + " float seeks: too few to compare");
    assertTrue(refusals > CASES / 10, refusals + " refusals: too few to compare");
    assertTrue(steerCalls > 2 * CASES, steerCalls + " calls of the overriding steer");
  }

  @Test
  @DisplayName("the steer override is called by every seek and arrive that gets that far")
  void ownSteerIsCalled() {
    OwnSteer own = new OwnSteer();
    own.seek(new PVector(30, 40));
    own.arrive(new PVector(30, 40), 100);
    own.update();
    own.seek(new PVector(30, 40));
    assertEquals(3, own.steerCalls);
    // first seek: desired = (30,40)/50 · 4 = (2.4, 3.2); force (2.4, 3.2) limited to 0.1 is
    // (0.06, 0.08); arrive, same step: d = 50 < 100, desired = (0.6, 0.8) · 4 · 0.5 = (1.2, 1.6),
    // force = (1.2, 1.6) limited to (0.06, 0.08); acceleration (0.12, 0.16) = velocity after update
    assertEquals(0.12f, own.velocity.x, 1e-6f);
    assertEquals(0.16f, own.velocity.y, 1e-6f);
  }

  @Test
  @DisplayName("update(dt): same bits as its careful lines, or the same refusal, nothing changed")
  void updateAgreesWithCarefulLines() {
    Random random = new Random(22);
    int fast = 0;
    for (int i = 0; i < CASES; i++) {
      float[] state = new float[14];
      for (int k = 0; k < state.length; k++) {
        state[k] = sometimesHostile(random, k < 8 || k > 10);   // limits (8 to 10) everyday > 0
      }
      int nulls = random.nextInt(40) == 0 ? 1 << random.nextInt(3) : 0;
      float dt = random.nextInt(5) == 0 ? sometimesHostile(random, false) : 1;
      Vehicle v = set(new Vehicle(0, 0), state, nulls);
      Vehicle reference = set(new Vehicle(0, 0), state, nulls);
      if (EulerStep.tryInFloats(set(new Vehicle(0, 0), state, nulls), dt)) {
        fast++;
      }
      String expected = step(reference, () -> carefulUpdate(reference, dt));
      assertEquals(expected, step(v, () -> v.update(dt)), "case " + i);
    }
    assertTrue(fast > CASES / 10, fast + " float steps: too few to compare");
  }

  /** Mover.update(dt)'s checks and careful lines, without its float path. */
  static void carefulUpdate(Vehicle m, float dt) {
    Check.positive("dt", dt, "the time step in frames");
    Check.state(m);
    if (!EulerStep.fitsFloat(m, dt)) {
      EulerStep.stepInDouble(m, dt);
      return;
    }
    m.velocity.add(m.acceleration.x * dt, m.acceleration.y * dt);
    m.velocity.limit(m.maxspeed);
    m.position.add(m.velocity.x * dt, m.velocity.y * dt);
    m.acceleration.set(0, 0);
  }

  /** A vehicle with the given fields; bit k of {@code nulls} (k &lt; 3) nulls a vector. */
  static Vehicle set(Vehicle v, float[] s, int nulls) {
    v.position.set(s[0], s[1]);
    v.velocity.set(s[2], s[3]);
    v.acceleration.set(s[4], s[5]);
    v.steering.set(s[6], s[7]);
    v.maxspeed = s[8];
    v.maxforce = s[9];
    v.mass = s[10];
    v.position = (nulls & 1) != 0 ? null : v.position;
    v.velocity = (nulls & 2) != 0 ? null : v.velocity;
    v.acceleration = (nulls & 4) != 0 ? null : v.acceleration;
    return v;
  }

  /** The behaviors in turn, each followed by the vehicle's fields, bit for bit. */
  static String outcome(Vehicle v, PVector target, float radius) {
    return step(v, () -> v.seek(target))
        + step(v, () -> v.arrive(target, radius))
        + step(v, () -> v.steer(target == null ? null : new PVector(target.y, target.x), radius))
        + step(v, () -> v.seek(target, Math.abs(radius)))
        + step(v, v::update)
        + step(v, () -> v.seek(target))
        + step(v, v::update);
  }

  /** Runs one call; its result, then every field's bits. */
  static String step(Vehicle v, Runnable call) {
    StringBuilder out = new StringBuilder();
    try {
      call.run();
      out.append("ok");
    } catch (IllegalArgumentException | IllegalStateException e) {
      out.append(e.getClass().getSimpleName()).append(": ").append(e.getMessage());
    }
    for (PVector p : new PVector[] {v.position, v.velocity, v.acceleration, v.desired,
        v.steering}) {
      out.append(' ').append(p == null ? "null" : Float.floatToIntBits(p.x) + ","
          + Float.floatToIntBits(p.y) + "," + Float.floatToIntBits(p.z));
    }
    out.append(' ').append(Float.floatToIntBits(v.maxspeed)).append(',')
        .append(Float.floatToIntBits(v.maxforce)).append(',')
        .append(Float.floatToIntBits(v.mass)).append('\n');
    return out.toString();
  }

  /**
   * Everyday values (signed, or else above 0) 19 times in 20; otherwise NaN, ±∞, ±0, denormal,
   * tiny or huge, of either sign.
   */
  static float sometimesHostile(Random random, boolean signed) {
    float sign = random.nextBoolean() ? 1 : -1;
    if (random.nextInt(20) != 0) {
      return signed ? sign * random.nextFloat() * 500 : 0.01f + random.nextFloat() * 6;
    }
    switch (random.nextInt(9)) {
      case 0:
        return Float.NaN;
      case 1:
        return sign * Float.POSITIVE_INFINITY;
      case 2:
        return sign * 0f;
      case 3:
        return sign * Float.MIN_VALUE;
      case 4:
        return sign * random.nextFloat() * 1e-20f;
      case 5:
        return sign * random.nextFloat() * 1e20f;
      case 6:
        return sign * Float.MAX_VALUE;
      case 7:
        return sign * random.nextFloat() * 1e37f;
      default:
        return sign * random.nextFloat() * Float.MAX_VALUE;
    }
  }
}
