package exercises.doublingback;

import exercises.CheckTimeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Path;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What following a path in order does, checked on its behaviour. {@link DoublingBackCheck}
 * runs these against the learner's {@link ForwardFollower}; {@link DoublingBackSolutionTest}
 * against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class DoublingBackChecks {

  static final float RADIUS = 20;
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.3f;
  static final int FRAMES = 600;
  /** How far from the centre line a vehicle may swing: the U-turn goes a little wide. */
  static final float MAX_STRAY = 45;
  /** A vehicle this close to the road's last point has arrived: the drive ends there. */
  static final float AT_THE_END = 10;

  /** A new follower for one vehicle, under check. */
  abstract ForwardFollower follower();

  @Test
  void comesBackAlongARoadThatRunsOutAndBack() {
    Path road = road(100, 300, 700, 300, 100, 300);
    Run run = drive(road);
    assertTrue(run.reachedFarEnd >= 0, "The vehicle never got to the far end;"
        + " it got only to x = " + run.furthestX + ".");
    assertTrue(run.cameBack, "The vehicle got to the far end in frame "
        + run.reachedFarEnd + " but not back to x < 150 in " + FRAMES + " frames; it is at "
        + run.vehicle.position + ".");
  }

  @Test
  void reachesTheEndOfARoadThatDoublesBackHalfway() {
    Path road = DoublingBack.road();   // out to x 700, back to x 400, then down to y 550
    Vehicle v = start(road);
    ForwardFollower follower = follower();
    boolean reached = false;
    for (int frame = 0; frame < FRAMES && !reached; frame++) {
      follower.follow(v, road);
      v.update();
      reached = v.position.y > 530 && Math.abs(v.position.x - 400) < RADIUS;
    }
    assertTrue(reached, "After " + FRAMES + " frames the vehicle is at " + v.position
        + ", not at the end (400, 550).");
  }

  @Test
  void staysNearTheRoadAllTheWay() {
    Run run = drive(road(100, 300, 700, 300, 100, 300));
    assertTrue(run.worstStray <= MAX_STRAY, "The vehicle strayed " + run.worstStray
        + " px from the centre line.");
  }

  @Test
  void stillFollowsAnOrdinaryRoadRoundACorner() {
    Path road = road(100, 100, 600, 100, 600, 500);
    Run run = drive(road);
    assertTrue(run.worstStray <= MAX_STRAY, "The vehicle strayed " + run.worstStray
        + " px from the centre line.");
    assertTrue(run.furthestY > 480, "The vehicle got only to y = " + run.furthestY
        + " of 500.");
  }

  @Test
  void aPathWithASinglePointGivesNoForce() {
    Path dot = new Path(RADIUS);
    dot.addPoint(200, 200);
    Vehicle v = new Vehicle(100, 100);
    v.velocity.set(1, 0);
    PVector force = follower().follow(v, dot);
    assertEquals(0, force.mag(), 1e-6f, "The force on a vehicle at the end is " + force
        + "; it should be none.");
    v.update();
    assertTrue(Float.isFinite(v.position.x) && Float.isFinite(v.position.y),
        "The position " + v.position
        + " must stay finite.");
  }

  /** What a drive of {@link #FRAMES} frames along a road showed. */
  static final class Run {
    Vehicle vehicle;
    int reachedFarEnd = -1;
    boolean cameBack;
    float furthestX;
    float furthestY;
    float worstStray;
  }

  Run drive(Path road) {
    Run run = new Run();
    run.vehicle = start(road);
    ForwardFollower follower = follower();
    boolean leftTheEnd = false;  // an out-and-back road ends where it starts
    for (int frame = 0; frame < FRAMES; frame++) {
      follower.follow(run.vehicle, road);
      run.vehicle.update();
      PVector p = run.vehicle.position;
      run.furthestX = Math.max(run.furthestX, p.x);
      run.furthestY = Math.max(run.furthestY, p.y);
      run.worstStray = Math.max(run.worstStray, distanceToRoad(road, p));
      if (run.reachedFarEnd < 0 && p.x > 650) {
        run.reachedFarEnd = frame;
      }
      run.cameBack |= run.reachedFarEnd >= 0 && p.x < 150;
      float toEnd = PVector.dist(p, road.end());
      leftTheEnd |= toEnd > 2 * RADIUS;
      if (leftTheEnd && toEnd <= AT_THE_END) {
        break;  // the drive is over: what a vehicle does past the end is not following
      }
    }
    return run;
  }

  /** A vehicle at the road's start, heading along its first segment at full speed. */
  static Vehicle start(Path road) {
    Vehicle v = new Vehicle(road.start().x, road.start().y);
    v.maxspeed = MAXSPEED;
    v.maxforce = MAXFORCE;
    v.velocity.set(PVector.sub(road.segmentEnd(0), road.start())).setMag(MAXSPEED);
    return v;
  }

  static Path road(float... xy) {
    Path road = new Path(RADIUS);
    for (int i = 0; i < xy.length; i += 2) {
      road.addPoint(xy[i], xy[i + 1]);
    }
    return road;
  }

  /** Distance from p to the nearest point of the road's centre line. */
  static float distanceToRoad(Path road, PVector p) {
    float nearest = Float.POSITIVE_INFINITY;
    for (int i = 0; i < road.segmentCount(); i++) {
      PVector a = road.segmentStart(i);
      PVector ab = PVector.sub(road.segmentEnd(i), a);
      float t = PVector.sub(p, a).dot(ab) / ab.magSq();
      t = Math.max(0, Math.min(1, t));
      nearest = Math.min(nearest, PVector.dist(p, PVector.add(a, ab.mult(t))));
    }
    return nearest;
  }
}
