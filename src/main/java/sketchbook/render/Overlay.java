package sketchbook.render;

import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.controls.Switches;
import steering.Vehicle;

/**
 * What the debug keys show in the scene: the desired velocity, steering force and velocity as
 * arrows, and the target. (The HUD, legend and help are in the {@link SidePanel}, beside the
 * world.) Drawing only; nothing here changes a vehicle.
 */
public final class Overlay {

  /** Velocities are a few pixels per frame: drawn this many times longer. */
  public static final float VELOCITY_SCALE = 10;
  /** A steering force of 0.1 becomes a 20-pixel arrow. */
  public static final float FORCE_SCALE = 200;

  public static final float TEXT_SIZE = 12;
  public static final float LINE_HEIGHT = 16;
  /** Half the length of an arrow's head. */
  public static final float ARROW_HEAD = 5;
  /** An arrow's shaft is this many pixels wide. */
  public static final float SHAFT_WIDTH = 2;
  private static final float TARGET_DIAMETER = 24;
  private static final float CROSSHAIR_REACH = 16;

  private Overlay() {
  }

  /** The arrows the switches ask for, each from where its kind starts (the vehicle, mostly). */
  public static void arrows(PGraphics g, Vehicle v, Switches show) {
    for (ArrowKind kind : ArrowKind.values()) {
      if (kind.isOn(show)) {
        arrow(g, kind.from(v), kind.of(v), kind.scale, kind.color);
      }
    }
  }

  /** An arrow from {@code from} along {@code vector × scale}. */
  public static void arrow(PGraphics g, PVector from, PVector vector, float scale, int color) {
    float length = vector.mag() * scale;
    if (length < 1) {
      return;
    }
    g.pushStyle();
    g.pushMatrix();
    g.stroke(color);
    g.fill(color);
    g.strokeWeight(SHAFT_WIDTH);
    g.translate(from.x, from.y);
    g.rotate(vector.heading());
    g.line(0, 0, length, 0);
    g.noStroke();
    g.triangle(length + ARROW_HEAD, 0, length - ARROW_HEAD, -ARROW_HEAD,
        length - ARROW_HEAD, ARROW_HEAD);
    g.popMatrix();
    g.popStyle();
  }

  /** A target: a circle with a crosshair. */
  public static void target(PGraphics g, PVector at) {
    g.pushStyle();
    g.noFill();
    g.stroke(Palette.TARGET);
    g.strokeWeight(1.5f);
    g.circle(at.x, at.y, TARGET_DIAMETER);
    g.line(at.x - CROSSHAIR_REACH, at.y, at.x + CROSSHAIR_REACH, at.y);
    g.line(at.x, at.y - CROSSHAIR_REACH, at.x, at.y + CROSSHAIR_REACH);
    g.popStyle();
  }

  public static void panel(PGraphics g, float x, float y, float w, float h) {
    g.pushStyle();
    g.noStroke();
    g.fill(Palette.HUD_BACK);
    g.rectMode(PConstants.CORNER);
    g.rect(x - 4, y - 4, w + 8, h + 8, 6);
    g.popStyle();
  }

  public static void text(PGraphics g, String s, float x, float y, int color) {
    g.pushStyle();
    g.fill(color);
    g.textSize(TEXT_SIZE);
    g.textAlign(PConstants.LEFT, PConstants.BASELINE);
    g.text(s, x, y);
    g.popStyle();
  }
}
