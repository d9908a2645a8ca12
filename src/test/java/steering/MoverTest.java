package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

@DisplayName("Mover: the physics a Vehicle inherits (applyForce, update), on its own")
class MoverTest {

  @Test
  @DisplayName("gravity and wind on a mass of 2: each force / mass, summed, then one Euler step")
  void forcesOverMass() {
    Mover m = new Mover(100, 50);
    m.mass = 2;
    m.applyForce(new PVector(0, 0.2f));     // gravity
    m.applyForce(new PVector(0.1f, 0));     // wind
    assertVec(0.05f, 0.1f, m.acceleration, "acceleration");   // (0.1, 0.2) / 2
    m.update();
    assertVec(0.05f, 0.1f, m.velocity, "velocity");           // 0 + acceleration
    assertVec(100.05f, 50.1f, m.position, "position");        // (100, 50) + new velocity
    assertVec(0, 0, m.acceleration, "acceleration cleared");
    m.update();
    assertVec(100.1f, 50.2f, m.position, "coasting: the same velocity again");
  }

  @Test
  @DisplayName("update(dt) scales both steps by dt and limits the speed to maxspeed")
  void timeStepAndSpeedLimit() {
    Mover m = new Mover(0, 0);
    m.velocity.set(1, 0);
    m.acceleration.set(0.5f, 0);
    m.update(2);
    assertVec(2, 0, m.velocity, "velocity");    // (1, 0) + (0.5, 0) · 2
    assertVec(4, 0, m.position, "position");    // (0, 0) + (2, 0) · 2
    m.maxspeed = 1;
    m.acceleration.set(1, 4);
    m.update();
    assertVec(0.6f, 0.8f, m.velocity, "velocity");   // (3, 4) has length 5 > 1: (3, 4) / 5
    assertVec(4.6f, 0.8f, m.position, "position");   // (4, 0) + (0.6, 0.8)
  }

  @Test
  @DisplayName("bad input is refused, named, before anything changes")
  void badInput() {
    IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
        () -> new Mover(Float.NaN, 0));
    assertEquals("x must be a finite number, was NaN", x.getMessage());
    Mover m = new Mover(10, 20);
    m.acceleration.set(1, 1);
    m.mass = 0;
    IllegalArgumentException mass = assertThrows(IllegalArgumentException.class,
        () -> m.applyForce(new PVector(1, 0)));
    assertTrue(mass.getMessage().startsWith("mass "), mass.getMessage());
    IllegalStateException step = assertThrows(IllegalStateException.class, m::update);
    assertEquals("mass must be greater than 0, was 0.0", step.getMessage());
    assertVec(10, 20, m.position, "position unchanged");
    assertVec(1, 1, m.acceleration, "acceleration unchanged");
  }

  @Test
  @DisplayName("a Vehicle's own checks still include maxforce, after maxspeed and before mass")
  void vehicleChecksMaxforceToo() {
    Vehicle v = new Vehicle(0, 0);
    v.maxforce = Float.NaN;
    v.mass = 0;
    IllegalStateException e = assertThrows(IllegalStateException.class, v::update);
    assertEquals("maxforce must be 0 or more, was NaN", e.getMessage());
    v.mass = 1;
    v.maxspeed = -1;
    e = assertThrows(IllegalStateException.class, () -> v.applyForce(new PVector()));
    assertTrue(e.getMessage().startsWith("maxspeed"), e.getMessage());
  }

  @Test
  @DisplayName("a Vehicle's update() ends its steering step: the next force starts a new sum")
  void updateEndsTheSteeringStep() {
    Vehicle v = new Vehicle(0, 0);
    PVector target = new PVector(100, 0);
    v.seek(target);
    assertVec(0.1f, 0, v.steering, "steering");   // desired (4, 0), limited to maxforce 0.1
    v.update();                                     // velocity (0.1, 0)
    v.applyForce(new PVector(0, 1));                // a force of the sketch's own, not steered
    v.seek(target);
    // desired (4, 0) − velocity (0.1, 0) = (3.9, 0), limited to 0.1: a new sum, not 0.1 + 0.1
    assertVec(0.1f, 0, v.steering, "steering");
    assertVec(0.1f, 1, v.acceleration, "acceleration");   // (0, 1) + (0.1, 0) / mass 1
  }
}
