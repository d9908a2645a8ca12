package flowfield;

import processing.core.PApplet;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.Palette;

/**
 * The field drawn as one small arrow per cell (1,200 of them at 800 × 600 and resolution 20).
 * They are drawn in one shape into a picture of their own, kept until the field changes; each
 * frame only shows the picture. A field that changes every frame (the flowing noise) has its
 * arrows drawn straight onto the canvas instead: a new picture every frame, then shown, costs
 * more (with --benchmark on a busy 2-core machine, 11–15 ms a frame against 5–9 ms).
 */
final class FieldPicture {

  /** An arrow's length, as a share of the cell. */
  static final float ARROW_SHARE = 0.7f;
  /** The head's two strokes, as a share of the arrow's length, and their angle to the shaft. */
  static final float HEAD_SHARE = 0.3f;
  static final float HEAD_ANGLE = PApplet.radians(30);

  private PGraphics picture;
  private boolean stale = true;
  /** How many times the arrows were drawn, for tests: once per change, not once per frame. */
  int redraws;

  /** The field has changed (a new field, new cells or painting): redraw the picture. */
  void fieldChanged() {
    stale = true;
  }

  /**
   * The arrows of {@code field}: from the picture, drawn again first if the field changed; or,
   * when it {@code changesEveryFrame}, straight onto the sketch's canvas.
   */
  void draw(PApplet sketch, steering.FlowField field, boolean changesEveryFrame) {
    if (changesEveryFrame) {
      redraws++;
      sketch.pushStyle();
      arrows(sketch.g, field);
      sketch.popStyle();
      stale = true;   // the picture no longer shows the field
      return;
    }
    if (picture == null || picture.width != sketch.width || picture.height != sketch.height) {
      picture = sketch.createGraphics(sketch.width, sketch.height);
      stale = true;
    }
    if (stale) {
      redraws++;
      picture.beginDraw();
      picture.clear();
      arrows(picture, field);
      picture.endDraw();
      stale = false;
    }
    sketch.image(picture, 0, 0);
  }

  /** Every cell's arrow, in one shape, onto {@code target}. */
  private static void arrows(PGraphics target, steering.FlowField field) {
    float cell = field.resolution();
    float length = cell * ARROW_SHARE;
    float head = length * HEAD_SHARE;
    target.stroke(Palette.PATH_LINE);
    target.strokeWeight(1);
    target.beginShape(PApplet.LINES);
    for (int column = 0; column < field.columns(); column++) {
      for (int row = 0; row < field.rows(); row++) {
        PVector d = field.get(column, row);
        if (d.x == 0 && d.y == 0) {
          continue;
        }
        float tipX = (column + 0.5f) * cell + d.x * length / 2;
        float tipY = (row + 0.5f) * cell + d.y * length / 2;
        target.vertex(tipX - d.x * length, tipY - d.y * length);
        target.vertex(tipX, tipY);
        float back = d.heading() + PApplet.PI;
        headStroke(target, tipX, tipY, back - HEAD_ANGLE, head);
        headStroke(target, tipX, tipY, back + HEAD_ANGLE, head);
      }
    }
    target.endShape();
  }

  /** One stroke of an arrow's head, back from the tip at {@code angle}. */
  private static void headStroke(PGraphics target, float tipX, float tipY, float angle,
      float length) {
    target.vertex(tipX, tipY);
    target.vertex(tipX + length * PApplet.cos(angle), tipY + length * PApplet.sin(angle));
  }
}
