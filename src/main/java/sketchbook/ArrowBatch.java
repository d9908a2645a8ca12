package sketchbook;

import java.awt.Color;
import java.awt.Image;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import steering.Vehicle;

/**
 * The debug arrows of many vehicles at once: for each kind that is switched on, every arrow's
 * shaft (a 2-pixel-wide bar) and head (a triangle) are corners of one shape, filled once. In
 * JAVA2D the shafts are one {@link Path2D} and each head is a copy of one pre-drawn at the
 * nearest of {@link VehicleBatch#HEADINGS} headings (antialiased triangles cost JAVA2D about
 * 2.5 µs each, even in one path); in other renderers all of it is one TRIANGLES shape. (A sketch with
 * fewer than {@link VehicleBatch#BATCH_FROM} vehicles draws them one at a time with
 * {@link Overlay#arrows}, as before.)
 */
public final class ArrowBatch {

  /** Arrow heads pre-drawn at every heading, by colour (JAVA2D). */
  private static final Map<Integer, Image[]> HEAD_SPRITES = new HashMap<>();

  private ArrowBatch() {
  }

  /** The arrows the switches ask for, for every vehicle. */
  public static void display(PGraphics g, List<Vehicle> vehicles, Switches show) {
    for (ArrowKind kind : ArrowKind.values()) {
      if (kind.isOn(show)) {
        kind(g, vehicles, kind::of, kind.scale, kind.color);
      }
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
      shape.head(x + ux * length, y + uy * length, ux, uy);
    }
    shape.draw();
  }

  /** Overlay.arrow's head at {@link VehicleBatch#HEADINGS} headings, each in a small image. */
  private static Image[] drawHeads(PApplet parent, int color) {
    float h = Overlay.ARROW_HEAD;
    int size = 2 * (int) Math.ceil(h + 2);
    Image[] turns = new Image[VehicleBatch.HEADINGS];
    for (int i = 0; i < turns.length; i++) {
      PGraphicsJava2D canvas = new PGraphicsJava2D();
      canvas.setParent(parent);
      canvas.setPrimary(false);
      canvas.setSize(size, size);
      canvas.beginDraw();
      canvas.clear();
      canvas.noStroke();
      canvas.fill(color);
      canvas.translate(size / 2f, size / 2f);
      canvas.rotate(i * PConstants.TWO_PI / turns.length);
      canvas.triangle(h, 0, -h, -h, -h, h);
      canvas.endDraw();
      turns[i] = Images.snapshot(canvas, BufferedImage.TYPE_INT_ARGB);
    }
    return turns;
  }

  /** Where the corners of the arrows go. */
  private interface Corners {
    void quad(float x1, float y1, float x2, float y2, float x3, float y3, float x4, float y4);

    /** The head, centred at (x, y), pointing along the unit vector (ux, uy). */
    void head(float x, float y, float ux, float uy);

    /** Fills the shape with its colour. */
    void draw();
  }

  /** JAVA2D: one path, filled once (antialiased, as Processing draws). */
  private static final class Java2dCorners implements Corners {
    private final PGraphicsJava2D g;
    private final int color;
    private final Path2D.Float path;

    private final float[] heads;
    private int headCount;

    Java2dCorners(PGraphicsJava2D g, int color, int arrows) {
      this.g = g;
      this.color = color;
      path = new Path2D.Float(Path2D.WIND_NON_ZERO, arrows * 5);
      heads = new float[arrows * 3];
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
    public void head(float x, float y, float ux, float uy) {
      heads[headCount * 3] = x;
      heads[headCount * 3 + 1] = y;
      heads[headCount * 3 + 2] = (float) Math.atan2(uy, ux);
      headCount++;
    }

    /** The shafts as one filled path, then each head as a copy of a pre-drawn one. */
    @Override
    public void draw() {
      Color before = g.g2.getColor();
      g.g2.setColor(new Color(color, true));
      g.g2.fill(path);
      g.g2.setColor(before);
      Image[] turns = HEAD_SPRITES.computeIfAbsent(color, c -> drawHeads(g.parent, c));
      int half = turns[0].getWidth(null) / 2;
      for (int i = 0; i < headCount; i++) {
        int turn = Math.floorMod(Math.round(heads[i * 3 + 2] / PConstants.TWO_PI
            * VehicleBatch.HEADINGS), VehicleBatch.HEADINGS);
        g.g2.drawImage(turns[turn], Math.round(heads[i * 3]) - half,
            Math.round(heads[i * 3 + 1]) - half, null);
      }
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
    public void head(float x, float y, float ux, float uy) {
      float h = Overlay.ARROW_HEAD;
      triangle(x + ux * h, y + uy * h, x - ux * h - uy * h, y - uy * h + ux * h,
          x - ux * h + uy * h, y - uy * h - ux * h);
    }

    void triangle(float x1, float y1, float x2, float y2, float x3, float y3) {
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
