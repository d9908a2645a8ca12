package sketchbook;

import java.awt.Image;
import java.awt.image.BufferedImage;
import java.util.List;
import processing.awt.PGraphicsJava2D;
import processing.core.PGraphics;
import steering.Vehicle;

/**
 * Draws a circle of one size and colour around each of many vehicles, such as a crowd's
 * separation distances. Few are drawn one by one with {@code circle()}; from
 * {@link VehicleBatch#BATCH_FROM} on, in JAVA2D, the circle is drawn once into a small image
 * and each vehicle gets a copy of it at its (rounded) position, as {@link VehicleBatch} does
 * for the vehicles themselves. Other renderers draw each circle, which they do quickly.
 */
public final class CircleBatch {

  /** The last circle drawn in advance, and what it was drawn for. */
  private Image sprite;
  private float spriteDiameter = -1;
  private int spriteFill;

  /** A filled circle of {@code diameter}, without outline, centred on each vehicle. */
  public void display(PGraphics g, List<Vehicle> vehicles, float diameter, int fill) {
    if (g instanceof PGraphicsJava2D java2d && vehicles.size() >= VehicleBatch.BATCH_FROM) {
      Image image = spriteFor(java2d, diameter, fill);
      int half = image.getWidth(null) / 2;
      for (Vehicle v : vehicles) {
        java2d.g2.drawImage(image, Math.round(v.position.x) - half,
            Math.round(v.position.y) - half, null);
      }
      return;
    }
    g.pushStyle();
    g.noStroke();
    g.fill(fill);
    for (Vehicle v : vehicles) {
      g.circle(v.position.x, v.position.y, diameter);
    }
    g.popStyle();
  }

  private Image spriteFor(PGraphicsJava2D g, float diameter, int fill) {
    if (sprite == null || diameter != spriteDiameter || fill != spriteFill) {
      // a pixel of room each side for the antialiased edge; even, so the centre is a pixel
      int size = 2 * ((int) Math.ceil(diameter / 2) + 1);
      PGraphicsJava2D canvas = new PGraphicsJava2D();
      canvas.setParent(g.parent);
      canvas.setPrimary(false);
      canvas.setSize(size, size);
      canvas.beginDraw();
      canvas.clear();
      canvas.noStroke();
      canvas.fill(fill);
      canvas.circle(size / 2f, size / 2f, diameter);
      canvas.endDraw();
      sprite = Images.snapshot(canvas, BufferedImage.TYPE_INT_ARGB);
      spriteDiameter = diameter;
      spriteFill = fill;
    }
    return sprite;
  }
}
