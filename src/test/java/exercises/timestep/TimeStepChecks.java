package exercises.timestep;

import exercises.CheckTimeout;
import exercises.Sentences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a frame-rate independent step does, checked on its behaviour. {@link TimeStepCheck}
 * runs these against the learner's {@link TimeStep}; {@link TimeStepSolutionTest} against the
 * reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class TimeStepChecks {

  static final float EPSILON = 1e-4f;
  /** Distances after a second of steps: equal to a hundredth of a pixel. */
  static final float DISTANCE_EPSILON = 0.01f;

  /** The implementation under check. */
  abstract TimeStep timeStep();

  @Test
  void aStepOfOneFrameIsTheTutorialsStep() {
    Vehicle mine = new Vehicle(100, 100);
    Vehicle book = new Vehicle(100, 100);
    for (Vehicle v : new Vehicle[] {mine, book}) {
      v.velocity.set(1, -2);
      v.acceleration.set(0.05f, 0.1f);
    }
    timeStep().move(mine, 1);
    book.update();
    assertVector(book.velocity.x, book.velocity.y, mine.velocity, "the vehicle's velocity");
    assertVector(book.position.x, book.position.y, mine.position, "the vehicle's position");
  }

  @Test
  void aLongerStepMovesFurther() {
    Vehicle v = new Vehicle(0, 0);
    v.velocity.set(3, 0);
    timeStep().move(v, 2.5f);
    // position += velocity * dt = (3, 0) * 2.5
    assertVector(7.5f, 0, v.position, "the vehicle's position");
  }

  @Test
  void theAccelerationIsScaledByTheStepToo() {
    Vehicle v = new Vehicle(0, 0);
    v.acceleration.set(0.1f, 0);
    timeStep().move(v, 2);
    // velocity = 0.1 * 2 = 0.2; position = 0.2 * 2 = 0.4
    assertVector(0.2f, 0, v.velocity, "the vehicle's velocity");
    assertVector(0.4f, 0, v.position, "the vehicle's position");
  }

  @Test
  void oneSecondOfConstantForceAtSixtyAndAtThirtyFramesASecond() {
    // 60 steps of dt 1: v_n = 0.1 n, x = 0.1 (1 + ... + 60) = 183
    float at60 = distanceUnderConstantForce(60, 1);
    // 30 steps of dt 2: v_n = 0.2 n, x = 0.4 (1 + ... + 30) = 186
    float at30 = distanceUnderConstantForce(30, 2);
    Sentences.assertNumber(183, at60, "the distance after 60 steps of dt 1", DISTANCE_EPSILON);
    Sentences.assertNumber(186, at30, "the distance after 30 steps of dt 2", DISTANCE_EPSILON);
    assertTrue(Math.abs(at30 - at60) / at60 < 0.02f,
        "The distances after 30 steps of dt 2 and 60 of dt 1, "
        + at30 + " and " + at60 + " px, should differ by less than 2%.");
  }

  @Test
  void aSeekingVehicleCoversTheSameGroundAtTwentyAndAtSixtyFramesASecond() {
    Vehicle smooth = new Vehicle(100, 300);
    Vehicle choppy = new Vehicle(100, 300);
    PVector target = new PVector(700, 100);
    for (int frame = 1; frame <= 60; frame++) {
      smooth.seek(target);
      timeStep().move(smooth, 1);
      if (frame % 3 == 0) {
        choppy.seek(target);
        timeStep().move(choppy, 3);
      }
    }
    float gap = PVector.dist(smooth.position, choppy.position);
    float travelled = PVector.dist(smooth.position, new PVector(100, 300));
    assertTrue(travelled > 100, "the smooth vehicle moved only " + travelled + " px");
    assertTrue(gap < 5, "After one second the two vehicles are " + gap
        + " px apart, at " + smooth.position + " and " + choppy.position + ".");
  }

  @Test
  void theSpeedLimitHoldsAndTheAccelerationIsCleared() {
    Vehicle v = new Vehicle(0, 0);
    v.acceleration.set(30, 40);
    timeStep().move(v, 3);
    // velocity = (30, 40) * 3, limited to maxspeed 4: (0.6, 0.8) * 4
    assertVector(2.4f, 3.2f, v.velocity, "the vehicle's velocity");
    assertVector(0, 0, v.acceleration, "the acceleration after the step");
  }

  @Test
  void theSpeedLimitIsTheVehiclesOwnMaxspeed() {
    Vehicle slow = new Vehicle(0, 0);
    slow.maxspeed = 2.5f;
    slow.acceleration.set(0, -3);
    timeStep().move(slow, 1);
    // velocity = (0, -3), limited to 2.5; position = (0, -2.5) * 1
    assertVector(0, -2.5f, slow.velocity, "the velocity at maxspeed 2.5");
    assertVector(0, -2.5f, slow.position, "the position at maxspeed 2.5");
    Vehicle fast = new Vehicle(0, 0);
    fast.maxspeed = 6;
    fast.acceleration.set(5, 0);
    timeStep().move(fast, 1);
    // velocity = (5, 0), under maxspeed 6: not limited
    assertVector(5, 0, fast.velocity, "the velocity at maxspeed 6");
  }

  @ParameterizedTest
  @ValueSource(floats = {0, -1, Float.NaN})
  void aStepThatIsNotPositiveIsRefused(float dt) {
    Vehicle v = new Vehicle(10, 20);
    v.velocity.set(1, 1);
    v.acceleration.set(0.1f, 0);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> timeStep().move(v, dt));
    assertTrue(e.getMessage() != null && e.getMessage().contains("dt"),
        "the message should name dt: " + e.getMessage());
    assertVector(10, 20, v.position, "the vehicle's position");
    assertVector(1, 1, v.velocity, "the vehicle's velocity");
    assertVector(0.1f, 0, v.acceleration, "the vehicle's acceleration");
  }

  float distanceUnderConstantForce(int steps, float dt) {
    Vehicle v = new Vehicle(0, 0);
    v.maxspeed = 100;
    for (int i = 0; i < steps; i++) {
      v.applyForce(new PVector(0.1f, 0));
      timeStep().move(v, dt);
    }
    return v.position.x;
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
