package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.controls.Switches;
import sketchbook.panel.BoardView;
import sketchbook.render.Palette;
import sketchbook.render.VehicleBatch;
import steering.Vehicle;

/**
 * f pressed twice draws the steering force as the books do: desired − velocity from the tip of
 * the velocity arrow to the tip of the desired one (all ×10), not from the vehicle; a third
 * press switches it off. One vehicle is drawn on its own, a crowd in a batch: both are checked.
 */
@DisplayName("f cycles: force from the vehicle, then steering tip to tail, then off")
class TipToTailArrowTest {

  /** The vehicle, its velocity, desired velocity and steering force, set while paused. */
  static final float X = 400;
  static final float Y = 300;
  static final float VX = 3;
  static final float VY = 0;
  static final float DX = 0;
  static final float DY = 4;
  /** Straight up: the force arrow (×200) runs from (400, 300) to (400, 280). */
  static final float FX = 0;
  static final float FY = -0.1f;
  /** Nothing else of the steering colour is near: the target is far, in a corner. */
  static final String TARGET = "700,500";
  /** Side of the square looked at around each point: the shaft is 2 px wide. */
  static final int LOOK = 3;
  /** A maxforce that cuts nothing, so steering is the whole of desired − velocity. */
  static final float UNCUT = 100;
  /** Board positions agree to this many pixels. */
  static final float PIXEL = 1e-2f;

  /**
   * The shaft from the velocity's tip (400 + 3 × 10, 300 + 0 × 10) = (430, 300) to the
   * desired's tip (400 + 0 × 10, 300 + 4 × 10) = (400, 340): (−30, 40), 50 px long.
   * 5 px along it: (430 − 3, 300 + 4) = (427, 304); 40 px along: (430 − 24, 300 + 32) =
   * (406, 332), before the head (which begins 45 px along).
   */
  static final int[] NEAR_START = {427, 304};
  static final int[] NEAR_END = {406, 332};
  /** Halfway up the force arrow's shaft, from the vehicle: (400, 300 − 0.1 × 200 / 2). */
  static final int[] FORCE_FROM_CENTRE = {400, 290};

  @ParameterizedTest(name = "{0} vehicle(s)")
  @ValueSource(ints = {1, VehicleBatch.CROWD + 1})
  @DisplayName("the steering arrow closes the triangle of velocity and desired")
  void tipToTail(int vehicles) {
    SteeringSketch sketch = pausedScene(vehicles);
    sketch.pressKey('f');
    sketch.pressKey('f');
    Offscreen.frames(sketch, 1);
    BufferedImage image = Offscreen.image(sketch);

    assertTrue(steeringAt(image, NEAR_START) > 0, "no steering colour 5 px from the velocity tip");
    assertTrue(steeringAt(image, NEAR_END) > 0, "no steering colour 10 px before the desired tip");
    assertEquals(0, steeringAt(image, FORCE_FROM_CENTRE), "a force arrow from the vehicle");
    // the triangle's other two sides are drawn too
    assertTrue(colourAt(image, Palette.VELOCITY, new int[] {415, 300}) > 0, "velocity arrow");
    assertTrue(colourAt(image, Palette.DESIRED, new int[] {400, 320}) > 0, "desired arrow");
  }

  @ParameterizedTest(name = "{0} vehicle(s)")
  @ValueSource(ints = {1, VehicleBatch.CROWD + 1})
  @DisplayName("pressed once, f draws the force from the vehicle, and not tip to tail")
  void fromTheVehicle(int vehicles) {
    SteeringSketch sketch = pausedScene(vehicles);
    sketch.pressKey('f');
    Offscreen.frames(sketch, 1);
    BufferedImage image = Offscreen.image(sketch);

    assertTrue(steeringAt(image, FORCE_FROM_CENTRE) > 0, "no force arrow from the vehicle");
    assertEquals(0, steeringAt(image, NEAR_START), "a tip-to-tail arrow");
    assertEquals(0, steeringAt(image, NEAR_END), "a tip-to-tail arrow");
  }

  @Test
  @DisplayName("a third press of f leaves no steering colour in the scene")
  void threePressesSwitchItOff() {
    SteeringSketch sketch = pausedScene(1);
    Switches show = Offscreen.switches(sketch);
    Rectangle scene = new Rectangle(300, 200, 200, 200);
    int[] steeringPixels = new int[4];
    for (int presses = 0; presses < 4; presses++) {
      if (presses > 0) {
        sketch.pressKey('f');
      }
      Offscreen.frames(sketch, 1);
      steeringPixels[presses] = Pixels.countColour(Offscreen.image(sketch), Palette.STEERING,
          scene, new Rectangle());
    }
    assertEquals(0, steeringPixels[0], "before any press");
    assertTrue(steeringPixels[1] > 10, "first press: " + steeringPixels[1]);
    assertTrue(steeringPixels[2] > 10, "second press: " + steeringPixels[2]);
    assertEquals(0, steeringPixels[3], "third press");
    assertFalse(show.force || show.steeringTipToTail, "both steering views are off");
  }

  /**
   * The whiteboard's triangle (b) is the same picture, in velocity space: from the vehicle at
   * (400, 300) moving (3, 0) towards the target (700, 500), desired is (300, 200) set to
   * maxspeed, and steering runs from velocity's tip (3, 0) to desired's tip.
   */
  @Test
  @DisplayName("the whiteboard draws steering from velocity's tip to desired's, as f twice does")
  void theWhiteboardDrawsTheSameTriangle() {
    SteeringSketch sketch = SketchKind.SEEK.startOffscreen("--target", TARGET);
    sketch.pressKey('b');
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.position.set(X, Y);
    v.velocity.set(VX, VY);
    v.maxforce = UNCUT;
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).triangle();
    PVector desired = new PVector(700 - X, 500 - Y).setMag(v.maxspeed);
    BoardView.Drawn steering = view.arrow("steering");
    PVector from = view.toScreen(new PVector(VX, VY));
    PVector to = view.toScreen(desired);
    assertEquals(from.x, steering.from().x, PIXEL);
    assertEquals(from.y, steering.from().y, PIXEL);
    assertEquals(to.x, steering.to().x, PIXEL);
    assertEquals(to.y, steering.to().y, PIXEL);
    assertEquals(view.arrow("velocity").to(), steering.from(), "tail on velocity's tip");
    assertEquals(view.arrow("desired").to().x, steering.to().x, PIXEL, "head on desired's tip");
    assertEquals(view.arrow("desired").to().y, steering.to().y, PIXEL, "head on desired's tip");
  }

  /** Seek, paused, every vehicle at (400, 300) with the velocities and force above. */
  private static SteeringSketch pausedScene(int vehicles) {
    SteeringSketch sketch = vehicles == 1
        ? SketchKind.SEEK.startOffscreen("--target", TARGET)
        : SketchKind.SEEK.startOffscreen("--target", TARGET, "--vehicles",
            String.valueOf(vehicles));
    sketch.pressKey(' ');
    for (Vehicle v : Offscreen.vehicles(sketch)) {
      v.position.set(X, Y);
      v.velocity.set(VX, VY);
      v.desired.set(DX, DY);
      v.steering.set(FX, FY);
    }
    return sketch;
  }

  private static int steeringAt(BufferedImage image, int[] point) {
    return colourAt(image, Palette.STEERING, point);
  }

  /** Pixels of exactly this colour in the small square around the point. */
  private static int colourAt(BufferedImage image, int colour, int[] point) {
    Rectangle square = new Rectangle(point[0] - LOOK / 2, point[1] - LOOK / 2, LOOK, LOOK);
    return Pixels.countColour(image, colour, square, new Rectangle());
  }
}
