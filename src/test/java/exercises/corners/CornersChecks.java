package exercises.corners;

import exercises.CheckTimeout;
import java.io.File;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import sketchbook.run.ProjectFolder;
import steering.Path;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What braking for corners does, checked on its behaviour. {@link CornersCheck} runs these
 * against the learner's {@link CornerBraking}; {@link CornersSolutionTest} against the reference.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class CornersChecks {

  static final float CRUISE = 4;
  static final float EPSILON = 1e-4f;
  /** The road of the sketch, and how it is driven there. */
  static final String ROAD = "data/paths/corners.json";
  static final float ROAD_CRUISE = 6;
  static final float ROAD_MAXFORCE = 0.3f;
  static final int ROAD_FRAMES = 800;
  /** The road's radius (20) and a little: how far from the centre line "on the road" reaches. */
  static final float ON_THE_ROAD = 25;

  /** The implementation under check. */
  abstract CornerBraking braking();

  /** Right then down: one right-angle corner at (500, 100). */
  static final Path RIGHT_ANGLE = path(false, 100, 100, 500, 100, 500, 400);

  @Test
  void farFromEveryCornerTheLimitIsTheCruiseSpeed() {
    assertEquals(CRUISE, limit(200, 100, RIGHT_ANGLE), EPSILON);
  }

  @Test
  void theEndsOfAnOpenPathAreNotCorners() {
    assertEquals(CRUISE, limit(100, 100, RIGHT_ANGLE), EPSILON, "at the start");
    assertEquals(CRUISE, limit(500, 400, RIGHT_ANGLE), EPSILON, "at the end");
  }

  @Test
  void onARightAngleCornerTheLimitIsHalfTheCruiseSpeed() {
    // cos θ = 0: corner speed = 4 * (1 + 0) / 2 = 2
    assertEquals(2, limit(500, 100, RIGHT_ANGLE), EPSILON);
  }

  @Test
  void halfwayIntoTheBrakingDistanceTheLimitIsHalfwayBetween() {
    float d = CornerBraking.BRAKING_DISTANCE / 2;
    // limit = 2 + (4 - 2) * (d / BRAKING_DISTANCE) = 3, before the corner and after it
    assertEquals(3, limit(500 - d, 100, RIGHT_ANGLE), EPSILON, "before");
    assertEquals(3, limit(500, 100 + d, RIGHT_ANGLE), EPSILON, "after");
  }

  @Test
  void theLimitsScaleWithTheCruiseSpeed() {
    float cruise = 8;
    // far away: the cruise speed itself
    assertEquals(8, limit(200, 100, RIGHT_ANGLE, cruise), EPSILON, "far from the corner");
    // right angle: corner speed = 8 * (1 + 0) / 2 = 4
    assertEquals(4, limit(500, 100, RIGHT_ANGLE, cruise), EPSILON, "on the corner");
    // a quarter of the braking distance away: 4 + (8 - 4) * 0.25 = 5
    float d = CornerBraking.BRAKING_DISTANCE / 4;
    assertEquals(5, limit(500 - d, 100, RIGHT_ANGLE, cruise), EPSILON, "before the corner");
  }

  @Test
  void aGentleBendBrakesLess() {
    // out of the corner at 60 degrees: cos θ = 0.5, corner speed = 4 * 1.5 / 2 = 3
    Path bend = path(false, 100, 100, 300, 100, 400, 100 + 100 * (float) Math.sqrt(3));
    assertEquals(3, limit(300, 100, bend), 1e-3f);
  }

  @Test
  void aUTurnBrakesToTheMinimumSpeedButNotToZero() {
    Path hairpin = path(false, 100, 100, 500, 100, 100, 100);
    assertEquals(CornerBraking.MIN_SPEED, limit(500, 100, hairpin), EPSILON);
  }

  @Test
  void everyPointOfAClosedPathIsACorner() {
    Path square = path(true, 100, 100, 400, 100, 400, 400, 100, 400);
    assertEquals(2, limit(100, 100, square), EPSILON, "the first point");
    assertEquals(2, limit(100, 400, square), EPSILON, "the last point");
  }

  @Test
  void aRepeatedPointGivesAFiniteLimit() {
    Path stutter = path(false, 100, 100, 300, 100, 300, 100, 300, 300);
    float limit = limit(300, 100, stutter);
    assertTrue(Float.isFinite(limit) && limit >= CornerBraking.MIN_SPEED && limit <= CRUISE,
        "limit " + limit);
  }

  @Test
  void onTheSketchesRoadTheVehicleStaysOnTheRoadAndGetsToTheEnd() {
    Path road = Path.load(new File(ProjectFolder.root(), ROAD));
    Vehicle v = new Vehicle(road.start().x, road.start().y);
    v.maxforce = ROAD_MAXFORCE;
    v.velocity.set(PVector.sub(road.segmentEnd(0), road.start())).setMag(ROAD_CRUISE);
    CornerBraking braking = braking();
    float worst = 0;
    int frame = 0;
    for (; frame < ROAD_FRAMES && PVector.dist(v.position, road.end()) > road.radius; frame++) {
      v.maxspeed = braking.speedLimit(v.position, road, ROAD_CRUISE);
      v.follow(road);
      v.update();
      worst = Math.max(worst, distanceToRoad(road, v.position));
    }
    assertTrue(worst <= ON_THE_ROAD, "swung " + worst + " px from the centre line");
    assertTrue(frame < ROAD_FRAMES, "not at the end after " + ROAD_FRAMES + " frames: "
        + v.position);
  }

  float limit(float x, float y, Path path) {
    return limit(x, y, path, CRUISE);
  }

  float limit(float x, float y, Path path, float cruise) {
    PVector position = new PVector(x, y);
    float limit = braking().speedLimit(position, path, cruise);
    assertEquals(new PVector(x, y), position, "the position must not change");
    return limit;
  }

  static Path path(boolean closed, float... xy) {
    Path path = new Path(20, closed);
    for (int i = 0; i < xy.length; i += 2) {
      path.addPoint(xy[i], xy[i + 1]);
    }
    return path;
  }

  static float distanceToRoad(Path road, PVector p) {
    float nearest = Float.POSITIVE_INFINITY;
    for (int i = 0; i < road.segmentCount(); i++) {
      PVector a = road.segmentStart(i);
      PVector ab = PVector.sub(road.segmentEnd(i), a);
      float t = Math.max(0, Math.min(1, PVector.sub(p, a).dot(ab) / ab.magSq()));
      nearest = Math.min(nearest, PVector.dist(p, PVector.add(a, ab.mult(t))));
    }
    return nearest;
  }
}
