package sketchbook;

import java.awt.Color;
import java.awt.geom.Path2D;
import java.util.List;
import java.util.function.Function;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import steering.Vehicle;

/**
 * The debug arrows of many vehicles at once: for each kind that is switched on, every arrow's
 * shaft (a 2-pixel-wide bar) and head (a triangle) are corners of one shape, filled once. In
 * JAVA2D that is one {@link Path2D}; in other renderers one TRIANGLES shape. (A sketch with
 * fewer than {@link VehicleBatch#BATCH_FROM} vehicles draws them one at a time with
 * {@link Overlay#arrows}, as before.)
 */
public final class ArrowBatch {

  private ArrowBatch() {
  }

  /** The arrows the switches ask for, for every vehicle. */
  public static void display(PGraphics g, List<Vehicle> vehicles, Switches show) {
    if (show.desired) {
      kind(g, vehicles, v -> v.desired, Overlay.VELOCITY_SCALE, Palette.DESIRED);
    }
    if (show.velocity) {
      kind(g, vehicles, v -> v.velocity, Overlay.VELOCITY_SCALE, Palette.VELOCITY);
    }
    if (show.force) {
      kind(g, vehicles, v -> v.steering, Overlay.FORCE_SCALE, Palette.STEERING);
    }
  }

  /** One kind of arrow for every vehicle, as one filled shape. */
  private static void kind(PGraphics g, List<Vehicle> vehicles, Function<Vehicle, PVector> of,
      float scale, int color) {
    Corners shape = g instanceof PGraphicsJava2D java2d
        ? new Java2dCorners(java2d, color, vehicles.size()) : new TriangleCorners(g, color);
    for (Vehicle v : vehicles) {
      PVector vector = of.apply(v);
      float length = vector.mag() * scale;
      if (length < 1) {
        continue;  // as Overlay.arrow: too short to see
      }
      // unit vector along the arrow (ux, uy) and across it (-uy, ux)
      float ux = vector.x / vector.mag();
      float uy = vector.y / vector.mag();
      float x = v.position.x;
      float y = v.position.y;
      float w = Overlay.SHAFT_WIDTH / 2;
      float h = Overlay.ARROW_HEAD;
      shape.quad(x - uy * w, y + ux * w, x + uy * w, y - ux * w,
          x + ux * length + uy * w, y + uy * length - ux * w,
          x + ux * length - uy * w, y + uy * length + ux * w);
      // the head turns the same way round as the shaft, so where they overlap both stay filled
      shape.triangle(x + ux * (length + h), y + uy * (length + h),
          x + ux * (length - h) - uy * h, y + uy * (length - h) + ux * h,
          x + ux * (length - h) + uy * h, y + uy * (length - h) - ux * h);
    }
    shape.draw();
  }

  /** Where the corners of the arrows go. */
  private interface Corners {
    void quad(float x1, float y1, float x2, float y2, float x3, float y3, float x4, float y4);

    void triangle(float x1, float y1, float x2, float y2, float x3, float y3);

    /** Fills the shape with its colour. */
    void draw();
  }

  /** JAVA2D: one path, filled once (antialiased, as Processing draws). */
  private static final class Java2dCorners implements Corners {
    private final PGraphicsJava2D g;
    private final int color;
    private final Path2D.Float path;

    Java2dCorners(PGraphicsJava2D g, int color, int arrows) {
      this.g = g;
      this.color = color;
      path = new Path2D.Float(Path2D.WIND_NON_ZERO, arrows * 7);
    }

    @Override
    public void quad(float x1, float y1, float x2, float y2, float x3, float y3, float x4,
        float y4) {
      path.moveTo(x1, y1);
      path.lineTo(x2, y2);
      path.lineTo(x3, y3);
      path.lineTo(x4, y4);
      path.closePath();
    }

    @Override
    public void triangle(float x1, float y1, float x2, float y2, float x3, float y3) {
      path.moveTo(x1, y1);
      path.lineTo(x2, y2);
      path.lineTo(x3, y3);
      path.closePath();
    }

    @Override
    public void draw() {
      Color before = g.g2.getColor();
      g.g2.setColor(new Color(color, true));
      g.g2.fill(path);
      g.g2.setColor(before);
    }
  }

  /** Other renderers: one TRIANGLES shape, opened on the first corner. */
  private static final class TriangleCorners implements Corners {
    private final PGraphics g;
    private final int color;
    private boolean open;

    TriangleCorners(PGraphics g, int color) {
      this.g = g;
      this.color = color;
    }

    @Override
    public void quad(float x1, float y1, float x2, float y2, float x3, float y3, float x4,
        float y4) {
      triangle(x1, y1, x2, y2, x3, y3);
      triangle(x1, y1, x3, y3, x4, y4);
    }

    @Override
    public void triangle(float x1, float y1, float x2, float y2, float x3, float y3) {
      if (!open) {
        g.pushStyle();
        g.noStroke();
        g.fill(color);
        g.beginShape(PConstants.TRIANGLES);
        open = true;
      }
      g.vertex(x1, y1);
      g.vertex(x2, y2);
      g.vertex(x3, y3);
    }

    @Override
    public void draw() {
      if (open) {
        g.endShape();
        g.popStyle();
      }
    }
  }
}
