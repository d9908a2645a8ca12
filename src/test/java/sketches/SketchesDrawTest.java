package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.Palette;
import sketchbook.SteeringSketch;
import steering.Vehicle;

/** Each sketch, run offscreen, draws a real picture and moves its vehicles. */
class SketchesDrawTest {

  /** Enough frames for PathFollowing's vehicles to leave the HUD, which covers the path's start. */
  static final int FRAMES = 100;
  /** The vehicle colour seen through the HUD's panel (Palette.HUD_BACK blended over it). */
  static final int UNDER_HUD = blend(Palette.HUD_BACK, Palette.VEHICLE);

  @ParameterizedTest
  @EnumSource(SketchKind.class)
  void drawsMoreThanOneColourOnACanvasOfTheSketchSize(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, FRAMES);

    BufferedImage frame = Offscreen.image(sketch);
    assertEquals(800, frame.getWidth(), "width");
    assertEquals(600, frame.getHeight(), "height");
    int colours = Pixels.distinctColours(frame);
    assertTrue(colours >= 3, kind + " drew only " + colours + " colour(s)");
  }

  @ParameterizedTest
  @EnumSource(SketchKind.class)
  void everyVehicleMovesAndIsDrawnWhereItIs(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    List<PVector> start = new ArrayList<>();
    for (Vehicle v : vehicles) {
      start.add(v.position.copy());
    }

    Offscreen.frames(sketch, FRAMES);

    BufferedImage frame = Offscreen.image(sketch);
    Rectangle window = new Rectangle(0, 0, frame.getWidth(), frame.getHeight());
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      float moved = PVector.dist(start.get(i), v.position);
      assertTrue(moved > 10, kind + " vehicle " + i + " moved only " + moved + " px in "
          + FRAMES + " frames");
      Rectangle around = new Rectangle((int) v.position.x - 4, (int) v.position.y - 4, 9, 9);
      if (!window.contains(around)) {
        continue;   // half out of sight, as a vehicle wrapping round the window may be
      }
      // a crowd may have vehicles under the HUD's translucent panel, which tints them
      int vehiclePixels = Pixels.countColour(frame, Palette.VEHICLE, around, new Rectangle())
          + Pixels.countColour(frame, UNDER_HUD, around, new Rectangle());
      assertTrue(vehiclePixels >= 3, kind + " vehicle " + i + " at " + v.position
          + " is not drawn there (" + vehiclePixels + " vehicle-coloured pixels)");
    }
  }

  @ParameterizedTest
  @EnumSource(SketchKind.class)
  void twoRunsWithTheSameArgumentsDrawTheSameFrames(SketchKind kind) {
    // the key tests compare two runs pixel by pixel: that only means something if equal
    // arguments give equal pictures
    SteeringSketch first = kind.startOffscreen();
    SteeringSketch second = kind.startOffscreen();
    Offscreen.frames(first, FRAMES);
    Offscreen.frames(second, FRAMES);

    assertEquals(0, Pixels.differing(Offscreen.image(first), Offscreen.image(second)));
  }

  /** {@code over} (translucent) drawn on {@code under} (opaque), channel by channel. */
  static int blend(int over, int under) {
    float alpha = (over >>> 24) / 255f;
    int rgb = 0xFF000000;
    for (int shift = 0; shift <= 16; shift += 8) {
      int channel = Math.round(alpha * ((over >> shift) & 0xFF)
          + (1 - alpha) * ((under >> shift) & 0xFF));
      rgb |= channel << shift;
    }
    return rgb;
  }
}
