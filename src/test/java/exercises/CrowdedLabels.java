package exercises;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.render.LabelPlacement.Label;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * An exercise sketch's vehicles gathered in a tight knot, paused, and the labels of the next
 * frame checked by their boxes: apart from each other, off the target and every vehicle's body,
 * inside the window, and drawn in ink.
 */
public final class CrowdedLabels {

  /** How far apart the gathered vehicles are along x and along y, in pixels. */
  public static final float KNOT_STEP_X = 6;
  public static final float KNOT_STEP_Y = 4;
  /** The target's crosshair reaches 16 px from its centre. */
  static final float TARGET_REACH = 16;
  /** A vehicle's triangle reaches twice its r from its position. */
  static final float BODY_REACH = 2;
  /** A 12 px label has at least this many pixels of ink. */
  static final int LEAST_INK = 10;
  /** Antialiased text is ink only at the heart of its strokes: this RGB distance counts. */
  static final double INK_TOLERANCE = 100;

  private CrowdedLabels() {
  }

  /**
   * Pauses the sketch, puts vehicle i at {@code centre} + i × (KNOT_STEP_X, KNOT_STEP_Y) and draws
   * one frame, so the labels are placed for the knot.
   */
  public static void gather(SteeringSketch sketch, PVector centre) {
    sketch.pressKey(' ');   // paused: the vehicles stay where they are put
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    for (int i = 0; i < vehicles.size(); i++) {
      vehicles.get(i).position.set(centre.x + i * KNOT_STEP_X, centre.y + i * KNOT_STEP_Y);
    }
    Offscreen.frames(sketch, 1);
  }

  /** The labels' texts are {@code texts}, in order, and every label is readable. */
  public static void assertReadable(SteeringSketch sketch, List<Label> labels, PVector target,
      List<String> texts) {
    assertEquals(texts, labels.stream().map(Label::text).toList());
    // the knot is tight: put at one offset from their vehicles, the first two labels would meet
    Label a = labels.get(0);
    Label b = labels.get(1);
    float bx = a.x() + b.anchor().x - a.anchor().x;
    float by = a.y() + b.anchor().y - a.anchor().y;
    assertTrue(a.overlaps(bx, by, b.width(), b.height(), 0), "the vehicles are not crowded");

    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    BufferedImage frame = Offscreen.image(sketch);
    for (int i = 0; i < labels.size(); i++) {
      Label label = labels.get(i);
      assertFalse(label.touches(target.x, target.y, TARGET_REACH, 0), label + " is on the target");
      assertTrue(label.x() >= 0 && label.y() >= 0 && label.x() + label.width() <= sketch.width
          && label.y() + label.height() <= sketch.height, label + " leaves the window");
      for (Vehicle v : vehicles) {
        assertFalse(label.touches(v.position.x, v.position.y, BODY_REACH * v.r, 0),
            label + " covers the vehicle at " + v.position);
      }
      for (int j = i + 1; j < labels.size(); j++) {
        Label other = labels.get(j);
        assertFalse(label.overlaps(other.x(), other.y(), other.width(), other.height(), 0),
            label + " overlaps " + other);
      }
      int ink = inkIn(frame, label);
      assertTrue(ink >= LEAST_INK, label.text() + " has only " + ink + " ink pixels");
    }
  }

  /** Pixels of the label's box within INK_TOLERANCE (RGB distance) of Palette.INK. */
  private static int inkIn(BufferedImage image, Label label) {
    int count = 0;
    int x0 = (int) label.x();
    int y0 = (int) label.y();
    int x1 = Math.min(image.getWidth(), (int) Math.ceil(label.x() + label.width()));
    int y1 = Math.min(image.getHeight(), (int) Math.ceil(label.y() + label.height()));
    for (int y = Math.max(0, y0); y < y1; y++) {
      for (int x = Math.max(0, x0); x < x1; x++) {
        int rgb = image.getRGB(x, y);
        double dr = ((rgb >> 16) & 0xFF) - ((Palette.INK >> 16) & 0xFF);
        double dg = ((rgb >> 8) & 0xFF) - ((Palette.INK >> 8) & 0xFF);
        double db = (rgb & 0xFF) - (Palette.INK & 0xFF);
        if (Math.sqrt(dr * dr + dg * dg + db * db) <= INK_TOLERANCE) {
          count++;
        }
      }
    }
    return count;
  }
}
