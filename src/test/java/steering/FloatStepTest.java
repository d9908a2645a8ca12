package steering;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * steer() and update() work out everyday steps in float locals (SteerStep, EulerStep) and leave
 * the rest to the careful path of PVector calls, SafeVector and checks. Both paths must give the
 * same bits, a refused fast step must change nothing, and a subclass's own applyForce must
 * still be called.
 */
@DisplayName("The float fast paths of steer and update: same bits as the careful path")
class FloatStepTest {

  static final int CASES = 20_000;

  /** A vehicle whose applyForce is Mover's, but overridden: steer takes the careful path. */
  static final class Careful extends Vehicle {
    Careful(float x, float y) {
      super(x, y);
    }

    @Override
    public void applyForce(PVector force) {
      super.applyForce(force);
    }
  }

  @Test
  @DisplayName("a subclass's applyForce is what steer calls (the mass exercise's vehicle)")
  void overriddenApplyForceIsCalled() {
    int[] calls = {0};
    Vehicle v = new Vehicle(0, 0) {
      @Override
      public void applyForce(PVector force) {
        calls[0]++;
        acceleration.add(force);   // ignores the mass
      }
    };
    v.mass = 2;
    v.seek(new PVector(3, 4));
    // desired = (3,4)/5 · 4 = (2.4, 3.2); force = desired − 0, |.| = 4 > 0.1, so
    // (0.6, 0.8) · 0.1 = (0.06, 0.08), added whole (Mover's would give (0.03, 0.04))
    assertEquals(1, calls[0], "applyForce calls");
    assertEquals(0.06f, v.acceleration.x, 1e-7f);
    assertEquals(0.08f, v.acceleration.y, 1e-7f);
  }

  @Test
  @DisplayName("seek, arrive and weighted steer, fast and careful, from everyday to extreme values")
  void steerFastEqualsCareful() {
    Random random = new Random(11);
    for (int i = 0; i < CASES; i++) {
      Vehicle fast = new Vehicle(0, 0);
      Vehicle careful = new Careful(0, 0);
      float[] state = new float[9];
      for (int k = 0; k < state.length; k++) {
        state[k] = anyValue(random);
      }
      for (Vehicle v : new Vehicle[] {fast, careful}) {
        v.position.set(state[0], state[1]);
        v.velocity.set(state[2], state[3]);
        v.maxspeed = Math.abs(state[4]);
        v.maxforce = Math.abs(state[5]);
        v.mass = Math.abs(state[6]) + Float.MIN_VALUE;
      }
      PVector target = new PVector(state[7], state[8]);
      float weight = Math.abs(anyValue(random));
      String fastResult = outcome(fast, target, weight, i);
      String carefulResult = outcome(careful, target, weight, i);
      assertEquals(carefulResult, fastResult, "case " + i);
    }
  }

  /** Seek, arrive (radius 100) and a weighted steer, then update; every field's bits or the error. */
  static String outcome(Vehicle v, PVector target, float weight, int i) {
    StringBuilder out = new StringBuilder();
    Runnable[] steps = {
        () -> v.seek(target),
        () -> v.arrive(target, 100),
        () -> v.steer(new PVector(target.y, target.x), weight),
        v::update
    };
    for (Runnable step : steps) {
      try {
        step.run();
        out.append("ok");
      } catch (IllegalArgumentException | IllegalStateException e) {
        out.append(e.getMessage());
      }
      for (PVector p : new PVector[] {v.position, v.velocity, v.acceleration, v.desired,
          v.steering}) {
        out.append(' ').append(Float.floatToIntBits(p.x)).append(',')
            .append(Float.floatToIntBits(p.y)).append(',').append(Float.floatToIntBits(p.z));
      }
      out.append('\n');
    }
    return out.toString();
  }

  @Test
  @DisplayName("update: the float step, when it runs, equals PVector's add, limit, add")
  void updateFastEqualsPVectorSteps() {
    Random random = new Random(12);
    int fastSteps = 0;
    for (int i = 0; i < CASES; i++) {
      Mover m = new Mover(anyValue(random), anyValue(random));
      m.velocity.set(anyValue(random), anyValue(random));
      m.acceleration.set(anyValue(random), anyValue(random));
      m.maxspeed = Math.abs(anyValue(random));
      float dt = Math.abs(anyValue(random)) + Float.MIN_VALUE;
      PVector position = m.position.copy();
      PVector velocity = new SafeVector(m.velocity.x, m.velocity.y);
      PVector acceleration = m.acceleration.copy();
      boolean fitsFloat = EulerStep.fitsFloat(m, dt);
      if (EulerStep.tryInFloats(m, dt)) {
        fastSteps++;
        assertEquals(true, fitsFloat, "the float step runs only where fitsFloat allows");
        velocity.add(acceleration.x * dt, acceleration.y * dt);   // Mover.update's own lines
        velocity.limit(m.maxspeed);
        position.add(velocity.x * dt, velocity.y * dt);
        assertBits(velocity, m.velocity, "velocity, case " + i);
        assertBits(position, m.position, "position, case " + i);
        assertBits(new PVector(), m.acceleration, "acceleration, case " + i);
      } else {
        assertBits(velocity, m.velocity, "refused: velocity unchanged, case " + i);
        assertBits(position, m.position, "refused: position unchanged, case " + i);
        assertBits(acceleration, m.acceleration, "refused: acceleration unchanged, case " + i);
      }
    }
    assertEquals(true, fastSteps > CASES / 10, fastSteps + " fast steps: too few to compare");
  }

  static void assertBits(PVector expected, PVector actual, String what) {
    assertEquals(Float.floatToIntBits(expected.x) + "," + Float.floatToIntBits(expected.y) + ","
        + Float.floatToIntBits(expected.z), Float.floatToIntBits(actual.x) + ","
        + Float.floatToIntBits(actual.y) + "," + Float.floatToIntBits(actual.z),
        what + ": expected " + expected + ", was " + actual);
  }

  /** Everyday numbers mostly; zeros, tiny, huge and near-overflow ones now and then. */
  static float anyValue(Random random) {
    float sign = random.nextBoolean() ? 1 : -1;
    switch (random.nextInt(8)) {
      case 0:
        return 0;
      case 1:
        return sign * random.nextFloat() * 1e-20f;
      case 2:
        return sign * random.nextFloat() * 1e20f;
      case 3:
        return sign * random.nextFloat() * Float.MAX_VALUE;
      default:
        return sign * random.nextFloat() * 10;
    }
  }
}
