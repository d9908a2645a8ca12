package sketchbook.render;

import java.awt.Image;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PConstants;
import processing.core.PGraphics;
import sketchbook.controls.SketchOptions;
import steering.Vehicle;

/**
 * Draws many vehicles at once. {@link Vehicle#display(PGraphics)} draws one triangle with its
 * own push, translate, rotate and pop, which is clear but costs about 10 µs a vehicle in
 * JAVA2D (mostly the antialiased outline), so a few thousand vehicles no longer fit in a frame.
 *
 * A sketch draws its vehicles one by one, each with {@code display(g)}, up to {@link #CROWD} of
 * them (every sketch starts with fewer); a crowd of more it draws here:
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
 * In JAVA2D the vehicles are stamped band by band down the canvas ({@link #BAND} rows each),
 * in the list's order within a band: a crowd then writes the canvas's memory a stretch at a
 * time instead of all over it, which about halves its cost. Where two vehicles of different
 * bands overlap, the lower one is on top, as in a painting drawn from the back. From
 * {@link #SHARED_FROM} vehicles on, two threads stamp them, one into the top half of the
 * canvas's rows and one into the bottom half, each every vehicle in the same order: every
 * pixel gets the same writes in the same order as from one thread, so the same colour.
 */
public final class VehicleBatch {

  /**
   * More vehicles than this are a crowd, drawn in a batch: above every sketch's own number of
   * vehicles (Flocking's 300 is the most), so a sketch as it starts draws each vehicle with
   * {@code display(g)} and the batch only takes over for a crowd asked for with --vehicles.
   */
  public static final int CROWD = 400;
  /** Headings drawn in advance for JAVA2D: 5.6° apart. */
  public static final int HEADINGS = 64;

  /** From this many vehicles on, the canvas's rows are shared among {@link #SHARES} threads. */
  static final int SHARED_FROM = 1000;
  /** Threads that stamp a crowd, each into its own rows. */
  static final int SHARES = 2;
  /** Height of a band of the canvas, in pixels: a few vehicles high. */
  static final int BAND = 32;

  /** Pre-drawn triangles, by fill colour, outline colour and size. */
  private final Map<String, Sprites> sprites = new HashMap<>();
  /** The last fill, outline and size asked for and their sprites: most vehicles share them. */
  private int lastFill;
  private int lastOutline;
  private float lastSize = Float.NaN;
  private Sprites last;
  /** False: every vehicle is a drawImage even where pixels could be written (to compare). */
  boolean writePixels = true;
  /** False: one thread stamps a crowd however large (to compare). */
  boolean shareRows = true;
  /** The list's indices, band by band (a counting sort, reused from frame to frame). */
  private int[] order = new int[0];
  private int[] bandStart = new int[0];
  /** Each vehicle's pixels and position, in band order (reused from frame to frame). */
  private PixelSprite[] picked = new PixelSprite[0];
  private int[] at = new int[0];

  /** A triangle at every heading: as pictures, and as lists of pixels. */
  private record Sprites(Image[] pictures, PixelSprite[] pixels) {
  }

  /**
   * True when {@code vehicles} are drawn as a crowd, in a batch: more than {@link #CROWD} of them
   * (or any number with --batch), unless --draw-each asks for each on its own.
   */
  public static boolean isCrowd(int vehicles, SketchOptions options) {
    return !options.drawEach && (vehicles > CROWD || options.batch);
  }

  /** Draws the vehicles, each filled with {@code fillOf(vehicle)} and outlined in ink. */
  public void display(PGraphics g, List<Vehicle> vehicles, ToIntFunction<Vehicle> fillOf) {
    display(g, vehicles, fillOf, Palette.INK);
  }

  /** As above, outlined in {@code outline} (a ghost's vehicles: faded all over). */
  public void display(PGraphics g, List<Vehicle> vehicles, ToIntFunction<Vehicle> fillOf,
      int outline) {
    if (g instanceof PGraphicsJava2D java2d) {
      stamp(java2d, vehicles, fillOf, outline);
    } else {
      oneShape(g, vehicles, fillOf, outline);
    }
  }

  /** JAVA2D: one pre-drawn triangle per vehicle, as pixels when the canvas allows. */
  private void stamp(PGraphicsJava2D g, List<Vehicle> vehicles, ToIntFunction<Vehicle> fillOf,
      int outline) {
    PixelCanvas canvas = writePixels ? PixelCanvas.of(g) : null;
    sortIntoBands(vehicles, g.height);
    int n = vehicles.size();
    if (picked.length < n) {
      picked = new PixelSprite[n];
      at = new int[2 * n];
    }
    for (int i = 0; i < n; i++) {
      Vehicle v = vehicles.get(order[i]);
      Sprites turns = spritesFor(g.parent, fillOf.applyAsInt(v), outline, v.r);
      int turn = Math.floorMod(Math.round(v.velocity.heading() / PConstants.TWO_PI * HEADINGS),
          HEADINGS);
      int x = Math.round(v.position.x);
      int y = Math.round(v.position.y);
      if (canvas != null) {
        picked[i] = turns.pixels[turn];
        at[2 * i] = x;
        at[2 * i + 1] = y;
      } else {
        Image picture = turns.pictures[turn];
        int half = picture.getWidth(null) / 2;
        g.g2.drawImage(picture, x - half, y - half, null);
      }
    }
    if (canvas != null) {
      // a crowd: the canvas's rows in SHARES, one per thread, each stamped with every vehicle
      // in the same order, so the pixels come out as from one thread
      int shares = shareRows && n >= SHARED_FROM ? SHARES : 1;
      canvas.inRowBands(shares, (top, bottom) -> {
        for (int i = 0; i < n; i++) {
          canvas.stampRows(picked[i], at[2 * i], at[2 * i + 1], top, bottom);
        }
      });
    }
  }

  /**
   * Fills {@link #order} with the vehicles' indices, band after band from the top of a canvas
   * {@code height} high (vehicles above it in the first band, below it in the last), in the
   * list's order within each band.
   */
  private void sortIntoBands(List<Vehicle> vehicles, int height) {
    int n = vehicles.size();
    int bands = height / BAND + 1;
    if (order.length < n) {
      order = new int[n];
    }
    if (bandStart.length < bands + 1) {
      bandStart = new int[bands + 1];
    }
    Arrays.fill(bandStart, 0, bands + 1, 0);
    for (Vehicle v : vehicles) {
      bandStart[band(v, bands) + 1]++;
    }
    for (int b = 0; b < bands; b++) {
      bandStart[b + 1] += bandStart[b];  // counts become start offsets
    }
    for (int i = 0; i < n; i++) {
      order[bandStart[band(vehicles.get(i), bands)]++] = i;
    }
  }

  /** The band of the canvas a vehicle's centre lies in. */
  private static int band(Vehicle v, int bands) {
    float row = v.position.y / BAND;
    return row < 0 ? 0 : row >= bands - 1 ? bands - 1 : (int) row;
  }

  /** Other renderers: every triangle in one TRIANGLES shape. */
  private static void oneShape(PGraphics g, List<Vehicle> vehicles,
      ToIntFunction<Vehicle> fillOf, int outline) {
    g.stroke(outline);
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

  private Sprites spritesFor(PApplet parent, int fill, int outline, float r) {
    if (last == null || fill != lastFill || outline != lastOutline
        || Float.compare(r, lastSize) != 0) {
      last = sprites.computeIfAbsent(fill + "/" + outline + "/" + r,
          key -> drawSprites(parent, fill, outline, r));
      lastFill = fill;
      lastOutline = outline;
      lastSize = r;
    }
    return last;
  }

  /** The vehicle's triangle at every heading, each centred in a small transparent image. */
  private static Sprites drawSprites(PApplet parent, int fill, int outline, float r) {
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
      canvas.stroke(outline);
      Vehicle model = new Vehicle(size / 2f, size / 2f);
      model.r = r;
      model.velocity.set(PApplet.cos(i * PConstants.TWO_PI / HEADINGS),
          PApplet.sin(i * PConstants.TWO_PI / HEADINGS));
      model.display(canvas);
      canvas.endDraw();
      BufferedImage picture = PixelCanvas.snapshot(canvas, BufferedImage.TYPE_INT_ARGB);
      turns[i] = picture;
      pixels[i] = new PixelSprite(picture);
    }
    return new Sprites(turns, pixels);
  }
}
