package sketchbook.panel;

import processing.core.PConstants;
import processing.core.PGraphics;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;

/**
 * The side panel's timeline: a track from the first step kept to the newest, filled up to the
 * step on screen, with a knob there. Pressing or dragging on it goes to the step under the
 * pointer (the run pauses there); its label says which step is shown of which.
 */
final class TimelineStrip {

  /** The strip: a row of text over a track. */
  static final float HEIGHT = Overlay.LINE_HEIGHT + 14;
  static final float TRACK_WEIGHT = 4;
  static final float KNOB_DIAMETER = 10;
  /** The track's top, under the label. */
  static final float TRACK_Y = Overlay.LINE_HEIGHT + 7;

  private TimelineStrip() {
  }

  static void draw(PGraphics g, Timeline timeline, SidePanel.Box box, boolean paused) {
    int first = timeline.firstStep();
    int last = timeline.lastStep();
    int shown = timeline.shownStep();
    String label = !paused ? "step " + shown + " · pause, then , . to go back"
        : "step " + shown + " of " + last + " · , . or drag";
    Overlay.text(g, label, box.x(), box.y() + Overlay.LINE_HEIGHT - 2, Palette.INK);
    float y = box.y() + TRACK_Y;
    g.pushStyle();
    g.strokeCap(PConstants.ROUND);
    g.strokeWeight(TRACK_WEIGHT);
    g.stroke(Palette.PATH_BAND);
    g.line(box.x(), y, box.x() + box.w(), y);
    float at = xOf(box, first, last, shown);
    g.stroke(Palette.VELOCITY);
    g.line(box.x(), y, at, y);
    g.noStroke();
    g.fill(Palette.VELOCITY);
    g.circle(at, y, KNOB_DIAMETER);
    g.popStyle();
  }

  /** The step at the pointer's {@code x} on the strip. */
  static int stepAt(SidePanel.Box box, Timeline timeline, float x) {
    int first = timeline.firstStep();
    int last = timeline.lastStep();
    float f = Math.max(0, Math.min(1, (x - box.x()) / box.w()));
    return first + Math.round(f * (last - first));
  }

  private static float xOf(SidePanel.Box box, int first, int last, int step) {
    float f = last > first ? (step - first) / (float) (last - first) : 1;
    return box.x() + f * box.w();
  }
}
