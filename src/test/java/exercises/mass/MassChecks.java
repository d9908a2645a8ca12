package exercises.mass;

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
 * What weighting a force by mass does, checked on its behaviour. {@link MassCheck} runs these
 * against the learner's {@link MassiveVehicle}; {@link MassSolutionTest} against the reference.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class MassChecks {

  static final float EPSILON = 1e-5f;
  /** Speeds after 20 frames of summed floats: equal to a thousandth. */
  static final float SPEED_EPSILON = 1e-3f;

  /** A vehicle under check, at rest at (x, y). */
  abstract Vehicle vehicle(float x, float y, float mass);

  @Test
  void aForceIsDividedByTheMass() {
    Vehicle v = vehicle(0, 0, 2);
    v.applyForce(new PVector(0.2f, -0.1f));
    assertVector(0.1f, -0.05f, v.acceleration, "the vehicle's acceleration");
  }

  @Test
  void forcesInOneFrameAddUp() {
    Vehicle v = vehicle(0, 0, 4);
    v.applyForce(new PVector(0.4f, 0));
    v.applyForce(new PVector(0, 0.8f));
    assertVector(0.1f, 0.2f, v.acceleration, "the vehicle's acceleration");
  }

  @Test
  void massOneLeavesTheForceAsItIsAndTheForceVectorUnchanged() {
    Vehicle v = vehicle(0, 0, 1);
    PVector force = new PVector(0.3f, 0.4f);
    v.applyForce(force);
    assertVector(0.3f, 0.4f, v.acceleration, "the vehicle's acceleration");
    assertVector(0.3f, 0.4f, force, "the force passed in");
  }

  @Test
  void aHeavyVehicleGainsSpeedMoreSlowly() {
    Vehicle light = vehicle(100, 200, 1);
    Vehicle heavy = vehicle(100, 400, 4);
    for (int frame = 0; frame < 20; frame++) {
      // far from the target the seek force is maxforce (0.1) every frame
      light.seek(new PVector(700, 200));
      light.update();
      heavy.seek(new PVector(700, 400));
      heavy.update();
    }
    Sentences.assertNumber(2.0f, light.velocity.mag(), "the speed of mass 1 after 20 frames",
        SPEED_EPSILON);
    Sentences.assertNumber(0.5f, heavy.velocity.mag(), "the speed of mass 4 after 20 frames",
        SPEED_EPSILON);
  }

  @ParameterizedTest
  @ValueSource(floats = {0, -1, Float.NaN})
  void aMassThatIsNotPositiveIsRefused(float mass) {
    Vehicle v = vehicle(0, 0, 1);
    v.acceleration.set(0.5f, 0.5f);
    v.mass = mass;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.applyForce(new PVector(1, 1)));
    assertTrue(e.getMessage() != null && e.getMessage().contains("mass"),
        "the message should name mass: " + e.getMessage());
    assertVector(0.5f, 0.5f, v.acceleration, "the acceleration after the refused force");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
