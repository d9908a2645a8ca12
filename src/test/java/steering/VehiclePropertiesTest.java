package steering;

import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.Limits.assertLength;
import static steering.Limits.assertWithin;
import static steering.VectorAssert.assertAllFinite;

/**
 * Properties of seek, arrive and update over random vehicles and targets, over the whole range
 * the library accepts (see {@link SteeringArbitraries}): nothing ever becomes NaN or infinite,
 * no steering force exceeds maxforce and no speed after update() exceeds maxspeed; a call whose
 * result would not fit a float is refused and changes nothing. A falsified
 * property reports the smallest input it could shrink to.
 */
class VehiclePropertiesTest {

  /** Frames each example runs: enough to turn, overshoot and come back. */
  static final int FRAMES = 20;
  static final int EXAMPLES = 300;

  @Test
  void seekStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), SteeringArbitraries.point())
        .checkAssert((start, target) -> {
          Vehicle v = start.vehicle();
          for (int frame = 0; frame < FRAMES; frame++) {
            stepSanely(v, () -> v.seek(target), frame);
          }
        });
  }

  @Test
  void arriveStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), SteeringArbitraries.point(),
            SteeringArbitraries.radius())
        .checkAssert((start, target, slowingRadius) -> {
          Vehicle v = start.vehicle();
          for (int frame = 0; frame < FRAMES; frame++) {
            stepSanely(v, () -> v.arrive(target, slowingRadius), frame);
          }
        });
  }

  @Test
  void seekWithoutSteeringMovesAtMostAtMaxspeed() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), SteeringArbitraries.point())
        .checkAssert((start, target) -> {
          Vehicle v = start.vehicle();
          if (Refusals.attempt(v, () -> v.seekWithoutSteering(target))
              && Refusals.attempt(v, v::update)) {
            assertAllFinite(v);
            assertWithin(v.velocity, v.maxspeed, "speed");
          }
        });
  }

  /** The seek formula's desired velocity: maxspeed long, pointing straight at the target. */
  @Test
  void seekDesiresMaxspeedStraightAtTheTarget() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), SteeringArbitraries.point())
        .checkAssert((start, target) -> {
          Vehicle v = start.vehicle();
          PVector offset = PVector.sub(target, v.position);
          if (!Refusals.attempt(v, () -> v.seek(target))) {
            return;
          }
          if (offset.x == 0 && offset.y == 0) {
            assertTrue(v.desired.x == 0 && v.desired.y == 0, "on the target nothing is desired");
            return;
          }
          if (Limits.length(offset) < Limits.MEASURABLE) {
            return;   // too close for PVector to measure the way: only finite is promised
          }
          assertLength(v.maxspeed, v.desired, "desired velocity");
          if (v.maxspeed >= Float.MIN_NORMAL) {   // denormal lengths have too few digits
            assertSameDirection(offset, v.desired, "desired velocity");
          }
        });
  }

  /** The speed limit scales a velocity down along its own direction; it never stops it. */
  @Test
  void updateLimitsAnyVelocityToMaxspeedKeepingItsDirection() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start())
        .checkAssert(start -> {
          Vehicle v = start.vehicle();
          PVector before = v.velocity.copy();
          if (!Refusals.attempt(v, v::update)) {
            return;
          }
          assertAllFinite(v);
          if (Limits.length(before) < Limits.MEASURABLE) {
            Limits.assertWithin(v.velocity, v.maxspeed, "too slow to measure: within");
          } else if (Limits.length(before) > v.maxspeed) {
            assertLength(v.maxspeed, v.velocity, "limited velocity");
            if (v.maxspeed >= Float.MIN_NORMAL) {   // denormal lengths have too few digits
              assertSameDirection(before, v.velocity, "limited velocity");
            }
          } else {
            assertTrue(before.equals(v.velocity), "a velocity within the limit is kept: "
                + before + " became " + v.velocity);
          }
        });
  }

  /**
   * One frame: the behavior, then update(). Each either goes through (then everything is
   * finite, the force within maxforce, the speed within maxspeed) or is refused, changing
   * nothing ({@link Refusals}).
   */
  static void stepSanely(Vehicle v, Supplier<PVector> behavior, int frame) {
    PVector[] force = new PVector[1];
    if (Refusals.attempt(v, () -> force[0] = behavior.get())) {
      assertSane(v, force[0], frame);
    } else {
      updateSanely(v, frame);
    }
  }

  /** After a behavior that went through: finite, force within maxforce; then an update. */
  static void assertSane(Vehicle v, PVector force, int frame) {
    assertAllFinite(v);
    assertWithin(force, v.maxforce, "frame " + frame + " steering force");
    updateSanely(v, frame);
  }

  /** update(): finite and within maxspeed, or refused, changing nothing. */
  static void updateSanely(Vehicle v, int frame) {
    if (Refusals.attempt(v, v::update)) {
      assertAllFinite(v);
      assertWithin(v.velocity, v.maxspeed, "frame " + frame + " speed");
    }
  }

  /** Unit vectors of a and b agree to 1e-5 (each rounded to float once or twice). */
  static void assertSameDirection(PVector a, PVector b, String what) {
    double la = Limits.length(a);
    double lb = Limits.length(b);
    double dx = a.x / la - b.x / lb;
    double dy = a.y / la - b.y / lb;
    assertTrue(Math.hypot(dx, dy) <= 1e-5, what + " " + b + " does not point along " + a);
  }
}
