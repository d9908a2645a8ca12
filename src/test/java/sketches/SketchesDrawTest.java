package sketches;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.Palette;
import sketchbook.SteeringSketch;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each sketch, run offscreen, draws a real picture and moves its vehicles. */
class SketchesDrawTest {

  /** Enough frames for every sketch's vehicles to move well away from where they start. */
  static final int FRAMES = 100;

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void drawsMoreThanOneColourOnACanvasOfTheSketchSize(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, FRAMES);

    BufferedImage frame = Offscreen.image(sketch);
    assertEquals(800 + SteeringSketch.PANEL_WIDTH, frame.getWidth(), "width: world and panel");
    assertEquals(600, frame.getHeight(), "height");
    int colours = Pixels.distinctColours(frame);
    assertTrue(colours >= 3, kind + " drew only " + colours + " colour(s)");
  }

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void everyVehicleMovesAndIsDrawnWhereItIs(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    List<PVector> start = new ArrayList<>();
    for (Vehicle v : vehicles) {
      start.add(v.position.copy());
    }

    Offscreen.frames(sketch, FRAMES);

    BufferedImage frame = Offscreen.image(sketch);
    // the side panel covers nothing of the world: only a vehicle beyond the world's edge (a
    // wrapping sketch's, on its way round) is left out
    Rectangle world = new Rectangle(0, 0, sketch.width, sketch.height);
    int seen = 0;
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      float moved = PVector.dist(start.get(i), v.position);
      assertTrue(moved > 10, kind + " vehicle " + i + " moved only " + moved + " px in "
          + FRAMES + " frames");
      Rectangle around = new Rectangle((int) v.position.x - 4, (int) v.position.y - 4, 9, 9);
      if (!world.contains(around) || drawnOver(vehicles, i)) {
        continue;
      }
      seen++;
      int vehiclePixels = Pixels.countColour(frame, Palette.VEHICLE, around, new Rectangle());
      assertTrue(vehiclePixels >= 3, kind + " vehicle " + i + " at " + v.position
          + " is not drawn there (" + vehiclePixels + " vehicle-coloured pixels)");
    }
    assertTrue(seen >= (vehicles.size() + 1) / 2, kind + ": only " + seen + " of "
        + vehicles.size() + " vehicles clear of the world's edges and each other");
  }

  /** True when a vehicle drawn after vehicle i (later in the list) may cover it. */
  private static boolean drawnOver(List<Vehicle> vehicles, int i) {
    Vehicle v = vehicles.get(i);
    for (int j = i + 1; j < vehicles.size(); j++) {
      Vehicle later = vehicles.get(j);
      // each triangle reaches 2r from its position
      if (PVector.dist(v.position, later.position) < 2 * v.r + 2 * later.r) {
        return true;
      }
    }
    return false;
  }

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void twoRunsWithTheSameArgumentsDrawTheSameFrames(SketchKind kind) {
    // the key tests compare two runs pixel by pixel: that only means something if equal
    // arguments give equal pictures
    SteeringSketch first = kind.startOffscreen();
    SteeringSketch second = kind.startOffscreen();
    Offscreen.frames(first, FRAMES);
    Offscreen.frames(second, FRAMES);

    assertEquals(0, Pixels.differing(Offscreen.image(first), Offscreen.image(second)));
  }
}
