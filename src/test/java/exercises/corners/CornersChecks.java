package exercises.corners;

import exercises.CheckTimeout;
import exercises.Sentences;
import java.io.File;
import steering.files.PathFile;
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
    assertNumber(CRUISE, limit(200, 100, RIGHT_ANGLE), "the speed limit far from any corner");
  }

  @Test
  void theEndsOfAnOpenPathAreNotCorners() {
    assertNumber(CRUISE, limit(100, 100, RIGHT_ANGLE), "the speed limit at the start of the path");
    assertNumber(CRUISE, limit(500, 400, RIGHT_ANGLE), "the speed limit at the end of the path");
  }

  @Test
  void onARightAngleCornerTheLimitIsHalfTheCruiseSpeed() {
    // cos θ = 0: corner speed = 4 * (1 + 0) / 2 = 2
    assertNumber(2, limit(500, 100, RIGHT_ANGLE), "the speed limit on a right-angle corner");
  }

  @Test
  void halfwayIntoTheBrakingDistanceTheLimitIsHalfwayBetween() {
    float d = CornerBraking.BRAKING_DISTANCE / 2;
    // limit = 2 + (4 - 2) * (d / BRAKING_DISTANCE) = 3, before the corner and after it
    assertNumber(3, limit(500 - d, 100, RIGHT_ANGLE), "the speed limit before the corner");
    assertNumber(3, limit(500, 100 + d, RIGHT_ANGLE), "the speed limit after the corner");
  }

  @Test
  void theLimitsScaleWithTheCruiseSpeed() {
    float cruise = 8;
    // far away: the cruise speed itself
    assertNumber(8, limit(200, 100, RIGHT_ANGLE, cruise), "the speed limit far from the corner");
    // right angle: corner speed = 8 * (1 + 0) / 2 = 4
    assertNumber(4, limit(500, 100, RIGHT_ANGLE, cruise), "the speed limit on the corner");
    // a quarter of the braking distance away: 4 + (8 - 4) * 0.25 = 5
    float d = CornerBraking.BRAKING_DISTANCE / 4;
    assertNumber(5, limit(500 - d, 100, RIGHT_ANGLE, cruise), "the speed limit before the corner");
  }

  @Test
  void aGentleBendBrakesLess() {
    // out of the corner at 60 degrees: cos θ = 0.5, corner speed = 4 * 1.5 / 2 = 3
    Path bend = path(false, 100, 100, 300, 100, 400, 100 + 100 * (float) Math.sqrt(3));
    assertNumber(3, limit(300, 100, bend), "the speed limit on a gentle bend");
  }

  @Test
  void aUTurnBrakesToTheMinimumSpeedButNotToZero() {
    Path hairpin = path(false, 100, 100, 500, 100, 100, 100);
    assertNumber(CornerBraking.MIN_SPEED, limit(500, 100, hairpin),
        "the speed limit on a U-turn");
  }

  @Test
  void everyPointOfAClosedPathIsACorner() {
    Path square = path(true, 100, 100, 400, 100, 400, 400, 100, 400);
    assertNumber(2, limit(100, 100, square), "the speed limit on the first point");
    assertNumber(2, limit(100, 400, square), "the speed limit on the last point");
  }

  @Test
  void aRepeatedPointGivesAFiniteLimit() {
    Path stutter = path(false, 100, 100, 300, 100, 300, 100, 300, 300);
    float limit = limit(300, 100, stutter);
    assertTrue(Float.isFinite(limit) && limit >= CornerBraking.MIN_SPEED && limit <= CRUISE,
        "The speed limit " + limit + " must be finite and between the minimum and"
            + " the cruise speed.");
  }

  @Test
  void onTheSketchesRoadTheVehicleStaysOnTheRoadAndGetsToTheEnd() {
    Path road = PathFile.load(new File(ProjectFolder.root(), ROAD));
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
    assertTrue(worst <= ON_THE_ROAD, "The vehicle swung " + worst
        + " px from the centre line.");
    assertTrue(frame < ROAD_FRAMES, "After " + ROAD_FRAMES + " frames the vehicle is at "
        + v.position + ", not at the end.");
  }

  float limit(float x, float y, Path path) {
    return limit(x, y, path, CRUISE);
  }

  float limit(float x, float y, Path path, float cruise) {
    PVector position = new PVector(x, y);
    float limit = braking().speedLimit(position, path, cruise);
    assertEquals(new PVector(x, y), position, "The position must not change.");
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

  static void assertNumber(float expected, float actual, String what) {
    Sentences.assertNumber(expected, actual, what, EPSILON);
  }
}
