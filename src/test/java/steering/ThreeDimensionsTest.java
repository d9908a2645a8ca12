package steering;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.neighbours.BinNeighbours;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The book's behaviors in three dimensions, with values worked by hand from the formulas: the
 * same lines run, and z is never dropped. Vehicles start with maxspeed 4; a maxforce of 100
 * lets a force show its desired velocity whole (force = desired − 0 from rest).
 */
class ThreeDimensionsTest {

  static final float EPS = 1e-5f;
  static final float NO_LIMIT = 100;
  /** Containment's weight in a flock: more than separation, alignment and cohesion together. */
  static final float CONTAINMENT_WEIGHT = 4;

  static void assertVec(float x, float y, float z, PVector actual, String what) {
    assertEquals(x, actual.x, EPS, what + ".x (was " + actual + ")");
    assertEquals(y, actual.y, EPS, what + ".y (was " + actual + ")");
    assertEquals(z, actual.z, EPS, what + ".z (was " + actual + ")");
  }

  static Vehicle at(float x, float y, float z) {
    Vehicle v = new Vehicle(x, y, z);
    v.maxspeed = 4;
    return v;
  }

  @Test
  void atRestSeekingATargetStraightAboveGivesAForceStraightUp() {
    Vehicle v = at(0, 0, 0);
    v.maxforce = 0.1f;
    // desired = (0, 0, 100) scaled to 4 = (0, 0, 4); force = desired − 0, limited to 0.1
    assertVec(0, 0, 0.1f, v.seek(new PVector(0, 0, 100)), "seek");
    v.update();
    assertVec(0, 0, 0.1f, v.velocity, "velocity after one step");
    assertVec(0, 0, 0.1f, v.position, "position after one step");
  }

  @Test
  void seekAlongADiagonalSplitsTheForceOverThreeAxes() {
    Vehicle v = at(1, 2, 3);
    v.maxforce = NO_LIMIT;
    // desired = (3, 4, 12) / 13 × 4
    assertVec(12 / 13f, 16 / 13f, 48 / 13f, v.seek(new PVector(4, 6, 15)), "seek");
  }

  @Test
  void arriveSlowsByTheThreeDimensionalDistance() {
    Vehicle v = at(0, 0, 0);
    v.maxforce = NO_LIMIT;
    // distance 50 of a slowing radius 100: desired speed 4 × 50/100 = 2, along z
    assertVec(0, 0, 2, v.arrive(new PVector(0, 0, 50), 100), "arrive");
    Vehicle w = at(0, 0, 0);
    w.maxforce = NO_LIMIT;
    // (30, 0, 40) is 50 away: desired = (0.6, 0, 0.8) × 2
    assertVec(1.2f, 0, 1.6f, w.arrive(new PVector(30, 0, 40), 100), "arrive, diagonal");
  }

  @Test
  void fleeAndPanicDistanceMeasureZ() {
    Vehicle v = at(0, 0, 0);
    v.maxforce = NO_LIMIT;
    assertVec(0, 0, -4, v.flee(new PVector(0, 0, 10)), "flee");
    Vehicle w = at(0, 0, 0);
    // 30 away in z, farther than a panic distance of 20 (in x and y it sits on the vehicle)
    assertVec(0, 0, 0, w.flee(new PVector(0, 0, 30), 20), "flee beyond the panic distance");
  }

  @Test
  void pursueAndEvadeAimAtTheFuturePositionInThreeDimensions() {
    Vehicle quarry = at(0, 0, 100);
    quarry.velocity.set(0, 4, 0);
    Vehicle hunter = at(0, 0, 0);
    hunter.maxforce = NO_LIMIT;
    // T = 100 / 4 = 25 frames; future = (0, 100, 100); desired = (0, 1, 1)/√2 × 4
    float s = 4 / (float) Math.sqrt(2);
    assertVec(0, 100, 100, Pursuit.futurePosition(hunter, quarry), "future position");
    assertVec(0, s, s, hunter.pursue(quarry), "pursue");
    Vehicle prey = at(0, 0, 0);
    prey.maxforce = NO_LIMIT;
    assertVec(0, -s, -s, prey.evade(quarry), "evade");
  }

  @Test
  void separateAlignAndCohereWorkAlongZ() {
    Vehicle v = at(0, 0, 0);
    v.maxforce = NO_LIMIT;
    Vehicle above = at(0, 0, 10);
    above.velocity.set(0, 0, 3);
    List<Vehicle> both = List.of(v, above);
    // separation: (0, 0, −10) normalised, ÷ 10, scaled to 4
    assertVec(0, 0, -4, GroupRules.separate(v, both, 25), "separate");
    Vehicle w = at(0, 0, 0);
    w.maxforce = NO_LIMIT;
    // alignment: average velocity (0, 0, 3) scaled to 4
    assertVec(0, 0, 4, GroupRules.align(w, List.of(w, above), 50), "align");
    Vehicle u = at(0, 0, 0);
    u.maxforce = NO_LIMIT;
    // cohesion: seek the average position (0, 0, 10)
    assertVec(0, 0, 4, GroupRules.cohere(u, List.of(u, above), 50), "cohere");
  }

  @Test
  void aBoidFarAwayInZIsNoNeighbour() {
    Vehicle v = at(0, 0, 0);
    v.maxforce = NO_LIMIT;
    Vehicle other = at(20, 0, 40);   // 20 away in the plane, √2000 ≈ 44.7 in space
    assertEquals(Math.sqrt(2000), GroupRules.distance(v, other, 0, 0), 1e-4);
    assertVec(20, 0, 40, GroupRules.offset(v, other, 0, 0), "offset");
    assertVec(0, 0, 0, GroupRules.separate(v, List.of(v, other), 25), "nobody within 25");
  }

  @Test
  void offsetsWrapInXAndYButNeverInZ() {
    Vehicle a = at(10, 10, 0);
    Vehicle b = at(790, 590, 500);
    assertVec(-20, -20, 500, GroupRules.offset(a, b, 800, 600), "offset across the edges");
  }

  @Test
  void wander3DFromRestWithoutRandomStepsSeeksAlongX() {
    Vehicle v = at(0, 0, 0);
    v.maxforce = 0.1f;
    Wander state = v.wanderWith(new Random(1));
    state.setChange(0);
    // at rest the sphere sits on the vehicle; target = (0, 0, 0) + 25 × (1, 0, 0)
    assertVec(0.1f, 0, 0, v.wander3D(), "force");
    assertVec(25, 0, 0, state.target(), "target");
  }

  @Test
  void wander3DPutsTheSphereAheadAlongTheVelocity() {
    Vehicle v = at(10, 20, 30);
    v.velocity.set(0, 0, 2);
    Wander state = v.wanderWith(new Random(1));
    state.setChange(0);
    v.wander3D();
    // center = position + (0, 0, 2) scaled to 80; target = center + 25 × (1, 0, 0)
    assertVec(10, 20, 110, state.center(), "center");
    assertVec(35, 20, 110, state.target(), "target");
  }

  @Test
  void wander3DTargetStaysOnTheSphereAndItsDirectionDriftsInSmallSteps() {
    Vehicle v = at(0, 0, 0);
    Wander state = v.wanderWith(new Random(42));
    PVector before = state.direction();
    // each coordinate moves by at most 0.3, so the unit vector by at most 0.3·√3 before it
    // is normalised; normalising a vector of length ≥ 1 − 0.3·√3 at most doubles that
    float mostStep = 2 * 0.3f * (float) Math.sqrt(3);
    for (int frame = 0; frame < 2000; frame++) {
      v.wander3D();
      v.update();
      PVector direction = state.direction();
      assertEquals(1, direction.mag(), 1e-5, "a unit direction");
      assertEquals(Wander.WANDER_RADIUS, PVector.dist(state.target(), state.center()), 1e-3,
          "the target is on the sphere");
      assertTrue(PVector.dist(direction, before) <= mostStep, "a small step");
      before = direction;
    }
    assertTrue(Math.abs(v.position.z) > 0, "the vehicle leaves the plane: z " + v.position.z);
  }

  @Test
  void boxTurnsAVehicleAwayFromANearFace() {
    Box box = Box.cube(new PVector(), 200, 10);
    Vehicle v = at(0, 0, -95);   // within 10 of the face z = −100
    v.maxforce = NO_LIMIT;
    v.velocity.set(1, 0, 0);
    // desired = (1, 0, +4) scaled to 4; force = desired − (1, 0, 0)
    float k = 4 / (float) Math.sqrt(17);
    assertVec(k - 1, 0, 4 * k, v.stayWithin3D(box), "away from the back face");
    Vehicle corner = at(95, -95, 95);
    corner.maxforce = NO_LIMIT;
    // every face near: desired = (−4, 4, −4) scaled to 4
    float c = 4 / (float) Math.sqrt(3);
    assertVec(-c, c, -c, corner.stayWithin3D(box), "out of a corner");
  }

  @Test
  void wellInsideTheBoxThereIsNoForce() {
    Vehicle v = at(0, 0, 0);
    v.velocity.set(1, 2, 3);
    assertVec(0, 0, 0, v.stayWithin3D(Box.cube(new PVector(), 200, 10)), "inside");
    assertNull(Box.desiredVelocity(Box.cube(new PVector(), 200, 10), v));
  }

  @Test
  void aBoxRefusesWhatCannotBeOne() {
    assertThrows(IllegalArgumentException.class, () -> Box.cube(new PVector(), 200, 100));
    assertThrows(IllegalArgumentException.class,
        () -> new Box(new PVector(0, 0, 0), new PVector(10, 10, 0), 1));
    assertThrows(IllegalArgumentException.class,
        () -> new Box(null, new PVector(10, 10, 10), 1));
    assertThrows(IllegalArgumentException.class, () -> at(0, 0, 0).stayWithin3D(null));
    assertThrows(IllegalArgumentException.class, () -> new Vehicle(0, 0, Float.NaN));
  }

  @Test
  void aFlockInABoxStaysInsideIt() {
    Flock flock = RandomFlocks.cube(new BinNeighbours(), 3, 80, 300);
    Box box = new Box(new PVector(0, 0, 0), new PVector(300, 300, 300), 40);
    List<Vehicle> boids = new ArrayList<>(flock.boids);
    for (Vehicle boid : boids) {
      boid.maxspeed = 3;
      boid.maxforce = 0.05f;
    }
    for (int frame = 0; frame < 800; frame++) {
      flock.flock();
      for (Vehicle boid : boids) {
        boid.stayWithin3D(box, CONTAINMENT_WEIGHT);   // outweighs the flock's 3.5
        boid.update();
      }
    }
    // the margin is 40: a boid turns back within about that much beyond it
    for (Vehicle boid : boids) {
      for (float coordinate : new float[] {boid.position.x, boid.position.y, boid.position.z}) {
        assertTrue(coordinate > -40 && coordinate < 340, "boid at " + boid.position);
      }
    }
  }
}
