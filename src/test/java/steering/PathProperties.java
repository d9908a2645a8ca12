package steering;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.Limits.assertWithin;
import static steering.VectorAssert.assertAllFinite;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import processing.core.PVector;

/**
 * Path following over random paths: any number of points (none, one, many), repeated points,
 * points on one line, tiny and huge coordinates, open or closed, any radius. Nothing becomes
 * NaN or infinite, the limits hold, and on everyday coordinates the normal point really is
 * the point of the path closest to the prediction.
 */
class PathProperties {

  static final int TRIES = 300;
  static final int FRAMES = 20;
  static final int MAX_POINTS = 8;

  /** The shapes a learner's path file can take. */
  enum Shape { ANY, REPEATED, COLLINEAR }

  /** A path as data (so a failing property prints it) and the Path it makes. */
  record PathSpec(List<PVector> points, float radius, boolean closed) {

    Path path() {
      Path path = new Path(radius, closed);
      for (PVector p : points) {
        path.addPoint(p.x, p.y);
      }
      return path;
    }
  }

  @Provide
  Arbitrary<PathSpec> paths() {
    return paths(SteeringArbitraries.coordinate());
  }

  @Provide
  Arbitrary<PathSpec> everydayPaths() {
    return paths(SteeringArbitraries.everydayCoordinate());
  }

  @Provide
  Arbitrary<SteeringArbitraries.Start> vehicles() {
    return SteeringArbitraries.start();
  }

  @Provide
  Arbitrary<PVector> everydayPoints() {
    Arbitrary<Float> c = SteeringArbitraries.everydayCoordinate();
    return Combinators.combine(c, c).as(PVector::new);
  }

  @Property(tries = TRIES)
  void followStaysFiniteAndWithinItsLimits(@ForAll("vehicles") SteeringArbitraries.Start start,
      @ForAll("paths") PathSpec spec) {
    Vehicle v = start.vehicle();
    Path path = spec.path();
    for (int frame = 0; frame < FRAMES; frame++) {
      PVector force = v.follow(path);
      assertAllFinite(v);
      assertWithin(force, v.maxforce, "frame " + frame + " steering force");
      v.update();
      assertAllFinite(v);
      assertWithin(v.velocity, v.maxspeed, "frame " + frame + " speed");
    }
  }

  @Property(tries = TRIES)
  void theNormalPointIsTheClosestPointOfThePath(@ForAll("everydayPoints") PVector position,
      @ForAll("everydayPoints") PVector velocity, @ForAll("everydayPaths") PathSpec spec) {
    Vehicle v = new Vehicle(position.x, position.y);
    v.velocity.set(velocity);
    v.maxspeed = Float.MAX_VALUE / 4;  // the velocity as given: no limit in the way
    Path path = spec.path();
    v.follow(path);
    if (path.segmentCount() == 0) {
      assertTrue(!v.hasPathTarget, "no segment, no target");
      return;
    }
    double best = Double.POSITIVE_INFINITY;
    double onPath = Double.POSITIVE_INFINITY;
    for (int i = 0; i < path.segmentCount(); i++) {
      best = Math.min(best, distanceToSegment(v.predicted, path.segmentStart(i),
          path.segmentEnd(i)));
      onPath = Math.min(onPath, distanceToSegment(v.normalPoint, path.segmentStart(i),
          path.segmentEnd(i)));
    }
    // float rounding on coordinates of up to ~1000 px: a thousandth of a pixel is generous
    double tolerance = 1e-3;
    assertTrue(onPath <= tolerance, "normal point " + v.normalPoint + " is " + onPath
        + " px off the path");
    double chosen = PVector.dist(v.predicted, v.normalPoint);
    assertTrue(chosen <= best + tolerance, "normal point " + chosen
        + " px from the prediction, but the path comes within " + best);
  }

  /** Distance from p to segment a-b, in double. */
  static double distanceToSegment(PVector p, PVector a, PVector b) {
    double abx = (double) b.x - a.x;
    double aby = (double) b.y - a.y;
    double lengthSq = abx * abx + aby * aby;
    double t = lengthSq == 0 ? 0 : ((p.x - (double) a.x) * abx + (p.y - (double) a.y) * aby)
        / lengthSq;
    t = Math.max(0, Math.min(1, t));
    return Math.hypot(p.x - (a.x + abx * t), p.y - (a.y + aby * t));
  }

  private static Arbitrary<PathSpec> paths(Arbitrary<Float> coordinate) {
    Arbitrary<PVector> point = Combinators.combine(coordinate, coordinate).as(PVector::new);
    Arbitrary<List<PVector>> points = Arbitraries.of(Shape.class).flatMap(shape -> switch (shape) {
      case ANY -> point.list().ofMaxSize(MAX_POINTS);
      case REPEATED -> Combinators.combine(point, Arbitraries.integers().between(1, MAX_POINTS))
          .as((p, n) -> repeated(p, n));
      case COLLINEAR -> Combinators.combine(point, point,
              Arbitraries.floats().between(-2, 2).list().ofMinSize(2).ofMaxSize(MAX_POINTS))
          .as(PathProperties::onALine);
    });
    Arbitrary<Float> radius = Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(1, Arbitraries.just(0f)),
        net.jqwik.api.Tuple.of(4, Arbitraries.floats().between(0, 100)),
        net.jqwik.api.Tuple.of(1, SteeringArbitraries.powerOfTen(-30, 30)));
    return Combinators.combine(points, radius, Arbitraries.of(true, false)).as(PathSpec::new);
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
