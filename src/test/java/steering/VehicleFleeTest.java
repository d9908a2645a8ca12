package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Vehicle.flee: desired = (position - target) at maxspeed; with a panic distance")
class VehicleFleeTest {

  @Test
  @DisplayName("from rest, flee pushes exactly maxforce straight away from the target")
  void fleeFromRestIsMaxforceAway() {
    Vehicle v = new Vehicle(0, 0);                   // maxspeed 4, maxforce 0.1, mass 1
    PVector force = v.flee(new PVector(30, 40));     // target 50 px away
    assertVec(-2.4f, -3.2f, v.desired, "desired");   // (-30,-40) / 50 * 4
    assertVec(-0.06f, -0.08f, force, "force");       // (-2.4,-3.2) limited to 0.1: / 4 * 0.1
    assertEquals(0.1f, force.mag(), 1e-6f);
    assertEquals(force, v.steering);
    assertVec(-0.06f, -0.08f, v.acceleration, "acceleration");  // force / mass 1
    v.update();
    assertVec(-0.06f, -0.08f, v.velocity, "velocity");          // 0 + acceleration
    assertVec(-0.06f, -0.08f, v.position, "position");          // 0 + velocity
  }

  @Test
  @DisplayName("moving start: steer = desired - velocity, a 3-4-5 triangle")
  void movingStart() {
    Vehicle v = moving(0, 0, 0, 3);
    v.maxforce = 10;                                 // large enough not to limit
    v.flee(new PVector(100, 0));
    assertVec(-4, 0, v.desired, "desired");          // (-100,0) scaled to 4
    assertVec(-4, -3, v.steering, "steering");       // (-4,0) - (0,3); |.| = 5 < 10
  }

  @Test
  @DisplayName("on the target nothing is desired: a moving vehicle brakes")
  void onTheTargetBrakes() {
    Vehicle v = moving(50, 50, 0.05f, 0);
    v.flee(new PVector(50, 50));
    assertVec(0, 0, v.desired, "desired");           // a zero vector cannot be scaled
    assertVec(-0.05f, 0, v.steering, "steering");    // (0,0) - (0.05,0), under maxforce
    assertAllFinite(v);
  }

  @Test
  @DisplayName("within the panic distance: the same force as flee")
  void panicDistanceInside() {
    Vehicle v = new Vehicle(0, 0);
    PVector force = v.flee(new PVector(30, 40), 60);  // distance 50 < 60
    assertVec(-0.06f, -0.08f, force, "force");        // as fleeFromRestIsMaxforceAway
    assertVec(-2.4f, -3.2f, v.desired, "desired");
  }

  @Test
  @DisplayName("at or beyond the panic distance: a zero vector, nothing applied")
  void panicDistanceOutside() {
    for (float panic : new float[] {50, 40}) {       // distance 50: not closer than 50 or 40
      Vehicle v = moving(0, 0, 1, 2);
      v.acceleration.set(0.01f, 0.02f);
      v.desired.set(3, 3);
      PVector force = v.flee(new PVector(30, 40), panic);
      assertVec(0, 0, force, "force, panic " + panic);
      assertVec(0.01f, 0.02f, v.acceleration, "acceleration untouched");
      assertVec(0, 0, v.desired, "no force, so no desired velocity left behind");
      assertVec(1, 2, v.velocity, "velocity untouched");
      assertVec(0, 0, v.steering, "nothing applied this step");
    }
  }

  @Test
  @DisplayName("a calm flee adds nothing to a force applied earlier in the step")
  void panicDistanceOutsideKeepsTheStepsForces() {
    Vehicle v = new Vehicle(0, 0);
    v.seek(new PVector(100, 0));                     // (4,0) limited to (0.1,0)
    PVector force = v.flee(new PVector(0, 500), 100);  // 500 px away: calm
    assertVec(0, 0, force, "force");
    assertVec(0.1f, 0, v.steering, "the seek force is still the step's sum");
    assertVec(0.1f, 0, v.acceleration, "acceleration");
  }

  @Test
  @DisplayName("after a flee, a calm frame's steering reads zero, not last frame's force")
  void calmFrameAfterFleeing() {
    Vehicle v = new Vehicle(0, 0);
    PVector threat = new PVector(10, 0);
    v.flee(threat, 20);                              // distance 10 < 20: (-0.1, 0)
    assertVec(-0.1f, 0, v.steering, "fleeing");
    v.update();
    threat.set(100, 0);
    v.flee(threat, 20);                              // distance 100.1: calm
    assertVec(0, 0, v.steering, "calm");
  }

  @Test
  @DisplayName("weighted: the limited force × weight, within the panic distance only")
  void weighted() {
    Vehicle v = new Vehicle(0, 0);
    PVector force = v.flee(new PVector(30, 40), 60, 5);   // distance 50 < 60
    assertVec(-0.3f, -0.4f, force, "force");              // (-0.06,-0.08) × 5
    assertVec(-2.4f, -3.2f, v.desired, "desired");        // not weighted
    assertVec(-0.3f, -0.4f, v.steering, "steering");
    Vehicle calm = new Vehicle(0, 0);
    assertVec(0, 0, calm.flee(new PVector(30, 40), 50, 5), "at the panic distance: calm");
  }

  @Test
  @DisplayName("arrive × 1 plus flee × 5: the step's steering is their sum")
  void arrivePlusFlee() {
    Vehicle v = new Vehicle(0, 0);
    v.maxforce = 1;
    v.maxspeed = 10;
    PVector arrive = v.arrive(new PVector(50, 0), 100, 1);  // desired 10 · 50 / 100 = (5,0)
    PVector flee = v.flee(new PVector(0, 30), 50, 5);       // desired (0,-10), limited to 1
    assertVec(1, 0, arrive, "arrive: (5,0) limited to 1, × 1");
    assertVec(0, -5, flee, "flee: (0,-1) × 5");
    assertVec(1, -5, v.steering, "steering: the sum");
    assertVec(1, -5, v.acceleration, "acceleration: the sum / mass 1");
  }
}
