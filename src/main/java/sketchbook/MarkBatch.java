package sketchbook;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.Stroke;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import processing.awt.PGraphicsJava2D;
import processing.core.PGraphics;
import steering.Vehicle;

/**
 * A debug view's marks for a whole crowd, collected during the frame and drawn at once. Drawn
 * one by one, each line and circle is its own antialiased JAVA2D call (a few µs each, five
 * marks a vehicle), which at 1,000 vehicles is a frame's whole budget. Here:
 * <ul>
 *   <li>lines of one colour and weight are stroked as one {@link Path2D} per square of
 *       {@link #LINE_CELL} pixels they start in: one path over the whole window would cost
 *       more than the lines one by one, as the antialiasing walks every row of its bounds
 *       (the lines still cost about 2 µs each; all else in the batch is far cheaper);
 *   <li>circles of one size and style are drawn once into small images (by Processing's own
 *       {@code circle()}, so they look the same), at {@link #STEPS} × {@link #STEPS} offsets
 *       within a pixel, and each circle is a copy of the nearest, as {@link VehicleBatch} does
 *       for the vehicles' headings.
 * </ul>
 * All lines are drawn before all circles, so a dot at a line's end lies over it. Used only in
 * JAVA2D with {@link VehicleBatch#BATCH_FROM} vehicles or more ({@link #batched}); other
 * renderers and smaller crowds keep drawing each mark as before.
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

  /** The side of the squares lines are grouped by, in pixels. */
  static final int LINE_CELL = 64;
  /** Squares across and down that lines are grouped by; lines beyond go to the edge ones. */
  static final int LINE_CELLS = 64;

  /** Lines by colour, weight and square, in the order first used. */
  private final Map<Pen, Path2D.Float> lines = new LinkedHashMap<>();
  /** Circle centres by style, in the order first used. */
  private final Map<Ring, Points> centres = new LinkedHashMap<>();
  /** Each style's circle pre-drawn at every quarter-pixel offset: [x offset][y offset]. */
  private final Map<Ring, Image[][]> sprites = new HashMap<>();

  /** A line's colour and weight, and the square it starts in. */
  private record Pen(int color, float weight, int cell) {
  }

  /** A circle's diameter, fill and outline (1 pixel); alpha 0 draws no fill or no outline. */
  private record Ring(float diameter, int fill, int stroke) {
  }

  /** True when a crowd's debug view is batched: JAVA2D, many vehicles, no --draw-each. */
  public static boolean batched(PGraphics g, List<Vehicle> vehicles, SketchOptions options) {
    return g instanceof PGraphicsJava2D && !options.drawEach
        && vehicles.size() >= VehicleBatch.BATCH_FROM;
  }

  /** Adds a line from (x1, y1) to (x2, y2), {@code weight} pixels wide. */
  public void line(float x1, float y1, float x2, float y2, int color, float weight) {
    int cell = square(x1) * LINE_CELLS + square(y1);
    Path2D.Float path = lines.computeIfAbsent(new Pen(color, weight, cell),
        pen -> new Path2D.Float());
    path.moveTo(x1, y1);
    path.lineTo(x2, y2);
  }

  private static int square(float coordinate) {
    return Math.max(0, Math.min(LINE_CELLS - 1, Math.floorDiv((int) coordinate, LINE_CELL)));
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
    Graphics2D g2 = g.g2;
    Color colorBefore = g2.getColor();
    Stroke strokeBefore = g2.getStroke();
    lines.forEach((pen, path) -> {
      g2.setColor(new Color(pen.color(), true));
      // butt caps: a 1-pixel line's round cap adds half a pixel, and a dozen edges to fill
      g2.setStroke(new BasicStroke(pen.weight(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
      g2.draw(path);
      path.reset();
    });
    g2.setColor(colorBefore);
    g2.setStroke(strokeBefore);
    if (sprites.size() > MAX_SPRITES) {
      sprites.clear();
    }
    centres.forEach((ring, points) -> {
      Image[][] shifted = sprites.computeIfAbsent(ring, r -> drawSprites(g, r));
      int half = shifted[0][0].getWidth(null) / 2;
      for (int i = 0; i < points.count; i++) {
        int x = (int) Math.floor(points.xy[2 * i] * STEPS);
        int y = (int) Math.floor(points.xy[2 * i + 1] * STEPS);
        g2.drawImage(shifted[Math.floorMod(x, STEPS)][Math.floorMod(y, STEPS)],
            Math.floorDiv(x, STEPS) - half, Math.floorDiv(y, STEPS) - half, null);
      }
      points.count = 0;
    });
  }

  /** The circle at every offset of {@link #STEPS} per pixel. */
  private static Image[][] drawSprites(PGraphicsJava2D g, Ring ring) {
    Image[][] shifted = new Image[STEPS][STEPS];
    for (int i = 0; i < STEPS; i++) {
      for (int j = 0; j < STEPS; j++) {
        shifted[i][j] = drawSprite(g, ring, i / (float) STEPS, j / (float) STEPS);
      }
    }
    return shifted;
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
    return Images.snapshot(canvas, BufferedImage.TYPE_INT_ARGB);
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
