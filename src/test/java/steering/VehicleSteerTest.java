package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Vehicle.steer: desired − velocity, limited to maxforce, weighted, summed, applied")
class VehicleSteerTest {

  @Test
  @DisplayName("the Reynolds step: force = desired − velocity, applied as force / mass")
  void reynoldsStep() {
    Vehicle v = moving(0, 0, 1, 0);
    v.maxforce = 10;
    v.mass = 2;
    PVector force = v.steer(new PVector(4, 4));
    assertVec(3, 4, force, "force");                  // (4,4) − (1,0), |.| = 5 < 10
    assertVec(4, 4, v.desired, "desired");             // recorded for the d arrow
    assertVec(3, 4, v.steering, "steering");           // the only force this step
    assertVec(1.5f, 2, v.acceleration, "acceleration"); // (3,4) / mass 2
  }

  @Test
  @DisplayName("limited to maxforce: direction kept, length cut")
  void limitedToMaxforce() {
    Vehicle v = new Vehicle(0, 0);   // at rest, maxforce 0.1
    PVector force = v.steer(new PVector(0, -4));
    assertVec(0, -0.1f, force, "force");   // (0,−4) − 0 has length 4 > 0.1
  }

  @Test
  @DisplayName("a weight multiplies the force after the limit (separation × 1.5)")
  void weightAfterTheLimit() {
    Vehicle v = new Vehicle(0, 0);
    PVector force = v.steer(new PVector(4, 0), 1.5f);
    assertVec(0.15f, 0, force, "force");              // (4,0) limited to 0.1, then × 1.5
    assertVec(0.15f, 0, v.acceleration, "acceleration");
  }

  @Test
  @DisplayName("two behaviors in one step: steering is their sum; update starts a new sum")
  void forcesOfOneStepAddUp() {
    Vehicle v = new Vehicle(0, 0);
    v.steer(new PVector(4, 0), 1.5f);                  // (0.15, 0)
    PVector second = v.steer(new PVector(0, 4));       // (0, 0.1)
    assertVec(0, 0.1f, second, "the second force");
    assertVec(0.15f, 0.1f, v.steering, "steering, the sum");
    assertVec(0, 4, v.desired, "desired, the last behavior's");
    assertVec(0.15f, 0.1f, v.acceleration, "acceleration");

    v.update();                                        // velocity (0.15, 0.1)
    assertVec(0.15f, 0.1f, v.steering, "after update the arrow still shows the last step");
    v.steer(new PVector(0.15f, 0.1f));                 // desired = velocity: no force
    assertVec(0, 0, v.steering, "a new step starts from zero");
  }

  @Test
  @DisplayName("a step moved by the sketch itself (acceleration cleared) also starts a new sum")
  void ownIntegrationStartsANewSum() {
    Vehicle v = new Vehicle(0, 0);
    v.steer(new PVector(4, 0));                        // (0.1, 0)
    v.velocity.add(v.acceleration);                    // the sketch's own Euler step...
    v.position.add(v.velocity);
    v.acceleration.set(0, 0);                          // ...which clears the acceleration
    v.steer(new PVector(0.1f, 4));                     // (0.1, 4) − (0.1, 0) = (0, 4) → (0, 0.1)
    assertVec(0, 0.1f, v.steering, "the new step's force only");
  }

  @Test
  @DisplayName("the desired vector passed in is not changed, and not kept")
  void desiredArgumentUntouched() {
    Vehicle v = new Vehicle(0, 0);
    PVector mine = new PVector(3, 0);
    v.steer(mine);
    mine.set(99, 99);
    assertVec(3, 0, mine.set(3, 0), "argument");
    assertVec(3, 0, v.desired, "the vehicle's copy");
  }

  @Test
  @DisplayName("bad desired or weight: an exception naming it, nothing changed")
  void badInputChangesNothing() {
    Vehicle v = moving(10, 20, 1, 1);
    v.steer(new PVector(2, 2));
    String before = state(v);
    IllegalArgumentException nan = assertThrows(IllegalArgumentException.class,
        () -> v.steer(new PVector(Float.NaN, 0)));
    assertTrue(nan.getMessage().contains("desired"), nan.getMessage());
    IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
        () -> v.steer(null));
    assertTrue(none.getMessage().contains("desired"), none.getMessage());
    IllegalArgumentException negative = assertThrows(IllegalArgumentException.class,
        () -> v.steer(new PVector(1, 0), -1));
    assertTrue(negative.getMessage().contains("weight"), negative.getMessage());
    v.maxforce = Check.LARGEST;
    IllegalArgumentException overflow = assertThrows(IllegalArgumentException.class,
        () -> v.steer(new PVector(Check.LARGEST, 0), Float.MAX_VALUE));
    assertTrue(overflow.getMessage().contains("weight"), overflow.getMessage());
    v.maxforce = 0.1f;
    assertEquals(before, state(v));
  }

  private static String state(Vehicle v) {
    return v.position + " " + v.velocity + " " + v.acceleration + " " + v.desired + " "
        + v.steering;
  }
}
