package sketchbook.render;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.controls.Tuning;
import steering.Vehicle;

/**
 * The "seek path" each vehicle leaves behind, as in the steering tutorials, in a lighter shade
 * of the vehicle's own colour ({@link #colorFor}).
 *
 * <p>Kept: the last {@link #LENGTH} positions of every vehicle; in a crowd the trails share
 * {@link #MOST_POINTS} positions (20,000 vehicles keep 10 each). The positions are plain floats
 * in two arrays, x and y, with one row of {@code length} per vehicle, used as a ring: the
 * position of the r-th record() goes to column {@code r % length} of every row, over the
 * oldest. No object is made per position or per vehicle, so the trails of the largest crowd
 * take 1.6 MB whatever the length of the run, and fit beside the crowd itself.
 *
 * <p>Drawn: not point by point each frame (that cost grows with the trails' length) but on a
 * world-sized {@link TrailLayer} kept between frames, which the frame lays over itself in one
 * pass. Each frame adds only each vehicle's newest move to the layer, and takes away the pixels
 * last drawn by a move that has left the trail (older than its kept positions), so a trail still
 * ends where its last {@code length} positions end, as it always did. A frame's cost grows with the
 * number of vehicles and the size of the world, never with the length of the trails. Fading the
 * layer a little each frame was the other way, but it changes how a trail looks along its whole
 * length; redrawing the layer from the kept points every few frames costs in proportion to them.
 *
 * <p>A vehicle that leaves takes its trail with it as any trail's tail goes: its pixels leave
 * as their frames pass out of the kept length, so an eaten prey's trail shrinks back to where
 * it was caught. Redrawing every trail from the kept positions instead (300 vehicles × 400
 * moves) cost 15–30 ms, a frame missed each time a vehicle left. A crowd with none of the
 * vehicles seen before, a new size of world or a frame not shown redraws the layer from the
 * kept positions, once; {@link #clear} empties it.
 */
public final class Trails {

  /** Positions kept per vehicle, when there are few. */
  public static final int LENGTH = 400;
  /** Positions kept in all: 1.6 MB of floats, whatever the number of vehicles. */
  public static final int MOST_POINTS = 200_000;
  /** Even in the largest crowd a trail shows where its vehicle came from. */
  static final int SHORTEST = 2;
  /**
   * Two positions farther apart than this are a jump (a vehicle put back at the start of its
   * path), not a move: the trail breaks there. No frame moves farther, as maxspeed stays at or
   * below {@link Tuning#MAX_MAXSPEED}.
   */
  static final float JUMP = 2 * Tuning.MAX_MAXSPEED;
  /** How far a trail's colour goes from its vehicle's fill towards the paper. */
  static final float LIGHTEN = 0.4f;
  private static final Vehicle[] NO_VEHICLES = {};
  private static final float[] NO_POSITIONS = {};
  private static final int[] NO_SIZES = {};

  /** Row i holds the trail of vehicles[i]; in the order they came, so trails draw alike. */
  private Vehicle[] vehicles = NO_VEHICLES;
  /** Positions each trail keeps now ({@link #lengthFor}): the length of a row. */
  private int length = LENGTH;
  /** Row i, column r % length: x and y of vehicles[i] at the r-th record(). */
  private float[] xs = NO_POSITIONS;
  private float[] ys = NO_POSITIONS;
  /** Positions row i holds, up to length: those of the last sizes[i] record() calls. */
  private int[] sizes = NO_SIZES;
  /** record() calls since the last clear(). */
  private int recorded;
  /** {@link #recorded} when the layers were last brought up to date; -1: draw them again. */
  private int drawnTo = -1;
  private TrailLayer layer;

  /** Appends each vehicle's position and forgets vehicles that are gone. */
  public void record(List<Vehicle> crowd) {
    if (!sameVehicles(crowd)) {
      regroup(crowd);
    }
    int column = recorded % length;
    for (int i = 0; i < vehicles.length; i++) {
      PVector p = vehicles[i].position;
      xs[i * length + column] = p.x;
      ys[i * length + column] = p.y;
      sizes[i] = Math.min(sizes[i] + 1, length);
    }
    recorded++;
  }

  /** Positions each of {@code vehicles} trails keeps: LENGTH, or a share of MOST_POINTS. */
  static int lengthFor(int vehicles) {
    return Math.max(SHORTEST, Math.min(LENGTH, MOST_POINTS / Math.max(1, vehicles)));
  }

  /** Forgets every trail: the next display starts from empty layers. */
  public void clear() {
    vehicles = NO_VEHICLES;
    xs = NO_POSITIONS;
    ys = NO_POSITIONS;
    sizes = NO_SIZES;
    recorded = 0;
    drawnTo = -1;
  }

  /** Points held for this vehicle (for tests and the HUD). */
  public int size(Vehicle v) {
    for (int i = 0; i < vehicles.length; i++) {
      if (vehicles[i] == v) {
        return sizes[i];
      }
    }
    return 0;
  }

  /** Points held in all: never more than {@link #MOST_POINTS} or LENGTH × vehicles. */
  public int points() {
    int sum = 0;
    for (int size : sizes) {
      sum += size;
    }
    return sum;
  }

  /** True when {@code crowd} is the vehicles the rows hold, in their order. */
  private boolean sameVehicles(List<Vehicle> crowd) {
    if (crowd.size() != vehicles.length) {
      return false;
    }
    for (int i = 0; i < vehicles.length; i++) {
      if (crowd.get(i) != vehicles[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * New rows for {@code crowd}: a vehicle seen before keeps its newest positions (as many as
   * the new length takes), one that left is forgotten (its pixels on the layer leave as a
   * trail's tail does). The layer is kept, unless none of the crowd was seen before: then it
   * is redrawn.
   */
  private void regroup(List<Vehicle> crowd) {
    int newLength = lengthFor(crowd.size());
    Map<Vehicle, Integer> oldRow = new IdentityHashMap<>();
    for (int i = 0; i < vehicles.length; i++) {
      oldRow.put(vehicles[i], i);
    }
    boolean anySeen = false;
    Vehicle[] newVehicles = crowd.toArray(NO_VEHICLES);
    float[] newXs = new float[newVehicles.length * newLength];
    float[] newYs = new float[newXs.length];
    int[] newSizes = new int[newVehicles.length];
    for (int i = 0; i < newVehicles.length; i++) {
      Integer old = oldRow.get(newVehicles[i]);
      if (old == null) {
        continue;
      }
      anySeen = true;
      newSizes[i] = Math.min(sizes[old], newLength);
      for (int r = recorded - newSizes[i]; r < recorded; r++) {
        newXs[i * newLength + r % newLength] = xs[old * length + r % length];
        newYs[i * newLength + r % newLength] = ys[old * length + r % length];
      }
    }
    vehicles = newVehicles;
    length = newLength;
    xs = newXs;
    ys = newYs;
    sizes = newSizes;
    if (!anySeen) {
      drawnTo = -1;
    }
  }

  /**
   * Draws the trails on {@code g} over a world of {@code width} × {@code height}, each in
   * {@code colorOf(vehicle)}; brings the layer up to date first (this mutates it).
   */
  public void display(PGraphics g, int width, int height, ToIntFunction<Vehicle> colorOf) {
    if (layer == null || layer.width != width || layer.height != height) {
      layer = new TrailLayer(width, height);
      drawnTo = -1;
    }
    if (drawnTo != recorded) {
      update(colorOf);
      drawnTo = recorded;
    }
    layer.drawOnto(g);
  }

  /** As above, every trail in one colour. */
  public void display(PGraphics g, int width, int height, int color) {
    display(g, width, height, v -> color);
  }

  /**
   * One frame on: the newest move of every trail, and away with the moves that left. A move is
   * numbered by the frame of its newer end, the r-th record() being frame r + 1; of a trail of
   * {@code length} positions recorded up to frame {@code recorded}, the oldest move kept ends at
   * {@code recorded - length + 2}.
   */
  private void update(ToIntFunction<Vehicle> colorOf) {
    boolean fromKept = drawnTo < 0 || recorded - drawnTo > 1;
    if (fromKept) {
      layer.clear();
    } else {
      layer.expire(recorded - length + 2);
    }
    for (int i = 0; i < vehicles.length; i++) {
      int color = colorOf.applyAsInt(vehicles[i]);
      int oldest = fromKept ? recorded - sizes[i] + 1 : recorded - 1;
      for (int r = Math.max(oldest, recorded - sizes[i] + 1); r < recorded; r++) {
        drawMove(i, r - 1, r, color);
      }
    }
  }

  /**
   * Row i's move from record {@code from} to record {@code to}, numbered by the frame of its
   * newer end; unless it is a jump: there the trail breaks.
   */
  private void drawMove(int i, int from, int to, int color) {
    int a = i * length + from % length;
    int b = i * length + to % length;
    float dx = xs[b] - xs[a];
    float dy = ys[b] - ys[a];
    if (dx * dx + dy * dy <= JUMP * JUMP) {
      layer.move(xs[a], ys[a], xs[b], ys[b], color, to + 1);
    }
  }

  /**
   * The colour of a vehicle's trail: the orange of the tutorials for the plain vehicle grey (a
   * light grey trail would hardly show on the paper, and would blur into a grey crowd), else the
   * vehicle's own fill, lightened.
   */
  public static int colorFor(int fill) {
    return fill == Palette.VEHICLE ? Palette.TRAIL : lighter(fill);
  }

  /** {@code fill} taken {@link #LIGHTEN} of the way to the paper, channel by channel; opaque. */
  public static int lighter(int fill) {
    int rgb = 0;
    for (int shift = 16; shift >= 0; shift -= 8) {
      int from = fill >> shift & 0xFF;
      int to = Palette.PAPER >> shift & 0xFF;
      rgb |= Math.round(from + (to - from) * LIGHTEN) << shift;
    }
    return 0xFF000000 | rgb;
  }

  /** The layer the frame shows (null before the first display), for tests. */
  TrailLayer layer() {
    return layer;
  }
}
