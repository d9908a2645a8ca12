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
 *   <li>JAVA2D: the triangle is drawn once per heading, by the same {@code display(g)}, for
 *       {@link #HEADINGS} headings, and kept as the list of its pixels ({@link PixelSprite}).
 *       Each vehicle is then those few dozen pixels, blended straight into the canvas's int
 *       pixels at its (rounded) position with the nearest heading. Where the canvas is not a
 *       plain int image or is drawn through a scale, clip or blend mode, each vehicle is one
 *       {@code drawImage} of the pre-drawn picture instead.
 *   <li>Other renderers (P2D): all triangles go into one shape, their corners computed from each
 *       vehicle's position and heading, so OpenGL draws them in one batch.
 * </ul>
 */
public final class VehicleBatch {

  /** From this many vehicles on, they are drawn in a batch. */
  public static final int BATCH_FROM = 50;
  /** Headings drawn in advance for JAVA2D: 5.6° apart. */
  public static final int HEADINGS = 64;

  /** Pre-drawn triangles, by fill colour and size. */
  private final Map<String, Sprites> sprites = new HashMap<>();
  /** The last fill and size asked for and their sprites: most vehicles share them. */
  private int lastFill;
  private float lastSize = Float.NaN;
  private Sprites last;
  /** False: every vehicle is a drawImage even where pixels could be written (to compare). */
  boolean writePixels = true;

  /** A triangle at every heading: as pictures, and as lists of pixels. */
  private record Sprites(Image[] pictures, PixelSprite[] pixels) {
  }

  /** Draws the vehicles, each filled with {@code fillOf(vehicle)} and outlined in ink. */
  public void display(PGraphics g, List<Vehicle> vehicles, ToIntFunction<Vehicle> fillOf) {
    if (g instanceof PGraphicsJava2D java2d) {
      stamp(java2d, vehicles, fillOf);
    } else {
      oneShape(g, vehicles, fillOf);
    }
  }

  /** JAVA2D: one pre-drawn triangle per vehicle, as pixels when the canvas allows. */
  private void stamp(PGraphicsJava2D g, List<Vehicle> vehicles, ToIntFunction<Vehicle> fillOf) {
    PixelCanvas canvas = writePixels ? PixelCanvas.of(g) : null;
    for (Vehicle v : vehicles) {
      Sprites turns = spritesFor(g.parent, fillOf.applyAsInt(v), v.r);
      int turn = Math.floorMod(Math.round(v.velocity.heading() / PConstants.TWO_PI * HEADINGS),
          HEADINGS);
      int x = Math.round(v.position.x);
      int y = Math.round(v.position.y);
      if (canvas != null) {
        canvas.stamp(turns.pixels[turn], x, y);
      } else {
        Image picture = turns.pictures[turn];
        int half = picture.getWidth(null) / 2;
        g.g2.drawImage(picture, x - half, y - half, null);
      }
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

  private Sprites spritesFor(PApplet parent, int fill, float r) {
    if (last == null || fill != lastFill || Float.compare(r, lastSize) != 0) {
      last = sprites.computeIfAbsent(fill + "/" + r, key -> drawSprites(parent, fill, r));
      lastFill = fill;
      lastSize = r;
    }
    return last;
  }

  /** The vehicle's triangle at every heading, each centred in a small transparent image. */
  private static Sprites drawSprites(PApplet parent, int fill, float r) {
    // the triangle reaches 2r from its centre; the outline and antialiasing add a pixel or two
    int size = 2 * (int) Math.ceil(2 * r + 3);
    Image[] turns = new Image[HEADINGS];
    PixelSprite[] pixels = new PixelSprite[HEADINGS];
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
      BufferedImage picture = Images.snapshot(canvas, BufferedImage.TYPE_INT_ARGB);
      turns[i] = picture;
      pixels[i] = new PixelSprite(picture);
    }
    return new Sprites(turns, pixels);
  }
}
