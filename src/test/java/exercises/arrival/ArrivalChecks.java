package exercises.arrival;

import exercises.CheckTimeout;
import exercises.Sentences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a correct arrive does, checked on its behaviour: the desired velocity itself, and the
 * force and motion it gives through {@code vehicle.steer}, with several slowing radii and top
 * speeds. {@link ArrivalCheck} runs these against the learner's {@link Arrival};
 * {@link ArrivalSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class ArrivalChecks {

  static final float EPSILON = 1e-4f;
  /** The book's slowing radius; the checks below use others too. */
  static final float SLOWING_RADIUS = 100;

  /** The implementation under check. */
  abstract Arrival arrival();

  @Test
  void outsideTheSlowingAreaItIsSeek() {
    Vehicle v = new Vehicle(100, 100);
    // d = 300 > 100: desired = (300, 0) scaled to maxspeed 4
    assertVector(4, 0, arrival().desired(v, new PVector(400, 100), SLOWING_RADIUS),
        "the desired velocity");
    v.maxspeed = 3;
    // d = 80 > 50: desired = (0, 80) scaled to maxspeed 3
    assertVector(0, 3, arrival().desired(v, new PVector(100, 180), 50),
        "the desired velocity with a slowing radius of 50");
  }

  @Test
  void insideTheSlowingAreaTheDesiredSpeedRampsDownWithTheDistance() {
    Vehicle v = new Vehicle(100, 100);
    // d = 25: desired speed = 4 * 25 / 100 = 1
    assertVector(1, 0, arrival().desired(v, new PVector(125, 100), SLOWING_RADIUS),
        "the desired velocity");
    // d = 50 along (30, -40): desired speed = 4 * 50 / 100 = 2, desired = (0.6, -0.8) * 2
    assertVector(1.2f, -1.6f, arrival().desired(v, new PVector(130, 60), SLOWING_RADIUS),
        "the desired velocity");
  }

  @Test
  void aLargerSlowingRadiusStartsSlowingSooner() {
    Vehicle v = new Vehicle(100, 100);
    // radius 200, d = 150: desired speed = 4 * 150 / 200 = 3
    assertVector(3, 0, arrival().desired(v, new PVector(250, 100), 200),
        "the desired velocity with a slowing radius of 200");
    // radius 250, d = 50 along (30, -40): speed = 4 * 50 / 250 = 0.8, desired = (0.48, -0.64)
    assertVector(0.48f, -0.64f, arrival().desired(v, new PVector(130, 60), 250),
        "the desired velocity with a slowing radius of 250");
  }

  @Test
  void aSmallerSlowingRadiusStartsSlowingLater() {
    Vehicle v = new Vehicle(100, 100);
    // radius 40, d = 30: desired speed = 4 * 30 / 40 = 3
    assertVector(0, -3, arrival().desired(v, new PVector(100, 70), 40),
        "the desired velocity with a slowing radius of 40");
    // radius 40, d = 60 >= 40: full speed, though inside the book's 100
    assertVector(0, -4, arrival().desired(v, new PVector(100, 40), 40),
        "the desired velocity with a slowing radius of 40");
  }

  @Test
  void theRampScalesWithTheVehiclesMaxspeed() {
    Vehicle v = new Vehicle(100, 100);
    v.maxspeed = 6;
    // radius 100, d = 25: desired speed = 6 * 25 / 100 = 1.5
    assertVector(-1.5f, 0, arrival().desired(v, new PVector(75, 100), SLOWING_RADIUS),
        "the desired velocity at maxspeed 6");
    v.maxspeed = 2;
    // radius 80, d = 60: desired speed = 2 * 60 / 80 = 1.5
    assertVector(0, 1.5f, arrival().desired(v, new PVector(100, 160), 80),
        "the desired velocity at maxspeed 2 with a slowing radius of 80");
  }

  @Test
  void aVehicleAtTheRightSpeedForItsDistanceNeedsNoForce() {
    Vehicle v = new Vehicle(100, 100);
    v.velocity.set(2, 0);
    // d = 50: desired speed = 4 * 50 / 100 = 2 = the speed it already has
    PVector force = v.steer(arrival().desired(v, new PVector(150, 100), SLOWING_RADIUS));
    assertVector(0, 0, force, "the steering force");
  }

  @Test
  void throughSteerATooFastVehicleBrakes() {
    Vehicle v = new Vehicle(100, 100);
    v.velocity.set(3, 0);
    v.maxforce = 0.5f;
    v.mass = 2;
    // radius 150, d = 75: desired speed = 4 * 75 / 150 = 2; steering = (2 - 3, 0) = (-1, 0),
    // limited to maxforce 0.5
    PVector force = v.steer(arrival().desired(v, new PVector(175, 100), 150));
    assertVector(-0.5f, 0, force, "the steering force");
    assertVector(2, 0, v.desired, "the desired velocity steer recorded");
    // acceleration = (-0.5, 0) / mass 2 = (-0.25, 0): velocity 2.75, position 102.75
    v.update();
    assertVector(2.75f, 0, v.velocity, "the velocity after the frame");
    assertVector(102.75f, 100, v.position, "the position after the frame");
  }

  @Test
  void comesToRestOnTheTargetWithoutOvershooting() {
    assertComesToRest(SLOWING_RADIUS, 4, 0.1f);
    assertComesToRest(60, 3, 0.2f);
  }

  /** From 300 px away, at rest within 1 px of the target after 600 frames, never past it. */
  void assertComesToRest(float slowingRadius, float maxspeed, float maxforce) {
    String run = "With a slowing radius of " + slowingRadius + ", maxspeed " + maxspeed
        + " and maxforce " + maxforce + ", the vehicle ";
    Vehicle v = new Vehicle(100, 300);
    v.maxspeed = maxspeed;
    v.maxforce = maxforce;
    PVector target = new PVector(400, 300);
    float furthest = v.position.x;
    for (int frame = 0; frame < 600; frame++) {
      v.steer(arrival().desired(v, target, slowingRadius));
      v.update();
      furthest = Math.max(furthest, v.position.x);
    }
    float distance = PVector.dist(v.position, target);
    assertTrue(distance < 1,
        run + "is still " + distance + " px from the target after 600 frames.");
    assertTrue(v.velocity.mag() < 0.05f,
        run + "still moves at " + v.velocity.mag() + " px a frame after 600 frames.");
    assertTrue(furthest <= target.x + 2,
        run + "overshot the target by " + (furthest - target.x) + " px.");
  }

  @Test
  void onTheTargetTheDesiredVelocityIsFinite() {
    Vehicle v = new Vehicle(50, 50);
    v.velocity.set(0.5f, 0);
    PVector desired = arrival().desired(v, new PVector(50, 50), SLOWING_RADIUS);
    assertTrue(Float.isFinite(desired.x) && Float.isFinite(desired.y),
        "The desired velocity on the target is " + desired
        + "; it must be finite.");
  }

  @Test
  void neitherTheVehicleNorTheTargetIsChanged() {
    Vehicle v = new Vehicle(200, 200);
    v.velocity.set(1, 2);
    PVector target = new PVector(230, 240);
    arrival().desired(v, target, SLOWING_RADIUS);
    assertVector(200, 200, v.position, "the vehicle's position");
    assertVector(1, 2, v.velocity, "the vehicle's velocity");
    assertVector(0, 0, v.acceleration, "the acceleration (desired must not apply a force)");
    assertVector(230, 240, target, "the target");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
