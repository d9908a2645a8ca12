package steering;

import java.io.File;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import steering.files.PathFile;
import steering.files.PathFileException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Points changed behind the path's back after it was last used: moved in place or put in the
 * list once a vehicle has followed it. Each is named, points[i], by the next call that uses
 * the points; none reaches a vehicle or a file.
 */
@DisplayName("A path's points changed after a follow are named by the next use")
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
  @DisplayName("a bad point put in after a follow: the next follow names it, a fixed path follows")
  void badPointPutInAfterFollowIsNamedByFollow() {
    Path path = followedLine();
    path.points.add(1, new PVector(Float.NaN, 0));
    Vehicle v = new Vehicle(200, 150);
    v.velocity.set(1, 0);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.follow(path));
    assertEquals("points[1] must have finite coordinates, was (NaN, 0.0)", e.getMessage());
    assertEquals(new PVector(0, 0), v.predicted, "the vehicle is unchanged");
    path.points.set(1, new PVector(400, 300));
    v.follow(path);
    // segment (0,100)-(400,300) is the closest: the normal point of (225, 150) lies on it
    assertEquals(v.normalPoint.y - 100, v.normalPoint.x / 2, 1e-3f);
  }
}
