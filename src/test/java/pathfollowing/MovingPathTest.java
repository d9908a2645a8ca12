package pathfollowing;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import processing.core.PApplet;
import processing.core.PVector;
import sketchbook.Offscreen;
import steering.Path;
import steering.PathFollower;
import steering.Vehicle;
import steering.crowd.SegmentGrid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A path that moves (n): its points drift by noise, and the normal points follow them. */
class MovingPathTest {

  private static PathFollowing start(String... extra) {
    String[] args = new String[extra.length + 3];
    args[0] = "--headless";
    args[1] = "--seed";
    args[2] = "7";
    System.arraycopy(extra, 0, args, 3, extra.length);
    return Offscreen.start(new PathFollowing(), args);
  }

  @Test
  void nMakesThePointsDriftRoundHomeAndNAgainPutsThemBack() {
    PathFollowing sketch = start();
    List<PVector> home = copies(sketch.path.points);
    sketch.pressKey('n');
    Offscreen.frames(sketch, 60);
    float furthest = 0;
    for (int i = 0; i < home.size(); i++) {
      PVector now = sketch.path.points.get(i);
      assertTrue(Math.abs(now.x - home.get(i).x) <= PathDrift.AMPLITUDE
          && Math.abs(now.y - home.get(i).y) <= PathDrift.AMPLITUDE,
          "point " + i + " stays within " + PathDrift.AMPLITUDE + " px of home, was at " + now);
      furthest = Math.max(furthest, PVector.dist(now, home.get(i)));
    }
    assertTrue(furthest > 1, "the points moved (at most " + furthest + " px)");
    assertTrue(sketch.hudLines().contains("the path drifts (n: stop)"));

    sketch.pressKey('n');
    for (int i = 0; i < home.size(); i++) {
      assertEquals(home.get(i), sketch.path.points.get(i), "point " + i + " back home");
    }
    Offscreen.frames(sketch, 10);
    assertEquals(home.get(1), sketch.path.points.get(1), "and it stays there");
  }

  /**
   * Every frame each vehicle's normal point is the brute-force one for the path as it is that
   * frame (measured on a fresh copy of its points), and the vehicles stay on the swaying road.
   */
  @Test
  void theVehiclesFollowThePathAsItIsEachFrame() {
    PathFollowing sketch = start("--path", "data/paths/loop.json", "--vehicles", "6");
    sketch.pressKey('n');
    int onTheRoad = 0;
    int samples = 0;
    for (int frame = 0; frame < 400; frame++) {
      Offscreen.frames(sketch, 1);
      Path now = copy(sketch.path);
      for (Vehicle v : Offscreen.vehicles(sketch)) {
        PVector expected = new PVector();
        PathFollower.closestOnEverySegment(now, v.predicted, expected);
        assertEquals(expected.x, v.normalPoint.x, 1e-3f, "frame " + frame + " normal point x");
        assertEquals(expected.y, v.normalPoint.y, 1e-3f, "frame " + frame + " normal point y");
        if (frame >= 100) {
          PVector nearest = new PVector();
          PathFollower.closestOnEverySegment(now, v.position, nearest);
          samples++;
          // the road's half-width, plus a vehicle's length to swing back in
          onTheRoad += PVector.dist(v.position, nearest) <= now.radius + 2 * v.r ? 1 : 0;
        }
      }
    }
    assertTrue(onTheRoad >= samples * 95 / 100,
        onTheRoad + " of " + samples + " vehicle-frames on the swaying road");
  }

  /**
   * A long path with the spatial index plugged in, drifting as the sketch makes it drift: each
   * frame, every query through the index gives the same segment and the same normal point as
   * the book's loop over a fresh copy of the points.
   */
  @Test
  void theSegmentIndexKeepsUpWithPointsMovedInPlace() {
    Path path = zigzag(120);
    SegmentGrid grid = new SegmentGrid();
    path.finder = grid;
    PApplet noise = new PApplet();
    noise.noiseSeed(5);
    PathDrift drift = new PathDrift(path);
    Random random = new Random(11);
    Vehicle vehicle = new Vehicle(60, 80);
    vehicle.velocity.set(2, 0);
    for (int frame = 0; frame < 120; frame++) {
      drift.step(path, noise::noise);
      Path fresh = copy(path);
      for (int q = 0; q < 40; q++) {
        PVector p = new PVector(random.nextFloat() * 900 - 50, random.nextFloat() * 700 - 50);
        PVector viaIndex = new PVector();
        int found = PathFollower.closestSegment(path, p, viaIndex);
        PVector viaLoop = new PVector();
        int expected = PathFollower.closestOnEverySegment(fresh, p, viaLoop);
        String where = "frame " + frame + ", point (" + p.x + ", " + p.y + ")";
        assertEquals(expected, found, "segment, " + where);
        assertEquals(viaLoop, viaIndex, "normal point, " + where);
      }
      vehicle.follow(path);
      vehicle.update();
      PVector expected = new PVector();
      PathFollower.closestOnEverySegment(copy(path), vehicle.predicted, expected);
      assertEquals(expected, vehicle.normalPoint, "the vehicle's normal point, frame " + frame);
      assertTrue(grid.indexed(), "frame " + frame + ": the path was searched through the index");
    }
  }

  /** A zigzag across 800 × 600 of {@code segments} segments, each about 40 px. */
  private static Path zigzag(int segments) {
    Path path = new Path(20);
    int perRow = 20;
    for (int i = 0; i <= segments; i++) {
      int row = i / perRow;
      int along = row % 2 == 0 ? i % perRow : perRow - 1 - i % perRow;
      path.addPoint(20 + along * 40, 40 + row * 80 + (i % 2) * 30);
    }
    return path;
  }

  private static Path copy(Path path) {
    Path fresh = new Path(path.radius, path.closed);
    for (PVector p : path.points) {
      fresh.addPoint(p.x, p.y);
    }
    return fresh;
  }

  private static List<PVector> copies(List<PVector> points) {
    List<PVector> copies = new ArrayList<>();
    for (PVector p : points) {
      copies.add(p.copy());
    }
    return copies;
  }
}
