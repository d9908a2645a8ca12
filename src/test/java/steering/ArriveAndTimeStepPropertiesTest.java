package steering;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.generators.SourceDSL.floats;
import static org.quicktheories.generators.SourceDSL.integers;

/**
 * Arrive keeps a vehicle that is at rest on a fixed target at rest; and update(dt) is an Euler
 * step whose error is exactly the textbook one, so halving dt and doubling the steps lands
 * where the formula says.
 */
class ArriveAndTimeStepPropertiesTest {

  static final int EXAMPLES = 200;
  static final int REST_FRAMES = 100;

  /** Limits, mass and slowing radius of a vehicle at rest. */
  record Tuning(float maxspeed, float maxforce, float mass, float slowingRadius) {
  }

  /** A run of update(dt): start, constant force, mass, limit, step and number of steps. */
  record Run(PVector start, PVector velocity, PVector force, float mass, float maxspeed,
             float dt, int steps) {

    /** The same run with dt halved and twice the steps. */
    Run halved() {
      return new Run(start, velocity, force, mass, maxspeed, dt / 2, steps * 2);
    }

    Vehicle play() {
      Vehicle v = new Vehicle(start.x, start.y);
      v.velocity.set(velocity);
      v.mass = mass;
      v.maxspeed = maxspeed;
      for (int i = 0; i < steps; i++) {
        v.applyForce(force);
        v.update(dt);
      }
      return v;
    }
  }

  @Test
  void aVehicleAtRestOnTheTargetStaysThere() {
    Gen<Tuning> tunings = SteeringArbitraries.limit().zip(SteeringArbitraries.limit(),
        SteeringArbitraries.mass(), SteeringArbitraries.radius(), (speed, force, mass, radius) ->
            new Tuning(speed, force, SteeringArbitraries.massFor(force, mass), radius));
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.point(), tunings)
        .checkAssert((target, tuning) -> {
          Vehicle v = new Vehicle(target.x, target.y);
          v.maxspeed = tuning.maxspeed();
          v.maxforce = tuning.maxforce();
          v.mass = tuning.mass();
          for (int frame = 0; frame < REST_FRAMES; frame++) {
            // a mass too small for maxforce is refused, which leaves the vehicle at rest too
            Refusals.attempt(v, () -> v.arrive(target, tuning.slowingRadius()));
            v.update();
            assertEquals(new PVector(), v.velocity, "frame " + frame + " velocity");
            assertEquals(target, v.position, "frame " + frame + " position");
          }
        });
  }

  /**
   * A constant force F on mass m (a = F/m) for a time T = n·dt, starting with velocity v0.
   * update(dt) sets v_k = v0 + k·a·dt, then x += v_k·dt, so after n steps
   * x = x0 + v0·T + a·T²/2 + a·T·dt/2: Euler's error is a·T·dt/2, and with dt/2 and 2n steps it
   * is a·T·dt/4. The two runs must therefore differ by exactly a·T·dt/4 (to float rounding):
   * the error halves with dt. maxspeed is set high enough never to limit, so the formula holds.
   */
  @Test
  void halvingDtAndDoublingTheStepsChangesThePositionByTheEulerError() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(runs(Check.LARGEST))
        .checkAssert(run -> {
          PVector coarse = run.play().position;
          PVector fine = run.halved().play().position;
          double time = (double) run.steps() * run.dt();
          double ax = run.force().x / run.mass();
          double ay = run.force().y / run.mass();
          double tolerance = roundingTolerance(run);
          assertEquals(ax * time * run.dt() / 4, (double) coarse.x - fine.x, tolerance,
              "x difference, expected a·T·dt/4");
          assertEquals(ay * time * run.dt() / 4, (double) coarse.y - fine.y, tolerance,
              "y difference, expected a·T·dt/4");
        });
  }

  /**
   * With the speed limit on (a projection, so no exact formula), the two runs still agree to the
   * same order: within a·T·dt/2, twice the unlimited difference, plus rounding.
   */
  @Test
  void withTheSpeedLimitHalvingDtStillLandsWithinTheEulerBound() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(runs(0).zip(floats().between(0.1f, 10), (run, maxspeed) -> new Run(run.start(),
            run.velocity(), run.force(), run.mass(), maxspeed, run.dt(), run.steps())))
        .checkAssert(run -> {
          PVector coarse = run.play().position;
          PVector fine = run.halved().play().position;
          double bound = Limits.length(run.force()) / run.mass() * run.steps() * run.dt()
              * run.dt() / 2 + roundingTolerance(run);
          double apart = Limits.length(PVector.sub(coarse, fine));
          assertTrue(apart <= bound, "runs " + apart + " apart, more than a·T·dt/2 = " + bound);
        });
  }

  private static Gen<Run> runs(float maxspeed) {
    Gen<PVector> start = floats().between(-500, 500).zip(floats().between(-500, 500),
        PVector::new);
    Gen<PVector> velocity = floats().between(-10, 10).zip(floats().between(-10, 10),
        PVector::new);
    Gen<PVector> force = floats().between(-1, 1).zip(floats().between(-1, 1), PVector::new);
    Gen<float[]> massAndDt = floats().between(0.5f, 5).zip(floats().between(0.05f, 2),
        (m, dt) -> new float[] {m, dt});
    return start.zip(velocity, force, massAndDt, integers().between(1, 20),
        (s, v, f, mdt, steps) -> new Run(s, v, f, mdt[0], maxspeed, mdt[1], steps));
  }

  /**
   * Float rounding in both runs, as an upper bound rather than a fit. Each step rounds the
   * position (by half an ulp of the largest coordinate the run can reach, twice) and the
   * velocity (by half an ulp of the largest speed), and a velocity error goes on moving the
   * position in every later step: over n steps of dt, n·ulp(p) + n²·ulp(v)·dt/2. Doubled.
   */
  private static double roundingTolerance(Run run) {
    return 2 * (rounding(run) + rounding(run.halved()));
  }

  private static double rounding(Run run) {
    double time = (double) run.steps() * run.dt();
    double speed = Limits.length(run.velocity()) + Limits.length(run.force()) / run.mass() * time;
    double reach = Math.max(Math.abs(run.start().x), Math.abs(run.start().y)) + speed * time;
    double n = run.steps();
    return n * Math.ulp((float) Math.max(reach, 1))
        + n * n * Math.ulp((float) Math.max(speed, 1)) * run.dt() / 2;
  }
}
