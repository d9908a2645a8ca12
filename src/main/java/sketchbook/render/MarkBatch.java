package sketchbook.render;

import java.awt.Image;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import processing.awt.PGraphicsJava2D;
import processing.core.PGraphics;
import sketchbook.controls.SketchOptions;
import steering.Vehicle;

/**
 * A debug view's marks for a whole crowd, collected during the frame and drawn at once. Drawn
 * one by one, each line and circle is its own antialiased JAVA2D call (a few µs each, five
 * marks a vehicle), which at 1,000 vehicles is a frame's whole budget. Here:
 * <ul>
 *   <li>1-pixel lines of one colour are written straight into the canvas's pixels, antialiased
 *       ({@link SmoothLines}); Java2D's antialiasing walks every row of a line's bounds, about
 *       2 µs a line;
 *   <li>circles of one size and style are drawn once into small images (by Processing's own
 *       {@code circle()}, so they look the same), at {@link #STEPS} × {@link #STEPS} offsets
 *       within a pixel, and each circle is the nearest one's pixels that show, blended straight
 *       into the canvas, as {@link VehicleBatch} does for the vehicles: an outline pixel by
 *       pixel ({@link PixelSprite}), a filled disc run by run ({@link RunSprite}).
 * </ul>
 * Where the canvas takes no written pixels ({@link PixelCanvas}: a scale, clip or blend mode),
 * each circle is a {@code drawImage} of the pre-drawn picture and the lines are one plain
 * Java2D path per colour and weight (as are lines of another weight anywhere).
 * All lines are drawn before all circles, so a dot at a line's end lies over it. Used only in
 * JAVA2D for a crowd ({@link #batched}, {@link VehicleBatch#isCrowd}); other renderers and
 * fewer vehicles draw each mark on its own.
 */
public final class MarkBatch {

  /** No fill, or no outline, for {@link #circle}: a fully transparent colour. */
  public static final int NONE = 0;
  /** Pre-drawn styles kept at most: enough for every size a slider visits in a session. */
  static final int MAX_SPRITES = 64;
  /**
   * Circles are pre-drawn this many times per pixel across and down, so a copy lands less than
   * a quarter pixel before its centre, in the same pixel: a 1-pixel antialiased outline moved
   * into the next pixel would shade other pixels than the one drawn in place.
   */
  static final int STEPS = 4;
  /**
   * From this many pixels per run of equal pixels on, a circle is written as runs
   * ({@link RunSprite}: filled discs), below it pixel by pixel ({@link PixelSprite}: outlines).
   */
  static final float LONG_RUNS = 3;

  /** Line ends (x1, y1, x2, y2) by colour and weight, in the order first used. */
  private final Map<Pen, Points> lines = new LinkedHashMap<>();
  /** Circle centres by style, in the order first used. */
  private final Map<Ring, Points> centres = new LinkedHashMap<>();
  /** Each style's circle pre-drawn at every quarter-pixel offset. */
  private final Map<Ring, Sprites> sprites = new HashMap<>();
  /** False: lines are Java2D paths and circles drawImage even where pixels could be written. */
  boolean writePixels = true;
  /** From this many lines of one colour on, two threads write them, each into its own rows. */
  static final int SHARED_FROM = 200;
  /** False: one thread writes all the lines, however many. */
  boolean shareRows = true;

  /** A line's colour and weight. */
  private record Pen(int color, float weight) {
  }

  /** A style's circle at every offset, [x offset][y offset]: as pictures and as pixels. */
  private record Sprites(Image[][] pictures, PixelSprite[][] pixels, RunSprite[][] runs) {
  }

  /** A circle's diameter, fill and outline (1 pixel); alpha 0 draws no fill or no outline. */
  private record Ring(float diameter, int fill, int stroke) {
  }

  /** True when a crowd's debug view is batched: JAVA2D, and a crowd (no --draw-each). */
  public static boolean batched(PGraphics g, List<Vehicle> vehicles, SketchOptions options) {
    return g instanceof PGraphicsJava2D && VehicleBatch.isCrowd(vehicles.size(), options);
  }

  /** Adds a line from (x1, y1) to (x2, y2), {@code weight} pixels wide. */
  public void line(float x1, float y1, float x2, float y2, int color, float weight) {
    Points ends = lines.computeIfAbsent(new Pen(color, weight), pen -> new Points());
    ends.add(x1, y1);
    ends.add(x2, y2);
  }

  /** Adds a circle centred at (x, y), filled and outlined (1 pixel); alpha 0 means none. */
  public void circle(float x, float y, float diameter, int fill, int stroke) {
    centres.computeIfAbsent(new Ring(diameter, fill, stroke), ring -> new Points()).add(x, y);
  }

  /**
   * Draws the batch once {@code v} is the crowd's last vehicle. drawVehicles hands its
   * per-vehicle extra every vehicle in order, after the batched vehicles and before the arrows,
   * so the view lies over the vehicles and under the arrows, as when drawn one by one.
   */
  public void drawAfter(PGraphics g, Vehicle v, List<Vehicle> crowd) {
    if (v == crowd.get(crowd.size() - 1)) {
      draw((PGraphicsJava2D) g);
    }
  }

  /** Draws every line, then every circle, and empties the batch. */
  public void draw(PGraphicsJava2D g) {
    PixelCanvas canvas = writePixels ? PixelCanvas.of(g) : null;
    lines.forEach((pen, ends) -> {
      if (canvas != null && pen.weight() == 1) {
        // many lines (a crowded boid's neighbours): the canvas's rows in halves, one per thread
        PixelSprite[] shades = SmoothLines.shadesOf(pen.color());
        int shares = shareRows && ends.count / 2 >= SHARED_FROM ? VehicleBatch.SHARES : 1;
        canvas.inRowBands(shares, (top, bottom) ->
            SmoothLines.draw(canvas, ends.xy, ends.count / 2, shades, top, bottom));
      } else {
        SmoothLines.stroke(g.g2, ends.xy, ends.count / 2, pen.color(), pen.weight());
      }
      ends.count = 0;
    });
    if (sprites.size() > MAX_SPRITES) {
      sprites.clear();
    }
    centres.forEach((ring, points) -> {
      Sprites shifted = sprites.computeIfAbsent(ring, r -> drawSprites(g, r));
      int half = shifted.pictures[0][0].getWidth(null) / 2;
      for (int i = 0; i < points.count; i++) {
        int x = (int) Math.floor(points.xy[2 * i] * STEPS);
        int y = (int) Math.floor(points.xy[2 * i + 1] * STEPS);
        int across = Math.floorMod(x, STEPS);
        int down = Math.floorMod(y, STEPS);
        if (canvas != null && shifted.runs != null) {
          canvas.stamp(shifted.runs[across][down], Math.floorDiv(x, STEPS),
              Math.floorDiv(y, STEPS));
        } else if (canvas != null) {
          canvas.stamp(shifted.pixels[across][down], Math.floorDiv(x, STEPS),
              Math.floorDiv(y, STEPS));
        } else {
          g.g2.drawImage(shifted.pictures[across][down], Math.floorDiv(x, STEPS) - half,
              Math.floorDiv(y, STEPS) - half, null);
        }
      }
      points.count = 0;
    });
  }

  /** The circle at every offset of {@link #STEPS} per pixel. */
  private static Sprites drawSprites(PGraphicsJava2D g, Ring ring) {
    Image[][] shifted = new Image[STEPS][];
    PixelSprite[][] pixels = new PixelSprite[STEPS][STEPS];
    RunSprite[][] runs = new RunSprite[STEPS][STEPS];
    for (int i = 0; i < STEPS; i++) {
      shifted[i] = new Image[STEPS];
      for (int j = 0; j < STEPS; j++) {
        shifted[i][j] = drawSprite(g, ring, i / (float) STEPS, j / (float) STEPS);
      }
      for (int j = 0; j < STEPS; j++) {
        pixels[i][j] = new PixelSprite((BufferedImage) shifted[i][j]);
        runs[i][j] = new RunSprite((BufferedImage) shifted[i][j]);
      }
    }
    boolean longRuns = runs[0][0].meanRun >= LONG_RUNS;
    return new Sprites(shifted, longRuns ? null : pixels, longRuns ? runs : null);
  }

  /** The circle by Processing's circle(), centred (dx, dy) past the middle of a small image. */
  private static Image drawSprite(PGraphicsJava2D g, Ring ring, float dx, float dy) {
    // two pixels of room each side for the outline, the edge and the offset; even, so the
    // middle falls on a pixel corner
    int size = 2 * ((int) Math.ceil(ring.diameter() / 2) + 2);
    PGraphicsJava2D canvas = new PGraphicsJava2D();
    canvas.setParent(g.parent);
    canvas.setPrimary(false);
    canvas.setSize(size, size);
    canvas.beginDraw();
    canvas.clear();
    // alpha 0 means none (Processing would read fill(0) as black)
    if (ring.fill() >>> 24 == 0) {
      canvas.noFill();
    } else {
      canvas.fill(ring.fill());
    }
    if (ring.stroke() >>> 24 == 0) {
      canvas.noStroke();
    } else {
      canvas.stroke(ring.stroke());
    }
    canvas.strokeWeight(1);
    canvas.circle(size / 2f + dx, size / 2f + dy, ring.diameter());
    canvas.endDraw();
    return PixelCanvas.snapshot(canvas, BufferedImage.TYPE_INT_ARGB);
  }

  /** A growing list of x, y pairs, kept from frame to frame so a frame allocates nothing. */
  private static final class Points {
    float[] xy = new float[64];
    int count;

    void add(float x, float y) {
      if (2 * count + 2 > xy.length) {
        xy = Arrays.copyOf(xy, 2 * xy.length);
      }
      xy[2 * count] = x;
      xy[2 * count + 1] = y;
      count++;
    }
  }
}
