package sketchbook.panel;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;
import java.util.function.Consumer;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PGraphics;
import sketchbook.render.PixelCanvas;

/**
 * A part of the side panel that rarely changes (the help's key table), drawn once into a picture
 * of its own on the panel's paper and then copied, pixel for pixel, while what it shows is the
 * same. Java2D text costs about 10 ms for the help's 40-odd rows; a copy of the same pixels,
 * a fraction of a millisecond.
 *
 * <p>The picture is drawn by the same code, through a whole-pixel translation, so its text lands
 * on the same pixels as when drawn in place. It is used only where the window's pixels may be
 * written directly ({@link PixelCanvas}); elsewhere (P2D, a scale) the part is drawn each frame.
 */
final class PanelCache {

  /** What the picture shows: the caller's key, the rectangle and the font. */
  private List<Object> shown;
  private PGraphicsJava2D picture;
  /** False: always drawn in place (tests compare the two). */
  boolean enabled = true;
  /** How many times the picture was drawn (not copied): tests check it is reused. */
  int paints;

  /**
   * Mutates the window's canvas {@code g}: what {@code painter} draws (in window coordinates)
   * inside the rectangle x, y, w × h, which must be the panel's paper and nothing else.
   * {@code key} must change whenever what the painter draws would.
   */
  void draw(PGraphics g, Object key, int x, int y, int w, int h, Consumer<PGraphics> painter) {
    PixelCanvas canvas = enabled && w > 0 && h > 0 && g instanceof PGraphicsJava2D java2d
        ? PixelCanvas.of(java2d) : null;
    if (canvas == null) {
      painter.accept(g);
      return;
    }
    List<Object> now = List.of(key, x, y, w, h, String.valueOf(g.textFont));
    if (!now.equals(shown)) {
      paint(g, x, y, w, h, painter);
      shown = now;
    }
    int[] pixels = ((DataBufferInt) ((BufferedImage) picture.image).getRaster()
        .getDataBuffer()).getData();
    canvas.copy(pixels, w, h, x, y);
  }

  private void paint(PGraphics g, int x, int y, int w, int h, Consumer<PGraphics> painter) {
    if (picture == null || picture.width != w || picture.height != h) {
      picture = (PGraphicsJava2D) g.parent.createGraphics(w, h, PConstants.JAVA2D);
    }
    paints++;
    picture.beginDraw();
    picture.background(SidePanel.BACKGROUND);
    if (g.textFont != null) {
      picture.textFont(g.textFont);
    }
    picture.translate(-x, -y);
    painter.accept(picture);
    picture.endDraw();
  }
}
