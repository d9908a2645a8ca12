package steering;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

@DisplayName("Feelers, containment's probes and wall following, with hand-worked numbers")
class WallBehaviorsTest {

  static final float EPS = 1e-4f;

  static Vehicle moving(float x, float y, float vx, float vy) {
    Vehicle v = new Vehicle(x, y);
    v.velocity.set(vx, vy);
    return v;
  }

  static WallLayout square(float x0, float y0, float x1, float y1) {
    return new WallLayout().add(List.of(new PVector(x0, y0), new PVector(x1, y0),
        new PVector(x1, y1), new PVector(x0, y1)), true);
  }

  @Test
  @DisplayName("feelers: ahead 60 px, the sides at 45° and 30 px; a wall 30 px ahead is 30 deep")
  void theFeelerAheadThroughAWall() {
    Vehicle v = moving(50, 50, 1, 0);
    WallLayout walls = new WallLayout().addWall(new PVector(80, 0), new PVector(80, 100));
    PVector[] tips = Feelers.tips(v, 60);
    assertVec(110, 50, tips[Feelers.AHEAD], "ahead");
    float side = 30 * (float) Math.sqrt(0.5);
    assertVec(50 + side, 50 - side, tips[Feelers.LEFT], "left (up the screen)");
    assertVec(50 + side, 50 + side, tips[Feelers.RIGHT], "right");
    List<Feelers.Hit> hits = Feelers.hits(v, walls, 60);
    assertEquals(1, hits.size(), "the side feelers reach x = 71.2, short of the wall");
    Feelers.Hit hit = hits.get(0);
    assertVec(80, 50, hit.point(), "where it meets the wall");
    assertEquals(30, hit.depth(), EPS);
    assertVec(-1, 0, hit.normal(), "the normal on the vehicle's side");
    // desired = velocity + normal × 30 × 0.05 = (1, 0) + (−1.5, 0)
    assertVec(-0.5f, 0, Feelers.desiredVelocity(v, hit), "desired");
    // steer: (−1.5, 0) limited to maxforce 0.1
    assertVec(-0.1f, 0, v.avoidWalls(walls, 60, 1), "force");
  }

  @Test
  @DisplayName("a side feeler through a wall: depth 30 × (1 − 15 / 21.2) = 8.79, pushed down")
  void aSideFeeler() {
    Vehicle v = moving(50, 50, 1, 0);
    WallLayout walls = new WallLayout().addWall(new PVector(0, 35), new PVector(100, 35));
    Feelers.Hit hit = Feelers.deepest(Feelers.hits(v, walls, 60));
    assertEquals(Feelers.LEFT, hit.feeler());
    assertVec(65, 35, hit.point(), "15 px up and 15 along");
    assertEquals(30 - 15 * (float) Math.sqrt(2), hit.depth(), EPS);
    assertVec(1, hit.depth() * 0.05f, Feelers.desiredVelocity(v, hit), "desired");
  }

  @Test
  @DisplayName("no feeler through a wall, or at rest: no force and no desired velocity")
  void noHitNoForce() {
    WallLayout walls = new WallLayout().addWall(new PVector(300, 0), new PVector(300, 100));
    Vehicle v = moving(50, 50, 1, 0);
    assertVec(0, 0, v.avoidWalls(walls, 60, 1), "clear ahead");
    assertVec(0, 0, v.desired, "nothing desired");
    Vehicle still = new Vehicle(290, 50);
    assertEquals(0, Feelers.tips(still, 60).length, "at rest: no heading, no feelers");
    assertVec(0, 0, still.avoidWalls(walls, 60, 1), "at rest");
  }

  @Test
  @DisplayName("containment: three probes out through the floor, square on: turn right")
  void probesThroughTheFloor() {
    WallLayout room = square(0, 0, 200, 200);
    Vehicle v = moving(100, 170, 0, 2);   // heading down the screen
    v.maxspeed = 2;
    Containment.Breach breach = Containment.breach(v, room, 50);
    assertEquals(3, breach.probes().size());
    assertVec(100, 200, breach.surfaces().get(0), "the probe ahead leaves at the floor");
    assertVec(0, -1, breach.inward(), "the way back in");
    // no lateral part: the heading (0, 1) turned a quarter turn clockwise, at maxspeed
    assertVec(-2, 0, Containment.desiredVelocity(v, breach), "desired");
  }

  @Test
  @DisplayName("containment at a slant: the lateral part of (−1, 0) across (0.8, 0.6)")
  void probesAtASlant() {
    WallLayout room = square(0, 0, 200, 200);
    Vehicle v = moving(170, 100, 1.6f, 1.2f);
    v.maxspeed = 2;
    Containment.Breach breach = Containment.breach(v, room, 50);
    assertEquals(2, breach.probes().size(), "ahead and left out, right in");
    assertVec(200, 122.5f, breach.surfaces().get(0), "ahead leaves 30 px on, 3/4 of the way");
    assertVec(-1, 0, breach.inward(), "inward");
    // lateral = (−1, 0) − (0.8, 0.6) × (−0.8) = (−0.36, 0.48): |0.6|, scaled to 2
    assertVec(-1.2f, 1.6f, Containment.desiredVelocity(v, breach), "desired");
    assertVec(-1.2f - 1.6f, 1.6f - 1.2f, PVector.sub(Containment.desiredVelocity(v, breach),
        v.velocity), "desired − velocity");
  }

  @Test
  @DisplayName("a pillar's corner between the probes is caught: their way crosses its wall")
  void aPillarBetweenTheProbes() {
    WallLayout walls = square(0, 0, 300, 300).add(List.of(new PVector(130, 80),
        new PVector(170, 80), new PVector(170, 120), new PVector(130, 120)), true);
    Vehicle v = moving(100, 100, 2, 0);
    v.maxspeed = 2;
    PVector[] probes = Containment.probes(v, 50);
    assertTrue(walls.inside(probes[1]) && walls.inside(probes[2]), "the side probes are in");
    Containment.Breach breach = Containment.breach(v, walls, 50);
    assertEquals(3, breach.probes().size(), "but their way to them crosses the pillar");
    assertVec(-1, 0, breach.inward(), "inward");
    assertVec(0, 2, Containment.desiredVelocity(v, breach), "square on: turn right");
    assertNull(Containment.breach(v, new WallLayout().addWall(new PVector(130, 0),
        new PVector(130, 300)), 50), "an open wall encloses nothing: not seen");
  }

  @Test
  @DisplayName("wall following: t × 2 + n × (30 − 20) × 0.1 = (2, −1), scaled to 2")
  void followAlongAWall() {
    WallLayout walls = new WallLayout().addWall(new PVector(0, 200), new PVector(400, 200));
    Vehicle v = moving(100, 180, 2, 0);
    v.maxspeed = 2;
    WallFollower.Follow f = WallFollower.follow(v, walls);
    assertVec(108, 180, f.predicted(), "4 frames on");
    assertVec(108, 200, f.point(), "the nearest point of the wall");
    assertEquals(20, f.distance(), EPS);
    assertVec(0, -1, f.normal(), "away from the wall");
    assertVec(1, 0, f.tangent(), "along it, the wall on the right");
    float root5 = (float) Math.sqrt(5);
    assertVec(4 / root5, -2 / root5, WallFollower.desiredVelocity(v, f, 30), "desired");
    assertVec(108, 170, WallFollower.onOffsetLine(f, 30), "the offset line");
    v.velocity.set(-2, 0);   // going the other way: it turns round, the wall kept on the right
    assertVec(1, 0, WallFollower.follow(v, walls).tangent(), "tangent");
  }

  @Test
  @DisplayName("past a wall's end the nearest point is the end: the follower rounds it")
  void roundTheEnd() {
    WallLayout walls = new WallLayout().addWall(new PVector(0, 200), new PVector(400, 200));
    Vehicle v = new Vehicle(420, 180);   // at rest: the prediction is the position
    WallFollower.Follow f = WallFollower.follow(v, walls);
    assertVec(400, 200, f.point(), "the end");
    assertEquals(20 * (float) Math.sqrt(2), f.distance(), EPS);
    float h = (float) Math.sqrt(0.5);
    assertVec(h, -h, f.normal(), "away from the end");
    assertNull(WallFollower.follow(v, new WallLayout()), "no walls: nothing to follow");
    assertVec(0, 0, v.followWall(new WallLayout(), 30), "and no force");
  }
}
