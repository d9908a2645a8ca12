package wallfollowing;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PConstants;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SketchRunner;
import steering.Vehicle;
import steering.WallLayout;
import steering.WallSegment;
import steering.files.WallFile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sketch's whole runs, with a seed: no vehicle ever crosses a wall, the followers keep
 * their distance; walls are drawn, taken back and saved under new names; the whiteboard shows
 * the push of a feeler; a bad --walls file ends the run in one line and writes nothing. The
 * geometry here is worked out on its own, not by the code under test.
 */
class WallFollowingSketchTest {

  /** A long run: every vehicle meets walls, corners and pillars many times. */
  static final int FRAMES = 600;
  static final String CROWD = "12";
  /** The followers settle on their line within this many frames of the start. */
  static final int SETTLE = 200;
  /** How far from the follow distance a follower may be (a corner ahead, one rounded). */
  static final float BAND = 8;
  /** Every vehicle turns before it touches a wall: it keeps at least this far, in pixels. */
  static final float CLEAR = 3;
  static final float EPSILON = 1e-3f;

  @TempDir
  Path temp;

  static WallFollowing started(String... more) {
    List<String> args = new ArrayList<>(List.of("--headless", "--seed", "7"));
    args.addAll(List.of(more));
    return Offscreen.start(new WallFollowing(), args.toArray(String[]::new));
  }

  /** The walls' segments as {x1, y1, x2, y2}, from the shapes' points. */
  static List<double[]> segments(WallLayout walls) {
    List<double[]> segments = new ArrayList<>();
    for (WallLayout.Shape shape : walls.shapes()) {
      List<PVector> p = shape.points();
      int count = shape.closed() ? p.size() : p.size() - 1;
      for (int i = 0; i < count; i++) {
        PVector a = p.get(i);
        PVector b = p.get((i + 1) % p.size());
        segments.add(new double[] {a.x, a.y, b.x, b.y});
      }
    }
    return segments;
  }

  /** True when the moves a-b and c-d share a point (orientation test, in doubles). */
  static boolean crosses(double[] ab, double[] cd) {
    double d1 = side(cd, ab[0], ab[1]);
    double d2 = side(cd, ab[2], ab[3]);
    double d3 = side(ab, cd[0], cd[1]);
    double d4 = side(ab, cd[2], cd[3]);
    return d1 * d2 <= 0 && d3 * d4 <= 0 && !(d1 == 0 && d2 == 0);
  }

  private static double side(double[] s, double x, double y) {
    return (s[2] - s[0]) * (y - s[1]) - (s[3] - s[1]) * (x - s[0]);
  }

  /** The distance from (x, y) to the nearest segment. */
  static double nearest(List<double[]> segments, double x, double y) {
    double best = Double.POSITIVE_INFINITY;
    for (double[] s : segments) {
      double dx = s[2] - s[0];
      double dy = s[3] - s[1];
      double t = Math.max(0, Math.min(1, ((x - s[0]) * dx + (y - s[1]) * dy)
          / (dx * dx + dy * dy)));
      best = Math.min(best, Math.hypot(x - s[0] - t * dx, y - s[1] - t * dy));
    }
    return best;
  }

  @Test
  void noVehicleCrossesAWallAndTheFollowersKeepTheirDistance() {
    WallFollowing sketch = started("--vehicles", CROWD);
    List<double[]> walls = segments(sketch.walls);
    List<PVector> before = sketch.vehicles.stream().map(v -> v.position.copy()).toList();
    double closest = Double.POSITIVE_INFINITY;
    double followerLow = Double.POSITIVE_INFINITY;
    double followerHigh = 0;
    for (int frame = 1; frame <= FRAMES; frame++) {
      Offscreen.frames(sketch, 1);
      for (int i = 0; i < sketch.vehicles.size(); i++) {
        PVector a = before.get(i);
        PVector b = sketch.vehicles.get(i).position;
        double[] move = {a.x, a.y, b.x, b.y};
        for (double[] wall : walls) {
          assertFalse(crosses(move, wall), "frame " + frame + ": vehicle " + i + " ("
              + sketch.roles.get(i) + ") went from " + a + " to " + b + " through a wall");
        }
        double d = nearest(walls, b.x, b.y);
        closest = Math.min(closest, d);
        if (sketch.roles.get(i) == Role.FOLLOWER && frame > SETTLE) {
          followerLow = Math.min(followerLow, d);
          followerHigh = Math.max(followerHigh, d);
        }
        a.set(b);
      }
    }
    // measured with seed 7 and 12 vehicles: the closest any came to a wall was 8.0 px; the
    // followers kept between 24.1 and 31.6 px of a wall after frame 200 (follow distance 30)
    float offset = sketch.offset.value();
    assertTrue(closest > CLEAR, "the closest a vehicle came to a wall: " + closest + " px");
    assertTrue(followerLow > offset - BAND && followerHigh < offset + BAND,
        "the followers kept between " + followerLow + " and " + followerHigh + " px");
  }

  @Test
  void theKeysChangeTheFeelersAndTheFollowDistance() {
    WallFollowing sketch = started();
    sketch.pressKey('=');
    sketch.pressKey('k');
    assertEquals(70, sketch.feelerLength.value(), EPSILON);
    assertEquals(35, sketch.offset.value(), EPSILON);
    assertTrue(sketch.hudLines().contains("2 feelers, 2 probes, 2 follower"),
        sketch.hudLines().toString());
  }

  @Test
  void aDragDrawsAWallUTakesItBackWSavesUnderANewName() throws IOException {
    WallFollowing sketch = started();
    sketch.files.savedFolder = temp.toFile();
    int walls = sketch.walls.segments().size();
    mouse(sketch, MouseEvent.PRESS, 100, 100);
    mouse(sketch, MouseEvent.DRAG, 150, 120);
    mouse(sketch, MouseEvent.DRAG, 200, 100);
    mouse(sketch, MouseEvent.RELEASE, 200, 100);
    assertEquals(walls + 1, sketch.walls.segments().size());
    WallSegment drawn = sketch.walls.segments().get(walls);
    assertEquals(new PVector(100, 100), drawn.from);
    assertEquals(new PVector(200, 100), drawn.to);
    mouse(sketch, MouseEvent.PRESS, 300, 300);   // a click: no wall
    mouse(sketch, MouseEvent.DRAG, 303, 300);
    mouse(sketch, MouseEvent.RELEASE, 303, 300);
    assertEquals(walls + 1, sketch.walls.segments().size());

    sketch.pressKey('w');
    sketch.pressKey('w');   // a second save: a new name, the first file kept
    File first = temp.resolve("drawn-0001.json").toFile();
    File second = temp.resolve("drawn-0002.json").toFile();
    assertTrue(first.isFile() && second.isFile());
    assertEquals(Files.readString(first.toPath()), Files.readString(second.toPath()));
    assertEquals(4, WallFile.load(first).shapes().size(), "the room, two pillars, the drawn");

    sketch.pressKey('u');
    assertEquals(walls, sketch.walls.segments().size());
    sketch.pressKey('u');   // nothing more drawn: the file's walls stay
    assertEquals(walls, sketch.walls.segments().size());
  }

  @Test
  void theWhiteboardShowsTheFeelersPushBesideTheBooks() {
    WallFollowing sketch = started();
    Vehicle first = sketch.vehicles.get(0);
    int frames = 0;
    while ((sketch.steps.get(0) == null || sketch.steps.get(0).deepest() == null)
        && frames++ < FRAMES) {
      Offscreen.frames(sketch, 1);
    }
    sketch.pressKey(' ');
    sketch.pressKey('b');
    Offscreen.frames(sketch, 1);
    WallBoard.Step step = sketch.steps.get(0);
    assertEquals(Role.FEELERS, step.role());
    List<String> notes = Offscreen.whiteboard(sketch).scene().notes();
    PVector push = PVector.sub(step.desired(), step.velocity());
    assertTrue(notes.contains(String.format("n (%.2f, %.2f) × %.1f × %.2f",
        step.deepest().normal().x, step.deepest().normal().y, step.deepest().depth(), 0.05f)),
        notes.toString());
    assertTrue(notes.contains(String.format("= push (%.3f, %.3f), max 0.20", push.x, push.y)),
        notes.toString());
    // the push is the normal × depth × 0.05, worked out here
    assertEquals(step.deepest().normal().x * step.deepest().depth() * 0.05f, push.x, EPSILON);
    assertTrue(first.steering.mag() > 0, "the push was applied");
  }

  @Test
  void aBadWallsFileEndsTheRunInOneLineAndWritesNothing() throws IOException {
    Path bad = temp.resolve("bad.json");
    Files.writeString(bad, "{\"walls\": [{\"closed\": true, \"points\": [[0, 0], [1, 1]]}]}");
    Path png = temp.resolve("out.png");
    Path csv = temp.resolve("out.csv");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    int code = SketchRunner.start(new WallFollowing(), new String[] {"--headless", "--walls",
        bad.toString(), "--save", png.toString(), "--trace", csv.toString()}, capture);
    String output = bytes.toString(StandardCharsets.UTF_8);
    assertEquals(SketchRunner.EXIT_FILE_ERROR, code, output);
    assertEquals(1, output.lines().count(), output);
    assertEquals("WallFollowing: --walls " + bad + ": wall 0: a closed shape needs at least 3"
        + " points, had 2", output.strip());
    assertFalse(Files.exists(png) || Files.exists(csv), "nothing written");
  }

  static void mouse(WallFollowing sketch, int action, float x, float y) {
    sketch.handleMouseEvent(new MouseEvent(null, 0, action, 0, Math.round(x), Math.round(y),
        PConstants.LEFT, 1));
  }
}
