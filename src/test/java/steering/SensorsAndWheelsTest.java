package steering;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.SensorsAndWheels.Sides;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

@DisplayName("Braitenberg: two sensors, two wheels, the wiring between them")
class SensorsAndWheelsTest {

  static final float EPS = 1e-5f;
  /** One light, ahead and to the right of a vehicle at (250, 260) going +x at 2 px a frame. */
  static final List<PVector> LIGHT = List.of(new PVector(400, 300));

  @Test
  @DisplayName("the sensors sit 2r ahead and r to either side, on the heading")
  void sensorsAtTheFrontCorners() {
    Vehicle v = new Vehicle(100, 100);   // at rest: heading +x; r = 6
    assertVec(112, 94, SensorsAndWheels.sensor(v, true), "left sensor");   // y points down
    assertVec(112, 106, SensorsAndWheels.sensor(v, false), "right sensor");
    v.velocity.set(0, 3);   // heading down the screen: its left is +x
    assertVec(106, 112, SensorsAndWheels.sensor(v, true), "left sensor heading down");
    assertVec(94, 112, SensorsAndWheels.sensor(v, false), "right sensor heading down");
    // the wheels at the back corners, 2r behind
    assertVec(106, 88, SensorsAndWheels.wheel(v, true), "left wheel heading down");
  }

  @Test
  @DisplayName("a reading is Σ 1 / (1 + d² / 100²): 1 on a light, ½ at 100 px, summed")
  void readings() {
    PVector at = new PVector(0, 0);
    assertEquals(1, SensorsAndWheels.reading(at, List.of(new PVector(0, 0)), 100), EPS);
    assertEquals(0.5f, SensorsAndWheels.reading(at, List.of(new PVector(60, 80)), 100), EPS);
    // 200 px: 1 / (1 + 4) = 0.2; with the light at 100 px, 0.7
    assertEquals(0.7f, SensorsAndWheels.reading(at, List.of(new PVector(0, 200),
        new PVector(100, 0)), 100), EPS);
    assertEquals(0, SensorsAndWheels.reading(at, List.of(), 100), EPS);
    // a falloff of 50 px: 100 px reads 1 / (1 + 4)
    assertEquals(0.2f, SensorsAndWheels.reading(at, List.of(new PVector(100, 0)), 50), EPS);
  }

  @Test
  @DisplayName("the four wirings: readings (0.5, 0.25) at maxspeed 4")
  void theFourWirings() {
    Sides readings = new Sides(0.5f, 0.25f);
    assertSides(2, 1, SensorsAndWheels.wheelSpeeds(readings, Wiring.FEAR, 4), "2a fear");
    assertSides(1, 2, SensorsAndWheels.wheelSpeeds(readings, Wiring.AGGRESSION, 4),
        "2b aggression");
    assertSides(2, 3, SensorsAndWheels.wheelSpeeds(readings, Wiring.LOVE, 4), "3a love");
    assertSides(3, 2, SensorsAndWheels.wheelSpeeds(readings, Wiring.EXPLORER, 4), "3b explorer");
    assertEquals(Wiring.AGGRESSION, Wiring.of(true, true));
    assertEquals(Wiring.LOVE, Wiring.of(false, false));
  }

  @Test
  @DisplayName("a wheel's speed is kept between 0 and maxspeed")
  void wheelSpeedsKeptInRange() {
    assertEquals(4, SensorsAndWheels.wheelSpeed(2, true, 4), EPS);   // 8, at most maxspeed
    assertEquals(0, SensorsAndWheels.wheelSpeed(1.5f, false, 4), EPS);   // 4 − 6, at least 0
    assertEquals(3, SensorsAndWheels.wheelSpeed(0.75f, true, 4), EPS);
    assertThrows(IllegalArgumentException.class, () -> SensorsAndWheels.wheelSpeed(-1, true, 4));
  }

  @Test
  @DisplayName("desired = heading turned (left − right) / axle, × the mean wheel speed")
  void desiredFromTheWheels() {
    Vehicle v = new Vehicle(0, 0);   // r = 6: the axle is 12 px
    assertEquals(12, SensorsAndWheels.axle(v), EPS);
    // turn = (2 − 1) / 12 rad clockwise; speed 1.5: (1.5 cos 1/12, 1.5 sin 1/12)
    assertVec(1.4947946f, 0.12485538f, SensorsAndWheels.desiredVelocity(v, new Sides(2, 1)),
        "desired");
    // equal wheels: straight on along the heading
    v.velocity.set(0, -1);
    assertVec(0, -3, SensorsAndWheels.desiredVelocity(v, new Sides(3, 3)), "straight up");
  }

  @Test
  @DisplayName("drive: desired from the wheels, then steer(desired)")
  void driveSteersByTheWheels() {
    Vehicle v = new Vehicle(250, 260);
    v.velocity.set(2, 0);
    Sides readings = SensorsAndWheels.readings(v, LIGHT, SensorsAndWheels.FALLOFF);
    Sides wheels = SensorsAndWheels.wheelSpeeds(readings, Wiring.AGGRESSION, v.maxspeed);
    PVector expected = SensorsAndWheels.desiredVelocity(v, wheels);
    PVector force = v.braitenberg(LIGHT, Wiring.AGGRESSION);
    assertVec(expected.x, expected.y, v.desired, "desired");
    PVector steering = PVector.sub(expected, new PVector(2, 0)).limit(v.maxforce);
    assertVec(steering.x, steering.y, force, "force");
    assertTrue(wheels.left() > wheels.right(), "crossed: the right sensor, nearer the light,"
        + " drives the left wheel faster: " + wheels);
  }

  @Test
  @DisplayName("whole runs: fear and explorer turn away, aggression and love turn towards")
  void theFourCharacters() {
    // measured, 300 frames: fear and explorer never come within 80 px; aggression passes
    // within 11 px and love comes to rest 19 px from the light
    assertTrue(run(Wiring.FEAR).nearest > 80);
    assertTrue(run(Wiring.EXPLORER).nearest > 80);
    assertTrue(run(Wiring.AGGRESSION).nearest < 15);
    Run love = run(Wiring.LOVE);
    assertTrue(love.last < 25 && love.speed < 0.1f, "love: " + love.last + " px, " + love.speed);
    // explorer moves on at nearly full speed; fear slows down, far from the light
    assertTrue(run(Wiring.EXPLORER).speed > 3.5f && run(Wiring.FEAR).speed < 1);
  }

  @Test
  @DisplayName("bad input: one line naming what is wrong, the vehicle unchanged")
  void badInputIsRefused() {
    Vehicle v = new Vehicle(100, 100);
    assertEquals("lights must not be null", assertThrows(IllegalArgumentException.class,
        () -> v.braitenberg(null, Wiring.LOVE)).getMessage());
    assertEquals("falloff (the distance at which a light reads half) must be greater than 0,"
        + " was 0.0", assertThrows(IllegalArgumentException.class,
            () -> SensorsAndWheels.drive(v, LIGHT, Wiring.LOVE, 0)).getMessage());
    v.r = 0;
    assertEquals("r (the vehicle's drawing size) must be greater than 0, was 0.0",
        assertThrows(IllegalArgumentException.class,
            () -> v.braitenberg(LIGHT, Wiring.LOVE)).getMessage());
    assertVec(0, 0, v.acceleration, "acceleration");
  }

  record Run(float nearest, float last, float speed) {
  }

  static Run run(Wiring wiring) {
    Vehicle v = new Vehicle(250, 260);
    v.velocity.set(2, 0);
    v.maxforce = 0.2f;
    float nearest = Float.POSITIVE_INFINITY;
    for (int frame = 0; frame < 300; frame++) {
      v.braitenberg(LIGHT, wiring);
      v.update();
      nearest = Math.min(nearest, PVector.dist(v.position, LIGHT.get(0)));
    }
    return new Run(nearest, PVector.dist(v.position, LIGHT.get(0)), v.velocity.mag());
  }

  static void assertSides(float left, float right, Sides actual, String what) {
    assertEquals(left, actual.left(), EPS, what + ": the left wheel");
    assertEquals(right, actual.right(), EPS, what + ": the right wheel");
  }
}
