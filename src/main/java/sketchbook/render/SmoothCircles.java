package sketchbook.render;

import processing.awt.PGraphicsJava2D;

/**
 * A circle written straight into a JAVA2D canvas's pixels ({@link PixelCanvas}), antialiased,
 * for a debug view drawn every frame, such as the circles of one boid in a crowd. Drawn by
 * Java2D, an antialiased circle goes through its Marlin renderer, whose large methods the JIT
 * compiles again and again as the circle moves, taking a core away from the frame for a tenth
 * of a second at a time. Here each pixel near the circle gets the colour at the share of it
 * the shape covers, from the distance d of the pixel's centre to the circle's: a disc of
 * radius R covers R + ½ − d of it, a 1-pixel outline 1 − |d − R| (each clamped to 0..1), in
 * {@link SmoothLines#LEVELS} steps.
 */
public final class SmoothCircles {

  private SmoothCircles() {
  }

  /**
   * Writes a circle of {@code diameter} centred at (x, y), filled with {@code fill} and then
   * outlined (1 pixel) with {@code stroke}; alpha 0 ({@link MarkBatch#NONE}) draws no fill or
   * no outline. Returns false, drawing nothing, where the canvas takes no written pixels (a
   * scale, a clip or a blend mode): draw it with {@code circle()} instead.
   */
  public static boolean draw(PGraphicsJava2D g, float x, float y, float diameter, int fill,
      int stroke) {
    PixelCanvas canvas = PixelCanvas.of(g);
    if (canvas == null) {
      return false;
    }
    float radius = Math.abs(diameter) / 2;
    if (Float.isFinite(x) && Float.isFinite(y) && Float.isFinite(radius)) {
      if (fill >>> 24 != 0) {
        draw(canvas, x, y, radius, fill, true);
      }
      if (stroke >>> 24 != 0) {
        draw(canvas, x, y, radius, stroke, false);
      }
    }
    return true;
  }

  /** The disc (filled) or the 1-pixel outline of a circle of {@code radius}. */
  private static void draw(PixelCanvas canvas, float x, float y, float radius, int color,
      boolean filled) {
    PixelSprite[] shades = SmoothLines.shadesOf(color);
    float outer = radius + (filled ? 0.5f : 1);   // no pixel centre beyond this is covered
    float inner = filled ? 0 : radius - 1;        // nor one within this, for an outline
    // the rows and columns it covers, on the canvas only
    int firstRow = Math.max((int) Math.floor(y - outer), canvas.drawingRow(0));
    int lastRow = Math.min((int) Math.floor(y + outer), canvas.drawingRow(canvas.height()) - 1);
    int firstColumn = canvas.drawingColumn(0);
    int lastColumn = canvas.drawingColumn(canvas.width()) - 1;
    for (int row = firstRow; row <= lastRow; row++) {
      float dy = row + 0.5f - y;
      float across = outer * outer - dy * dy;
      if (across <= 0) {
        continue;
      }
      float half = (float) Math.sqrt(across);
      // columns whose centres are surely within the inner circle are skipped
      float hole = inner > 0 && inner * inner > dy * dy
          ? (float) Math.sqrt(inner * inner - dy * dy) : 0;
      int skipFrom = (int) Math.ceil(x - hole + 1);
      int skipTo = (int) Math.floor(x + hole - 2);
      int left = Math.max((int) Math.floor(x - half), firstColumn);
      int right = Math.min((int) Math.floor(x + half), lastColumn);
      for (int column = left; column <= right; column++) {
        if (column >= skipFrom && column <= skipTo) {
          continue;   // in the outline's hole: nothing covered
        }
        float dx = column + 0.5f - x;
        float d = (float) Math.sqrt(dx * dx + dy * dy);
        float cover = filled ? radius + 0.5f - d : 1 - Math.abs(d - radius);
        int level = Math.round(Math.max(0, Math.min(1, cover)) * SmoothLines.LEVELS);
        if (level > 0) {
          canvas.stampPixel(shades[level], column, row);
        }
      }
    }
  }
}
