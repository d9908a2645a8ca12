package steering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;
import processing.core.PVector;

/**
 * Arrive keeps a vehicle that is at rest on a fixed target at rest; and update(dt) is an Euler
 * step whose error is exactly the textbook one, so halving dt and doubling the steps lands
 * where the formula says.
 */
class ArriveAndTimeStepProperties {

  static final int TRIES = 200;
  static final int REST_FRAMES = 100;

  @Provide
  Arbitrary<PVector> points() {
    return SteeringArbitraries.point();
  }

  @Provide
  Arbitrary<Float> limits() {
    return SteeringArbitraries.limit();
  }

  @Provide
  Arbitrary<Float> masses() {
    return SteeringArbitraries.mass();
  }

  @Provide
  Arbitrary<Float> radii() {
    return SteeringArbitraries.radius();
  }

  @Property(tries = TRIES)
  void aVehicleAtRestOnTheTargetStaysThere(@ForAll("points") PVector target,
      @ForAll("limits") float maxspeed, @ForAll("limits") float maxforce,
      @ForAll("masses") float mass, @ForAll("radii") float slowingRadius) {
    Vehicle v = new Vehicle(target.x, target.y);
    v.maxspeed = maxspeed;
    v.maxforce = maxforce;
    v.mass = mass;
    for (int frame = 0; frame < REST_FRAMES; frame++) {
      v.arrive(target, slowingRadius);
      v.update();
      assertEquals(new PVector(), v.velocity, "frame " + frame + " velocity");
      assertEquals(target, v.position, "frame " + frame + " position");
    }
  }

  /**
   * A constant force F on mass m (a = F/m) for a time T = n·dt, starting with velocity v0.
   * update(dt) sets v_k = v0 + k·a·dt, then x += v_k·dt, so after n steps
   * x = x0 + v0·T + a·T²/2 + a·T·dt/2: Euler's error is a·T·dt/2, and with dt/2 and 2n steps it
   * is a·T·dt/4. The two runs must therefore differ by a·T·dt/4 (to float rounding), which is
   * also as close as they can get: the error halves with dt. maxspeed is set high enough never
   * to limit, so the formula is exact.
   */
  @Property(tries = TRIES)
  void halvingDtAndDoublingTheStepsChangesThePositionByTheEulerError(
      @ForAll @FloatRange(min = -500, max = 500) float x0,
      @ForAll @FloatRange(min = -500, max = 500) float y0,
      @ForAll @FloatRange(min = -10, max = 10) float vx,
      @ForAll @FloatRange(min = -10, max = 10) float vy,
      @ForAll @FloatRange(min = -1, max = 1) float fx,
      @ForAll @FloatRange(min = -1, max = 1) float fy,
      @ForAll @FloatRange(min = 0.5f, max = 5) float mass,
      @ForAll @FloatRange(min = 0.05f, max = 2) float dt,
      @ForAll @IntRange(min = 1, max = 20) int steps) {
    PVector force = new PVector(fx, fy);
    PVector coarse = run(x0, y0, vx, vy, force, mass, dt, steps);
    PVector fine = run(x0, y0, vx, vy, force, mass, dt / 2, steps * 2);

    double time = (double) steps * dt;
    double ex = fx / mass * time * dt / 4;
    double ey = fy / mass * time * dt / 4;
    double tolerance = roundingTolerance(coarse, fine, steps * 2);
    assertEquals(ex, (double) coarse.x - fine.x, tolerance, "x difference, expected a·T·dt/4");
    assertEquals(ey, (double) coarse.y - fine.y, tolerance, "y difference, expected a·T·dt/4");
  }

  /**
   * With the speed limit on (a projection, so no exact formula), the two runs still agree to the
   * same order: within a·T·dt/2, twice the unlimited difference, plus rounding.
   */
  @Property(tries = TRIES)
  void withTheSpeedLimitHalvingDtStillLandsWithinTheEulerBound(
      @ForAll @FloatRange(min = -10, max = 10) float vx,
      @ForAll @FloatRange(min = -10, max = 10) float vy,
      @ForAll @FloatRange(min = -1, max = 1) float fx,
      @ForAll @FloatRange(min = -1, max = 1) float fy,
      @ForAll @FloatRange(min = 0.5f, max = 5) float mass,
      @ForAll @FloatRange(min = 0.1f, max = 10) float maxspeed,
      @ForAll @FloatRange(min = 0.05f, max = 2) float dt,
      @ForAll @IntRange(min = 1, max = 20) int steps) {
    PVector force = new PVector(fx, fy);
    Vehicle coarse = vehicle(vx, vy, mass, maxspeed);
    Vehicle fine = vehicle(vx, vy, mass, maxspeed);
    step(coarse, force, dt, steps);
    step(fine, force, dt / 2, steps * 2);

    double bound = Limits.length(force) / mass * steps * dt * dt / 2
        + roundingTolerance(coarse.position, fine.position, steps * 2);
    double apart = Limits.length(PVector.sub(coarse.position, fine.position));
    assertTrue(apart <= bound, "runs " + apart + " apart, more than a·T·dt/2 = " + bound);
  }

  /**
   * Float rounding over a run: each step rounds the position a few times, by at most half an
   * ulp of the largest coordinate each time; 4 ulps a step is a generous, honest allowance.
   */
  private static double roundingTolerance(PVector a, PVector b, int steps) {
    float largest = Math.max(Math.max(Math.abs(a.x), Math.abs(a.y)),
        Math.max(Math.abs(b.x), Math.abs(b.y)));
    return 4.0 * steps * Math.ulp(Math.max(largest, 1f));
  }

  private static PVector run(float x0, float y0, float vx, float vy, PVector force, float mass,
      float dt, int steps) {
    Vehicle v = vehicle(vx, vy, mass, Float.MAX_VALUE / 4);
    v.position.set(x0, y0);
    step(v, force, dt, steps);
    return v.position;
  }

  private static Vehicle vehicle(float vx, float vy, float mass, float maxspeed) {
    Vehicle v = new Vehicle(0, 0);
    v.velocity.set(vx, vy);
    v.mass = mass;
    v.maxspeed = maxspeed;
    return v;
  }

  private static void step(Vehicle v, PVector force, float dt, int steps) {
    for (int i = 0; i < steps; i++) {
      v.applyForce(force);
      v.update(dt);
    }
  }
}
