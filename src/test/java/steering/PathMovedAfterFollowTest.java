package steering;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import steering.files.PathFile;
import steering.files.PathFileException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Points changed behind the path's back after it was last used: moved in place once a vehicle
 * has followed it, or put in through a view of the list (subList, replaceAll). Each is named,
 * points[i], by the next call that uses the points, or at once; none reaches a file.
 */
@DisplayName("A path's points changed after a follow, or through a view of the list, are named")
class PathMovedAfterFollowTest {

  @TempDir
  File dir;

  private static Path followedLine() {
    Path path = VehicleFollowTest.path(20, false, 0, 100, 400, 100);
    Vehicle v = new Vehicle(10, 20);
    v.velocity.set(1, 0);
    v.follow(path);   // the points are checked, and seen to be fine
    return path;
  }

  @Test
  @DisplayName("a point moved to NaN after a follow: the next follow names it")
  void nanAfterFollowIsNamedByFollow() {
    Path path = followedLine();
    path.points.get(1).x = Float.NaN;
    Vehicle v = new Vehicle(10, 20);
    v.velocity.set(1, 0);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.follow(path));
    assertEquals("points[1] must have finite coordinates, was (NaN, 100.0)", e.getMessage());
  }

  @Test
  @DisplayName("a point moved to NaN after a follow is not saved: the file is not written")
  void nanAfterFollowIsNotSaved() {
    Path path = followedLine();
    path.points.get(1).x = Float.NaN;
    File file = new File(dir, "nan.json");
    PathFileException e = assertThrows(PathFileException.class,
        () -> PathFile.save(path, file));
    assertEquals(file.getPath() + ": not saved: points[1] must have finite coordinates, "
        + "was (NaN, 100.0)", e.getMessage());
    assertEquals(0, dir.list().length, "nothing written");
  }

  @Test
  @DisplayName("a point moved beyond ±1e18 after a follow: follow names it")
  void hugeAfterFollowIsNamed() {
    Path path = followedLine();
    path.points.get(0).y = -3e18f;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Vehicle(1, 1).follow(path));
    assertEquals("points[0] must lie within ±1e18", e.getMessage().substring(0, 31));
  }

  @Test
  @DisplayName("subList(...).set, add and replaceAll go through the checks, naming the point")
  void viewsOfTheListAreChecked() {
    Path path = followedLine();
    path.addPoint(800, 100);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> path.points.subList(1, 3).set(1, null));
    assertEquals("points[2] must not be null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> path.points.subList(1, 3).add(0, new PVector(Float.NaN, 0)));
    assertEquals("points[1] must have finite coordinates, was (NaN, 0.0)", e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> path.points.replaceAll(p -> p.x == 400 ? null : p));
    assertEquals("points[1] must not be null", e.getMessage());
    assertEquals(List.of(new PVector(0, 100), new PVector(400, 100), new PVector(800, 100)),
        path.points);
  }

  @Test
  @DisplayName("good points through subList are kept, and followed")
  void goodPointsThroughSubList() {
    Path path = followedLine();
    path.points.subList(1, 2).set(0, new PVector(400, 300));
    path.points.subList(0, 0).add(0, new PVector(-100, 100));
    assertEquals(List.of(new PVector(-100, 100), new PVector(0, 100), new PVector(400, 300)),
        path.points);
    path.points.subList(0, 1).clear();
    assertEquals(2, path.points.size());
    Vehicle v = new Vehicle(200, 150);
    v.velocity.set(1, 0);
    v.follow(path);
    // segment (0,100)-(400,300): the normal point of (225, 150) lies on it
    assertEquals(v.normalPoint.y - 100, (v.normalPoint.x) / 2, 1e-3f);
  }
}
