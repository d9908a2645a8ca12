package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import sketchbook.render.Trails;
import steering.Vehicle;

/** Trails in a running sketch: t off and on again starts a new trail, in the vehicle's colour. */
class TrailKeysTest {

  /** A red that no palette colour is: its lightened shade is easy to tell apart. */
  static final int RED = 0xFFB0413E;

  /** One red vehicle that coasts to the right along the middle of row 200, 2 px a frame. */
  static final class Coasting extends SteeringSketch {
    @Override
    public void settings() {
      size(600, 400);
    }

    @Override
    public void setup() {
      Vehicle v = new Vehicle(200.5f, 200.5f);
      v.velocity.set(2, 0);
      vehicles.add(v);
    }

    @Override
    public void draw() {
      background(Palette.PAPER);
      if (simulating()) {
        vehicles.forEach(Vehicle::update);
      }
      drawVehicles(v -> RED);
    }

    @Override
    public String about() {
      return "one vehicle coasting";
    }
  }

  @Test
  void theTrailUnderAVehicleIsItsFillLightened() {
    SteeringSketch sketch = Offscreen.start(new Coasting(), "--headless", "--keys", "t");
    Offscreen.frames(sketch, 60);   // the vehicle is past x = 300, clear of the HUD and legend
    // RED taken 0.4 of the way to the paper: 0xCC8984 (worked out in TrailsTest); row 200 is
    // fully covered by the 1.5 px line along its middle, so the pixel is the trail's colour
    assertEquals(0xFFCC8984, Offscreen.image(sketch).getRGB(260, 200));
    assertEquals(Trails.lighter(RED), Offscreen.image(sketch).getRGB(260, 200));
  }

  @Test
  void tOffThenOnStartsANewTrail() {
    SteeringSketch sketch = SketchKind.SEEK.startOffscreen("--keys", "t");
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    Offscreen.frames(sketch, 10);
    PVector early = v.position.copy();
    Offscreen.frames(sketch, 50);
    assertTrue(v.position.dist(early) > 40, "precondition: the vehicle moved on");
    assertNotEquals(Palette.PAPER, pixel(sketch, early), "the trail passes where it was");

    sketch.pressKey('t');
    Offscreen.frames(sketch, 1);
    assertEquals(Palette.PAPER, pixel(sketch, early), "t off: no trail");
    sketch.pressKey('t');
    Offscreen.frames(sketch, 3);

    assertEquals(Palette.PAPER, pixel(sketch, early), "t on again: the old trail is gone");
    assertEquals(3, sketch.trails().size(v), "a new trail, one position a frame since");
    List<Vehicle> all = Offscreen.vehicles(sketch);
    assertEquals(1, all.size(), "one vehicle, so nothing else draws there");
  }

  private static int pixel(SteeringSketch sketch, PVector p) {
    BufferedImage image = Offscreen.image(sketch);
    return image.getRGB(Math.round(p.x), Math.round(p.y));
  }
}
