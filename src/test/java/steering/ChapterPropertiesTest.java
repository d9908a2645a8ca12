package steering;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.generators.SourceDSL.floats;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;
import static steering.Limits.assertLength;
import static steering.VectorAssert.assertFinite;
import static steering.VehiclePropertiesTest.EXAMPLES;
import static steering.VehiclePropertiesTest.FRAMES;
import static steering.VehiclePropertiesTest.assertSane;
import static steering.VehiclePropertiesTest.stepSanely;
import static steering.VehiclePropertiesTest.updateSanely;

/**
 * Properties of flee, pursue, evade, wander, stayWithin and follow(FlowField) over random
 * vehicles (see {@link SteeringArbitraries} for the ranges, huge and tiny included): nothing
 * becomes NaN or infinite, no force exceeds maxforce, no speed after update() exceeds maxspeed,
 * and each behavior's desired velocity has the length its formula gives.
 */
class ChapterPropertiesTest {

  /** A fixed look-ahead: 0, everyday, or anywhere from 1e-30 to 1e30 frames. */
  static Gen<Float> frames() {
    return Generate.frequency(
        Pair.of(1, Generate.constant(0f)),
        Pair.of(3, floats().between(0, 100)),
        Pair.of(2, SteeringArbitraries.powerOfTen(-30, 30)));
  }

  /** A vehicle at an everyday position (for geometry checks), with any velocity and limits. */
  static Gen<SteeringArbitraries.Start> everydayStart() {
    return SteeringArbitraries.everydayPoint().zip(SteeringArbitraries.point(),
        SteeringArbitraries.limit(), SteeringArbitraries.limit(), SteeringArbitraries.mass(),
        SteeringArbitraries.Start::new);
  }

  /** Walls anywhere in the everyday range, 1 to 1000 px wide and high, margin below half. */
  static Gen<Walls> walls() {
    Gen<Float> size = floats().between(1, 1000);
    return SteeringArbitraries.everydayPoint().zip(size, size, floats().between(0, 0.49f),
        (corner, width, height, share) -> new Walls(corner.x, corner.y, corner.x + width,
            corner.y + height, share * Math.min(width, height)));
  }

  @Test
  void fleeStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), SteeringArbitraries.point(),
            SteeringArbitraries.radius())
        .checkAssert((start, target, panicDistance) -> {
          Vehicle v = start.vehicle();
          Vehicle panicky = start.vehicle();
          for (int frame = 0; frame < FRAMES; frame++) {
            stepSanely(v, () -> v.flee(target), frame);
            stepSanely(panicky, () -> panicky.flee(target, panicDistance), frame);
          }
        });
  }

  @Test
  void pursueAndEvadeStayFiniteAndWithinTheirLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), SteeringArbitraries.start(), frames())
        .checkAssert((start, other, frames) -> {
          Vehicle quarry = other.vehicle();
          Vehicle[] chasers = {start.vehicle(), start.vehicle(), start.vehicle(), start.vehicle()};
          for (int frame = 0; frame < FRAMES; frame++) {
            if (!Refusals.attempt(chasers[0], () -> Pursuit.lookAhead(chasers[0], quarry))) {
              return;   // a vehicle whose forces could overflow: refused, nothing changed
            }
            float lookAhead = Pursuit.lookAhead(chasers[0], quarry);
            assertTrue(lookAhead >= 0 && Float.isFinite(lookAhead), "T " + lookAhead);
            assertFinite(Pursuit.futurePosition(chasers[0], quarry), "future position");
            stepSanely(chasers[0], () -> chasers[0].pursue(quarry), frame);
            stepSanely(chasers[1], () -> chasers[1].pursue(quarry, frames), frame);
            stepSanely(chasers[2], () -> chasers[2].evade(quarry), frame);
            stepSanely(chasers[3], () -> chasers[3].evade(quarry, frames), frame);
            quarry.update();
          }
        });
  }

  @Test
  void wanderStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), longs().all())
        .checkAssert((start, seed) -> {
          Vehicle v = start.vehicle();
          v.wanderWith(new Random(seed));
          for (int frame = 0; frame < FRAMES; frame++) {
            stepSanely(v, () -> v.wander(), frame);
            assertFinite(v.wanderState().center(), "centre");
            assertFinite(v.wanderState().target(), "target");
          }
        });
  }

  /** Centre WANDER_DISTANCE ahead along the velocity, target WANDER_RADIUS from the centre. */
  @Test
  void wanderTargetLiesOnTheCircleAhead() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(everydayStart(), longs().all())
        .checkAssert((start, seed) -> {
          Vehicle v = start.vehicle();
          v.wanderWith(new Random(seed));
          for (int frame = 0; frame < FRAMES; frame++) {
            PVector heading = v.velocity.copy();
            PVector position = v.position.copy();
            if (!Refusals.attempt(v, v::wander)) {
              return;   // a vehicle whose forces could overflow: refused, nothing changed
            }
            Wander w = v.wanderState();
            PVector ahead = PVector.sub(w.center(), position);
            // a few float roundings of coordinates as large as the position
            double tolerance = 1e-6 * (Limits.length(position) + Wander.WANDER_DISTANCE);
            assertEquals(Wander.WANDER_DISTANCE, Limits.length(ahead), tolerance, "centre ahead");
            assertEquals(Wander.WANDER_RADIUS, Limits.length(PVector.sub(w.target(), w.center())),
                tolerance, "radius");
            assertTrue(Math.abs(w.angle()) <= Math.PI, "angle " + w.angle());
            if (Limits.length(heading) > 0) {
              double unit = Wander.WANDER_DISTANCE / Limits.length(heading);
              assertEquals(heading.x * unit, ahead.x, tolerance, "centre along the velocity, x");
              assertEquals(heading.y * unit, ahead.y, tolerance, "centre along the velocity, y");
            }
            v.update();
          }
        });
  }

  @Test
  void wanderRepeatsFromASeed() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), longs().all())
        .checkAssert((start, seed) -> {
          Vehicle first = start.vehicle();
          Vehicle second = start.vehicle();
          first.wanderWith(new Random(seed));
          second.wanderWith(new Random(seed));
          for (int frame = 0; frame < FRAMES; frame++) {
            PVector[] forces = new PVector[2];
            boolean went = Refusals.attempt(first, () -> forces[0] = first.wander().copy());
            assertEquals(went, Refusals.attempt(second, () -> forces[1] = second.wander().copy()),
                "both refused or neither, frame " + frame);
            if (!went) {
              return;
            }
            assertEquals(forces[0], forces[1], "force, frame " + frame);
            first.update();
            second.update();
            assertEquals(first.position, second.position, "position, frame " + frame);
          }
        });
  }

  /** Near a wall desired is maxspeed long; well inside nothing at all is applied. */
  @Test
  void stayWithinStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), walls())
        .checkAssert((start, walls) -> {
          Vehicle v = start.vehicle();
          for (int frame = 0; frame < FRAMES; frame++) {
            PVector p = v.position;
            boolean inside = p.x >= walls.left + walls.margin && p.x <= walls.right - walls.margin
                && p.y >= walls.top + walls.margin && p.y <= walls.bottom - walls.margin;
            PVector acceleration = v.acceleration.copy();
            PVector[] applied = new PVector[1];
            if (!Refusals.attempt(v, () -> applied[0] = v.stayWithin(walls))) {
              updateSanely(v, frame);   // refused, nothing changed: the step goes on
              continue;
            }
            PVector force = applied[0];
            if (inside) {
              assertEquals(new PVector(), force, "no force inside");
              assertEquals(acceleration, v.acceleration, "nothing applied inside");
            } else {
              assertLength(v.maxspeed, v.desired, "desired near a wall");
            }
            assertSane(v, force, frame);
          }
        });
  }

  /** Every cell a random direction (huge, tiny and zero too); the vehicle anywhere. */
  @Test
  void followFieldStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), lists().of(SteeringArbitraries.point()).ofSize(25))
        .checkAssert((start, directions) -> {
          FlowField field = field(directions);
          Vehicle v = start.vehicle();
          for (int frame = 0; frame < FRAMES; frame++) {
            PVector[] applied = new PVector[1];
            if (!Refusals.attempt(v, () -> applied[0] = v.follow(field))) {
              updateSanely(v, frame);   // refused, nothing changed: the step goes on
              continue;
            }
            PVector force = applied[0];
            boolean zeroCell = field.lookup(v.position).mag() == 0;
            assertLength(zeroCell ? 0 : v.maxspeed, v.desired, "desired");
            assertSane(v, force, frame);
          }
        });
  }

  /** A 100 × 100 field of 20 px cells (5 × 5), filled row by row. */
  private static FlowField field(List<PVector> directions) {
    FlowField field = new FlowField(100, 100, 20);
    for (int i = 0; i < directions.size(); i++) {
      field.set(i % 5, i / 5, directions.get(i));
    }
    return field;
  }
}
