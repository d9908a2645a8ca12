package sketchbook.panel;

import processing.core.PGraphics;
import sketchbook.controls.Parameter;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;

/**
 * One row of the control panel: a parameter's name and value over a track with a knob. The
 * knob sits at the parameter's {@link Parameter#fraction()} of the track; pressing or dragging
 * on the row sets the value at the pointer's place on the track.
 */
public final class Slider {

  /** Height of a row: the label, then the track under it. */
  static final float ROW_HEIGHT = 34;
  /** The track is this far below the row's top. */
  static final float TRACK_DROP = 24;
  static final float KNOB_DIAMETER = 10;

  public final Parameter parameter;
  private final float left;
  private final float top;
  private final float width;

  Slider(Parameter parameter, float left, float top, float width) {
    this.parameter = parameter;
    this.left = left;
    this.top = top;
    this.width = width;
  }

  /** Where the track starts (fraction 0), in window pixels. */
  public float trackStart() {
    return left;
  }

  /** Where the track ends (fraction 1). */
  public float trackEnd() {
    return left + width;
  }

  /** The track's height in the window. */
  public float trackY() {
    return top + TRACK_DROP;
  }

  /** The x of a value on this track, on the slider's own scale (log for ×steps). */
  public float xOf(float fraction) {
    return left + fraction * width;
  }

  boolean contains(float x, float y) {
    return y >= top && y < top + ROW_HEIGHT && x >= left - KNOB_DIAMETER
        && x <= left + width + KNOB_DIAMETER;
  }

  /** The value under the pointer at {@code x}, within the parameter's bounds. */
  float valueAt(float x) {
    return parameter.valueAt((x - left) / width);
  }

  void draw(PGraphics g) {
    Overlay.text(g, parameter.shown(), left, top + Overlay.LINE_HEIGHT - 2, Palette.INK);
    g.pushStyle();
    g.stroke(Palette.PATH_LINE);
    g.strokeWeight(2);
    g.line(left, trackY(), left + width, trackY());
    g.noStroke();
    g.fill(Palette.STEERING);
    g.circle(xOf(parameter.fraction()), trackY(), KNOB_DIAMETER);
    g.popStyle();
  }
}
