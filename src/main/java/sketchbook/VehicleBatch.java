package sketchbook;

import java.awt.Image;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PConstants;
import processing.core.PGraphics;
import steering.Vehicle;

/**
 * Draws many vehicles at once. {@link Vehicle#display(PGraphics)} draws one triangle with its
 * own push, translate, rotate and pop, which is clear but costs about 10 µs a vehicle in
 * JAVA2D (mostly the antialiased outline), so a few thousand vehicles no longer fit in a frame.
 *
 * A sketch draws fewer than {@link #BATCH_FROM} vehicles one by one, as before; from that many
 * on, it draws them here:
 * <ul>
 *   <li>JAVA2D: the triangle is drawn once per heading into a small image, by the same
 *       {@code display(g)}, for {@link #HEADINGS} headings; each vehicle is then one image copy
 *       at its (rounded) position with the nearest heading.
 *   <li>Other renderers (P2D): all triangles go into one shape, their corners computed from each
 *       vehicle's position and heading, so OpenGL draws them in one batch.
 * </ul>
 */
public final class VehicleBatch {

  /** From this many vehicles on, they are drawn in a batch. */
  public static final int BATCH_FROM = 50;
  /** Headings drawn in advance for JAVA2D: 5.6° apart. */
  public static final int HEADINGS = 64;

  /** Pre-drawn triangles, by fill colour, outline colour and size. */
  private final Map<String, Image[]> sprites = new HashMap<>();

  /** Draws the vehicles, each filled with {@code fillOf(vehicle)} and outlined in ink. */
  public void display(PGraphics g, List<Vehicle> vehicles, ToIntFunction<Vehicle> fillOf) {
    if (g instanceof PGraphicsJava2D java2d) {
      stamp(java2d, vehicles, fillOf);
    } else {
      oneShape(g, vehicles, fillOf);
    }
  }

  /** JAVA2D: one pre-drawn image per vehicle. */
  private void stamp(PGraphicsJava2D g, List<Vehicle> vehicles, ToIntFunction<Vehicle> fillOf) {
    for (Vehicle v : vehicles) {
      Image[] turns = spritesFor(g.parent, fillOf.applyAsInt(v), v.r);
      int turn = Math.floorMod(Math.round(v.velocity.heading() / PConstants.TWO_PI * HEADINGS),
          HEADINGS);
      int half = turns[turn].getWidth(null) / 2;
      g.g2.drawImage(turns[turn], Math.round(v.position.x) - half,
          Math.round(v.position.y) - half, null);
    }
  }

  /** Other renderers: every triangle in one TRIANGLES shape. */
  private static void oneShape(PGraphics g, List<Vehicle> vehicles,
      ToIntFunction<Vehicle> fillOf) {
    g.stroke(Palette.INK);
    g.beginShape(PConstants.TRIANGLES);
    for (Vehicle v : vehicles) {
      g.fill(fillOf.applyAsInt(v));
      // Vehicle.SHAPE, turned to the heading: (sx, sy) · r rotated by angle, then moved
      float angle = v.velocity.heading() + PConstants.HALF_PI;
      float cos = PApplet.cos(angle);
      float sin = PApplet.sin(angle);
      for (int i = 0; i < Vehicle.SHAPE.length; i += 2) {
        float sx = Vehicle.SHAPE[i] * v.r;
        float sy = Vehicle.SHAPE[i + 1] * v.r;
        g.vertex(v.position.x + sx * cos - sy * sin, v.position.y + sx * sin + sy * cos);
      }
    }
    g.endShape();
  }

  private Image[] spritesFor(PApplet parent, int fill, float r) {
    return sprites.computeIfAbsent(fill + "/" + r, key -> drawSprites(parent, fill, r));
  }

  /** The vehicle's triangle at every heading, each centred in a small transparent image. */
  private static Image[] drawSprites(PApplet parent, int fill, float r) {
    // the triangle reaches 2r from its centre; the outline and antialiasing add a pixel or two
    int size = 2 * (int) Math.ceil(2 * r + 3);
    Image[] turns = new Image[HEADINGS];
    for (int i = 0; i < HEADINGS; i++) {
      PGraphicsJava2D canvas = new PGraphicsJava2D();
      canvas.setParent(parent);
      canvas.setPrimary(false);
      canvas.setSize(size, size);
      canvas.beginDraw();
      canvas.clear();
      canvas.fill(fill);
      canvas.stroke(Palette.INK);
      Vehicle model = new Vehicle(size / 2f, size / 2f);
      model.r = r;
      model.velocity.set(PApplet.cos(i * PConstants.TWO_PI / HEADINGS),
          PApplet.sin(i * PConstants.TWO_PI / HEADINGS));
      model.display(canvas);
      canvas.endDraw();
      turns[i] = Images.snapshot(canvas, BufferedImage.TYPE_INT_ARGB);
    }
    return turns;
  }
}
