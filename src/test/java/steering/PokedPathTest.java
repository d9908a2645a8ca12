package steering;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import steering.files.PathFile;
import steering.files.PathFileException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A learner changes a path's public fields directly; a bad value is named (the field, and what
 * it was) when it is set or by the next call that uses it, before anything changes.
 */
@DisplayName("A path's fields set to bad values are named")
class PokedPathTest {

  @TempDir
  File dir;

  private static Path line() {
    return VehicleFollowTest.path(20, false, 0, 100, 400, 100);
  }

  @Test
  @DisplayName("points.add(null) is named by the next follow, and the vehicle is unchanged")
  void nullPointIsNamedByFollow() {
    Path path = line();
    path.points.add(null);
    Vehicle v = new Vehicle(10, 20);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.follow(path));
    assertEquals("points[2] must not be null", e.getMessage());
    assertFalse(v.hasPathTarget);
    assertEquals(new PVector(0, 0), v.predicted);
  }

  @Test
  @DisplayName("points put in with NaN, infinity or beyond ±1e18 are named by the next check")
  void badPointsPutInAreNamedByCheck() {
    Path path = line();
    path.points.add(new PVector(Float.NaN, 0));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, path::check);
    assertEquals("points[2] must have finite coordinates, was (NaN, 0.0)", e.getMessage());
    path.points.remove(2);
    path.points.set(0, new PVector(0, Float.NEGATIVE_INFINITY));
    e = assertThrows(IllegalArgumentException.class, path::check);
    assertEquals("points[0] must have finite coordinates, was (0.0, -Infinity)", e.getMessage());
    path.points.set(0, new PVector(0, 100));
    path.points.addAll(List.of(new PVector(1, 1), new PVector(Float.NaN, 1)));
    e = assertThrows(IllegalArgumentException.class, path::check);
    assertEquals("points[3] must have finite coordinates, was (NaN, 1.0)", e.getMessage());
    path.points.set(3, new PVector(0, -2e18f));
    e = assertThrows(IllegalArgumentException.class, path::check);
    assertTrue(e.getMessage().startsWith("points[3] must lie within ±1e18"), e.getMessage());
    path.points.remove(3);
    path.check();   // every point good again
    assertEquals(List.of(new PVector(0, 100), new PVector(400, 100), new PVector(1, 1)),
        path.points);
  }

  @Test
  @DisplayName("addPoint refuses a point beyond ±1e18 at once, naming the range")
  void hugePointIsRefused() {
    Path path = line();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> path.addPoint(3.4e38f, 0));
    assertTrue(e.getMessage().startsWith("points[2] must lie within ±1e18"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> path.addPoint(0, Float.NaN));
    assertTrue(e.getMessage().startsWith("y "), e.getMessage());
    assertEquals(2, path.points.size());
  }

  @Test
  @DisplayName("a point moved in place to NaN is named by follow, and the vehicle is unchanged")
  void pointMovedToNaNIsNamedByFollow() {
    Path path = line();
    path.points.get(1).x = Float.NaN;
    Vehicle v = new Vehicle(10, 20);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.follow(path));
    assertEquals("points[1] must have finite coordinates, was (NaN, 100.0)", e.getMessage());
    assertFalse(v.hasPathTarget);
    assertEquals(new PVector(0, 0), v.predicted);
  }

  @Test
  @DisplayName("radius = NaN or -5 is named by follow")
  void badRadiusIsNamedByFollow() {
    for (float radius : new float[] {Float.NaN, -5, Float.POSITIVE_INFINITY}) {
      Path path = line();
      path.radius = radius;
      Vehicle v = new Vehicle(10, 20);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> v.follow(path));
      assertEquals("radius (the path's half-width) must be 0 or more, was " + radius,
          e.getMessage());
      assertEquals(new PVector(0, 0), v.predicted);
    }
  }

  @Test
  @DisplayName("an empty path: follow steers nowhere, start() and end() say it is empty")
  void emptyPath() {
    Path path = new Path(20);
    Vehicle v = new Vehicle(10, 20);
    v.velocity.set(1, 0);
    PVector force = v.follow(path);
    assertEquals(new PVector(0, 0), force);
    assertFalse(v.hasPathTarget);
    IllegalStateException e = assertThrows(IllegalStateException.class, path::start);
    assertEquals("the path has no points", e.getMessage());
    assertThrows(IllegalStateException.class, path::end);
  }

  @Test
  @DisplayName("a path of one point is not saved (it could not be loaded), nothing is written")
  void onePointPathIsNotSaved() {
    Path path = new Path(20);
    path.addPoint(5, 5);
    File file = new File(dir, "one.json");
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.save(path, file));
    assertTrue(e.getMessage().startsWith(file.getPath() + ": "), e.getMessage());
    assertTrue(e.getMessage().contains("at least two points"), e.getMessage());
    assertFalse(file.exists());
    assertEquals(0, dir.list().length, "nothing left behind");
  }

  @Test
  @DisplayName("saving a point moved to NaN names the file and the point, and writes nothing")
  void nanPointIsNotSaved() {
    Path path = line();
    path.points.get(0).y = Float.NaN;
    File file = new File(dir, "nan.json");
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.save(path, file));
    assertEquals(file.getPath() + ": not saved: points[0] must have finite coordinates, "
        + "was (0.0, NaN)", e.getMessage());
    assertEquals(0, dir.list().length, "nothing left behind");
  }

  @Test
  @DisplayName("a save that fails keeps the old file whole and leaves no temporary file")
  void failedSaveKeepsTheOldFile() throws IOException {
    File file = new File(dir, "kept.json");
    PathFile.save(line(), file);
    String before = Files.readString(file.toPath());
    Path bad = line();
    bad.radius = -5;
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.save(bad, file));
    assertTrue(e.getMessage().contains("radius"), e.getMessage());
    assertEquals(before, Files.readString(file.toPath()));
    assertEquals(List.of("kept.json"), List.of(dir.list()));
  }

  @Test
  @DisplayName("the longest path allowed saves and loads again; one point more is not saved")
  void theLongestPathRoundTripsAndOneMoreIsNotSaved() {
    Path path = new Path(12);
    for (int i = 0; i < PathFile.MAX_POINTS; i++) {
      // coordinates with all their digits: the file is as long as a saved path gets
      path.addPoint(100.123456f + i % 600, 300.654321f - i % 250);
    }
    File file = new File(dir, "longest.json");
    PathFile.save(path, file);
    assertTrue(file.length() <= PathFile.MAX_BYTES, file.length() + " bytes");
    assertEquals(path.points, PathFile.load(file).points);

    path.addPoint(1, 1);
    File over = new File(dir, "over.json");
    PathFileException e = assertThrows(PathFileException.class, () -> PathFile.save(path, over));
    assertTrue(e.getMessage().contains("not saved: too large: 100001 points"), e.getMessage());
    assertFalse(over.exists());
  }
}
