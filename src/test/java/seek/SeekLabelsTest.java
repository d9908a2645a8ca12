package seek;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.render.LabelPlacement;
import sketchbook.render.LabelPlacement.Label;
import sketchbook.render.Palette;

/**
 * Seek's demo vehicles crowd round a fixed target, yet their labels stay readable: apart from
 * each other, off the target and the vehicles, in the window, with their text drawn; and each
 * demo vehicle is drawn in its own colour.
 */
class SeekLabelsTest {

  static final PVector TARGET = new PVector(400, 300);
  /** Time for the turtle (maxspeed 2, 250 px away) to reach the target, and more. */
  static final int MOST_FRAMES = 600;
  /** "Near the target": the three demo vehicles are within this many pixels of it. */
  static final float NEAR = 60;
  /** The target's crosshair reaches 16 px from its centre. */
  static final float TARGET_REACH = 16;
  /** A 12 px label has at least this many pixels of ink. */
  static final int LEAST_INK = 10;
  /**
   * Antialiased text is ink only at the heart of its strokes: a pixel within this RGB distance
   * of INK counts (INK is √(203² + 201² + 195²) ≈ 346 from the paper).
   */
  static final double INK_TOLERANCE = 100;

  private static Seek crowdedScene() {
    Seek seek = Offscreen.start(new Seek(), "--headless", "--seed", "7", "--target", "400,300");
    seek.pressKey('c');   // cheetah and turtle
    seek.pressKey('n');   // the vehicle that does not steer
    for (int frame = 0; frame < MOST_FRAMES && !allNear(seek); frame++) {
      Offscreen.frames(seek, 1);
    }
    assertTrue(allNear(seek), "the demo vehicles never met at the target");
    return seek;
  }

  private static boolean allNear(Seek seek) {
    return PVector.dist(seek.cheetah.position, TARGET) < NEAR
        && PVector.dist(seek.turtle.position, TARGET) < NEAR
        && PVector.dist(seek.noSteering.position, TARGET) < NEAR;
  }

  @Test
  void theLabelsOfVehiclesAtTheTargetOverlapNeitherEachOtherNorTheTarget() {
    Seek seek = crowdedScene();
    List<Label> labels = seek.labels.placed();
    assertEquals(List.of("no steering", "cheetah", "turtle"),
        labels.stream().map(Label::text).toList());
    for (int i = 0; i < labels.size(); i++) {
      Label a = labels.get(i);
      assertFalse(a.touches(TARGET.x, TARGET.y, TARGET_REACH, 0), a + " is on the target");
      assertTrue(a.x() >= 0 && a.y() >= 0 && a.x() + a.width() <= seek.width
          && a.y() + a.height() <= seek.height, a + " leaves the window");
      for (PVector p : List.of(seek.cheetah.position, seek.turtle.position,
          seek.noSteering.position)) {
        assertFalse(a.touches(p.x, p.y, 2 * seek.cheetah.r, 0), a + " covers a vehicle");
      }
      for (int j = i + 1; j < labels.size(); j++) {
        Label b = labels.get(j);
        assertFalse(a.overlaps(b.x(), b.y(), b.width(), b.height(), 0), a + " overlaps " + b);
      }
    }
  }

  @Test
  void eachLabelIsDrawnInInkAndEachDemoVehicleInItsOwnColour() {
    Seek seek = crowdedScene();
    BufferedImage frame = Offscreen.image(seek);
    for (Label label : seek.labels.placed()) {
      int ink = count(frame, Palette.INK, INK_TOLERANCE, (int) label.x(), (int) label.y(),
          (int) Math.ceil(label.width()), (int) Math.ceil(label.height()));
      assertTrue(ink >= LEAST_INK, label.text() + " has only " + ink + " ink pixels");
    }
    for (int colour : new int[] {Palette.CHEETAH, Palette.TURTLE, Palette.NO_STEERING}) {
      assertTrue(count(frame, colour, 0, 0, 0, frame.getWidth(), frame.getHeight()) > 0,
          Integer.toHexString(colour) + " is not drawn");
    }
    assertEquals(Palette.CHEETAH, seek.colorOf(seek.cheetah));
    assertEquals(Palette.TURTLE, seek.colorOf(seek.turtle));
    assertEquals(Palette.NO_STEERING, seek.colorOf(seek.noSteering));
  }

  @Test
  void aLabelPushedAwayFromItsVehicleIsStillWithinTheRings() {
    Seek seek = crowdedScene();
    float farthest = LabelPlacement.RINGS * LabelPlacement.RING_STEP;
    for (Label label : seek.labels.placed()) {
      float d = label.distanceTo(label.anchor().x, label.anchor().y);
      assertTrue(d <= farthest, label.text() + " is " + d + " px from its vehicle");
    }
  }

  /** Pixels within {@code tolerance} (RGB distance) of {@code argb}'s colour, in a box. */
  private static int count(BufferedImage image, int argb, double tolerance, int x0, int y0,
      int w, int h) {
    int count = 0;
    for (int y = Math.max(0, y0); y < Math.min(image.getHeight(), y0 + h); y++) {
      for (int x = Math.max(0, x0); x < Math.min(image.getWidth(), x0 + w); x++) {
        if (distance(image.getRGB(x, y), argb) <= tolerance) {
          count++;
        }
      }
    }
    return count;
  }

  private static double distance(int a, int b) {
    double dr = ((a >> 16) & 0xFF) - ((b >> 16) & 0xFF);
    double dg = ((a >> 8) & 0xFF) - ((b >> 8) & 0xFF);
    double db = (a & 0xFF) - (b & 0xFF);
    return Math.sqrt(dr * dr + dg * dg + db * db);
  }
}
