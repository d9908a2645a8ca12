package sketchbook;

import processing.core.PApplet;
import processing.core.PVector;
import sketchbook.controls.SketchOptions;

/**
 * Where Seek and Arrive aim ({@link SteeringSketch#targetFromInput()}): the {@code --target}
 * point when given; else the mouse, once it has come into the window. Until then, and always
 * when headless (there is no mouse), the target moves on a scripted curve, a Lissajous figure
 * round the centre, so a headless run is the same every time.
 */
final class TargetInput {

  private static final float SCRIPT_SPEED_X = 0.011f;
  private static final float SCRIPT_SPEED_Y = 0.017f;
  private static final float SCRIPT_REACH = 0.35f;

  private boolean mouseSeen;

  PVector target(SteeringSketch sketch) {
    SketchOptions options = sketch.options;
    if (options.target != null) {
      return options.target.copy();
    }
    mouseSeen |= !options.headless && (sketch.mouseX != 0 || sketch.mouseY != 0);
    if (mouseSeen) {
      return new PVector(sketch.mouseX, sketch.mouseY);
    }
    float t = sketch.steps();
    float w = sketch.width;
    float h = sketch.height;
    return new PVector(w / 2 + SCRIPT_REACH * w * PApplet.sin(t * SCRIPT_SPEED_X),
        h / 2 + SCRIPT_REACH * h * PApplet.sin(t * SCRIPT_SPEED_Y));
  }
}
