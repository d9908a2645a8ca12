package sketches;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * --trace writes what the sketch's vehicle did, frame by frame; a plain {@link Vehicle} given the
 * same start and the same calls computes exactly the same numbers.
 */
class TraceReplayTest {

  static final String HEADER = "frame,vehicle,x,y,vx,vy,fx,fy";
  static final int FRAMES = 50;
  static final PVector TARGET = new PVector(300, 200);

  @TempDir
  Path temp;

  @Test
  void arriveTraceIsWhatAVehicleArrivingAtTheTargetComputes() throws IOException {
    List<String> rows = trace(SketchKind.ARRIVE);
    // Arrive starts its vehicle at (WIDTH / 8, HEIGHT / 2); its slowing radius is 100
    assertRowsMatch(rows, new PVector(100, 300), v -> v.arrive(TARGET, 100));
  }

  @Test
  void seekTraceIsWhatAVehicleSeekingTheTargetComputes() throws IOException {
    List<String> rows = trace(SketchKind.SEEK);
    // Seek starts its vehicle at (WIDTH / 4, HEIGHT / 2)
    assertRowsMatch(rows, new PVector(200, 300), v -> v.seek(TARGET));
  }

  @Test
  void arriveWithATargetComesToRestOnIt() {
    SteeringSketch sketch = SketchKind.ARRIVE.startOffscreen("--target", "300,200",
        "--frames", "1000");
    Offscreen.frames(sketch, 600);

    Vehicle v = Offscreen.vehicles(sketch).get(0);
    float distance = PVector.dist(v.position, TARGET);
    float speed = v.velocity.mag();
    assertTrue(distance < 1, "600 frames on, the vehicle is " + distance + " px from the target");
    assertTrue(speed < 0.05f, "600 frames on, the vehicle still moves at " + speed);
  }

  /** Runs the sketch with --target and --trace until --frames are done; the trace's lines. */
  private List<String> trace(SketchKind kind) throws IOException {
    Path csv = temp.resolve(kind.title.toLowerCase() + ".csv");
    SteeringSketch sketch = kind.startOffscreen("--target", "300,200", "--trace", csv.toString(),
        "--frames", String.valueOf(FRAMES));
    Offscreen.runToEnd(sketch, FRAMES + 10);
    assertEquals(0, sketch.exitCode());
    return Files.readAllLines(csv);
  }

  /** Replays the trace with a default Vehicle from {@code start}: steer, update, compare. */
  private static void assertRowsMatch(List<String> lines, PVector start,
      Consumer<Vehicle> steer) {
    Vehicle replay = new Vehicle(start.x, start.y);
    assertEquals(HEADER, lines.get(0), "header");
    assertEquals(FRAMES + 1, lines.size(), "header and one row per frame: " + lines.size());
    for (int frame = 1; frame <= FRAMES; frame++) {
      steer.accept(replay);
      replay.update();
      String row = lines.get(frame);
      String[] cells = row.split(",", -1);
      assertEquals(8, cells.length, row);
      assertEquals(String.valueOf(frame), cells[0], "frame number in " + row);
      assertEquals("0", cells[1], "vehicle number in " + row);
      float[] expected = {replay.position.x, replay.position.y, replay.velocity.x,
          replay.velocity.y, replay.steering.x, replay.steering.y};
      for (int c = 0; c < expected.length; c++) {
        assertEquals(expected[c], Float.parseFloat(cells[c + 2]),
            "frame " + frame + " column " + HEADER.split(",")[c + 2] + " in " + row);
      }
    }
    assertTrue(replay.position.dist(start) > 50, "the vehicle went somewhere: " + replay.position);
  }
}
