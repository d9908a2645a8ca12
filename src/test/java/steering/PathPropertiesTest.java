package steering;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.generators.SourceDSL.floats;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

/**
 * Path following over random paths: any number of points (none, one, many), repeated points,
 * points on one line, tiny and huge coordinates, open or closed, any radius. Nothing becomes
 * NaN or infinite, the limits hold, and on everyday coordinates the normal point really is
 * the point of the path closest to the prediction.
 */
class PathPropertiesTest {

  static final int EXAMPLES = 300;
  static final int FRAMES = 20;
  static final int MAX_POINTS = 8;

  /** A path as data (so a falsified property prints it) and the Path it makes. */
  record PathSpec(List<PVector> points, float radius, boolean closed) {

    Path path() {
      Path path = new Path(radius, closed);
      for (PVector p : points) {
        path.addPoint(p.x, p.y);
      }
      return path;
    }
  }

  @Test
  void followStaysFiniteAndWithinItsLimits() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(), paths(SteeringArbitraries.pathPoint()))
        .checkAssert((start, spec) -> {
          Vehicle v = start.vehicle();
          Path path = spec.path();
          for (int frame = 0; frame < FRAMES; frame++) {
            VehiclePropertiesTest.stepSanely(v, () -> v.follow(path), frame);
          }
        });
  }

  @Test
  void theNormalPointIsTheClosestPointOfThePath() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.everydayPoint(), SteeringArbitraries.everydayPoint(),
            paths(SteeringArbitraries.everydayPoint()))
        .checkAssert((position, velocity, spec) -> {
          Vehicle v = new Vehicle(position.x, position.y);
          v.velocity.set(velocity);
          v.maxspeed = Check.LARGEST;  // the velocity as given: no limit in the way
          Path path = spec.path();
          v.follow(path);
          if (path.segmentCount() == 0) {
            assertTrue(!v.hasPathTarget, "no segment, no target");
            return;
          }
          double best = Double.POSITIVE_INFINITY;
          double onPath = Double.POSITIVE_INFINITY;
          for (int i = 0; i < path.segmentCount(); i++) {
            PVector a = path.segmentStart(i);
            PVector b = path.segmentEnd(i);
            best = Math.min(best, distanceToSegment(v.predicted, a, b));
            onPath = Math.min(onPath, distanceToSegment(v.normalPoint, a, b));
          }
          // float rounding on coordinates of up to ~1000 px: a thousandth of a pixel is generous
          double tolerance = 1e-3;
          assertTrue(onPath <= tolerance,
              "normal point " + v.normalPoint + " is " + onPath + " px off the path");
          double chosen = PVector.dist(v.predicted, v.normalPoint);
          assertTrue(chosen <= best + tolerance, "normal point " + chosen
              + " px from the prediction, but the path comes within " + best);
        });
  }

  /** Distance from p to segment a-b, in double. */
  static double distanceToSegment(PVector p, PVector a, PVector b) {
    double abx = (double) b.x - a.x;
    double aby = (double) b.y - a.y;
    double lengthSq = abx * abx + aby * aby;
    double t = lengthSq == 0 ? 0
        : ((p.x - (double) a.x) * abx + (p.y - (double) a.y) * aby) / lengthSq;
    t = Math.max(0, Math.min(1, t));
    return Math.hypot(p.x - (a.x + abx * t), p.y - (a.y + aby * t));
  }

  /** Paths of the shapes a learner's file can take: any points, one point repeated, collinear. */
  static Gen<PathSpec> paths(Gen<PVector> point) {
    Gen<List<PVector>> any = lists().of(point).ofSizeBetween(0, MAX_POINTS);
    Gen<List<PVector>> repeated = point.zip(integers().between(1, MAX_POINTS),
        PathPropertiesTest::repeated);
    // a third of each coordinate: a + 2·d stays within the range the points were drawn from
    Gen<PVector> third = point.map(p -> new PVector(p.x / 3, p.y / 3));
    Gen<List<PVector>> collinear = third.zip(third,
        lists().of(floats().between(-2, 2)).ofSizeBetween(2, MAX_POINTS),
        PathPropertiesTest::onALine);
    Gen<List<PVector>> points = Generate.oneOf(any, repeated, collinear);
    Gen<Float> radius = Generate.frequency(
        Pair.of(1, Generate.constant(0f)),
        Pair.of(4, floats().between(0, 100)),
        Pair.of(1, SteeringArbitraries.positive()));
    return points.zip(radius, Generate.booleans(), PathSpec::new);
  }

  private static List<PVector> repeated(PVector p, int n) {
    List<PVector> points = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      points.add(p.copy());
    }
    return points;
  }

  /** Points a + t·d for each t: all on one line, in any order, possibly doubling back. */
  private static List<PVector> onALine(PVector a, PVector d, List<Float> ts) {
    List<PVector> points = new ArrayList<>();
    for (float t : ts) {
      points.add(new PVector(a.x + d.x * t, a.y + d.y * t));
    }
    return points;
  }
}
