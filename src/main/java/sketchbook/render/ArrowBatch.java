package sketchbook.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PConstants;
import processing.core.PGraphics;
import sketchbook.controls.Switches;
import steering.Vehicle;

/**
 * The debug arrows of a crowd at once (up to {@link VehicleBatch#CROWD} vehicles, a sketch
 * draws each arrow on its own with {@link Overlay#arrows}).
 *
 * <p>JAVA2D: the costly part of an arrow is its shaft. Filled as a thin antialiased polygon, a
 * crowd's shafts cost tens of milliseconds, and more the more of them cross the same rows of
 * pixels (Java2D sorts every edge crossing a row, and the desired arrows all converge on the
 * target). So each kind's shafts are one path of 1-pixel lines without antialiasing, two side by
 * side per arrow (a 2-pixel shaft), which Java2D draws with its plain line loop (2,000 shafts on
 * a busy machine: 6 to 30 ms filled, under 1 ms as lines); where the canvas allows, the lines
 * are written straight into its pixels instead ({@link PixelLine}). Each head is a copy of
 * one pre-drawn, antialiased, at the nearest of {@link VehicleBatch#HEADINGS} headings, its
 * pixels written straight into the canvas where it allows ({@link PixelSprite}). Nothing
 * is allocated per arrow: the vectors are read through {@link ArrowKind#x} and
 * {@link ArrowKind#y}.
 *
 * <p>Other renderers (P2D): all shafts and heads of a kind are one TRIANGLES shape.
 */
public final class ArrowBatch {

  /** Arrow heads pre-drawn at every heading, by colour (JAVA2D). */
  private static final Map<Integer, Image[]> HEAD_SPRITES = new HashMap<>();
  /** The same heads as the pixels that show, to write straight into the canvas (JAVA2D). */
  private static final Map<Integer, PixelSprite[]> HEAD_PIXELS = new HashMap<>();
  /** A shaft's two lines: each is a plain 1-pixel line, drawn without antialiasing. */
  private static final BasicStroke ONE_PIXEL = new BasicStroke(1);

  private ArrowBatch() {
  }

  /** The arrows the switches ask for, for every vehicle. */
  public static void display(PGraphics g, List<Vehicle> vehicles, Switches show) {
    for (ArrowKind kind : ArrowKind.values()) {
      if (kind.isOn(show)) {
        kind(g, vehicles, kind);
      }
    }
  }

  /** One kind of arrow for every vehicle, in one batch. */
  private static void kind(PGraphics g, List<Vehicle> vehicles, ArrowKind kind) {
    Arrows arrows = g instanceof PGraphicsJava2D java2d
        ? new Java2dArrows(java2d, kind.color, vehicles.size())
        : new TriangleArrows(g, kind.color);
    for (Vehicle v : vehicles) {
      float x = kind.x(v);
      float y = kind.y(v);
      float magnitude = (float) Math.sqrt(x * x + y * y);
      float length = magnitude * kind.scale;
      if (length < 1) {
        continue;  // as Overlay.arrow: too short to see
      }
      arrows.add(kind.fromX(v), kind.fromY(v), x / magnitude, y / magnitude, length);
    }
    arrows.draw();
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
      turns[i] = PixelCanvas.snapshot(canvas, BufferedImage.TYPE_INT_ARGB);
    }
    return turns;
  }

  /** The arrows of one kind, gathered, then drawn at once. */
  private interface Arrows {
    /** An arrow from (x, y) along the unit vector (ux, uy), {@code length} pixels long. */
    void add(float x, float y, float ux, float uy, float length);

    /** Draws what was added, in the kind's colour. */
    void draw();
  }

  /** JAVA2D: the shafts as one path of plain lines, then each head as a pre-drawn image. */
  private static final class Java2dArrows implements Arrows {
    private final PGraphicsJava2D g;
    private final int color;
    /** Per shaft line (two per arrow): its ends' x0, y0, x1, y1. */
    private final float[] shafts;
    /** Per head: its tip's x, y and which pre-drawn heading. */
    private final int[] heads;
    private int headCount;

    Java2dArrows(PGraphicsJava2D g, int color, int arrows) {
      this.g = g;
      this.color = color;
      shafts = new float[arrows * 8];
      heads = new int[arrows * 3];
    }

    @Override
    public void add(float x, float y, float ux, float uy, float length) {
      float tipX = x + ux * length;
      float tipY = y + uy * length;
      // two lines half a pixel either side of the centre line, apart across its main direction
      boolean steep = Math.abs(uy) > Math.abs(ux);
      float dx = steep ? 0.5f : 0;
      float dy = steep ? 0 : 0.5f;
      int at = headCount * 8;
      shafts[at] = x - dx;
      shafts[at + 1] = y - dy;
      shafts[at + 2] = tipX - dx;
      shafts[at + 3] = tipY - dy;
      shafts[at + 4] = x + dx;
      shafts[at + 5] = y + dy;
      shafts[at + 6] = tipX + dx;
      shafts[at + 7] = tipY + dy;
      heads[headCount * 3] = Math.round(tipX);
      heads[headCount * 3 + 1] = Math.round(tipY);
      heads[headCount * 3 + 2] = Math.floorMod(Math.round((float) Math.atan2(uy, ux)
          / PConstants.TWO_PI * VehicleBatch.HEADINGS), VehicleBatch.HEADINGS);
      headCount++;
    }

    @Override
    public void draw() {
      Image[] turns = HEAD_SPRITES.computeIfAbsent(color, c -> drawHeads(g.parent, c));
      PixelCanvas canvas = PixelCanvas.of(g);
      if (canvas != null) {
        // shafts and heads written as pixels: Java2D's loop per line and per image costs more
        // the window's own canvas: cut at the world's edge (the panel is beside it)
        WorldSize world = g.parent instanceof WorldSize w && g.parent.g == g ? w : null;
        int right = world != null ? world.worldWidth() : g.width;
        int bottom = world != null ? world.worldHeight() : g.height;
        for (int i = 0; i < headCount * 8; i += 4) {
          canvas.line(shafts[i], shafts[i + 1], shafts[i + 2], shafts[i + 3], color, right,
              bottom);
        }
        PixelSprite[] pixels = HEAD_PIXELS.computeIfAbsent(color, c -> PixelSprite.of(turns));
        for (int i = 0; i < headCount * 3; i += 3) {
          canvas.stamp(pixels[heads[i + 2]], heads[i], heads[i + 1]);
        }
        return;
      }
      drawShafts();
      int half = turns[0].getWidth(null) / 2;
      for (int i = 0; i < headCount * 3; i += 3) {
        g.g2.drawImage(turns[heads[i + 2]], heads[i] - half, heads[i + 1] - half, null);
      }
    }

    /** Through Java2D: the shafts as one path of plain 1-pixel lines. */
    private void drawShafts() {
      Path2D.Float path = new Path2D.Float(Path2D.WIND_NON_ZERO, headCount * 4);
      for (int i = 0; i < headCount * 8; i += 4) {
        path.moveTo(shafts[i], shafts[i + 1]);
        path.lineTo(shafts[i + 2], shafts[i + 3]);
      }
      Graphics2D g2 = g.g2;
      Color colorBefore = g2.getColor();
      Stroke strokeBefore = g2.getStroke();
      Object antialiasBefore = g2.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
      Object strokeControlBefore = g2.getRenderingHint(RenderingHints.KEY_STROKE_CONTROL);
      g2.setColor(new Color(color, true));
      g2.setStroke(ONE_PIXEL);
      g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
      // pure: the lines stay where they are put, half a pixel apart, not moved to pixel centres
      g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
      g2.draw(path);
      g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, strokeControlBefore);
      g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, antialiasBefore);
      g2.setStroke(strokeBefore);
      g2.setColor(colorBefore);
    }
  }

  /** Other renderers: one TRIANGLES shape, opened on the first corner. */
  private static final class TriangleArrows implements Arrows {
    private final PGraphics g;
    private final int color;
    private boolean open;

    TriangleArrows(PGraphics g, int color) {
      this.g = g;
      this.color = color;
    }

    @Override
    public void add(float x, float y, float ux, float uy, float length) {
      // (-uy, ux) is across the arrow
      float w = Overlay.SHAFT_WIDTH / 2;
      float h = Overlay.ARROW_HEAD;
      float tipX = x + ux * length;
      float tipY = y + uy * length;
      triangle(x - uy * w, y + ux * w, x + uy * w, y - ux * w, tipX + uy * w, tipY - ux * w);
      triangle(x - uy * w, y + ux * w, tipX + uy * w, tipY - ux * w, tipX - uy * w,
          tipY + ux * w);
      triangle(tipX + ux * h, tipY + uy * h, tipX - ux * h - uy * h, tipY - uy * h + ux * h,
          tipX - ux * h + uy * h, tipY - uy * h - ux * h);
    }

    private void triangle(float x1, float y1, float x2, float y2, float x3, float y3) {
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
